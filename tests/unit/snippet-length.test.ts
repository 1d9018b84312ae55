import { describe, expect, it } from "vitest";
import { fitDescription, fitTitle } from "~/lib/snippet-length";

describe("search-result lengths", () => {
  it("keeps a short title and drops trailing ' | …' parts of a long one", () => {
    expect(fitTitle("Garantia | Motores PPA")).toBe("Garantia | Motores PPA");
    expect(fitTitle("Motor para Portão Automático PPA em São Paulo | Instalação Grátis")).toBe("Motor para Portão Automático PPA em São Paulo");
    expect(fitTitle("Controle remoto do portão não funciona: causas e solução | Motores PPA")).toBe("Controle remoto do portão não funciona: causas e solução");
  });

  it("cuts a long title without separators at a word, with an ellipsis, within 60 characters", () => {
    const fitted = fitTitle("Como configurar motor de portão deslizante PPA com central com freio e placa nova");
    expect([...fitted].length).toBeLessThanOrEqual(60);
    expect(fitted).toBe("Como configurar motor de portão deslizante PPA com central…");
  });

  it("ends a long description at its last full sentence, or cuts it at a word", () => {
    const sentences = `${"palavra ".repeat(14)}fim. Segunda frase ${"longa ".repeat(20)}demais.`;
    const fitted = fitDescription(sentences);
    expect(fitted).toBe(`${"palavra ".repeat(14)}fim.`);
    expect([...fitted].length).toBeLessThanOrEqual(160);
    const words = fitDescription("palavra ".repeat(40).trim());
    expect([...words].length).toBeLessThanOrEqual(160);
    expect(words.endsWith("palavra…")).toBe(true);
    expect(fitDescription("Curta.")).toBe("Curta.");
  });
});
