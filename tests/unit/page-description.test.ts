import { describe, expect, it } from "vitest";
import { defaultDescription, descriptionFromContent, pageDescription } from "~/lib/generator/description";

const TITLE = "Portão automático em Barueri";
const LONG_FIRST = `<h2>Portão</h2><p>O portão da garagem ${"abre e fecha ".repeat(15)}sem parar.</p>`;
const CONTENT = `${LONG_FIRST}<p>Em casas térreas, o motor basculante fica <strong>acima</strong> da folha e empurra o braço. A instalação leva uma visita. O técnico testa a fotocélula antes de sair e mostra o destravamento.</p>`;

describe("generated page description", () => {
  it("takes the whole leading sentences of the first paragraph that fits 160 characters, without markup", () => {
    const derived = descriptionFromContent(CONTENT);
    expect(derived).toBe("Em casas térreas, o motor basculante fica acima da folha e empurra o braço. A instalação leva uma visita.");
    expect([...derived!].length).toBeLessThanOrEqual(160);
  });

  it("keeps a description written for the page, and replaces the template once the content gives a better one", () => {
    expect(pageDescription(TITLE, "Minha descrição.", CONTENT)).toBe("Minha descrição.");
    expect(pageDescription(TITLE, "", CONTENT)).toBe(descriptionFromContent(CONTENT));
    expect(pageDescription(TITLE, defaultDescription(TITLE), CONTENT)).toBe(descriptionFromContent(CONTENT));
  });

  it("uses the template only while the content has no sentence worth showing (short text, a slot, a long run-on)", () => {
    for (const content of ["<p>Texto curto.</p>", "<p>Atendemos de {horário de atendimento}, todos os dias úteis da semana inteira.</p>", LONG_FIRST, ""]) {
      expect(pageDescription(TITLE, "", content)).toBe(defaultDescription(TITLE));
    }
  });
});
