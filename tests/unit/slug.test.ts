import { describe, expect, it } from "vitest";
import { foldText, slugify, titleFromSlug } from "~/lib/slug";

describe("slugify (docs/product.md §5)", () => {
  it.each([
    ["Instalação de Motor  Basculante!", "instalacao-de-motor-basculante"],
    ["Portão não abre", "portao-nao-abre"],
    ["  São   Caetano do Sul  ", "sao-caetano-do-sul"],
    ["Motor -- PPA --- Home", "motor-ppa-home"],
    ["Preço? R$ 1.349,00 (à vista)", "preco-r-134900-a-vista"],
    ["Freguesia do Ó", "freguesia-do-o"],
    ["Açaí & Pão-de-Queijo", "acai-pao-de-queijo"],
    ["-início-", "inicio"],
    ["tab\tand\nnewline", "tab-and-newline"],
    ["", ""],
  ])("%j -> %j", (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it("is idempotent", () => {
    for (const s of ["Instalação de Motor  Basculante!", "Vila Mariana", "a--b"]) {
      expect(slugify(slugify(s))).toBe(slugify(s));
    }
  });

  it("folds accents and case for comparisons", () => {
    expect(foldText("Portão NÃO Abre")).toBe("portao nao abre");
  });

  it("title-cases an unknown slug keeping small words lower case", () => {
    expect(titleFromSlug("jardim-das-flores")).toBe("Jardim das Flores");
    expect(titleFromSlug("vila-mariana")).toBe("Vila Mariana");
  });
});
