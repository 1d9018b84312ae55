import { and, desc, eq, lt, sql } from "drizzle-orm";
import { pageTexts, pageTextVersions } from "../../../db/schema";
import { LIMITS } from "~/lib/limits";
import { EMPTY_PAGE_TEXT, changedFields, parseFields, parseQuestions, type PageTextField, type PageTextFields, type PublicPageText } from "~/lib/page-texts";
import { bumpContentVersion } from "../data/content-version.server";
import { getDb } from "../data/db.server";
import { contentFromTyped } from "../data/typed-content.server";

/** A page's stored texts (decision 0040): the published fields, the draft if any, and the version saved last. */
export type PageTextRow = {
  path: string;
  published: PageTextFields;
  draft: PageTextFields | null;
  version: number;
  updatedAt: Date | null;
  updatedBy: string;
  /** The page's whole text is stored (the site's starting text was seeded into it, decision 0043). */
  seeded: boolean;
};

type Row = typeof pageTexts.$inferSelect;

function publishedOf(row: Row): PageTextFields {
  return {
    title: row.title,
    description: row.description,
    heading: row.heading,
    lead: row.lead,
    body: row.body,
    questions: parseQuestions(row.questions),
  };
}

export function getPageTextRow(path: string): PageTextRow {
  const row = getDb().select().from(pageTexts).where(eq(pageTexts.path, path)).get();
  if (!row) return { path, published: { ...EMPTY_PAGE_TEXT }, draft: null, version: 0, updatedAt: null, updatedBy: "", seeded: false };
  return {
    path,
    published: publishedOf(row),
    draft: row.draft === null ? null : parseFields(row.draft),
    version: row.version,
    updatedAt: row.updatedAt,
    updatedBy: row.updatedBy,
    seeded: row.seedRevision > 0,
  };
}

/** What a visitor's request reads (root loader): one primary-key lookup, null when the owner wrote nothing. */
export function getPublicPageText(path: string): PublicPageText | null {
  const row = getDb()
    .select({
      title: pageTexts.title,
      description: pageTexts.description,
      heading: pageTexts.heading,
      lead: pageTexts.lead,
      bodyHtml: pageTexts.bodyHtml,
      questions: pageTexts.questions,
    })
    .from(pageTexts)
    .where(eq(pageTexts.path, path))
    .get();
  if (!row) return null;
  const text: PublicPageText = { ...row, questions: parseQuestions(row.questions) };
  const empty = text.title === null && text.description === null && text.heading === null && text.lead === null && !text.bodyHtml && !text.questions;
  return empty ? null : text;
}

export type SaveOutcome =
  | { ok: true; version: number; changed: PageTextField[] }
  /** The page was saved (elsewhere) after the form was opened: nothing written. */
  | { ok: false; reason: "versao"; current: PageTextRow };

/**
 * Saves a page's texts in one transaction: as a draft (visitors keep the published fields) or
 * published (the draft is cleared). The fields before the save go to the page's history
 * (LIMITS.pageTexts.versionsKept kept), the content version is bumped so every process serves
 * the change on its next request. `expectedVersion` is the version the form was opened on.
 */
export function savePageText(input: { path: string; fields: PageTextFields; publish: boolean; expectedVersion: number; by: string; at?: Date }): SaveOutcome {
  const db = getDb();
  const at = input.at ?? new Date();
  return db.transaction((tx) => {
    const current = getPageTextRow(input.path);
    if (current.version !== input.expectedVersion) return { ok: false as const, reason: "versao" as const, current };
    const before = current.draft ?? current.published;
    const changed = changedFields(before, input.fields);
    const version = current.version + 1;
    tx.insert(pageTextVersions)
      .values({ path: input.path, version: current.version, fields: JSON.stringify(before), changed: changed.join(","), savedBy: input.by, savedAt: at })
      .run();
    const stored = input.publish
      ? {
          title: input.fields.title,
          description: input.fields.description,
          heading: input.fields.heading,
          lead: input.fields.lead,
          body: input.fields.body,
          bodyHtml: input.fields.body.trim() ? contentFromTyped(input.fields.body) : "",
          questions: input.fields.questions === null ? null : JSON.stringify(input.fields.questions),
          draft: null,
        }
      : { draft: JSON.stringify(input.fields) };
    tx.insert(pageTexts)
      .values({ path: input.path, ...stored, version, updatedAt: at, updatedBy: input.by })
      .onConflictDoUpdate({ target: pageTexts.path, set: { ...stored, version, updatedAt: at, updatedBy: input.by } })
      .run();
    pruneVersions(tx, input.path);
    if (input.publish) bumpContentVersion(tx);
    return { ok: true as const, version, changed };
  });
}

/** Drops a page's unpublished draft (kept in the history like any save). */
export function discardDraft(path: string, expectedVersion: number, by: string): SaveOutcome {
  const current = getPageTextRow(path);
  if (!current.draft) return { ok: true, version: current.version, changed: [] };
  return savePageText({ path, fields: current.published, publish: true, expectedVersion, by });
}

function pruneVersions(tx: Parameters<Parameters<ReturnType<typeof getDb>["transaction"]>[0]>[0], path: string): void {
  const keep = tx
    .select({ id: pageTextVersions.id })
    .from(pageTextVersions)
    .where(eq(pageTextVersions.path, path))
    .orderBy(desc(pageTextVersions.id))
    .limit(1)
    .offset(LIMITS.pageTexts.versionsKept - 1)
    .get();
  if (keep)
    tx.delete(pageTextVersions)
      .where(and(eq(pageTextVersions.path, path), lt(pageTextVersions.id, keep.id)))
      .run();
}

export type PageTextVersion = { id: number; version: number; fields: PageTextFields; changed: PageTextField[]; savedBy: string; savedAt: Date };

/** The page's earlier versions, newest first (what each save replaced). */
export function listPageTextVersions(path: string): PageTextVersion[] {
  return getDb()
    .select()
    .from(pageTextVersions)
    .where(eq(pageTextVersions.path, path))
    .orderBy(desc(pageTextVersions.id))
    .limit(LIMITS.pageTexts.versionsKept)
    .all()
    .map((row) => ({
      id: row.id,
      version: row.version,
      fields: parseFields(row.fields),
      changed: row.changed ? (row.changed.split(",") as PageTextField[]) : [],
      savedBy: row.savedBy,
      savedAt: row.savedAt,
    }));
}

export function getPageTextVersion(path: string, id: number): PageTextVersion | null {
  return listPageTextVersions(path).find((v) => v.id === id) ?? null;
}

/** Paths the owner has written something for, with whether a draft waits (for the list). */
export function pageTextStates(): Map<string, { draft: boolean; edited: boolean; updatedAt: Date }> {
  const rows = getDb()
    .select({ path: pageTexts.path, draft: sql<number>`${pageTexts.draft} is not null`, updatedAt: pageTexts.updatedAt, version: pageTexts.version })
    .from(pageTexts)
    .all();
  return new Map(rows.map((r) => [r.path, { draft: Boolean(r.draft), edited: r.version > 0, updatedAt: r.updatedAt }]));
}
