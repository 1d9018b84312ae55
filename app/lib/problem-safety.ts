import { PROBLEM_SHAPES } from "~/content/problem-guides";
import { siteListKind } from "./page-texts";
import { matchProblemPath } from "./problem-path";

/**
 * The safe order of a problem guide's checks (docs/content-quality.md: what the owner can safely
 * do), kept by the code while the text is the owner's (decision 0043): a step that frees the motor
 * or moves the leaf by hand comes only once a step at or before it has cut the gate's power, and
 * on a tilting gate its springs and cables are looked at before its leaf is freed. Read from the
 * numbered steps ("1. …") of the page's text in the light syntax; the editor refuses a text that
 * breaks the order, and the seeded guides are checked by tests/unit/keyword-pages.test.ts.
 */

/** A step that frees or moves the leaf by hand. */
export const HANDS_ON = /\bdestrav|\bsolte o motor|mova (o portão|a folha)|levante a folha|empurre a folha|arraste a folha/i;
/** A step that cuts the gate's power first. */
export const POWER_OFF = /disjuntor|circuito desligado|corte a energia/i;
/** A step on a tilting gate's springs or cables. */
export const SPRINGS = /\b(molas?|cabos?)\b/i;

/** The numbered steps of a text in the light syntax, in order. */
export function numberedSteps(body: string): string[] {
  return [...body.matchAll(/^ {0,3}\d{1,9}[.)]\s+(.+)$/gm)].map((m) => m[1].trim());
}

export type UnsafeStep = { step: string; missing: "energia" | "molas" };

/** The first numbered step of a problem page's text that comes before the step making it safe; null when the order is safe. */
export function unsafeStep(path: string, body: string): UnsafeStep | null {
  if (siteListKind(path) !== "problema") return null;
  const steps = numberedSteps(body);
  const firstHandsOn = steps.findIndex((s) => HANDS_ON.test(s));
  if (firstHandsOn < 0) return null;
  const firstPowerOff = steps.findIndex((s) => POWER_OFF.test(s));
  if (firstPowerOff < 0 || firstPowerOff > firstHandsOn) return { step: steps[firstHandsOn], missing: "energia" };
  const firstSprings = steps.findIndex((s) => SPRINGS.test(s));
  if (path.includes("basculante") && firstSprings > firstHandsOn) return { step: steps[firstHandsOn], missing: "molas" };
  return null;
}

/** The editor's refusal of a text whose steps are out of the safe order. */
export function unsafeStepMessage({ step, missing }: UnsafeStep): string {
  const before =
    missing === "energia"
      ? "um passo que desligue o portão (o disjuntor, o circuito desligado ou “corte a energia”)"
      : "um passo que olhe as molas e os cabos do basculante";
  return `Texto da página: o passo “${step}” solta o motor ou move o portão com a mão. Para quem segue a lista ficar seguro, ponha antes dele, ou nele, ${before}.`;
}

/**
 * What the editor says a problem page adds by itself around the stored text (the owner edits the
 * rest): the template's structure (app/routes/$slug.tsx), the price slots and the checks' safe order.
 */
export function problemAutomaticParts(path: string): string | null {
  const problem = siteListKind(path) === "problema" ? matchProblemPath(path) : undefined;
  const shape = problem && PROBLEM_SHAPES[problem.keyword];
  if (!shape) return null;
  const figures = "Os preços entre chaves, como {preço do conserto}, são preenchidos com os de “Dados do negócio”.";
  if (shape.kind === "variant")
    return `Automático nesta página: o link para o guia completo do problema, logo abaixo do texto de abertura, e os botões de WhatsApp e telefone. ${figures}`;
  return `Automático nesta página: os botões de WhatsApp e telefone; o link “Faça o diagnóstico passo a passo do seu portão”, antes da seção cujo título começa com “Quando chamar” (sem ela, depois do texto); o quadro “Peça seu orçamento”, as perguntas e os “Problemas relacionados”, depois do texto. ${figures} Na lista numerada de verificações, um passo que solta o motor ou move o portão com a mão vem depois de um passo que desliga o disjuntor: o site não publica a lista em outra ordem.`;
}
