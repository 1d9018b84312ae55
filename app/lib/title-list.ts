/** The generator's titles box: one title per line, blank lines ignored (docs/product.md §6.4). */

export const MAX_TITLES = 100;
/** A page title, here and in every save (app/server/generated-pages/store.server.ts). */
export const MAX_TITLE_LENGTH = 200;

/** The 1-based line of the first title longer than a page title may be, or 0. */
export function firstTooLongTitle(titles: string[]): number {
  return titles.findIndex((t) => t.length > MAX_TITLE_LENGTH) + 1;
}

export function parseTitles(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}
