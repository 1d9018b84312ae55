import {
  FAQ_PATH,
  GUARULHOS_PATH,
  HOME_PATH,
  MOTORS_PATH,
  OSASCO_PATH,
  PRIVACY_PATH,
  PROBLEM_SEARCH_PATH,
  SERVICE_PATH,
  SITEMAP_PATH,
  TERMS_PATH,
  WARRANTY_PATH,
  cityPath,
  motorPath,
  postPath,
  topicSlugPath,
  usefulLinkPath,
} from "~/lib/paths";
import { matchProblemPath } from "~/pages/keyword-page";

/**
 * What kind of page a path is, and what it is about, for the leads tables: a click on
 * /cidades/guarulhos counts for the template "cidade" and the subject "guarulhos".
 * Labels are pt-BR: the owner reads them in /admin/leads.
 */
export type PageKind = { template: string; subject: string | null };

const PREFIXES: [prefix: string, template: string][] = [
  [motorPath(""), "motor"],
  [cityPath({ slug: "" }), "cidade"],
  [postPath(""), "postagem"],
  [topicSlugPath(""), "tópico"],
  [usefulLinkPath(""), "página gerada"],
  ["/tutoriais/", "tutorial"],
];

const EXACT: Record<string, string> = {
  [HOME_PATH]: "início",
  [MOTORS_PATH]: "catálogo",
  [SERVICE_PATH]: "serviço",
  [FAQ_PATH]: "perguntas frequentes",
  [PROBLEM_SEARCH_PATH]: "busca",
  [SITEMAP_PATH]: "mapa do site",
  [WARRANTY_PATH]: "institucional",
  [TERMS_PATH]: "institucional",
  [PRIVACY_PATH]: "institucional",
  [GUARULHOS_PATH]: "região",
  [OSASCO_PATH]: "região",
};

const REGION_SUBJECTS: Record<string, string> = {
  [GUARULHOS_PATH]: "guarulhos",
  [OSASCO_PATH]: "osasco",
};

export function pageKind(path: string): PageKind {
  const exact = EXACT[path];
  if (exact) return { template: exact, subject: REGION_SUBJECTS[path] ?? null };
  for (const [prefix, template] of PREFIXES) {
    if (path.startsWith(prefix) && path.length > prefix.length) return { template, subject: path.slice(prefix.length).split("/", 1)[0] };
  }
  const problem = matchProblemPath(path);
  if (problem) return { template: "palavra-chave", subject: problem.slug };
  return { template: "outra", subject: null };
}
