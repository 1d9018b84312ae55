/** The generator's titles box: one title per line, blank lines ignored (spec §5). */

export const MAX_TITLES = 100;

export function parseTitles(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}
