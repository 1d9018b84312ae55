import type { GenContext } from "./context";

/**
 * The fixed description template (docs/product.md §7): "Informações sobre {title}. Atendimento
 * especializado, produtos de qualidade e suporte técnico." A title's own final
 * punctuation is dropped so the sentence ends with one full stop.
 */
export function defaultDescription(title: string): string {
  const subject = title.trim().replace(/[\s.!?…:;,]+$/u, "");
  return `Informações sobre ${subject}. Atendimento especializado, produtos de qualidade e suporte técnico.`;
}

/** Keywords of a generated page: the title, its subject and its place. */
export function keywordsFor(c: GenContext): string {
  const words = [
    c.title.replace(/[?!.]+$/, "").toLowerCase(),
    c.topic,
    c.product.noun,
    c.analysis.place ? `${c.product.noun} ${c.analysis.place}` : `${c.product.noun} São Paulo`,
    "motor PPA",
    "portão automático",
  ];
  return [...new Set(words)].join(", ");
}

/** A description written from the page's own text needs at least this many characters. */
const MIN_DERIVED = 50;
/** Descriptions fit search results whole (docs/content-quality.md "Titles and descriptions"). */
const MAX_DERIVED = 160;

/**
 * A description taken from the page's own text: the first paragraph that reads as prose
 * (ends with . ! or ?), as many of its whole sentences as fit in 160 characters, never cut
 * with "…". Null when no paragraph gives at least 50 characters: the caller falls back to
 * `defaultDescription`, which keeps the page out of the index (app/server/admin/page-quality.server.ts).
 */
export function descriptionFromBlocks(blocks: readonly string[]): string | null {
  for (const block of blocks) {
    const text = block.replace(/\s+/g, " ").trim();
    if (!/[.!?]$/.test(text)) continue;
    let out = "";
    for (const sentence of text.split(/(?<=[.!?])\s+(?=\p{Lu})/u)) {
      const next = out ? `${out} ${sentence}` : sentence;
      if (next.length > MAX_DERIVED) break;
      out = next;
    }
    if (out.length >= MIN_DERIVED) return out;
  }
  return null;
}
