import crypto from "node:crypto";
import { pageKind } from "~/lib/leads/page-kind";
import { referenceCode } from "~/lib/leads/reference-code";
import { businessDay } from "~/lib/leads/opening-hours";
import { parseDay, parseHour, saoPauloMoment } from "~/lib/pt-br-time";
import { BAD_PAGE, type LogCallInput } from "~/lib/forms/log-call-form";
import { getConnection } from "../data/db.server";
import { getEnv } from "../infra/env.server";
import { codeTaken, rememberClick, writeWithLedger } from "./click-ledger.server";
import { isSitePage } from "./site-pages.server";

/** The page of a call whose caller did not say which page they saw: a row of its own in the dashboard's tables. */
export const UNKNOWN_CALL_PAGE = "(página não informada)";
/** Where a logged call stands in the placement table: typed by the owner, not a button of the site. */
export const LOGGED_CALL_PLACEMENT = "registrada";

/**
 * "Registrar ligação": a call that came without the site's "Ligar" button (the number read off a
 * page, a card, a van), logged by the owner with the page the caller says they saw. It becomes a
 * lead like a counted click (channel "telefone"): a new reference code, markable with outcome and
 * value, counted per page in the dashboard and in "Valor vendido". Written through the click
 * ledger (decision 0020), as a visit request's lead is, so codes stay unique across processes.
 */
export function logCall(input: LogCallInput, at: number): { ok: true; code: string; pagePath: string; at: number } | { ok: false; error: string } {
  const today = businessDay(new Date(at));
  const day = parseDay(input.day, today);
  if (!day) return { ok: false, error: "Dia inválido: use como 25/12 ou 25/12/2026." };
  const minutes = input.hour ? parseHour(input.hour) : null;
  if (input.hour && minutes === null) return { ok: false, error: "Hora inválida: use como 13h, 9h30 ou 09:30 (ou deixe em branco)." };
  // Without an hour: noon of that day, or now when it is today.
  const moment = minutes === null ? (day === today ? at : saoPauloMoment(day, 12 * 60)) : saoPauloMoment(day, minutes);
  if (moment > at) return { ok: false, error: "A ligação não pode estar no futuro: confira o dia e a hora." };
  const oldest = at - getEnv().LEADS_RETENTION_MONTHS * 31 * 24 * 60 * 60_000;
  if (moment < oldest) return { ok: false, error: `Ligações de mais de ${getEnv().LEADS_RETENTION_MONTHS} meses não são guardadas.` };
  if (input.page !== null && !isSitePage(input.page)) return { ok: false, error: BAD_PAGE };
  const pagePath = input.page ?? UNKNOWN_CALL_PAGE;
  const kind = pageKind(pagePath);
  const { sqlite } = getConnection();
  const code = writeWithLedger(sqlite, () => {
    let drawn: string | null = null;
    for (let attempt = 0; attempt < 8 && drawn === null; attempt++) {
      const candidate = referenceCode(crypto.randomBytes(4));
      if (!codeTaken(sqlite, candidate, moment)) drawn = candidate;
    }
    if (drawn === null) throw new Error("Não foi possível gerar um código de atendimento livre em 8 tentativas");
    // A visitor of its own: a logged call is never a repeat of a click.
    const visitor = `registrada:${drawn}`;
    sqlite
      .prepare(
        `INSERT INTO contact_clicks (at, channel, code, page_path, template, subject, placement, visitor_hash, suspect, address_hash, network_hash)
         VALUES (?, 'telefone', ?, ?, ?, ?, ?, ?, 0, NULL, NULL)`,
      )
      .run(moment, drawn, pagePath, kind.template, kind.subject, LOGGED_CALL_PLACEMENT, visitor);
    rememberClick(sqlite, { at: moment, channel: "telefone", code: drawn, path: pagePath, visitor, suspect: false, address: null, network: null });
    return drawn;
  });
  return { ok: true, code, pagePath, at: moment };
}
