import { describe, expect, it } from "vitest";
import { fitDescription, fitTitle, leadingSentences, sentencesOf } from "~/lib/snippet-length";

describe("search-result lengths", () => {
  it("keeps a short title and drops trailing ' | …' parts of a long one", () => {
    expect(fitTitle("Garantia | Motores PPA")).toBe("Garantia | Motores PPA");
    expect(fitTitle("Motor para Portão Automático PPA em São Paulo | Instalação Grátis")).toBe("Motor para Portão Automático PPA em São Paulo");
    expect(fitTitle("Controle remoto do portão não funciona: causas e solução | Motores PPA")).toBe("Controle remoto do portão não funciona: causas e solução");
  });

  it("keeps the leading words of a long title without separators within 60 characters, never an ellipsis", () => {
    const fitted = fitTitle("Como configurar motor de portão deslizante PPA com central com freio e placa nova");
    expect([...fitted].length).toBeLessThanOrEqual(60);
    expect(fitted).not.toContain("…");
  });

  it("ends a long description at its last whole sentence that fits", () => {
    const sentences = `${"palavra ".repeat(14)}fim. Segunda frase ${"longa ".repeat(20)}demais.`;
    const fitted = fitDescription(sentences);
    expect(fitted).toBe(`${"palavra ".repeat(14)}fim.`);
    expect(fitDescription("Curta.")).toBe("Curta.");
  });

  it("does not split a sentence at a price, a decimal or a unit's full stop", () => {
    expect(sentencesOf("Motor por R$ 1.349,00 com instalação: abre em 16 s. O modelo de entrada.")).toEqual([
      "Motor por R$ 1.349,00 com instalação: abre em 16 s.",
      "O modelo de entrada.",
    ]);
  });

  it("closes a first sentence too long to fit at a clause, or at a word, with a full stop and no ellipsis", () => {
    const clause = leadingSentences(`O portão abre devagar${" e depois para".repeat(6)}, mas a central ainda responde${" ao controle".repeat(8)}.`);
    expect(clause).toBe(`O portão abre devagar${" e depois para".repeat(6)}.`);
    const words = fitDescription("palavra ".repeat(40).trim());
    expect([...words].length).toBeLessThanOrEqual(160);
    expect(words.endsWith("palavra.")).toBe(true);
  });
});
