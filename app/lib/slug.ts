/**
 * The slug rule of docs/product.md §5, used for every slug on the site: lower case, accents
 * stripped, anything that is not a letter, digit, space or hyphen removed, whitespace
 * runs turned into one hyphen, repeated hyphens collapsed, no hyphen at either end.
 */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Accent-free lower case text, for comparisons that ignore accents. */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** "vila-mariana" -> "Vila Mariana" (used when a slug matches no known name). */
export function titleFromSlug(slug: string): string {
  const small = new Set(["de", "da", "do", "das", "dos", "e"]);
  return slug
    .split("-")
    .filter(Boolean)
    .map((w, i) => (i > 0 && small.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(" ");
}
