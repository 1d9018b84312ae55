import crypto from "node:crypto";
import { and, eq, gt, lte, sql } from "drizzle-orm";
import { parkedForms } from "../../../db/schema";
import { LIMITS } from "~/lib/limits";
import { ADMIN_PATH, BATCH_CREATOR_PATH, JOBS_ADMIN_PATH, SITE_PAGE_EDITOR_PREFIX, LOCAL_GENERATOR_PATH, PANEL_PATH } from "~/lib/paths";
import { getDb, type Db } from "../data/db.server";
import { now } from "../infra/clock.server";
import { readKnownDevice } from "../auth/known-device.server";
import { siteCookie } from "../infra/cookies.server";

/**
 * Typed work is never lost to the 4-hour session (decision 0032). A save, preview or generate
 * that reaches an admin form after the session ended is parked here, its fields as typed, for
 * the browser that sent it only: that browser gets a random token in the HttpOnly
 * `admin_parked` cookie (path /admin) and the table keeps the token's SHA-256. After signing in
 * again the admin lands on the same form (the guard's `redirectTo`), whose loader takes the
 * parked fields (the row is deleted: one use) and shows them with "Sua sessão expirou. Confira
 * e salve de novo." Nothing is saved on the admin's behalf: the form is filled, the admin saves.
 *
 * Bounds (app/lib/limits.ts): rows live `parkedFormMs`, each at most `parkedFormBytes`; at most
 * `parkedFormsOwnerMax` rows of the owner's browsers (a post carrying the signed known-device
 * cookie) and `parkedFormsMax` of anonymous posts, each kind's oldest going first, so a flood of
 * anonymous posts never evicts the owner's typed work. One row per browser (its token). Reading needs both the cookie and a signed-in
 * admin, so a parked form is never shown to anyone else.
 */

export const PARKED_FORM_MESSAGE = "Sua sessão expirou. Confira e salve de novo.";

const COOKIE = "admin_parked";
const TOKEN = /^[\w-]{43}$/;

/** The admin forms whose typing is worth keeping: the panel, the page editor, the two generators, the job log's forms. */
function parkablePath(pathname: string): string | null {
  const path = pathname.replace(/\.data$/, "").replace(/\/+$/, "");
  if (path === PANEL_PATH || path === LOCAL_GENERATOR_PATH || path === BATCH_CREATOR_PATH) return path;
  if (path === JOBS_ADMIN_PATH) return path;
  // "Páginas do site": the page's path follows the editor's (decision 0040).
  if (path === SITE_PAGE_EDITOR_PREFIX || /^\/admin\/paginas\/editar(?:\/[a-z0-9-]{1,120}){1,3}$/.test(path)) return path;
  return /^\/admin\/(?:painel\/editar|servicos)\/[1-9]\d{0,9}$/.test(path) ? path : null;
}

function storageKey(token: string): string {
  return crypto.createHash("sha256").update(token).digest("base64url");
}

function parkedCookie() {
  return siteCookie(COOKIE, { path: ADMIN_PATH, maxAge: LIMITS.parkedFormMs / 1000 });
}

async function tokenOf(request: Request): Promise<string | null> {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  const value: unknown = await parkedCookie().parse(header);
  return typeof value === "string" && TOKEN.test(value) ? value : null;
}

type Tx = Pick<Db, "delete">;

/**
 * Deletes expired rows and, within each kind (the owner's browsers, anonymous posts), the oldest
 * beyond its cap, leaving room for `room` new ones of kind `owner`.
 */
export function pruneParkedForms(tx: Tx = getDb(), at = now(), room = 0, owner = false) {
  tx.delete(parkedForms)
    .where(lte(parkedForms.expiresAt, new Date(at)))
    .run();
  for (const kind of [false, true]) {
    const keep = Math.max(0, (kind ? LIMITS.parkedFormsOwnerMax : LIMITS.parkedFormsMax) - (kind === owner ? room : 0));
    tx.delete(parkedForms)
      .where(
        and(
          eq(parkedForms.owner, kind),
          sql`${parkedForms.id} NOT IN (SELECT id FROM ${parkedForms} WHERE owner = ${kind ? 1 : 0} ORDER BY created_at DESC, rowid DESC LIMIT ${keep})`,
        ),
      )
      .run();
  }
}

/**
 * Keeps the fields of an admin form post that found no session; returns the Set-Cookie that
 * ties them to this browser, or null when the request is not such a form (a GET, an upload,
 * another path, too large, unreadable).
 */
export async function parkForm(request: Request): Promise<string | null> {
  if (request.method !== "POST") return null;
  const path = parkablePath(new URL(request.url).pathname);
  if (!path) return null;
  if (!(request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("application/x-www-form-urlencoded")) return null;
  let fields: [string, string][];
  try {
    const form = await request.clone().formData();
    fields = [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string");
  } catch {
    return null;
  }
  const json = JSON.stringify(fields);
  if (fields.length === 0 || Buffer.byteLength(json, "utf8") > LIMITS.parkedFormBytes) return null;

  const token = (await tokenOf(request)) ?? crypto.randomBytes(32).toString("base64url");
  // Only a browser that completed a sign-in holds the signed known-device cookie: its forms are the owner's.
  const owner = (await readKnownDevice(request)) !== null;
  const createdAt = now();
  getDb().transaction((tx) => {
    tx.delete(parkedForms)
      .where(eq(parkedForms.id, storageKey(token)))
      .run();
    pruneParkedForms(tx, createdAt, 1, owner);
    tx.insert(parkedForms)
      .values({ id: storageKey(token), path, fields: json, createdAt: new Date(createdAt), expiresAt: new Date(createdAt + LIMITS.parkedFormMs), owner })
      .run();
  });
  return parkedCookie().serialize(token);
}

export type ParkedForm = { form: FormData; clearCookie: string };

/**
 * The form this browser parked for `path`, taken (deleted) so it fills the form once, with the
 * Set-Cookie that clears the token. Call only after the admin guard passed.
 */
export async function takeParkedForm(request: Request, path: string): Promise<ParkedForm | null> {
  const token = await tokenOf(request);
  if (!token) return null;
  const at = new Date(now());
  const row = getDb()
    .delete(parkedForms)
    .where(and(eq(parkedForms.id, storageKey(token)), eq(parkedForms.path, path), gt(parkedForms.expiresAt, at)))
    .returning({ fields: parkedForms.fields })
    .get();
  if (!row) return null;
  const form = new FormData();
  try {
    for (const [name, value] of JSON.parse(row.fields) as [string, string][]) form.append(name, value);
  } catch {
    return null;
  }
  return { form, clearCookie: await parkedCookie().serialize("", { maxAge: 0, expires: new Date(0) }) };
}
