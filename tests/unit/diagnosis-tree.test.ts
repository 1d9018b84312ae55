import { describe, expect, it } from "vitest";
import { diagnosisBody } from "../../db/seed/page-texts/diagnosis";
import { DIAGNOSIS_OUTCOMES, DIAGNOSIS_STEPS, OUTCOME_PREFIX } from "../../db/seed/prose/diagnosis";
import { diagnosisSummary, walkDiagnosis } from "~/lib/diagnosis";
import { diagnosisTextProblems, parseDiagnosis } from "~/pages/diagnosis-tree.server";
import { contentFromTyped } from "~/server/data/typed-content.server";

/**
 * The diagnosis tree is the page's text in "Páginas do site" (decision 0043): the seeded text is
 * read back whole, and the save rule (`diagnosisTextProblems`, the editor's) refuses a tree where
 * a branch does not end, a question is unreachable, a destination is missing or a problem link
 * does not resolve, naming the question or outcome.
 */
const seeded = diagnosisBody();
const tree = parseDiagnosis(contentFromTyped(seeded));
const problemsOf = (typed: string) => diagnosisTextProblems(contentFromTyped(typed));

/** The seeded text with one line changed (the line must be there). */
function edited(from: string, to: string): string {
  expect(seeded).toContain(from);
  return seeded.replace(from, to);
}

describe("the diagnosis tree in the page's text", () => {
  it("reads the seeded text back as the tree it was written from, and the tree is sound", () => {
    expect(tree.errors).toEqual([]);
    expect(tree.opening).toBe("");
    expect(diagnosisTextProblems(contentFromTyped(seeded))).toEqual([]);
    expect(tree.steps).toEqual(
      DIAGNOSIS_STEPS.map((s) => ({
        ...s,
        options: s.options.map((o) => ({
          ...o,
          next: o.next.startsWith(OUTCOME_PREFIX) ? { kind: "resultado", id: o.next.slice(OUTCOME_PREFIX.length) } : { kind: "pergunta", id: o.next },
        })),
      })),
    );
    expect(tree.outcomes).toEqual(
      DIAGNOSIS_OUTCOMES.map(({ problemSlug, ...o }) => ({ ...o, problemPath: `/${problemSlug}`, problemLabel: "Entenda melhor este problema" })),
    );
  });

  it("refuses an answer leading to a question the text does not hold, naming the question", () => {
    expect(problemsOf(edited("→ Pergunta: disjuntor", "→ Pergunta: disjuntor-antigo"))).toEqual([
      "A resposta “Não, parou sem motivo aparente” da pergunta “energia” leva a “Pergunta: disjuntor-antigo”, que não existe no texto.",
      "Nenhuma resposta leva à pergunta “disjuntor”: ligue-a a uma resposta ou apague-a.",
      "Nenhuma resposta leva ao resultado “disjuntor-desarmando”: ligue-o a uma resposta ou apague-o.",
      "Nenhuma resposta leva ao resultado “disjuntor-religado”: ligue-o a uma resposta ou apague-o.",
    ]);
  });

  it("refuses a question no answer reaches, and an outcome nothing leads to", () => {
    const problems = problemsOf(edited("[recente] Há menos de um ano → Pergunta: barulho", "[recente] Há menos de um ano → Resultado: sem-forca"));
    expect(problems).toEqual([
      "Nenhuma resposta leva à pergunta “barulho”: ligue-a a uma resposta ou apague-a.",
      "Nenhuma resposta leva ao resultado “engrenagem”: ligue-o a uma resposta ou apague-o.",
    ]);
  });

  it("refuses an answer without a destination, and a branch that loops back instead of ending", () => {
    expect(problemsOf(edited("[nao] Não, parou sem motivo aparente → Pergunta: disjuntor", "[nao] Não, parou sem motivo aparente"))[0]).toBe(
      "A resposta “[nao] Não, parou sem motivo aparente” da pergunta “energia” precisa ser escrita assim: “- [código] texto da resposta → Pergunta: código” (ou “→ Resultado: código”).",
    );
    expect(
      problemsOf(edited("[nao] Não, só está lento ou sem força → Resultado: sem-forca", "[nao] Não, só está lento ou sem força → Pergunta: sintoma")),
    ).toEqual([
      "As respostas voltam a uma pergunta já feita e nunca terminam: sintoma → manutencao → barulho → sintoma.",
      "Nenhuma resposta leva ao resultado “sem-forca”: ligue-o a uma resposta ou apague-o.",
    ]);
  });

  it("refuses a question with one answer, or two answers with the same code", () => {
    const one = edited("\n- [nao] Não, só está lento ou sem força → Resultado: sem-forca", "");
    expect(problemsOf(one)).toContain("A pergunta “barulho” precisa de pelo menos duas respostas.");
    const twice = edited("[nao] Não, só está lento ou sem força", "[sim] Não, só está lento ou sem força");
    expect(problemsOf(twice)).toEqual(["A pergunta “barulho” repete o código de resposta [sim]: cada resposta precisa de um código só dela."]);
  });

  it("refuses a problem link that is no problem page of the site, and an outcome without its parts", () => {
    expect(problemsOf(edited("](/portao-automatico-sem-forca)", "](/portao-que-nao-existe)"))).toEqual([
      "O resultado “sem-forca” aponta para /portao-que-nao-existe, que não é uma página de problema do site.",
    ]);
    const bare = problemsOf(`${seeded}\n\n## Resultado: vazio\n\nSó um título`);
    expect(bare).toEqual([
      "O resultado “vazio” precisa do título (o primeiro parágrafo) e da causa provável (o parágrafo seguinte).",
      "O resultado “vazio” precisa da lista “O que tentar:” com ao menos um item.",
      "O resultado “vazio” precisa da lista “Chame o técnico:” com ao menos um item.",
      "O resultado “vazio” precisa do link para a página do problema, numa linha só: “[Entenda melhor este problema](/endereço-do-problema)”.",
      "Nenhuma resposta leva ao resultado “vazio”: ligue-o a uma resposta ou apague-o.",
      "O resultado “vazio” aponta para nenhuma página, que não é uma página de problema do site.",
    ]);
    expect(problemsOf(`${seeded}\n\n## Outra coisa\n\nTexto.`)).toEqual([
      "A seção “Outra coisa” não é uma pergunta nem um resultado: comece o título com “Pergunta:” ou “Resultado:”.",
    ]);
    expect(problemsOf("Só um texto.")).toEqual(["O texto não tem nenhuma pergunta (uma seção “## Pergunta: código”)."]);
  });

  it("shows what comes before the first question as written, and reads “->” as “→”", () => {
    const parsed = parseDiagnosis(contentFromTyped(`Um texto meu.\n\n## Antes\n\nMais.\n\n${seeded.replace("→ Pergunta: energia", "-> Pergunta: energia")}`));
    expect(parsed.opening).toBe("<p>Um texto meu.</p><h2>Antes</h2><p>Mais.</p>");
    expect(parsed.errors).toEqual([]);
    expect(parsed.steps[0].options[0].next).toEqual({ kind: "pergunta", id: "energia" });
  });

  it("warns about springs, cables and mains power wherever the visitor may touch them", () => {
    const text = JSON.stringify([...tree.steps, ...tree.outcomes]);
    expect(text).toMatch(/Molas e cabos de aço/);
    expect(text).toMatch(/127 V ou 220 V/);
    for (const id of ["zumbido", "led-da-central", "queda-de-energia"]) expect(tree.steps.find((s) => s.id === id)?.safety).toBeTruthy();
  });

  it("leads a gate that stopped after a power cut to the unlock / battery / board branch", () => {
    const start = walkDiagnosis(tree, new URLSearchParams("sintoma=nada&energia=sim"));
    expect(start.current?.id).toBe("queda-de-energia");
    expect(start.current?.options.map((o) => o.next)).toEqual([
      { kind: "resultado", id: "travar-de-novo" },
      { kind: "resultado", id: "bateria-nobreak" },
      { kind: "pergunta", id: "led-da-central" },
    ]);
    const end = walkDiagnosis(tree, new URLSearchParams("sintoma=nada&energia=sim&queda-de-energia=nobreak"));
    expect(end.outcome?.problemPath).toBe("/portao-nao-funciona-depois-de-queda-de-energia");
    expect(diagnosisSummary(end)).toContain(
      "O portão parou depois de uma queda de energia, de um pico de luz ou de um raio? Sim, parou depois que a luz caiu ou voltou.",
    );
  });

  it("stops at the first unanswered or forged answer, ignoring the rest", () => {
    expect(walkDiagnosis(tree, new URLSearchParams("")).current?.id).toBe("sintoma");
    const forged = walkDiagnosis(tree, new URLSearchParams("sintoma=<script>&energia=sim"));
    expect(forged).toMatchObject({ answered: [], outcome: null });
    expect(forged.current?.id).toBe("sintoma");
    expect(walkDiagnosis(parseDiagnosis(""), new URLSearchParams("sintoma=nada"))).toEqual({ answered: [], current: null, outcome: null });
  });
});
