import { SERVICE_PATH, TUTORIAL_PATH } from "../../../app/lib/paths";
import type { SeededText } from "../page-texts";
import { TUTORIAL_PROSE as T } from "../prose/tutorial-brake-board";
import { escapeTyped } from "./light-syntax";

/** Inline text escaped for the middle of a line (a heading, a bold label): "1. " stays as typed. */
const inline = (text: string) => text.replace(/([\\`*_[\]<>])/g, "\\$1");

const list = (items: readonly string[]) => items.map((item) => `- ${inline(item)}`).join("\n");

/**
 * The tutorial's starting text (decision 0043) in the light syntax, laid out as its template
 * reads it (app/pages/tutorial-page.server.ts): the opening paragraphs, the safety and tools
 * sections, one "## N. " section per step (its paragraphs and its checks as a list), then the
 * problems section, whose "**sintoma** o que fazer" items the page shows as a table.
 */
export function tutorialTexts(): SeededText[] {
  const body = [
    ...T.intro.map(escapeTyped),
    `## ${inline(T.safetyHeading)}`,
    list(T.safety),
    `## ${inline(T.toolsHeading)}`,
    list(T.tools),
    ...T.steps.flatMap((step) => [
      `## ${inline(step.title)}`,
      ...step.paragraphs.map(escapeTyped),
      ...("checks" in step && step.checks ? [list(step.checks)] : []),
    ]),
    `## ${inline(T.troubleshootingHeading)}`,
    T.troubleshooting.map((t) => `- **${inline(t.symptom)}** ${inline(t.fix)}`).join("\n"),
    `${inline(T.closing.text)} [${inline(T.closing.link)}](${SERVICE_PATH}).`,
  ].join("\n\n");
  return [{ path: TUTORIAL_PATH, title: T.metaTitle, description: T.description, heading: T.title, body }];
}
