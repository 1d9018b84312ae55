import { describe, expect, it } from "vitest";
import { outOfIndexText } from "~/lib/admin-toasts";
import { QUALITY_ADVICE, qualityReport } from "~/lib/page-quality";

describe("a generated page's quality report (pt-BR, for the admin)", () => {
  it("an indexable page shows its figures and no advice", () => {
    expect(qualityReport({ indexable: true, ownWords: 212, similarity: 0.183, similarTo: "/x" })).toEqual({
      indexable: true,
      label: "No índice",
      figures: "212 palavras próprias · 18% do texto em outras páginas",
      reasons: [],
      advice: null,
    });
  });

  it("a thin or copied page says why and what to add", () => {
    const report = qualityReport({ indexable: false, ownWords: 87, similarity: 0.62, similarTo: "/links-uteis/outra" });
    expect(report.label).toBe("Fora do índice");
    expect(report.reasons).toEqual([
      "Tem 87 palavras próprias; o mínimo é 150.",
      "62% do texto também está em outras páginas do site (mais em /links-uteis/outra); o máximo é 20%.",
    ]);
    expect(report.advice).toBe(QUALITY_ADVICE);
    expect(outOfIndexText({ indexable: false, ownWords: 1, similarity: 0, similarTo: null })).toBe(
      `Ela ficou fora do índice do Google (noindex): Tem 1 palavra própria; o mínimo é 150. ${QUALITY_ADVICE}`,
    );
  });

  it("a page refused for pushing another under the bar names that page", () => {
    const report = qualityReport({ indexable: false, ownWords: 180, similarity: 0.1, similarTo: "/links-uteis/original" });
    expect(report.reasons).toEqual(["Repete trechos de /links-uteis/original, que passaria do limite de texto repetido."]);
  });

  it("a page with the spec's default description is told to write its own", () => {
    const report = qualityReport({ indexable: false, ownWords: 180, similarity: 0.1, similarTo: null, defaultDescription: true });
    expect(report.reasons).toEqual(["A descrição é o texto padrão (“Informações sobre …”); escreva uma descrição própria do que a página responde."]);
  });

  it("a page saved before the gate is marked as never measured", () => {
    expect(qualityReport({ indexable: true, ownWords: null, similarity: null, similarTo: null }).label).toBe("No índice (sem avaliação)");
  });
});
