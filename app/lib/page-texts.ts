import { cleanLine } from "./text-safety";
import { LIMITS } from "./limits";
import { FIXED_PAGE_PATHS, LISTING_PATHS } from "./page-registry";
import { isTemplatePath } from "./page-templates";
import { FAQ_PATH, GUARULHOS_PATH, OSASCO_PATH, PLACES_HUB_PATH } from "./paths";

/**
 * The texts the owner writes for a page of the site ("Páginas do site", decision 0040). A null
 * field is the template's own text; an empty body adds no own text; null questions are the
 * template's questions.
 */
export type PageQuestion = { group: string; question: string; answer: string };

export type PageTextFields = {
  title: string | null;
  description: string | null;
  heading: string | null;
  lead: string | null;
  body: string;
  questions: PageQuestion[] | null;
};

/** What visitors see of a page's texts (the published fields, the own text as sanitised HTML). */
export type PublicPageText = Omit<PageTextFields, "body"> & { bodyHtml: string };

export const EMPTY_PAGE_TEXT: PageTextFields = { title: null, description: null, heading: null, lead: null, body: "", questions: null };

export type PageTextField = keyof PageTextFields;

export const PAGE_TEXT_FIELD_LABELS: Record<PageTextField, string> = {
  title: "Título no Google",
  description: "Descrição no Google",
  heading: "Título da página",
  lead: "Texto de abertura",
  body: "Texto próprio",
  questions: "Perguntas",
};

/** The kinds the list filters by, from the path (generated pages and posts are listed with their own editors). */
export type SiteListKind = "principal" | "modelo" | "lugar" | "topico" | "problema" | "postagem" | "gerada" | "modelo-de-pagina";

export const SITE_LIST_KIND_LABELS: Record<SiteListKind, string> = {
  principal: "Principal",
  modelo: "Modelo",
  lugar: "Lugar",
  topico: "Tópico",
  problema: "Problema",
  postagem: "Postagem",
  gerada: "Gerada",
  "modelo-de-pagina": "Modelo de página",
};

export function siteListKind(path: string): SiteListKind {
  if (FIXED_PAGE_PATHS.includes(path) || LISTING_PATHS.includes(path)) return "principal";
  if (isTemplatePath(path)) return "modelo-de-pagina";
  if (path.startsWith("/motores/")) return "modelo";
  if (path.startsWith("/cidades/")) return "lugar";
  if (path.startsWith("/topicos/")) return "topico";
  if (path.startsWith("/postagens/")) return "postagem";
  if (path.startsWith("/links-uteis/")) return "gerada";
  return "problema";
}

/** The pages that list their questions as the page's own text: the FAQ, the city landings, the problem pages and the place pages (decision 0043). */
export function hasEditableQuestions(path: string): boolean {
  // A place page's questions are its own too (decision 0043): it starts with none.
  return path === FAQ_PATH || path === GUARULHOS_PATH || path === OSASCO_PATH || siteListKind(path) === "problema" || path.startsWith(`${PLACES_HUB_PATH}/`);
}

export function parseQuestions(json: string | null): PageQuestion[] | null {
  if (json === null) return null;
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return null;
    return value.filter(
      (q): q is PageQuestion =>
        typeof q === "object" && q !== null && typeof q.question === "string" && typeof q.answer === "string" && typeof q.group === "string",
    );
  } catch {
    return null;
  }
}

export function parseFields(json: string): PageTextFields {
  try {
    const value = JSON.parse(json) as Partial<PageTextFields> & { questions?: unknown };
    const line = (v: unknown) => (typeof v === "string" ? v : null);
    return {
      title: line(value.title),
      description: line(value.description),
      heading: line(value.heading),
      lead: line(value.lead),
      body: typeof value.body === "string" ? value.body : "",
      questions: Array.isArray(value.questions) ? parseQuestions(JSON.stringify(value.questions)) : null,
    };
  } catch {
    return { ...EMPTY_PAGE_TEXT };
  }
}

/** The fields whose value differs between two versions, in form order. */
export function changedFields(before: PageTextFields, after: PageTextFields): PageTextField[] {
  return (Object.keys(PAGE_TEXT_FIELD_LABELS) as PageTextField[]).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

/** Paragraph text: each line cleaned of control characters and repeated spaces, blank lines kept once. */
export function cleanParagraphs(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map(cleanLine)
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

export const PAGE_TEXT_BOUNDS = LIMITS.pageTexts;
