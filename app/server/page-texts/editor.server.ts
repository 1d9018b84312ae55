import type { AppLoadContext } from "@remix-run/node";
import { now } from "~/server/infra/clock.server";
import { formatMoment } from "~/lib/pt-br-time";
import { readPageTextForm, type PageTextFormErrors, type ShownFields } from "~/lib/page-text-form";
import { missingPrivacyPeriods } from "~/lib/legal";
import { unsafeStep, unsafeStepMessage } from "~/lib/problem-safety";
import { DIAGNOSIS_PATH, SERVICE_PATH } from "~/lib/paths";
import { diagnosisTextProblems } from "~/pages/diagnosis-tree.server";
import { brokenGuideLinks } from "~/pages/service-page.server";
import { changedFields, hasEditableQuestions, type PageQuestion, type PageTextField, type PageTextFields } from "~/lib/page-texts";
import { recordActivity } from "../admin/activity-log.server";
import { contentFromTyped } from "../data/typed-content.server";
import { log } from "../infra/log.server";
import { rejudgeAfterChange } from "../verdicts/rejudge.server";
import { UNSERVED_LINE, unservedPlacePaths } from "../places/served-places.server";
import { getPageVerdict } from "../verdicts/page-verdicts.server";
import { renderedFields } from "./rendered-fields.server";
import { isTemplatePath, pagesJudgedFromTemplate, type TemplatePath } from "~/lib/page-templates";
import { discardDraft, getPageTextRow, getPageTextVersion, listPageTextVersions, savePageText, type PageTextRow } from "./store.server";

type RenderPage = NonNullable<AppLoadContext["renderPage"]>;

export type EditorValues = { title: string; description: string; heading: string; lead: string; body: string; questions: PageQuestion[] | null };

/**
 * For pages that list questions (the FAQ, the city landings), the template's own list: none,
 * since their questions are the page's stored text (decision 0043); null for pages without questions.
 */
export function defaultQuestions(path: string): PageQuestion[] | null {
  return hasEditableQuestions(path) ? [] : null;
}

/** What the page shows now (its published texts, rendered as a visitor gets them). */
export async function shownFields(path: string, render: RenderPage | undefined): Promise<ShownFields> {
  // A page template is no page: its address answers 404 (app/lib/page-templates.ts).
  const html = render && !isTemplatePath(path) ? await render(path) : null;
  return html ? renderedFields(html) : { title: null, description: null, heading: null, lead: null };
}

/** The editor's starting values: the draft if there is one, else what the page shows. */
export function editorValues(row: PageTextRow, shown: ShownFields): EditorValues {
  const current = row.draft ?? row.published;
  const questions = defaultQuestions(row.path) ? (current.questions ?? defaultQuestions(row.path)) : null;
  return {
    title: current.title ?? shown.title ?? "",
    description: current.description ?? shown.description ?? "",
    heading: current.heading ?? shown.heading ?? "",
    lead: current.lead ?? shown.lead ?? "",
    body: current.body,
    questions,
  };
}

export function valuesOfTyped(typed: PageTextFields, path: string): EditorValues {
  return {
    title: typed.title ?? "",
    description: typed.description ?? "",
    heading: typed.heading ?? "",
    lead: typed.lead ?? "",
    body: typed.body,
    questions: defaultQuestions(path) ? (typed.questions ?? defaultQuestions(path)) : null,
  };
}

export function historyOf(path: string) {
  return listPageTextVersions(path).map((v) => ({ id: v.id, savedAt: v.savedAt.toISOString(), savedBy: v.savedBy, changed: v.changed }));
}

const asText = (fields: PageTextFields, key: PageTextField): string => {
  const value = fields[key];
  if (value === null) return "";
  if (Array.isArray(value)) return value.map((q) => `${q.group ? `[${q.group}] ` : ""}${q.question}\n${q.answer}`).join("\n\n");
  return value;
};

/** One earlier version against the page's texts now (published, or the draft when there is one). */
export function comparisonOf(row: PageTextRow, id: number) {
  const version = getPageTextVersion(row.path, id);
  if (!version) return null;
  const current = row.draft ?? row.published;
  const rows = changedFields(version.fields, current).map((field) => ({ field, before: asText(version.fields, field), now: asText(current, field) }));
  return { id, savedAt: version.savedAt.toISOString(), rows };
}

export type EditorOutcome =
  | { kind: "saved"; message: string }
  | { kind: "refused"; status: number; errors?: PageTextFormErrors; message?: string; values: EditorValues; version: number }
  | { kind: "preview"; values: EditorValues; bodyPreview: string };

/**
 * After a publish: the page and those sharing text with it judged again, the verdict stored; its
 * line for the owner. A page template is never judged itself: the menu topics made from it are,
 * at their own addresses (app/lib/page-templates.ts).
 */
async function judgeAfterPublish(path: string, render: RenderPage | undefined): Promise<string> {
  if (isTemplatePath(path)) return judgeTemplatePages(path, render);
  try {
    await rejudgeAfterChange([path], render ?? undefined);
  } catch (error) {
    log.error(`[paginas] avaliação após publicar ${path} falhou`, error);
    return "Publicado. A avaliação do Google não rodou agora; ela será refeita na próxima alteração.";
  }
  const verdict = getPageVerdict(path);
  if (!verdict) return "Publicado.";
  return `Publicado. ${unservedPlacePaths().has(path) ? UNSERVED_LINE : verdict.line}`;
}

async function judgeTemplatePages(path: TemplatePath, render: RenderPage | undefined): Promise<string> {
  const pages = pagesJudgedFromTemplate(path);
  if (pages.length === 0) return "Publicado. As páginas feitas deste modelo ficam fora do Google (noindex).";
  try {
    await rejudgeAfterChange(pages, render ?? undefined);
  } catch (error) {
    log.error(`[paginas] avaliação após publicar ${path} falhou`, error);
    return "Publicado. A avaliação do Google das páginas feitas deste modelo não rodou agora; ela será refeita na próxima alteração.";
  }
  const inGoogle = pages.filter((p) => getPageVerdict(p)?.indexable).length;
  return `Publicado. Das ${pages.length} páginas do menu feitas deste modelo, ${inGoogle} ${inGoogle === 1 ? "está" : "estão"} no Google.`;
}

/** The editor's post: preview, save a draft, publish, restore a version or drop the draft. */
export async function handleEditorPost(input: { path: string; form: FormData; by: string; render: RenderPage | undefined }): Promise<EditorOutcome> {
  const { path, form, by, render } = input;
  const intent = String(form.get("intent") ?? "");
  const expectedVersion = Number(form.get("version"));
  const row = getPageTextRow(path);
  if (intent === "restaurar") {
    const version = getPageTextVersion(path, Number(form.get("versao")));
    if (!version)
      return {
        kind: "refused",
        status: 404,
        message: "Essa versão não existe mais no histórico.",
        values: editorValues(row, await shownFields(path, render)),
        version: row.version,
      };
    const refusal = bodyRefusal(path, version.fields.body);
    if (refusal)
      return {
        kind: "refused",
        status: 400,
        message: refusal,
        values: editorValues(row, await shownFields(path, render)),
        version: row.version,
      };
    const saved = savePageText({ path, fields: version.fields, publish: true, expectedVersion, by });
    if (!saved.ok) return staleRefusal(saved.current, editorValues(row, await shownFields(path, render)));
    recordActivity(by, "texto.restaurar", `${path} (${saved.changed.join(", ") || "sem mudança"})`);
    return { kind: "saved", message: `Versão restaurada. ${await judgeAfterPublish(path, render)}` };
  }
  if (intent === "descartar") {
    const saved = discardDraft(path, expectedVersion, by);
    if (!saved.ok) return staleRefusal(saved.current, editorValues(row, await shownFields(path, render)));
    recordActivity(by, "texto.descartar", path);
    return { kind: "saved", message: "Rascunho descartado: o editor mostra de novo o texto publicado." };
  }
  const parsed = readPageTextForm(form, {
    shown: await shownFields(path, render),
    stored: row.draft ?? row.published,
    defaultQuestions: defaultQuestions(path),
  });
  if (!parsed.ok) return { kind: "refused", status: 400, errors: parsed.errors, values: valuesOfTyped(parsed.typed, path), version: expectedVersion };
  if (intent === "previa") {
    return { kind: "preview", values: valuesOfTyped(parsed.fields, path), bodyPreview: parsed.fields.body.trim() ? contentFromTyped(parsed.fields.body) : "" };
  }
  const refusal = bodyRefusal(path, parsed.fields.body);
  if (refusal) return { kind: "refused", status: 400, errors: { body: refusal }, values: valuesOfTyped(parsed.fields, path), version: expectedVersion };
  const publish = intent !== "rascunho";
  const saved = savePageText({ path, fields: parsed.fields, publish, expectedVersion, by });
  if (!saved.ok) return staleRefusal(saved.current, valuesOfTyped(parsed.fields, path));
  recordActivity(by, publish ? "texto.publicar" : "texto.rascunho", `${path} (${saved.changed.join(", ") || "sem mudança"})`);
  if (!publish) return { kind: "saved", message: "Rascunho salvo: o site continua mostrando o texto publicado até você publicar." };
  return { kind: "saved", message: await judgeAfterPublish(path, render) };
}

/**
 * What the code keeps of a page's text while the text is the owner's (decision 0043): the privacy
 * policy names every retention period, a problem guide's checks keep their safe order
 * (app/lib/problem-safety.ts), the diagnosis tree answers every visitor
 * (app/pages/diagnosis-tree.server.ts), the service page's problem cards link to problem pages
 * that exist. Null when the text keeps them.
 */
function bodyRefusal(path: string, body: string): string | null {
  const missing = missingPrivacyPeriods(path, body);
  if (missing.length > 0) return periodsMessage(missing);
  if (path === DIAGNOSIS_PATH) return diagnosisMessage(diagnosisTextProblems(contentFromTyped(body)));
  const unsafe = unsafeStep(path, body);
  if (unsafe) return unsafeStepMessage(unsafe);
  return path === SERVICE_PATH ? guideLinksMessage(brokenGuideLinks(contentFromTyped(body))) : null;
}

function guideLinksMessage(broken: { card: string; href: string }[]): string | null {
  if (broken.length === 0) return null;
  const named = broken.map((b) => `o de “${b.card}” leva a ${b.href || "um endereço vazio"}`).join("; ");
  return `Texto da página: o link de cada cartão do guia dos problemas precisa levar a uma página de problema do site, como /portao-nao-abre, e ${named}. Corrija o endereço ou apague o link.`;
}

/** The diagnosis tree's refusal: its first problems, each naming its question or outcome (the next ones often follow from them). */
function diagnosisMessage(problems: string[]): string | null {
  if (problems.length === 0) return null;
  const shown = problems.slice(0, 2);
  const more = problems.length - shown.length;
  const rest = more > 0 ? ` Há mais ${more} ${more === 1 ? "aviso, que pode vir" : "avisos, que podem vir"} ${shown.length === 1 ? "deste" : "destes"}.` : "";
  return `Texto da página: o diagnóstico não foi salvo. ${shown.join(" ")}${rest}`;
}

/** The privacy policy states every period the site keeps data for (app/lib/legal.ts): the slots it left out, named. */
function periodsMessage(missing: string[]): string {
  return `Texto da página: a Política de Privacidade precisa dizer por quanto tempo o site guarda cada dado. Mantenha no texto ${missing.length === 1 ? "o prazo" : "os prazos"} ${missing.join(", ")}: o site preenche cada um com o prazo que realmente cumpre.`;
}

function staleRefusal(current: PageTextRow, typed: EditorValues): EditorOutcome {
  const at = current.updatedAt ? formatMoment(current.updatedAt, now()) : "agora há pouco";
  return {
    kind: "refused",
    status: 409,
    message: `Esta página foi salva por ${current.updatedBy || "outra pessoa"} em ${at}, depois que você abriu o editor. Nada foi perdido: o seu texto está abaixo e a outra versão está no Histórico. Para ficar com o seu, publique de novo.`,
    values: typed,
    // The form now carries the newer version: publishing again replaces it on purpose.
    version: current.version,
  };
}
