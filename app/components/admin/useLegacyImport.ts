import { useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { LEGACY_IMPORT_PATH } from "~/lib/paths";

/** Where the old site kept the pages it generated in the browser (docs/product.md §6.7). */
export const LEGACY_STORAGE_KEY = "generatedPages";

/**
 * Moves pages the old site saved in localStorage into the database: posts them to the
 * import action and removes the local copy only after the server confirms; pages it
 * refused stay in localStorage.
 */
export function useLegacyImport() {
  const revalidator = useRevalidator();
  useEffect(() => {
    let raw: string | null = null;
    try {
      raw = window.localStorage.getItem(LEGACY_STORAGE_KEY);
    } catch {
      return;
    }
    if (!raw) return;
    let pages: unknown;
    try {
      pages = JSON.parse(raw);
    } catch (error) {
      console.error("Erro na migração: as páginas salvas no navegador não são JSON válido", error);
      return;
    }
    fetch(LEGACY_IMPORT_PATH, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ pages }),
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const result = (await response.json()) as { imported: number; skipped: number; failed: number; errors: string[]; failedIndexes: number[] };
        const kept = Array.isArray(pages) ? result.failedIndexes.map((i) => pages[i]) : [];
        if (kept.length === 0) {
          window.localStorage.removeItem(LEGACY_STORAGE_KEY);
          console.log("Migração concluída com sucesso", result);
        } else {
          // Nothing is lost: the pages the server refused stay in the browser.
          window.localStorage.setItem(LEGACY_STORAGE_KEY, JSON.stringify(kept));
          console.error("Erro na migração: algumas páginas continuam salvas no navegador", result.errors);
        }
        // "skipped" counts too: an earlier post of this same list (another tab, or a reload
        // that cut the previous request short) may have saved pages the list has not shown yet.
        if (result.imported > 0 || result.skipped > 0) revalidator.revalidate();
      })
      .catch((error) => console.error("Erro na migração das páginas salvas no navegador", error));
    // Runs once per visit of the panel.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
