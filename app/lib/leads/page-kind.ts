import { sitePage } from "~/lib/page-registry";
import { cityPath, motorPath, postPath, topicSlugPath, usefulLinkPath } from "~/lib/paths";
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

export function pageKind(path: string): PageKind {
  const row = sitePage(path);
  if (row) return { template: row.leadKind, subject: row.leadSubject ?? null };
  for (const [prefix, template] of PREFIXES) {
    if (path.startsWith(prefix) && path.length > prefix.length) return { template, subject: path.slice(prefix.length).split("/", 1)[0] };
  }
  const problem = matchProblemPath(path);
  if (problem) return { template: "palavra-chave", subject: problem.slug };
  return { template: "outra", subject: null };
}
