import { matchProblemPath } from "~/pages/keyword-page";

/**
 * What kind of page a path is, and what it is about, for the leads tables: a click on
 * /cidades/guarulhos counts for the template "cidade" and the subject "guarulhos".
 * Labels are pt-BR: the owner reads them in /admin/leads.
 */
export type PageKind = { template: string; subject: string | null };

const PREFIXES: [prefix: string, template: string][] = [
  ["/motores/", "motor"],
  ["/cidades/", "cidade"],
  ["/postagens/", "postagem"],
  ["/topicos/", "tópico"],
  ["/links-uteis/", "página gerada"],
  ["/tutoriais/", "tutorial"],
];

const EXACT: Record<string, string> = {
  "/": "início",
  "/motores": "catálogo",
  "/instalacao-manutencao": "serviço",
  "/duvidas-frequentes": "perguntas frequentes",
  "/buscar": "busca",
  "/sitemap": "mapa do site",
  "/garantia": "institucional",
  "/termos": "institucional",
  "/privacidade": "institucional",
  "/portao-automatico-guarulhos": "região",
  "/portao-automatico-osasco": "região",
};

const REGION_SUBJECTS: Record<string, string> = {
  "/portao-automatico-guarulhos": "guarulhos",
  "/portao-automatico-osasco": "osasco",
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
