import { describe, expect, it } from "vitest";
import { missingSubstance, substanceChecklist } from "~/server/generated-pages/substance-checklist.server";

describe("what would give a page substance", () => {
  it("asks for all four on a thin page", () => {
    expect(missingSubstance("<p>Texto curto sobre o portão.</p>")).toHaveLength(4);
  });

  it("sees a place, a price, a step list and a question", () => {
    const html =
      "<p>Atendemos no bairro do Tatuapé e em Osasco.</p><p>De R$ 900 a R$ 1.500.</p><ol><li>Medir</li><li>Fixar</li></ol><h2>O motor antigo serve?</h2>";
    expect(substanceChecklist(html).every((item) => item.done)).toBe(true);
  });

  it("matches place names whole, accents included, and ignores markup", () => {
    expect(substanceChecklist("<p>Um serviço na Sé.</p>")[0].done).toBe(true);
    expect(substanceChecklist("<p>Seção de peças</p>")[0].done).toBe(false);
    expect(substanceChecklist('<p title="R$ 10?">nada</p>').filter((i) => i.done)).toEqual([]);
  });
});
