import { eq, sql } from "drizzle-orm";
import { generatedPages, redirects } from "../../../db/schema";
import { ADMITTED_PATHS } from "~/content/index-admission";
import { HOME_PATH, MAIN_PAGE_PATHS, PLACES_HUB_PATH, TOPICS_HUB_PATH, USEFUL_LINKS_PATH, usefulLinkPath } from "~/lib/paths";
import { getDb } from "./db.server";
import { log } from "../infra/log.server";

/**
 * Stored answers for old addresses (issue #17): a 301 to another page of the site, or 410 Gone
 * for a page the admin deleted without choosing a destination. Only the admin writes them.
 */
export type Redirect = typeof redirects.$inferSelect;

export function findRedirect(path: string): Redirect | undefined {
  return getDb().select().from(redirects).where(eq(redirects.fromPath, path)).get();
}

/** Counts an answer; a failure is logged and never blocks the visitor's redirect. */
export function countRedirectHit(path: string): void {
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
const SITE_TARGETS = new Set<string>([HOME_PATH, ...MAIN_PAGE_PATHS, USEFUL_LINKS_PATH, PLACES_HUB_PATH, TOPICS_HUB_PATH, ...ADMITTED_PATHS]);

export type TargetCheck = { ok: true; path: string | null } | { ok: false; error: string };

/**
 * The destination typed when deleting `deletedPath`: empty means none (410 Gone); otherwise a
 * path of this site ("/motores", or the full address on SITE_URL) that answers a page: a main
 * page, a hub, an indexed template page or another generated page. Never the page itself.
 */
export function checkRedirectTarget(raw: string, deletedPath: string, siteOrigin: string): TargetCheck {
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
  if (path === deletedPath) return { ok: false, error: "O destino não pode ser a própria página que será excluída." };
  if (SITE_TARGETS.has(path)) return { ok: true, path };
  const slug = path.startsWith(`${USEFUL_LINKS_PATH}/`) ? path.slice(USEFUL_LINKS_PATH.length + 1) : null;
  if (slug && getDb().select({ id: generatedPages.id }).from(generatedPages).where(eq(generatedPages.slug, slug)).get()) {
    return { ok: true, path: usefulLinkPath(slug) };
  }
  return {
    ok: false,
    error: `Não há página em “${path}” para onde enviar os visitantes. Escolha uma página publicada do site ou deixe em branco para a página responder como removida.`,
  };
}
