import { DIAGNOSIS_PATH, problemPath } from "../../../app/lib/paths";
import { DIAGNOSIS_LABELS } from "../../../app/pages/diagnosis-tree.server";
import type { SeededText } from "../page-texts";
import { DIAGNOSIS_OUTCOMES, DIAGNOSIS_PAGE, DIAGNOSIS_STEPS, OUTCOME_PREFIX } from "../prose/diagnosis";
import { escapeInline, escapeTyped } from "./light-syntax";

const target = (next: string) => (next.startsWith(OUTCOME_PREFIX) ? `Resultado: ${next.slice(OUTCOME_PREFIX.length)}` : `Pergunta: ${next}`);
const bullets = (items: readonly string[]) => items.map((item) => `- ${escapeInline(item)}`).join("\n");

/**
 * The diagnosis tree in the light syntax its page reads (app/pages/diagnosis-tree.server.ts): a
 * "## Pergunta: código" section per question (the question, its help, its safety warning as a
 * quote, its answers "- [código] texto → destino"), then a "## Resultado: código" section per
 * outcome (title, likely cause, safety warning, the two lists, the problem page's link).
 */
export function diagnosisBody(): string {
  const steps = DIAGNOSIS_STEPS.map((s) =>
    [
      `## Pergunta: ${s.id}`,
      escapeTyped(s.question),
      ...(s.help ? [escapeTyped(s.help)] : []),
      ...(s.safety ? [`> ${escapeTyped(s.safety)}`] : []),
      s.options.map((o) => `- [${o.value}] ${escapeInline(o.label)} → ${target(o.next)}`).join("\n"),
    ].join("\n\n"),
  );
  const outcomes = DIAGNOSIS_OUTCOMES.map((o) =>
    [
      `## Resultado: ${o.id}`,
      escapeTyped(o.title),
      escapeTyped(o.cause),
      ...(o.safety ? [`> ${escapeTyped(o.safety)}`] : []),
      DIAGNOSIS_LABELS.tryAlone,
      bullets(o.tryAlone),
      DIAGNOSIS_LABELS.technician,
      bullets(o.technician),
      `[Entenda melhor este problema](${problemPath({ slug: o.problemSlug })})`,
      ...(o.maybeSolved ? [DIAGNOSIS_LABELS.maybeSolved] : []),
    ].join("\n\n"),
  );
  return [...steps, ...outcomes].join("\n\n");
}

/**
 * The diagnosis page's starting text (decision 0043): title, description, heading, opening and
 * the whole tree as the page's text. The page showed no own text before: an owner's text of an
 * earlier version goes before the tree, where the page shows it under the opening.
 */
export function diagnosisTexts(): SeededText[] {
  return [{ path: DIAGNOSIS_PATH, ...DIAGNOSIS_PAGE, body: diagnosisBody(), ownTextFirst: true }];
}
