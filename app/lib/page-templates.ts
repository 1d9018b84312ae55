import { escapeHtml } from "./business-slots";
import { TOPIC_GROUPS } from "~/content/topic-groups";
import { BUILT_IN_TOPIC_SLUGS } from "./topic-table";
import { slugify, titleFromSlug } from "./slug";
import { topicPath } from "./paths";

/**
 * The texts of the pages the site composes for an address it has no page of its own for (an
 * unknown /cidades/{slug} or /topicos/{slug}, and a menu topic without a text of its own) are
 * stored templates in "Páginas do site" (decision 0043), one row each, with a slot for the name
 * the address gives. Their paths sit under a folder no route serves and whose name no slug can
 * take (a slug never holds "_"), so they can never be a public address; the root loader never
 * reads them for a visitor's request.
 */
export const TEMPLATE_PREFIX = "/_modelos/";

export const TEMPLATE_PATHS = {
  place: `${TEMPLATE_PREFIX}lugar`,
  topic: `${TEMPLATE_PREFIX}topico`,
  brandTopic: `${TEMPLATE_PREFIX}topico-marca`,
  problemTopic: `${TEMPLATE_PREFIX}topico-problema`,
} as const;

export type TemplatePath = (typeof TEMPLATE_PATHS)[keyof typeof TEMPLATE_PATHS];

/** The name the address gives ("Lugar Nenhum", "Motor de Portão Garen"). */
export const NAME_SLOT = "{nome}";
/** A brand topic's brand: the last word of its name ("Garen"). */
export const BRAND_SLOT = "{marca}";

type TemplateInfo = {
  /** The name "Páginas do site" lists it by. */
  name: string;
  /** An address the template answers, for "Ver a página publicada". */
  example: string;
  /** The names that address fills the slots with, for the editor's search-result preview. */
  exampleNames: TemplateNames;
  /** The topic menu group whose topics without a text of their own read it (null: the place template or the default one). */
  group: string | null;
};

export const TEMPLATES: Record<TemplatePath, TemplateInfo> = {
  [TEMPLATE_PATHS.place]: {
    name: "Modelo: lugar não atendido ou desconhecido",
    example: "/cidades/lugar-de-exemplo",
    exampleNames: { name: titleFromSlug("lugar-de-exemplo") },
    group: null,
  },
  [TEMPLATE_PATHS.topic]: {
    name: "Modelo: tópico desconhecido",
    example: "/topicos/assunto-de-exemplo",
    exampleNames: { name: titleFromSlug("assunto-de-exemplo") },
    group: null,
  },
  [TEMPLATE_PATHS.brandTopic]: {
    name: "Modelo: tópico de marca do menu",
    example: topicPath("Motor de Portão Garen"),
    exampleNames: { name: "Motor de Portão Garen", brand: "Garen" },
    group: "marcas",
  },
  [TEMPLATE_PATHS.problemTopic]: {
    name: "Modelo: tópico de problema do menu",
    example: topicPath("Portão automático não abre"),
    exampleNames: { name: "Portão automático não abre" },
    group: "problemas-e-solucoes",
  },
};

export const TEMPLATE_PATH_LIST = Object.keys(TEMPLATES) as TemplatePath[];

export function isTemplatePath(path: string): path is TemplatePath {
  return Object.hasOwn(TEMPLATES, path);
}

/** The template a topic page without a text of its own reads, by its menu group (none: an unknown slug). */
export function topicTemplatePath(groupId: string | undefined): TemplatePath {
  if (groupId === "marcas") return TEMPLATE_PATHS.brandTopic;
  if (groupId === "problemas-e-solucoes") return TEMPLATE_PATHS.problemTopic;
  return TEMPLATE_PATHS.topic;
}

/**
 * The public pages made from a template that compete for Google: the menu topics of its group
 * without a text of their own, judged each at its own address (the template itself never is, and
 * an unknown address made from one is always noindex).
 */
export function pagesJudgedFromTemplate(path: TemplatePath): string[] {
  const group = TEMPLATES[path].group;
  const own = new Set(BUILT_IN_TOPIC_SLUGS);
  return (TOPIC_GROUPS.find((g) => g.id === group)?.topics ?? []).filter((t) => !own.has(slugify(t))).map(topicPath);
}

/** What the editor says of a template: its slots (with the automatic parts), and why it is never judged for Google. */
export function templateNote(path: TemplatePath): { slots: string; google: string } {
  const judged = pagesJudgedFromTemplate(path);
  const slots =
    path === TEMPLATE_PATHS.brandTopic
      ? `${NAME_SLOT} é trocado pelo nome do tópico e ${BRAND_SLOT} pela marca (a última palavra do nome)`
      : `${NAME_SLOT} é trocado pelo nome que o endereço dá (o fim do endereço, com iniciais maiúsculas)`;
  const google = judged.length
    ? `Este modelo não é avaliado para o Google. Ele é o texto dos tópicos do menu sem texto próprio (${judged.join(", ")}): cada um é avaliado no seu endereço, de novo a cada publicação deste modelo; outro endereço feito dele fica fora do Google (noindex).`
    : "Este modelo não é avaliado para o Google: as páginas feitas dele ficam sempre fora (noindex).";
  return {
    slots: `Modelo de página: ${slots}. Os valores entre chaves de “Dados do negócio” são preenchidos como nas outras páginas.`,
    google,
  };
}

export type TemplateNames = { name: string; brand?: string };

/** A line of a template (title, description, heading, lead) with the address's name in its slots: text, escaped by whatever shows it. */
export function fillTemplateLine(text: string, names: TemplateNames): string {
  // Replaced by functions: a replacement string would read "$&" and its kin.
  return text.replaceAll(NAME_SLOT, () => names.name).replaceAll(BRAND_SLOT, () => names.brand ?? names.name);
}

/** A template's stored HTML with the address's name in its slots, as HTML text (a visitor typed the address). */
export function fillTemplateHtml(html: string, names: TemplateNames): string {
  return fillTemplateLine(html, { name: escapeHtml(names.name), brand: escapeHtml(names.brand ?? names.name) });
}
