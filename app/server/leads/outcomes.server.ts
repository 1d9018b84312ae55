import { OUTCOME_LABELS, type Outcome } from "~/lib/leads/outcomes";
import { clickStore } from "./clicks.server";

/** Clicks as the dashboard and the CSV show them (outcomes: app/lib/leads/outcomes.ts). */

export type LeadRow = {
  id: number;
  at: number;
  channel: string;
  code: string | null;
  pagePath: string;
  template: string;
  subject: string | null;
  placement: string;
  referrerHost: string | null;
  utmSource: string | null;
  utmCampaign: string | null;
  gclid: string | null;
  outcome: Outcome | null;
  outcomeLabel: string | null;
  valueCents: number | null;
  /** Past its source's budget (decision 0023): out of the dashboard's figures, shown apart. */
  suspect: boolean;
};

const LEAD_COLUMNS = `id, at, channel, code, page_path AS pagePath, template, subject, placement, referrer_host AS referrerHost,
  utm_source AS utmSource, utm_campaign AS utmCampaign, gclid, outcome, value_cents AS valueCents, suspect`;

type StoredRow = Omit<LeadRow, "outcomeLabel" | "suspect"> & { suspect: number };

function withLabel(row: StoredRow): LeadRow {
  return { ...row, suspect: row.suspect === 1, outcomeLabel: row.outcome ? (OUTCOME_LABELS[row.outcome] ?? row.outcome) : null };
}

export function findLead(code: string): LeadRow | undefined {
  const row = clickStore.read((sqlite) => sqlite.prepare(`SELECT ${LEAD_COLUMNS} FROM contact_clicks WHERE code = ?`).get(code) as StoredRow | undefined);
  return row && withLabel(row);
}

/** Marks a lead; false when no click has that code. */
export function markLead(code: string, outcome: Outcome, valueCents: number | null, at: number): boolean {
  const result = clickStore.read((sqlite) =>
    sqlite.prepare("UPDATE contact_clicks SET outcome = ?, value_cents = ?, outcome_at = ? WHERE code = ?").run(outcome, valueCents, at, code),
  );
  return result.changes === 1;
}

/** Which clicks a list or an export holds: the counted ones or the suspect ones (decision 0023). */
export type LeadKind = "contados" | "suspeitos";

const KIND_FILTER: Record<LeadKind, string> = { contados: "AND suspect = 0", suspeitos: "AND suspect = 1" };

/** The most recent clicks, newest first (the dashboard's lists and the CSV). */
export function listLeads(from: number, to: number, limit: number, kind: LeadKind = "contados"): LeadRow[] {
  const rows = clickStore.read(
    (sqlite) =>
      sqlite
        .prepare(`SELECT ${LEAD_COLUMNS} FROM contact_clicks WHERE at >= ? AND at < ? ${KIND_FILTER[kind]} ORDER BY at DESC, id DESC LIMIT ?`)
        .all(from, to, limit) as StoredRow[],
  );
  return rows.map(withLabel);
}

/** Calls ("Ligar" clicks) in [from, to), nearest to `around` first: the owner finds a call by its day and hour (app/lib/pt-br-time.ts). */
export function listCalls(from: number, to: number, around: number, limit: number): LeadRow[] {
  const rows = clickStore.read(
    (sqlite) =>
      sqlite
        .prepare(`SELECT ${LEAD_COLUMNS} FROM contact_clicks WHERE channel = 'telefone' AND at >= ? AND at < ? ORDER BY abs(at - ?), id LIMIT ?`)
        .all(from, to, around, limit) as StoredRow[],
  );
  return rows.map(withLabel);
}

/** Where a page of `leadPages` resumes: just after this click, in newest-first order. */
type Cursor = { at: number; id: number };

/**
 * The clicks of [from, to) of one kind, newest first, `pageRows` at a time (keyset on `at`, `id`:
 * each page is one indexed query, whatever the page's depth). Only clicks that existed when the
 * first page was read come back, so clicks recorded meanwhile neither repeat nor shift a page.
 * At most `maxRows` in all; then an empty page.
 */
export function leadPages(from: number, to: number, kind: LeadKind, pageRows: number, maxRows: number): () => LeadRow[] {
  let cursor: Cursor = { at: to, id: 0 };
  let lastId: number | null = null;
  let left = maxRows;
  return () => {
    if (left <= 0) return [];
    const rows = clickStore.read((sqlite) => {
      lastId ??= (sqlite.prepare("SELECT coalesce(max(id), 0) FROM contact_clicks").pluck().get() as number) ?? 0;
      return sqlite
        .prepare(
          `SELECT ${LEAD_COLUMNS} FROM contact_clicks
           WHERE at >= @from AND at <= @at AND (at < @at OR id < @id) AND id <= @lastId ${KIND_FILTER[kind]}
           ORDER BY at DESC, id DESC LIMIT @limit`,
        )
        .all({ from, at: cursor.at, id: cursor.id, lastId, limit: Math.min(pageRows, left) }) as StoredRow[];
    });
    left -= rows.length;
    const last = rows.at(-1);
    if (last) cursor = { at: last.at, id: last.id };
    else left = 0;
    return rows.map(withLabel);
  };
}
