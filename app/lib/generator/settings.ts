/**
 * Creativity rules of the content generator (docs/product.md §6.4). One place for every threshold
 * and count, so the tests pin exactly what the generator does.
 */

export const CREATIVITY = { min: 0, max: 100, step: 5, default: 75 } as const;

/**
 * standard: always the first wording and the first items (the seed is ignored);
 * randomised (above 20): wordings and items are drawn with the seed;
 * varied (above 40): headings are drawn too and list items are shuffled.
 */
export type GeneratorMode = "standard" | "randomised" | "varied";

export type GeneratorSettings = {
  creativity: number;
  mode: GeneratorMode;
  /** Above 50: a features list and a company section. */
  includeFeatures: boolean;
  includeCompany: boolean;
  /** Above 60: a section of extra paragraphs. */
  includeExtraParagraphs: boolean;
  /** Items of the benefits and features lists: 3 + floor(creativity / 25). */
  listItems: number;
  /** Questions in the FAQ: 2 + floor(creativity / 33). */
  faqCount: number;
  /** Paragraphs of the main text: 2 + floor(creativity / 33). */
  paragraphCount: number;
  /** Paragraphs of the extra section when it is included. */
  extraParagraphCount: number;
};

export const EXTRA_PARAGRAPHS = 2;

/** A slider value as a whole number in 0..100 on the 5-step grid; anything unreadable is the default. */
export function normalizeCreativity(value: unknown): number {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
  if (!Number.isFinite(n)) return CREATIVITY.default;
  const clamped = Math.min(CREATIVITY.max, Math.max(CREATIVITY.min, n));
  return Math.round(clamped / CREATIVITY.step) * CREATIVITY.step;
}

export function generatorSettings(creativity: number): GeneratorSettings {
  const c = Math.min(CREATIVITY.max, Math.max(CREATIVITY.min, Math.round(creativity)));
  return {
    creativity: c,
    mode: c > 40 ? "varied" : c > 20 ? "randomised" : "standard",
    includeFeatures: c > 50,
    includeCompany: c > 50,
    includeExtraParagraphs: c > 60,
    listItems: 3 + Math.floor(c / 25),
    faqCount: 2 + Math.floor(c / 33),
    paragraphCount: 2 + Math.floor(c / 33),
    extraParagraphCount: EXTRA_PARAGRAPHS,
  };
}
