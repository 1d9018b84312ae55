/**
 * "Por que meu portão não abre?" (/diagnostico, docs/architecture.md, "The two tools"): the
 * questions a technician asks on the phone and the outcomes they lead to. The tree is the page's
 * text in "Páginas do site" (decision 0043), written by the owner in the light syntax and read by
 * app/pages/diagnosis-tree.server.ts; walking it from the answers in the URL
 * (/diagnostico?sintoma=nada&energia=sim…) is here: each step is one GET form, so the page works
 * without JavaScript, every state has its own address and the back button steps back.
 */
export type DiagnosisOption = { value: string; label: string; next: DiagnosisTarget };
export type DiagnosisStep = { id: string; question: string; help?: string; safety?: string; options: DiagnosisOption[] };
export type DiagnosisOutcome = {
  id: string;
  title: string;
  cause: string;
  /** What the visitor can still try alone, safely. */
  tryAlone: string[];
  /** What needs a technician. */
  technician: string[];
  safety?: string;
  /** Path of the problem page that explains it further, and the link's words. */
  problemPath: string;
  problemLabel: string;
  /** True when the visitor's own check may already have solved it. */
  maybeSolved?: boolean;
};

/** Where an answer leads: the next question or an outcome (their ids may repeat between the two kinds). */
export type DiagnosisTarget = { kind: "pergunta" | "resultado"; id: string };

/** The tree as the text holds it: the first question is where the diagnosis starts. */
export type DiagnosisTree = { steps: DiagnosisStep[]; outcomes: DiagnosisOutcome[] };

export type Answered = { step: DiagnosisStep; option: DiagnosisOption };
export type DiagnosisState = { answered: Answered[]; current: DiagnosisStep | null; outcome: DiagnosisOutcome | null };

/** The question or outcome an answer leads to. */
export function stepOf(tree: DiagnosisTree, target: DiagnosisTarget): DiagnosisStep | undefined {
  return target.kind === "pergunta" ? tree.steps.find((s) => s.id === target.id) : undefined;
}

export function outcomeOf(tree: DiagnosisTree, target: DiagnosisTarget): DiagnosisOutcome | undefined {
  return target.kind === "resultado" ? tree.outcomes.find((o) => o.id === target.id) : undefined;
}

/** Follows the answers from the first question; stops at the first step without a valid answer (or a broken link). */
export function walkDiagnosis(tree: DiagnosisTree, answers: URLSearchParams): DiagnosisState {
  const answered: Answered[] = [];
  let step: DiagnosisStep | undefined = tree.steps[0];
  const seen = new Set<string>();
  while (step && !seen.has(step.id)) {
    seen.add(step.id);
    const current: DiagnosisStep = step;
    const option = current.options.find((o) => o.value === answers.get(current.id));
    if (!option) return { answered, current, outcome: null };
    answered.push({ step: current, option });
    const outcome = outcomeOf(tree, option.next);
    if (outcome) return { answered, current: null, outcome };
    step = stepOf(tree, option.next);
  }
  return { answered, current: null, outcome: null };
}

/** The query string of the answers so far (what the next form carries as hidden fields). */
export function answersQuery(answered: Answered[]): [name: string, value: string][] {
  return answered.map((a) => [a.step.id, a.option.value]);
}

const targetLabel = (t: DiagnosisTarget) => `${t.kind === "pergunta" ? "Pergunta" : "Resultado"}: ${t.id}`;

/**
 * What keeps the tree from answering every visitor (empty when sound), in the owner's words,
 * each naming its question or outcome: a question with fewer than two answers or a repeated
 * answer code, an answer leading to a question or outcome the text does not hold, a loop, a
 * question or outcome no answer leads to, an outcome whose problem page is not one of the site's.
 * The editor refuses to save a tree with any of them (app/server/page-texts/editor.server.ts).
 */
export function treeProblems(tree: DiagnosisTree, problemPaths: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  if (tree.steps.length === 0) return ["O texto não tem nenhuma pergunta (uma seção “## Pergunta: código”)."];
  const reached = new Set<string>();
  const usedOutcomes = new Set<string>();
  const visit = (step: DiagnosisStep, path: string[]) => {
    if (path.includes(step.id)) return void problems.push(`As respostas voltam a uma pergunta já feita e nunca terminam: ${[...path, step.id].join(" → ")}.`);
    if (reached.has(step.id)) return;
    reached.add(step.id);
    if (step.options.length < 2) problems.push(`A pergunta “${step.id}” precisa de pelo menos duas respostas.`);
    const values = step.options.map((o) => o.value);
    const repeated = values.find((v, i) => values.indexOf(v) !== i);
    if (repeated) problems.push(`A pergunta “${step.id}” repete o código de resposta [${repeated}]: cada resposta precisa de um código só dela.`);
    for (const option of step.options) {
      const outcome = outcomeOf(tree, option.next);
      const next = stepOf(tree, option.next);
      if (outcome) usedOutcomes.add(outcome.id);
      else if (next) visit(next, [...path, step.id]);
      else problems.push(`A resposta “${option.label}” da pergunta “${step.id}” leva a “${targetLabel(option.next)}”, que não existe no texto.`);
    }
  };
  visit(tree.steps[0], []);
  for (const s of tree.steps) if (!reached.has(s.id)) problems.push(`Nenhuma resposta leva à pergunta “${s.id}”: ligue-a a uma resposta ou apague-a.`);
  for (const o of tree.outcomes) {
    if (!usedOutcomes.has(o.id)) problems.push(`Nenhuma resposta leva ao resultado “${o.id}”: ligue-o a uma resposta ou apague-o.`);
    if (!problemPaths.has(o.problemPath))
      problems.push(`O resultado “${o.id}” aponta para ${o.problemPath || "nenhuma página"}, que não é uma página de problema do site.`);
  }
  return problems;
}

/** What the visitor checked: "Pergunta resposta." lines, and the outcome. */
export function diagnosisSummary(state: DiagnosisState): string {
  const lines = state.answered.map((a) => `- ${a.step.question} ${a.option.label}.`);
  if (state.outcome) lines.push(`Resultado do diagnóstico no site: ${state.outcome.title}.`);
  return lines.join("\n");
}
