import {
  DIAGNOSIS_OUTCOMES,
  DIAGNOSIS_START,
  DIAGNOSIS_STEPS,
  type DiagnosisOption,
  type DiagnosisOutcome,
  type DiagnosisStep,
} from "~/content/diagnosis-tree";

/**
 * Walking the diagnosis tree (app/content/diagnosis-tree.ts) from the answers in the URL
 * (/diagnostico?sintoma=nada&energia=sim…): each step is one GET form, so the page works
 * without JavaScript, every state has its own address and the back button steps back.
 */
export const OUTCOME_PREFIX = "fim:";

const stepsById = new Map(DIAGNOSIS_STEPS.map((s) => [s.id, s]));
const outcomesById = new Map(DIAGNOSIS_OUTCOMES.map((o) => [o.id, o]));

export type Answered = { step: DiagnosisStep; option: DiagnosisOption };
export type DiagnosisState = { answered: Answered[]; current: DiagnosisStep | null; outcome: DiagnosisOutcome | null };

export function findStep(id: string): DiagnosisStep | undefined {
  return stepsById.get(id);
}

export function findOutcome(next: string): DiagnosisOutcome | undefined {
  return next.startsWith(OUTCOME_PREFIX) ? outcomesById.get(next.slice(OUTCOME_PREFIX.length)) : undefined;
}

/** Follows the answers from the first question; stops at the first step without a valid answer. */
export function walkDiagnosis(answers: URLSearchParams): DiagnosisState {
  const answered: Answered[] = [];
  let step = stepsById.get(DIAGNOSIS_START)!;
  for (;;) {
    const option = step.options.find((o) => o.value === answers.get(step.id));
    if (!option) return { answered, current: step, outcome: null };
    answered.push({ step, option });
    const outcome = findOutcome(option.next);
    if (outcome) return { answered, current: null, outcome };
    step = stepsById.get(option.next)!;
  }
}

/** The query string of the answers so far (what the next form carries as hidden fields). */
export function answersQuery(answered: Answered[]): [name: string, value: string][] {
  return answered.map((a) => [a.step.id, a.option.value]);
}

/** Structural problems of the tree (empty when sound): dangling links, unreachable steps, unused outcomes, loops. */
export function treeProblems(knownProblemSlugs: Set<string>): string[] {
  const problems: string[] = [];
  const reached = new Set<string>();
  const usedOutcomes = new Set<string>();
  const visit = (id: string, path: string[]) => {
    if (path.includes(id)) return void problems.push(`laço: ${[...path, id].join(" → ")}`);
    const step = stepsById.get(id);
    if (!step) return void problems.push(`passo inexistente: ${id} (de ${path.at(-1)})`);
    reached.add(id);
    if (step.options.length < 2) problems.push(`passo com menos de duas opções: ${id}`);
    if (new Set(step.options.map((o) => o.value)).size !== step.options.length) problems.push(`valores repetidos em ${id}`);
    for (const option of step.options) {
      if (option.next.startsWith(OUTCOME_PREFIX)) {
        const outcome = findOutcome(option.next);
        if (!outcome) problems.push(`resultado inexistente: ${option.next} (em ${id})`);
        else usedOutcomes.add(outcome.id);
      } else visit(option.next, [...path, id]);
    }
  };
  visit(DIAGNOSIS_START, []);
  for (const s of DIAGNOSIS_STEPS) if (!reached.has(s.id)) problems.push(`passo inalcançável: ${s.id}`);
  for (const o of DIAGNOSIS_OUTCOMES) {
    if (!usedOutcomes.has(o.id)) problems.push(`resultado nunca alcançado: ${o.id}`);
    if (!knownProblemSlugs.has(o.problemSlug)) problems.push(`página de problema inexistente: /${o.problemSlug} (em ${o.id})`);
  }
  return problems;
}

/** What the visitor checked, for the WhatsApp message: "Pergunta: resposta" lines. */
export function diagnosisSummary(state: DiagnosisState): string {
  const lines = state.answered.map((a) => `- ${a.step.question} ${a.option.label}.`);
  if (state.outcome) lines.push(`Resultado do diagnóstico no site: ${state.outcome.title}.`);
  return lines.join("\n");
}
