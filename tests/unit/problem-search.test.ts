import { describe, expect, it } from "vitest";
import { PROBLEMS } from "~/content/problem-keywords";
import { rankProblems, searchProblem, significantWords } from "~/lib/problem-search";

function target(text: string) {
  const r = searchProblem(text);
  return "path" in r ? `${r.kind} ${r.path}` : r.kind;
}

describe("problem search: text to path", () => {
  it("ignores blank text", () => {
    expect(searchProblem("")).toEqual({ kind: "blank" });
    expect(searchProblem("   \t ")).toEqual({ kind: "blank" });
  });

  it("goes to the keyword page when the slug of the text is a keyword", () => {
    expect(target("portão não abre")).toBe("exact /portao-nao-abre");
    expect(target("  PORTÃO NÃO ABRE!  ")).toBe("exact /portao-nao-abre");
    expect(target("motor de portao queimado")).toBe("exact /motor-de-portao-queimado");
    expect(target("portao-nao-fecha")).toBe("exact /portao-nao-fecha");
  });

  it("every keyword finds its own page", () => {
    for (const p of PROBLEMS) expect(target(p.keyword)).toBe(`exact /${p.slug}`);
  });

  it("goes to the closest keyword when it shares enough words", () => {
    expect(target("motor queimado")).toBe("close /motor-de-portao-queimado");
    expect(target("o motor queimou")).toBe("close /motor-de-portao-queimado");
    expect(target("Placa queimada")).toBe("close /placa-do-motor-de-portao-queimada");
    expect(target("portao nao fecha direito")).toBe("close /portao-nao-fecha");
    expect(target("controle não funciona")).toBe("close /controle-remoto-do-portao-nao-funciona");
  });

  it("keeps 'não' meaningful", () => {
    expect(significantWords("Meu portão não abre")).toEqual(["portao", "nao", "abre"]);
  });

  it("lists the nearest problems when no keyword stands out", () => {
    const tie = searchProblem("controle do portão");
    expect(tie.kind).toBe("results");
    if (tie.kind !== "results") return;
    expect(tie.nearest.map((p) => p.keyword).slice(0, 2)).toEqual(["clonar controle de portão", "programar controle de portão"]);
    expect(tie.nearest.length).toBeLessThanOrEqual(6);

    const oneWord = searchProblem("portão");
    expect(oneWord.kind).toBe("results");
  });

  it("lists nothing for text unrelated to gates", () => {
    expect(searchProblem("bolo de chocolate")).toEqual({ kind: "results", nearest: [] });
  });

  it("ranks by shared words, best first", () => {
    const ranked = rankProblems("portão fecha sozinho");
    expect(ranked[0].problem.keyword).toBe("portão fecha sozinho");
    expect(ranked.every((r, i) => i === 0 || ranked[i - 1].score >= r.score)).toBe(true);
  });
});
