import { log } from "~/server/infra/log.server";
import { listGeneratedPageLinks } from "../../server/generated-pages/store.server";

/** Generated pages for the HTML sitemap; a failed read shows the empty state and is logged (docs/product.md §4.11). */
export function loadSitemapGeneratedPages(): { title: string; slug: string }[] {
  try {
    return listGeneratedPageLinks();
  } catch (error) {
    log.error("Erro ao buscar páginas geradas para o mapa do site", error);
    return [];
  }
}
