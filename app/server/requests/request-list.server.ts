import { formatPhoneBR, phoneDigitsBR } from "~/lib/visit-request/fields";
import { getConnection } from "../data/db.server";
import { removeFiles } from "../media/media-files.server";
import { requestPhotoFile } from "./visit-requests.server";
import { now } from "../infra/clock.server";
import type { MailState } from "./mail.server";
import type { MailedRequest } from "./mail-text";

/** The admin's "Pedidos" (docs/product.md §4.14): newest first, a page at a time, with each one's lead outcome. */
export type RequestRow = MailedRequest & {
  id: number;
  mailState: MailState;
  mailError: string | null;
  seenAt: number | null;
  outcome: string | null;
  valueCents: number | null;
};

export const REQUESTS_PER_PAGE = 30;

export function listRequests(page: number): { rows: RequestRow[]; total: number } {
  const { sqlite } = getConnection();
  const total = (sqlite.prepare("SELECT count(*) FROM visit_requests").pluck().get() as number) ?? 0;
  const rows = sqlite
    .prepare(
      `SELECT r.id, r.at, r.code, r.page_path AS pagePath, r.name, r.phone, r.place, r.in_area AS inArea, r.gate_type AS gateType, r.problem,
         r.preferred_day AS preferredDay, r.period, r.photos, r.mail_state AS mailState, r.mail_error AS mailError, r.seen_at AS seenAt,
         c.outcome, c.value_cents AS valueCents
       FROM visit_requests r LEFT JOIN contact_clicks c ON c.code = r.code
       ORDER BY r.id DESC LIMIT ? OFFSET ?`,
    )
    .all(REQUESTS_PER_PAGE, Math.max(0, page - 1) * REQUESTS_PER_PAGE) as RequestRow[];
  return { rows, total };
}

/** Requests the owner has not marked as seen yet (the panel's count). */
export function unseenRequestCount(): number {
  return getConnection().sqlite.prepare("SELECT count(*) FROM visit_requests WHERE seen_at IS NULL").pluck().get() as number;
}

/** Marks one request as seen; returns its code, or null when there is no such request. */
export function markRequestSeen(id: number): string | null {
  const { sqlite } = getConnection();
  const row = sqlite.prepare("SELECT code FROM visit_requests WHERE id = ?").get(id) as { code: string } | undefined;
  if (!row) return null;
  sqlite.prepare("UPDATE visit_requests SET seen_at = coalesce(seen_at, ?) WHERE id = ?").run(now(), id);
  return row.code;
}

/**
 * One person's requests, found by the phone they typed (LGPD art. 18: access and deletion), in
 * the stored form "(11) 98765-4321"; null when the text is not a phone.
 */
export function requestsOfPhone(typed: string): { phone: string; rows: RequestRow[] } | null {
  const digits = phoneDigitsBR(typed);
  if (!digits) return null;
  const phone = formatPhoneBR(digits);
  const rows = getConnection()
    .sqlite.prepare(
      `SELECT r.id, r.at, r.code, r.page_path AS pagePath, r.name, r.phone, r.place, r.in_area AS inArea, r.gate_type AS gateType, r.problem,
         r.preferred_day AS preferredDay, r.period, r.photos, r.mail_state AS mailState, r.mail_error AS mailError, r.seen_at AS seenAt,
         c.outcome, c.value_cents AS valueCents
       FROM visit_requests r LEFT JOIN contact_clicks c ON c.code = r.code WHERE r.phone = ? ORDER BY r.id`,
    )
    .all(phone) as RequestRow[];
  return { phone, rows };
}

/** The job log's number of a phone typed as the visit request stores it ("(11) 98765-4321" -> "5511987654321"). */
export function jobNumberOf(phone: string): string {
  return `55${phone.replace(/\D/g, "")}`;
}

/** How many jobs keep this person's WhatsApp number (the maintenance reminder, docs/decisions/0038-job-log.md). */
export function jobsOfPhone(phone: string): number {
  return getConnection().sqlite.prepare("SELECT count(*) FROM jobs WHERE customer_whatsapp = ?").pluck().get(jobNumberOf(phone)) as number;
}

/**
 * Deletes one person's data (LGPD art. 18) in one transaction, then their photo files: their visit
 * requests and the requests' leads, and on the jobs that kept their WhatsApp number the number, the
 * reminder it was kept for and their first name, with the consent to show it and the photos (the
 * job stays as the business's record, without them). Testimonials keep no phone: one is taken down
 * in "Depoimentos". Returns the request codes deleted and the jobs changed.
 */
export async function deleteRequestsOfPhone(typed: string): Promise<{ codes: string[]; jobs: number }> {
  const found = requestsOfPhone(typed);
  if (!found) return { codes: [], jobs: 0 };
  const { sqlite } = getConnection();
  const jobs = sqlite.transaction(() => {
    for (const r of found.rows) {
      sqlite.prepare("DELETE FROM visit_requests WHERE id = ?").run(r.id);
      sqlite.prepare("DELETE FROM contact_clicks WHERE code = ? AND channel = 'pedido'").run(r.code);
    }
    return sqlite
      .prepare(
        `UPDATE jobs SET customer_whatsapp = NULL, next_maintenance_on = NULL, first_name = '', show_consent = 0, updated_at = ?
         WHERE customer_whatsapp = ?`,
      )
      .run(now(), jobNumberOf(found.phone)).changes;
  })();
  await removeFiles(found.rows.flatMap((r) => (JSON.parse(r.photos) as string[]).map((k) => requestPhotoFile(k)).filter((f): f is string => f !== null)));
  return { codes: found.rows.map((r) => r.code), jobs };
}
