import { PAGE_PLACES } from "~/content/places";
import { PROBLEMS } from "~/content/problem-keywords";
import { ALL_TOPIC_TITLES } from "~/content/topic-groups";
import { sitePagePaths } from "~/lib/index-candidates";
import { SITE_PAGES } from "~/lib/page-registry";
import { TEMPLATES, TEMPLATE_PATH_LIST, isTemplatePath } from "~/lib/page-templates";
import { siteListKind, type SiteListKind } from "~/lib/page-texts";
import { cityPath, editPagePath, sitePageEditorPath, motorPath, postPath, problemPath, topicPath, usefulLinkPath } from "~/lib/paths";
import { getConnection } from "../data/db.server";
import { UNSERVED_LINE, unservedPlacePaths } from "../places/served-places.server";
import { listPageVerdicts, type PageVerdict } from "../verdicts/page-verdicts.server";
import { pageTextStates } from "./store.server";

/** A page template's line in the list: it is never judged (app/lib/page-templates.ts). */
const TEMPLATE_LINE = "Modelo de página: não é avaliado para o Google; as páginas feitas dele são avaliadas cada uma no seu endereço, ou ficam fora.";

/** One row of "Páginas do site" (decision 0040). */
export type SitePageListRow = {
  path: string;
  kind: SiteListKind;
  name: string;
  /** Null: no stored verdict (a page that is never a candidate, such as the search page). */
  indexable: boolean | null;
  /** The stored reason in one line. */
  line: string;
  draft: boolean;
  edited: boolean;
  /** Where the owner edits it: "Páginas do site" for built-in pages, the generated pages' own editor for those. */
  editHref: string;
};

export type SitePageFilter = { kind: SiteListKind | null; status: "no" | "fora" | "rascunho" | null; search: string };

/** The names of the template pages, from the tables they are made of, and of main pages named only in a menu. */
function templateNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const row of SITE_PAGES) {
    const label = row.name ?? row.menus?.[0]?.label ?? row.leadKind;
    names.set(row.path, label.charAt(0).toLocaleUpperCase("pt-BR") + label.slice(1));
  }
  for (const place of PAGE_PLACES) names.set(cityPath(place), place.name);
  for (const title of ALL_TOPIC_TITLES) names.set(topicPath(title), title);
  for (const problem of PROBLEMS) names.set(problemPath(problem), problem.keyword);
  for (const path of TEMPLATE_PATH_LIST) names.set(path, TEMPLATES[path].name);
  return names;
}

const TEMPLATE_NAMES = templateNames();

function databaseNames(): { names: Map<string, string>; generated: Map<string, number>; motorSlugs: string[]; postSlugs: string[] } {
  const { sqlite } = getConnection();
  const names = new Map<string, string>();
  const motors = sqlite.prepare("SELECT slug, name FROM motors ORDER BY position, id").raw().all() as [string, string][];
  const posts = sqlite.prepare("SELECT slug, title FROM posts").raw().all() as [string, string][];
  const pages = sqlite.prepare("SELECT id, slug, title FROM generated_pages").raw().all() as [number, string, string][];
  for (const [slug, name] of motors) names.set(motorPath(slug), name);
  for (const [slug, title] of posts) names.set(postPath(slug), title);
  const generated = new Map<string, number>();
  for (const [id, slug, title] of pages) {
    names.set(usefulLinkPath(slug), title);
    generated.set(usefulLinkPath(slug), id);
  }
  return { names, generated, motorSlugs: motors.map(([slug]) => slug), postSlugs: posts.map(([slug]) => slug) };
}

/** Path of a page's editor in "Páginas do site". */
export function sitePageEditPath(path: string): string {
  return sitePageEditorPath(path);
}

/**
 * Every public page of the site with its stored verdict and whether the owner has a draft: the
 * fixed and template pages, the models, the posts and the generated pages. A lookup of stored
 * rows; nothing is rendered or measured.
 */
export function listSitePages(filter: SitePageFilter): SitePageListRow[] {
  const { names, generated, motorSlugs, postSlugs } = databaseNames();
  const verdicts = new Map<string, PageVerdict>(listPageVerdicts().map((v) => [v.path, v]));
  const states = pageTextStates();
  const paths = [...new Set([...sitePagePaths(motorSlugs, postSlugs), ...generated.keys(), ...TEMPLATE_PATH_LIST])];
  const search = filter.search.trim().toLocaleLowerCase("pt-BR");
  // A place outside the owner's list of served cities is out of Google whatever its text (app/lib/places/served.ts).
  const unserved = unservedPlacePaths();
  const rows: SitePageListRow[] = [];
  for (const path of paths) {
    const kind = siteListKind(path);
    const verdict = verdicts.get(path);
    const state = states.get(path);
    const generatedId = generated.get(path);
    const row: SitePageListRow = {
      path,
      kind,
      name: names.get(path) ?? TEMPLATE_NAMES.get(path) ?? path,
      indexable: unserved.has(path) ? false : verdict ? verdict.indexable : null,
      line: unserved.has(path)
        ? UNSERVED_LINE
        : verdict
          ? verdict.line
          : isTemplatePath(path)
            ? TEMPLATE_LINE
            : "Sem avaliação guardada: a página não concorre a uma vaga no Google.",
      draft: state?.draft ?? false,
      edited: state?.edited ?? false,
      editHref: generatedId !== undefined ? editPagePath(generatedId) : sitePageEditPath(path),
    };
    if (filter.kind && row.kind !== filter.kind) continue;
    if (filter.status === "no" && row.indexable !== true) continue;
    if (filter.status === "fora" && row.indexable !== false) continue;
    if (filter.status === "rascunho" && !row.draft) continue;
    if (search && !`${row.name} ${row.path}`.toLocaleLowerCase("pt-BR").includes(search)) continue;
    rows.push(row);
  }
  return rows;
}

/** Whether `path` is a built-in page of the site or a page template whose texts "Páginas do site" edits (never a forged path). */
export function isEditableSitePage(path: string): boolean {
  if (isTemplatePath(path)) return true;
  const { motorSlugs, postSlugs } = databaseNames();
  return sitePagePaths(motorSlugs, postSlugs).includes(path);
}

/** The page's name as the list shows it. */
export function sitePageName(path: string): string {
  return databaseNames().names.get(path) ?? TEMPLATE_NAMES.get(path) ?? path;
}
