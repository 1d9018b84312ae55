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
