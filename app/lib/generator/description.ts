import { DESCRIPTION_MAX, wholeSentencesWithin } from "~/lib/snippet-length";
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

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&#x27;": "'", "&nbsp;": " " };

/** Shortest derived description worth showing in a search result instead of the template. */
const MIN_DERIVED = 60;

/**
 * A description taken from the page's own text: the leading whole sentences of its first
 * paragraph that has a complete sentence within 160 characters, written to fit (never cut with
 * "…"). Null when no paragraph gives one of at least 60 characters; the template is used then.
 */
export function descriptionFromContent(html: string): string | null {
  for (const match of html.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/gi)) {
    const text = match[1]
      .replace(/<[^>]*>/g, "")
      .replace(/&(amp|lt|gt|quot|nbsp|#39|#x27);/g, (e) => ENTITIES[e])
      .replace(/\s+/g, " ")
      .trim();
    // A business slot ("{horário de atendimento}") is filled at render: not a description.
    if (text.includes("{")) continue;
    const sentences = wholeSentencesWithin(text, DESCRIPTION_MAX);
    if ([...sentences].length >= MIN_DERIVED && /[.!?]$/.test(sentences)) return sentences;
  }
  return null;
}

/**
 * The description a generated page shows: the one written for it, else one derived from its
 * content; the spec's template (docs/product.md §7) only while the page has no better one.
 */
export function pageDescription(title: string, written: string, content: string): string {
  const own = written.trim();
  if (own && own !== defaultDescription(title)) return own;
  return descriptionFromContent(content) ?? defaultDescription(title);
}

/**
 * The lead a generated page shows under its heading: only a description written for it (the
 * template says nothing of its own, and a derived one repeats the first paragraph). Read by the
 * page (app/routes/links-uteis.$slug.tsx) and by the judge's model of it (app/lib/quality-page.ts).
 */
export function pageLead(title: string, written: string, content: string): string | null {
  return written !== defaultDescription(title) && written !== descriptionFromContent(content) ? written : null;
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
