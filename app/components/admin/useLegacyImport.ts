import { useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { LEGACY_IMPORT_PATH } from "~/lib/paths";

/** Where the old site kept the pages it generated in the browser (docs/product.md §6.7). */
export const LEGACY_STORAGE_KEY = "generatedPages";

type ImportResult = { imported: number; skipped: number; failed: number; errors: string[]; failedIndexes: number[] };

/**
 * True once this page load has sent the stored pages. The panel can mount more than once in
 * one load (React's StrictMode runs effects twice in development; the admin may leave the
 * panel and come back while the post is still on its way): only the first mount posts, so the
 * server never sees the same list twice (docs/product.md §6). A post that got no answer is
 * tried again on the next visit of the panel.
 */
let sent = false;

/**
 * Moves pages the old site saved in localStorage into the database: posts them to the
 * import action, once per page load, and removes the local copy only after the server
 * confirms; pages it refused stay in localStorage.
 */
export function useLegacyImport() {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (sent) return;
    const pages = storedPages();
    if (pages === undefined) return;
    sent = true;
    postStoredPages(pages)
      .then((result) => {
        // "skipped" counts too: an earlier post of this same list (another tab, or a reload
        // that cut the previous request short) may have saved pages the list has not shown yet.
        if (result.imported > 0 || result.skipped > 0) revalidator.revalidate();
      })
      .catch((error) => {
        sent = false;
        console.error("Erro na migração das páginas salvas no navegador", error);
      });
    // Runs on the panel's first mount of the page load; `sent` keeps later mounts out.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** The old site's pages, or undefined when there are none (or storage cannot be read). */
function storedPages(): unknown {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(LEGACY_STORAGE_KEY);
  } catch {
    return undefined;
  }
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch (error) {
    console.error("Erro na migração: as páginas salvas no navegador não são JSON válido", error);
    return undefined;
  }
}

/** Posts the pages; on the server's answer keeps in the browser only the pages it refused. */
async function postStoredPages(pages: unknown): Promise<ImportResult> {
  const response = await fetch(LEGACY_IMPORT_PATH, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ pages }),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const result = (await response.json()) as ImportResult;
  const kept = Array.isArray(pages) ? result.failedIndexes.map((i) => pages[i]) : [];
  if (kept.length === 0) {
    window.localStorage.removeItem(LEGACY_STORAGE_KEY);
    console.log("Migração concluída com sucesso", result);
  } else {
    // Nothing is lost: the pages the server refused stay in the browser.
    window.localStorage.setItem(LEGACY_STORAGE_KEY, JSON.stringify(kept));
    console.error("Erro na migração: algumas páginas continuam salvas no navegador", result.errors);
  }
  return result;
}
