import { analyzeTitle, type QuestionAnalysis } from "./analysis";
import { answerFor } from "./answers";
import { BENEFITS } from "./benefits";
import { buildContext, type GenContext, type Variants } from "./context";
import { keywordsFor, pageDescription } from "./description";
import { faqPool } from "./faqs";
import { ANSWER_HEADINGS, HEADINGS } from "./headings";
import { h2, h3, ol, p, ul } from "./html";
import { CLOSING_PARAGRAPH, COMPANY_PARAGRAPH, EXTRA_PARAGRAPHS, MAIN_PARAGRAPHS } from "./paragraphs";
import { createRandom, hashString, type Random } from "./random";
import { generatorSettings, type GeneratorSettings } from "./settings";

/**
 * The local content generator (docs/product.md §6.4): real pt-BR HTML about gate motors
 * built from a title, a creativity value (0–100) and a seed. The same three inputs always
 * give the same page; the seed changes the wording once creativity is above 20.
 */

export { analyzeTitle, type QuestionAnalysis } from "./analysis";
export { CREATIVITY, generatorSettings, normalizeCreativity, type GeneratorSettings } from "./settings";
export { defaultDescription } from "./description";

export type GeneratorInput = { title: string; creativity: number; seed: number };

export type GeneratedContent = {
  title: string;
  /** HTML fragment (starts with an h2; the page's title is its h1). */
  content: string;
  description: string;
  keywords: string;
  analysis: QuestionAnalysis;
  settings: GeneratorSettings;
};

type Chooser = {
  /** One wording of a text (always the first in standard mode). */
  text(variants: Variants): string;
  /** A heading (drawn only in varied mode). */
  heading(variants: Variants): string;
  /** `count` items of a list: the first ones, a random sample, or a shuffled sample. */
  items<T>(pool: readonly T[], count: number): T[];
};

function chooser(settings: GeneratorSettings, rnd: Random, ctx: GenContext): Chooser {
  const { mode } = settings;
  return {
    text: (variants) => (mode === "standard" ? variants[0] : rnd.pick(variants))(ctx),
    heading: (variants) => (mode === "varied" ? rnd.pick(variants) : variants[0])(ctx),
    items: (pool, count) => {
      if (mode === "standard") return pool.slice(0, count);
      const sample = rnd.sample(pool, count);
      return mode === "varied" ? rnd.shuffle(sample) : sample;
    },
  };
}

export function generateContent({ title, creativity, seed }: GeneratorInput): GeneratedContent {
  const cleanTitle = title.trim().replace(/\s+/g, " ");
  const settings = generatorSettings(creativity);
  const analysis = analyzeTitle(cleanTitle);
  const ctx = buildContext(cleanTitle, analysis);
  const rnd = createRandom(hashString(cleanTitle) ^ seed);
  const pick = chooser(settings, rnd, ctx);
  const html: string[] = [];

  // Main text: the opening paragraph, then paragraphCount - 1 more.
  html.push(h2(pick.heading(HEADINGS.intro)));
  const [opening, ...rest] = MAIN_PARAGRAPHS;
  for (const entry of [opening, ...pick.items(rest, settings.paragraphCount - 1)]) html.push(p(pick.text(entry)));

  const answer = answerFor(analysis.questionType, ctx);
  if (answer && analysis.questionType !== "none") {
    html.push(h2(pick.heading(ANSWER_HEADINGS[analysis.questionType])));
    for (const text of answer.paragraphs) html.push(p(text));
    if (answer.steps) html.push(ol(answer.steps));
  }

  html.push(h2(pick.heading(HEADINGS.benefits)));
  html.push(ul(pick.items(BENEFITS, settings.listItems).map((b) => b(ctx))));

  if (settings.includeFeatures) {
    html.push(h2(pick.heading(HEADINGS.features)));
    html.push(ul(pick.items(ctx.product.features, settings.listItems)));
  }

  if (settings.includeCompany) {
    html.push(h2(pick.heading(HEADINGS.company)));
    html.push(p(pick.text(COMPANY_PARAGRAPH)));
  }

  if (settings.includeExtraParagraphs) {
    html.push(h2(pick.heading(HEADINGS.extra)));
    for (const entry of pick.items(EXTRA_PARAGRAPHS, settings.extraParagraphCount)) html.push(p(pick.text(entry)));
  }

  html.push(h2(pick.heading(HEADINGS.faq)));
  for (const faq of pick.items(faqPool(ctx), settings.faqCount)) html.push(h3(faq.q(ctx)), p(faq.a(ctx)));

  html.push(h2(pick.heading(HEADINGS.closing)));
  html.push(p(pick.text(CLOSING_PARAGRAPH)));

  return {
    title: cleanTitle,
    content: html.join("\n"),
    description: pageDescription(cleanTitle, "", html.join("\n")),
    keywords: keywordsFor(ctx),
    analysis,
    settings,
  };
}
