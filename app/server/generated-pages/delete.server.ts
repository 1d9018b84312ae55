import { deleteGeneratedPage, findGeneratedPageById, listGeneratedPageLinks } from "./store.server";
import { checkRedirectTarget } from "~/server/data/redirects.server";
import { logServerError } from "~/server/infra/log.server";
import { announcePaths } from "~/server/infra/indexnow.server";
import { HOME_PATH, MOTORS_PATH, SERVICE_PATH, USEFUL_LINKS_PATH, usefulLinkPath } from "~/lib/paths";
import { deletedPageTarget } from "~/lib/activity-actions";
import { recordActivity } from "../admin/activity-log.server";

/** How many of the newest other generated pages are suggested as a deleted page's destination. */
const SUGGESTIONS = 100;

/**
 * Suggested destinations of a deleted page's address (the confirmation page and the panel's
 * dialog): the hubs and main pages, then the newest generated pages other than `exceptSlug`.
 */
export function redirectSuggestions(exceptSlug?: string): { path: string; label: string }[] {
  const others = listGeneratedPageLinks(SUGGESTIONS + 1)
    .filter((p) => p.slug !== exceptSlug)
    .slice(0, SUGGESTIONS)
    .map((p) => ({ path: usefulLinkPath(p.slug), label: p.title }));
  return [
    { path: USEFUL_LINKS_PATH, label: "Links Úteis (todas as páginas geradas)" },
    { path: HOME_PATH, label: "Página inicial" },
    { path: SERVICE_PATH, label: "Instalação e manutenção" },
    { path: MOTORS_PATH, label: "Modelos de motor" },
    ...others,
  ];
}

export type DeleteOutcome = "deleted" | "not-found" | "failed" | { invalidTarget: string };

/**
 * The delete buttons' answer: "not-found" (no such page, e.g. deleted in another tab) and
 * "failed" (the database refused; logged here, with the request) get different messages; a
 * destination that is not a page of the site comes back as `invalidTarget` (nothing deleted).
 * `redirectTo` empty or absent: the address answers 410 Gone (docs/product.md §6). A deletion is recorded
 * in the activity log as done by `email`.
 */
export function deletePageFor(
  request: Request,
  email: string,
  id: number | null | undefined,
  redirectTo = "",
  siteOrigin = new URL(request.url).origin,
): DeleteOutcome {
  if (id == null) return "not-found";
  try {
    const page = findGeneratedPageById(id);
    if (!page) return "not-found";
    const target = checkRedirectTarget(redirectTo, usefulLinkPath(page.slug), siteOrigin);
    if (!target.ok) return { invalidTarget: target.error };
    if (!deleteGeneratedPage(id, target.path)) return "not-found";
    recordActivity(email, "pagina.excluir", deletedPageTarget(page, target.path));
    // Engines learn the address is gone (410) or moved (301) on their next visit.
    announcePaths([usefulLinkPath(page.slug)]);
    return "deleted";
  } catch (error) {
    logServerError(error, request);
    return "failed";
  }
}
