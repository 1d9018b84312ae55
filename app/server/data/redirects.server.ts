import { desc, eq, sql } from "drizzle-orm";
import { redirects } from "../../../db/schema";
import { FIXED_PAGE_PATHS } from "~/lib/page-registry";
import { PLACES_HUB_PATH, TOPICS_HUB_PATH, USEFUL_LINKS_PATH, motorPath, usefulLinkPath } from "~/lib/paths";
import { fromPathProblem, TARGET_NEEDED } from "~/lib/forms/redirect-form";
import { getDb } from "./db.server";
import { findPublishedPage } from "../generated-pages/store.server";
import { listMotors } from "./motors.server";
import { log } from "../infra/log.server";
import { isPathIndexable } from "../verdicts/page-verdicts.server";

/**
 * Stored answers for old addresses (docs/product.md §6): a 301 to another page of the site, or 410 Gone
 * for a page the admin deleted without choosing a destination. Only the admin writes them.
 */
export type Redirect = typeof redirects.$inferSelect;

export function findRedirect(path: string): Redirect | undefined {
  return getDb().select().from(redirects).where(eq(redirects.fromPath, path)).get();
}

/**
 * The stored answer for a path the site does not serve, counted as one hit (the 404 answer and
 * the generated pages' loader both ask here). Undefined when nothing is stored.
 */
export function storedAnswer(path: string): Redirect | undefined {
  const stored = findRedirect(path);
  if (stored) countRedirectHit(path);
  return stored;
}

/** Counts an answer; a failure is logged and never blocks the visitor's redirect. */
function countRedirectHit(path: string): void {
  try {
    getDb()
      .update(redirects)
      .set({ hits: sql`${redirects.hits} + 1` })
      .where(eq(redirects.fromPath, path))
      .run();
  } catch (error) {
    log.error("Falha ao contar acesso de redirecionamento", error);
  }
}

/** Pages of the site a deleted page may send its visitors to, besides the other generated pages. */
const SITE_TARGETS = new Set<string>([...FIXED_PAGE_PATHS, USEFUL_LINKS_PATH, PLACES_HUB_PATH, TOPICS_HUB_PATH]);

export type TargetCheck = { ok: true; path: string | null } | { ok: false; error: string };

/**
 * The destination typed when deleting `deletedPath`: empty means none (410 Gone); otherwise a
 * path of this site ("/motores", or the full address on SITE_URL) that answers a page: a main
 * page, a hub, an indexed template page, an active model (indexed by its status, decision 0029)
 * or another generated page. Never the page itself.
 */
export function checkRedirectTarget(
  raw: string,
  deletedPath: string,
  siteOrigin: string,
  selfError = "O destino não pode ser a própria página que será excluída.",
): TargetCheck {
  const typed = raw.trim();
  if (!typed) return { ok: true, path: null };
  let path = typed;
  if (/^https?:\/\//i.test(typed)) {
    let url: URL;
    try {
      url = new URL(typed);
    } catch {
      return { ok: false, error: "Endereço de destino inválido. Use um caminho do site, como /motores." };
    }
    if (url.origin !== siteOrigin) return { ok: false, error: "O destino precisa ser uma página deste site, como /motores." };
    path = url.pathname;
  }
  path = path.replace(/[?#].*$/, "");
  if (path.length > 1) path = path.replace(/\/+$/, "");
  if (!path.startsWith("/") || path.startsWith("//")) return { ok: false, error: "Use um caminho do site que comece com /, como /motores." };
  if (path === deletedPath) return { ok: false, error: selfError };
  if (SITE_TARGETS.has(path) || isPathIndexable(path)) return { ok: true, path };
  if (listMotors().some((m) => motorPath(m.slug) === path)) return { ok: true, path };
  const slug = path.startsWith(`${USEFUL_LINKS_PATH}/`) ? path.slice(USEFUL_LINKS_PATH.length + 1) : null;
  if (slug && findPublishedPage(slug)) {
    return { ok: true, path: usefulLinkPath(slug) };
  }
  return {
    ok: false,
    error: `Não há página em “${path}” para onde enviar os visitantes. Escolha uma página publicada do site ou deixe em branco para a página responder como removida.`,
  };
}

/** Every stored answer, newest first (the admin's list). */
export function listRedirects(): Redirect[] {
  return getDb().select().from(redirects).orderBy(desc(redirects.createdAt), desc(redirects.fromPath)).all();
}

/** Longest address the monitor takes as a redirect's origin (the 404 log keeps no longer ones). */

/**
 * Saves a 301 from `from` (a missing address) to the destination typed, checked like a deleted
 * page's (a page of this site, never the origin itself), so no loop or chain can be stored.
 */
export function saveRedirect(from: string, typedTarget: string, siteOrigin: string): { ok: true; to: string | null } | { ok: false; error: string } {
  const fromProblem = fromPathProblem(from);
  if (fromProblem) return { ok: false, error: fromProblem };
  if (!typedTarget.trim()) return { ok: false, error: TARGET_NEEDED };
  const target = checkRedirectTarget(typedTarget, from, siteOrigin, "O destino não pode ser o próprio endereço de origem.");
  if (!target.ok) return target;
  getDb()
    .insert(redirects)
    .values({ fromPath: from, toPath: target.path })
    .onConflictDoUpdate({ target: redirects.fromPath, set: { toPath: target.path } })
    .run();
  return { ok: true, to: target.path };
}

export function deleteRedirect(from: string): boolean {
  return getDb().delete(redirects).where(eq(redirects.fromPath, from)).run().changes > 0;
}
