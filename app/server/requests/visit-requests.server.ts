import path from "node:path";
import fs from "node:fs";
import crypto from "node:crypto";
import { isbot } from "isbot";
import { LIMITS } from "~/lib/limits";
import { cleanFromPath } from "~/lib/leads/contact-click";
import { pageKind } from "~/lib/leads/page-kind";
import { referenceCode } from "~/lib/leads/reference-code";
import { VISIT_REQUEST_PATH } from "~/lib/paths";
import { PLACES } from "~/content/places";
import { checkVisitRequest, inServedArea, typedOf, type Typed } from "~/lib/visit-request/fields";
import { servedPlaces } from "~/lib/places/served";
import { getBusinessSettings } from "../data/business-settings.server";
import { getConnection } from "../data/db.server";
import { now } from "../infra/clock.server";
import { databasePath, getEnv } from "../infra/env.server";
import { codeTaken, rememberClick, writeWithLedger } from "../leads/click-ledger.server";
import { sourceOf, visitorHash } from "../leads/visitor.server";
import { removeFiles, savePrivatePhoto } from "../media/media-files.server";
import { initialMailState, kickMail } from "./mail.server";
import { recordActivity } from "../admin/activity-log.server";

/**
 * A visit request from the public form ("Pedir visita técnica / orçamento", docs/product.md §4.14).
 * In order: the per-source budgets of the day (decision 0023: an address, its /24 or /64, and the
 * whole day), the honeypot, the fields (one zod schema), the photos (checked and re-encoded by the
 * photo pipeline into the private folder), then one IMMEDIATE transaction writes the request and
 * its lead (contact_clicks, channel "pedido", the same reference code), trims the table to its
 * bounds and leaves the e-mail queued; the e-mail goes after the answer (mail.server.ts).
 */
const L = LIMITS.visitRequests;
const DAY_MS = 86_400_000;

export type VisitRequestPost =
  | { kind: "sent"; code: string; name: string; inArea: boolean }
  | { kind: "invalid"; errors: Record<string, string>; typed: Typed; error: string }
  | { kind: "refused"; reason: "limit" | "honeypot" | "bot"; typed: Typed; error: string };

export const REQUEST_MESSAGES = {
  invalid: "Confira os campos marcados abaixo. O que você escreveu continua no formulário; as fotos, se havia, precisam ser escolhidas de novo.",
  limit:
    "Recebemos muitos pedidos deste endereço de internet hoje. Tente de novo amanhã ou fale conosco pelo telefone ou WhatsApp. O que você escreveu continua abaixo.",
  honeypot: "Não foi possível enviar. Se você preencheu o campo “Site”, deixe-o vazio e envie de novo.",
  bot: "Não foi possível enviar pelo seu navegador. Tente de novo por outro navegador, ou fale conosco pelo telefone ou WhatsApp.",
} as const;

/** The private folder of the requests' photos: beside the database, outside the public media (never served but to the admin). */
export function requestPhotoDir(): string {
  const db = databasePath(getEnv().DATABASE_URL);
  return path.join(db === ":memory:" ? path.resolve("data") : path.dirname(db), "pedidos");
}

/** The file of a request's photo, or null for a key that is not one (the key is checked: no path in it). */
export function requestPhotoFile(key: string): string | null {
  return /^pedido-[0-9a-f]{8}$/.test(key) ? path.join(requestPhotoDir(), `${key}.jpg`) : null;
}

/** The start of the São Paulo day of `at` (UTC−3, no daylight saving since 2019). */
function dayStart(at: number): number {
  return Math.floor((at - 3 * 3_600_000) / DAY_MS) * DAY_MS + 3 * 3_600_000;
}

/** Whether a source is past its budget of the day (or the day is past its own). */
function pastBudget(addressHash: string, networkHash: string, at: number): boolean {
  const { sqlite } = getConnection();
  const counts = sqlite
    .prepare(
      `SELECT count(*) AS day, coalesce(sum(address_hash = ?), 0) AS address, coalesce(sum(network_hash = ?), 0) AS network
       FROM visit_requests WHERE at >= ?`,
    )
    .get(addressHash, networkHash, dayStart(at)) as { day: number; address: number; network: number };
  return counts.address >= L.perAddressPerDay || counts.network >= L.perNetworkPerDay || counts.day >= L.perDay;
}

/** The photos of the form (empty file inputs left out), checked and saved; on any refusal none is kept. */
async function savePhotos(form: FormData): Promise<{ ok: true; keys: string[] } | { ok: false; error: string }> {
  const files = form.getAll("fotos").filter((f): f is File => typeof f === "object" && f !== null && "arrayBuffer" in f && f.size > 0);
  if (files.length > L.photosMax) return { ok: false, error: `Envie no máximo ${L.photosMax} fotos.` };
  const dir = requestPhotoDir();
  const keys: string[] = [];
  for (const [i, file] of files.entries()) {
    const saved = await savePrivatePhoto(new Uint8Array(await file.arrayBuffer()), dir, "pedido", L.photoMaxBytes);
    if (!saved.ok) {
      await removeFiles(keys.map((k) => path.join(dir, `${k}.jpg`)));
      return { ok: false, error: files.length > 1 ? `Foto ${i + 1}: ${saved.error}` : saved.error };
    }
    keys.push(saved.fileKey);
  }
  return { ok: true, keys };
}

export async function postVisitRequest(form: FormData, clientIp: string, userAgent: string): Promise<VisitRequestPost> {
  const typed = typedOf(form);
  const at = now();
  if (isbot(userAgent)) return { kind: "refused", reason: "bot", typed, error: REQUEST_MESSAGES.bot };
  const source = sourceOf(clientIp, at);
  if (pastBudget(source.address, source.network, at)) return { kind: "refused", reason: "limit", typed, error: REQUEST_MESSAGES.limit };
  // The honeypot: a field people never see nor fill ("site"); bots fill every field.
  const trap = form.get("site");
  if (typeof trap === "string" && trap !== "") return { kind: "refused", reason: "honeypot", typed, error: REQUEST_MESSAGES.honeypot };
  const checked = checkVisitRequest(typed);
  const photos = checked.ok ? await savePhotos(form) : null;
  if (!checked.ok || !photos?.ok) {
    const errors = checked.ok ? {} : checked.errors;
    if (photos && !photos.ok) errors.fotos = photos.error;
    return { kind: "invalid", errors, typed, error: REQUEST_MESSAGES.invalid };
  }
  const v = checked.value;
  const settings = getBusinessSettings();
  // The served cities and the neighbourhoods of those cities only (app/lib/places/served.ts).
  const inArea = inServedArea(v.local, [...settings.cities, ...servedPlaces(PLACES, settings.cities).map((p) => p.name)]);
  const from = cleanFromPath(typed.de ?? null);
  const pagePath = from === "/" && !typed.de ? VISIT_REQUEST_PATH : from;
  const kind = pageKind(pagePath);
  const visitor = visitorHash(clientIp, userAgent, at);
  const mailState = initialMailState();
  let code: string;
  try {
    code = writeWithLedger(getConnection().sqlite, () => {
      const { sqlite } = getConnection();
      // Checked again under the write lock: two requests of one source at once cannot both pass the last place.
      if (pastBudget(source.address, source.network, at)) return "";
      let drawn: string | null = null;
      for (let attempt = 0; attempt < 8 && drawn === null; attempt++) {
        const candidate = referenceCode(crypto.randomBytes(4));
        if (!codeTaken(sqlite, candidate, at) && !sqlite.prepare("SELECT 1 FROM visit_requests WHERE code = ?").get(candidate)) drawn = candidate;
      }
      if (drawn === null) throw new Error("Não foi possível gerar um código de atendimento livre em 8 tentativas");
      sqlite
        .prepare(
          `INSERT INTO contact_clicks (at, channel, code, page_path, template, subject, placement, visitor_hash, suspect, address_hash, network_hash)
           VALUES (?, 'pedido', ?, ?, ?, ?, 'formulario', ?, 0, ?, ?)`,
        )
        .run(at, drawn, pagePath, kind.template, kind.subject, visitor, source.address, source.network);
      sqlite
        .prepare(
          `INSERT INTO visit_requests (at, code, page_path, name, phone, place, in_area, gate_type, problem, preferred_day, period, photos, consent_at,
             address_hash, network_hash, mail_state, mail_attempts, mail_next_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)`,
        )
        .run(
          at,
          drawn,
          pagePath,
          v.nome,
          v.telefone,
          v.local,
          inArea ? 1 : 0,
          v.tipo,
          v.problema,
          v.dia,
          v.periodo,
          JSON.stringify(photos.keys),
          at,
          source.address,
          source.network,
          mailState,
          mailState === "pendente" ? at : null,
        );
      rememberClick(sqlite, { at, channel: "pedido", code: drawn, path: pagePath, visitor, suspect: false, address: source.address, network: source.network });
      return drawn;
    });
  } catch (error) {
    await removeFiles(photos.keys.map((k) => requestPhotoFile(k)!));
    throw error;
  }
  if (!code) {
    await removeFiles(photos.keys.map((k) => requestPhotoFile(k)!));
    return { kind: "refused", reason: "limit", typed, error: REQUEST_MESSAGES.limit };
  }
  recordActivity("visitante (pedido de visita)", "pedido.recebido", `${code}: ${v.nome} (${v.local}), de ${pagePath}`);
  await pruneVisitRequests(at);
  // Not awaited: the e-mail never holds the visitor's answer (a failure is logged and retried).
  if (mailState === "pendente") void kickMail();
  return { kind: "sent", code, name: v.nome, inArea };
}

/** Keeps the table within its bounds: requests older than the retention, then the oldest past the row cap, with their photos. */
export async function pruneVisitRequests(at = now()): Promise<number> {
  const { sqlite } = getConnection();
  const doomed = sqlite
    .prepare(
      `SELECT id, photos FROM visit_requests WHERE at < ?
       UNION SELECT id, photos FROM visit_requests WHERE id <= coalesce((SELECT id FROM visit_requests ORDER BY id DESC LIMIT 1 OFFSET ?), 0)`,
    )
    .all(at - L.retentionDays * DAY_MS, L.maxRows) as { id: number; photos: string }[];
  if (doomed.length === 0) return 0;
  const remove = sqlite.prepare("DELETE FROM visit_requests WHERE id = ?");
  sqlite.transaction(() => doomed.forEach((d) => remove.run(d.id)))();
  await removeFiles(doomed.flatMap((d) => (JSON.parse(d.photos) as string[]).map((k) => requestPhotoFile(k)).filter((f): f is string => f !== null)));
  return doomed.length;
}

/** Whether a request photo's file exists (the admin's photo route). */
export function requestPhotoExists(key: string): string | null {
  const file = requestPhotoFile(key);
  return file && fs.existsSync(file) ? file : null;
}
