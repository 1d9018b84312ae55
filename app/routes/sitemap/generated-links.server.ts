import { SITEMAP_PATH } from "~/lib/paths";
import { logServerError } from "~/server/infra/log.server";
import { listGeneratedPageLinks } from "../../server/data/generated-page-store.server";

/** Generated pages for the HTML sitemap; a failed read shows the empty state and is logged (docs/product.md §4.11). */
export function loadSitemapGeneratedPages(): { title: string; slug: string }[] {
  try {
    return listGeneratedPageLinks();
  } catch (error) {
    logServerError(error, `GET ${SITEMAP_PATH}`);
    return [];
  }
}
