import { cleanLine } from "~/lib/text-safety";
import { and, asc, count, desc, eq, or, sql, type SQL } from "drizzle-orm";
import { generatedPages } from "../../../db/schema";
import { paginate, parsePage, type Pagination } from "~/lib/pagination";
import { getConnection, getDb } from "../data/db.server";
import { SUMMARY_COLUMNS, type GeneratedPageSummary } from "./store.server";

/**
 * The panel's list of generated pages (docs/product.md §6): 25 a page, searched by title or slug,
 * sorted by date or title, filtered by status; everything in the URL, so it works without
 * JavaScript. Queries read only the listed columns (never the bodies).
 */
export const PAGES_PER_LIST_PAGE = 25;
/** Longest search text kept from the URL. */
export const MAX_LIST_SEARCH = 100;

export const LIST_ORDERS = {
  recentes: { label: "Mais recentes", by: [desc(generatedPages.createdAt), desc(generatedPages.id)] },
  antigas: { label: "Mais antigas", by: [asc(generatedPages.createdAt), asc(generatedPages.id)] },
  titulo: { label: "Título (A–Z)", by: [asc(sql`${generatedPages.title} COLLATE NOCASE`), asc(generatedPages.id)] },
} as const;
export type ListOrder = keyof typeof LIST_ORDERS;

export const LIST_STATUSES = {
  todas: "Todas",
  precisa: "Precisa de conteúdo",
  indice: "Publicadas no índice",
  fora: "Publicadas fora do índice",
  rascunho: "Rascunhos",
} as const;
export type ListStatus = keyof typeof LIST_STATUSES;

/** The choices of the list's order and status selects. */
export const LIST_OPTIONS = {
  orders: Object.entries(LIST_ORDERS).map(([value, o]) => ({ value, label: o.label })),
  statuses: Object.entries(LIST_STATUSES).map(([value, label]) => ({ value, label })),
};

export type ListQuery = { q: string; order: ListOrder; status: ListStatus; page: number };

/** Reads ?busca=&ordem=&situacao=&pagina=; anything unknown falls back to the default. */
export function parseListQuery(params: URLSearchParams): ListQuery {
  const q = cleanLine(params.get("busca") ?? "").slice(0, MAX_LIST_SEARCH);
  const order = params.get("ordem") ?? "";
  const status = params.get("situacao") ?? "";
  return {
    q,
    order: order in LIST_ORDERS ? (order as ListOrder) : "recentes",
    status: status in LIST_STATUSES ? (status as ListStatus) : "todas",
    page: parsePage(params.get("pagina")),
  };
}

export type ListedPage = GeneratedPageSummary;

export type PageList = { items: ListedPage[]; pagination: Pagination; all: number };

/** LIKE pattern for `text` anywhere, with %, _ and the escape character taken literally. */
function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function listPagesForPanel(query: ListQuery): PageList {
  const db = getDb();
  const filters: SQL[] = [];
  if (query.q) {
    const pattern = contains(query.q);
    filters.push(or(sql`${generatedPages.title} LIKE ${pattern} ESCAPE '\\'`, sql`${generatedPages.slug} LIKE ${pattern} ESCAPE '\\'`)!);
  }
  if (query.status === "rascunho") filters.push(eq(generatedPages.draft, true));
  // Out of the index, published or not: what the owner can lift with text of his own.
  else if (query.status === "precisa") filters.push(eq(generatedPages.indexable, false));
  else if (query.status !== "todas") filters.push(and(eq(generatedPages.draft, false), eq(generatedPages.indexable, query.status === "indice"))!);
  const where = filters.length ? and(...filters) : undefined;
  const total = db.select({ n: count() }).from(generatedPages).where(where).get()?.n ?? 0;
  const all = where ? (db.select({ n: count() }).from(generatedPages).get()?.n ?? 0) : total;
  const pagination = paginate(total, query.page, PAGES_PER_LIST_PAGE);
  const items = db
    .select(SUMMARY_COLUMNS)
    .from(generatedPages)
    .where(where)
    .orderBy(...LIST_ORDERS[query.order].by)
    .limit(PAGES_PER_LIST_PAGE)
    .offset(pagination.offset)
    .all();
  return { items, pagination, all };
}

/**
 * The id the newest page ever created took (SQLite's AUTOINCREMENT counter): it grows with every
 * page made and never with a deletion, so the panel's new-page form empties after a save of its
 * own even when another page was deleted meanwhile (a count of pages would stay the same).
 */
export function lastCreatedPageId(): number {
  const row = getConnection().sqlite.prepare("SELECT seq FROM sqlite_sequence WHERE name = 'generated_pages'").get() as { seq: number } | undefined;
  return row?.seq ?? 0;
}
