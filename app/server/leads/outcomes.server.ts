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

/** Which clicks a list holds: the counted ones, the suspect ones (decision 0023), or both (the CSV). */
export type LeadKind = "contados" | "suspeitos" | "todos";

const KIND_FILTER: Record<LeadKind, string> = { contados: "AND suspect = 0", suspeitos: "AND suspect = 1", todos: "" };

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
