import { and, asc, eq, like, sql } from "drizzle-orm";
import { pageVerdicts } from "../../../db/schema";
import { LIMITS } from "~/lib/limits";
import { verdictLine, type VerdictReason } from "~/lib/verdict-reasons";
import { getDb, type Db } from "../data/db.server";
import { now } from "../infra/clock.server";
import { bumpContentVersion } from "../data/content-version.server";
import { resolveIntents } from "./resolve-intents.server";

/**
 * The stored index verdicts (docs/content-quality.md "Stored verdicts"): one row per public
 * page path, written when something changes (a save, the seed) and read by the sitemap, the
 * robots meta, the canonical and the admin. This module is the one way to read and write them;
 * the admin's page lists call `getPageVerdict` and `listPageVerdicts`.
 */

export type PageVerdict = {
  path: string;
  indexable: boolean;
  canonicalPath: string | null;
  ownWords: number | null;
  sharedShare: number | null;
  mostSimilarPath: string | null;
  sharedSentences: string[];
  intent: string | null;
  reason: string;
  decidedAt: Date;
  /** The reason in one pt-BR line for the owner (app/lib/verdict-reasons.ts). */
  line: string;
};

export type VerdictInput = {
  path: string;
  indexable: boolean;
  reason: VerdictReason;
  canonicalPath?: string | null;
  ownWords?: number | null;
  sharedShare?: number | null;
  mostSimilarPath?: string | null;
  sharedSentences?: string[];
  intent?: string | null;
};

type Row = typeof pageVerdicts.$inferSelect;

function toVerdict(row: Row): PageVerdict {
  let sentences: unknown = [];
  try {
    sentences = JSON.parse(row.sharedSentences);
  } catch {
    sentences = [];
  }
  return {
    ...row,
    sharedSentences: Array.isArray(sentences) ? sentences.filter((s): s is string => typeof s === "string") : [],
    line: verdictLine(row),
  };
}

/** The stored verdict of a page (null: the path is no public page with a verdict). */
export function getPageVerdict(path: string): PageVerdict | null {
  const row = getDb().select().from(pageVerdicts).where(eq(pageVerdicts.path, path)).get();
  return row ? toVerdict(row) : null;
}

export type VerdictFilter = {
  /** Only pages in (true) or out of (false) Google. */
  indexable?: boolean;
  /** Only paths starting with this ("/motores/", "/cidades/"). */
  prefix?: string;
  /** At most this many rows (default and ceiling: LIMITS.pageVerdictsMax). */
  limit?: number;
};

/** Stored verdicts by path, filtered. */
export function listPageVerdicts(filter: VerdictFilter = {}): PageVerdict[] {
  const where = and(
    filter.indexable === undefined ? undefined : eq(pageVerdicts.indexable, filter.indexable),
    filter.prefix ? like(pageVerdicts.path, `${filter.prefix.replace(/[%_\\]/g, "\\$&")}%`) : undefined,
  );
  const limit = Math.min(filter.limit ?? LIMITS.pageVerdictsMax, LIMITS.pageVerdictsMax);
  return getDb().select().from(pageVerdicts).where(where).orderBy(asc(pageVerdicts.path)).limit(limit).all().map(toVerdict);
}

/** Whether the stored verdict lets this page into the index (no row: out). */
export function isPathIndexable(path: string): boolean {
  return getDb().select({ indexable: pageVerdicts.indexable }).from(pageVerdicts).where(eq(pageVerdicts.path, path)).get()?.indexable ?? false;
}

/**
 * Writes a verdict inside the caller's transaction (the save that decided it), replacing the
 * page's earlier one. The caller bumps the content version with its write.
 */
export function storeVerdict(tx: Pick<Db, "insert">, input: VerdictInput): void {
  const values = {
    path: input.path,
    indexable: input.indexable,
    canonicalPath: input.canonicalPath ?? null,
    ownWords: input.ownWords ?? null,
    sharedShare: input.sharedShare ?? null,
    mostSimilarPath: input.mostSimilarPath ?? null,
    sharedSentences: JSON.stringify(input.sharedSentences ?? []),
    intent: input.intent ?? null,
    reason: input.reason,
    decidedAt: new Date(now()),
  };
  const { path: _path, ...set } = values;
  tx.insert(pageVerdicts).values(values).onConflictDoUpdate({ target: pageVerdicts.path, set }).run();
}

/** Removes the verdict of a page that no longer exists (inside the caller's transaction). */
export function dropVerdict(tx: Pick<Db, "delete">, path: string): void {
  tx.delete(pageVerdicts).where(eq(pageVerdicts.path, path)).run();
}

/** How many verdicts are stored (the admin's summary). */
export function countPageVerdicts(): { all: number; indexable: number } {
  const row = getDb()
    .select({ all: sql<number>`count(*)`, indexable: sql<number>`coalesce(sum(${pageVerdicts.indexable}), 0)` })
    .from(pageVerdicts)
    .get();
  return { all: row?.all ?? 0, indexable: row?.indexable ?? 0 };
}

/**
 * Stores several verdicts decided together (a re-judge) in one transaction that bumps the
 * content version, so every server process serves them on its next request. Each page was
 * decided by its text alone; the intent map is applied in the same transaction, so one page per
 * search stays in the index (docs/content-quality.md "One page per search intent").
 */
export function recordVerdicts(inputs: VerdictInput[]): void {
  if (inputs.length === 0) return;
  getDb().transaction((tx) => {
    for (const input of inputs) storeVerdict(tx, input);
    resolveIntents(tx);
    bumpContentVersion(tx);
  });
}
