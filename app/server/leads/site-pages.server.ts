import type Database from "better-sqlite3";
import { BUILT_IN_TOPIC_SLUGS } from "~/lib/topic-table";
import { sitePagePaths } from "~/lib/index-candidates";
import type { StoredNames } from "~/lib/leads/message-text";
import { storedDiagnosis } from "~/pages/diagnosis-tree.server";
import { DIAGNOSIS_PATH, PROBLEM_SEARCH_PATH, motorPath, postPath, topicSlugPath, usefulLinkPath } from "~/lib/paths";
import { getConnection } from "../data/db.server";
import { LEADS_LIMITS } from "./limits";

/**
 * The site's public pages as lead counting needs them, held in memory (decision 0023): the
 * paths a view may be counted for, and the names of the database's models, posts and published
 * generated pages that a WhatsApp message may name. The fixed pages and those made from the
 * content tables are the ones app/lib/paths.ts and the sitemap list; the database's rows are
 * read again when the content version moves (every content write bumps it), looked at most
 * once per `sitePagesCheckMs`: by the view beacon, and by a click only when its detail names
 * nothing held (a page created within the last second, or a forged slug), so a click on a
 * known page reads nothing from the database.
 */
type SitePages = {
  sqlite: Database.Database;
  version: number;
  checkedAt: number;
  paths: Set<string>;
  motors: Map<string, string>;
  posts: Map<string, string>;
  generatedPages: Map<string, string>;
  topics: Map<string, string>;
  /** The diagnosis tree's outcomes by id, their titles as published. */
  diagnosisOutcomes: Map<string, string>;
};

/**
 * Pages that exist whatever the database holds: the site's fixed and template pages as the
 * content measure lists them (app/lib/index-candidates.ts), the problem search, and the
 * built-in topics under their own slugs.
 */
/** "/topicos/": the stored topic pages' paths start with it. */
const TOPIC_PREFIX = topicSlugPath("");

const FIXED_PATHS: string[] = [...sitePagePaths([], []), PROBLEM_SEARCH_PATH, ...BUILT_IN_TOPIC_SLUGS.map(topicSlugPath)];

let current: SitePages | undefined;

function versionOf(sqlite: Database.Database): number {
  return (sqlite.prepare("SELECT version FROM content_version WHERE id = 1").pluck().get() as number | undefined) ?? 0;
}

function load(sqlite: Database.Database): SitePages {
  return sqlite.transaction(() => {
    const names = (query: string) => new Map((sqlite.prepare(query).raw().all() as [string, string][]).map(([slug, name]) => [slug, name]));
    const motors = names("SELECT slug, name FROM motors");
    const posts = names("SELECT slug, title FROM posts");
    // Drafts are not public (docs/product.md §6): only published pages count.
    const generatedPages = names("SELECT slug, title FROM generated_pages WHERE draft = 0");
    // The built-in topics' headings as published ("Páginas do site", decision 0043).
    const topics = names(`SELECT substr(path, ${TOPIC_PREFIX.length + 1}), heading FROM page_texts WHERE path LIKE '${TOPIC_PREFIX}%' AND heading IS NOT NULL`);
    const diagnosisHtml = sqlite.prepare("SELECT body_html FROM page_texts WHERE path = ?").pluck().get(DIAGNOSIS_PATH) as string | undefined;
    const diagnosisOutcomes = new Map(storedDiagnosis(diagnosisHtml ?? "").outcomes.map((o) => [o.id, o.title]));
    const paths = new Set(FIXED_PATHS);
    for (const slug of motors.keys()) paths.add(motorPath(slug));
    for (const slug of posts.keys()) paths.add(postPath(slug));
    for (const slug of generatedPages.keys()) paths.add(usefulLinkPath(slug));
    return { sqlite, version: versionOf(sqlite), checkedAt: performance.now(), paths, motors, posts, generatedPages, topics, diagnosisOutcomes };
  })();
}

/** The pages of the current connection, read on first use. */
function held(): SitePages {
  const { sqlite } = getConnection();
  if (current?.sqlite !== sqlite) current = load(sqlite);
  return current;
}

/** The pages, read again if the content version moved; the version is read at most once per `sitePagesCheckMs`. */
function checked(): SitePages {
  const pages = held();
  if (performance.now() - pages.checkedAt >= LEADS_LIMITS.sitePagesCheckMs) {
    pages.checkedAt = performance.now();
    if (versionOf(pages.sqlite) !== pages.version) current = load(pages.sqlite);
  }
  return current!;
}

/** Whether a view of `path` may be counted: a page the site serves. */
export function isSitePage(path: string): boolean {
  return checked().paths.has(path);
}

/** The pages a caller may say they saw ("Registrar ligação"): every page of the site but the posts, in address order. */
export function callPageOptions(): string[] {
  const postPrefix = postPath("");
  return [...checked().paths].filter((p) => !p.startsWith(postPrefix)).sort();
}

/** A name held in memory, or (for a slug nothing held answers to) after checking the content version. */
function nameIn(table: (pages: SitePages) => Map<string, string>, slug: string): string | undefined {
  return table(held()).get(slug) ?? table(checked()).get(slug);
}

/** The names a WhatsApp message may take from the database. */
export function storedNames(): StoredNames {
  return {
    motor: (slug) => nameIn((p) => p.motors, slug),
    post: (slug) => nameIn((p) => p.posts, slug),
    generatedPage: (slug) => nameIn((p) => p.generatedPages, slug),
    topic: (slug) => nameIn((p) => p.topics, slug),
    diagnosisOutcome: (id) => nameIn((p) => p.diagnosisOutcomes, id),
  };
}

/** Forgets the pages (tests that swap databases or write content without a version bump). */
export function forgetSitePages(): void {
  current = undefined;
}
