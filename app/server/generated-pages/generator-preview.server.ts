import { randomInt } from "node:crypto";
import { generateContent } from "~/lib/generator";
import { draftReason, generateAndSavePage, yieldToVisitors } from "./batches.server";
import type { QualityJudge } from "./judge.server";
import type { RunProgress } from "./tool-runs.server";
import { pageDescription } from "~/lib/generator/description";
import { pageSlug } from "./normalise.server";
import { outOfIndexNote, type QualityFields } from "~/lib/page-quality";
import { plainTextOf } from "../data/sanitize.server";
import { contentFromTyped } from "../data/typed-content.server";

/** Server side of /admin/local-generator: previews and "Processar todos". */

/** `quality`: the figures the page would be saved with (docs/content-quality.md). */
export type Preview = { title: string; content: string; text: string; keywords: string; quality?: QualityFields };
export type ProcessResult = {
  index: number;
  title: string;
  ok: boolean;
  slug?: string;
  error?: string;
  /** Why a saved page is out of the index. */ quality?: string;
  /** Saved as a draft (not public), and why in a few words ("texto repetido"). */
  draft?: string;
};

/** A fresh seed for each generation, so generating again gives another wording. */
export function randomSeed(): number {
  return randomInt(1, 2 ** 31 - 1);
}

export function previewOf(title: string, content: string, keywords: string, judge?: QualityJudge): Preview {
  const clean = contentFromTyped(content);
  const quality = judge?.({ slug: pageSlug(title), title, description: pageDescription(title, "", clean), content: clean });
  return { title, content: clean, text: plainTextOf(clean), keywords, ...(quality && { quality }) };
}

export function generatePreview(title: string, creativity: number, judge: QualityJudge, seed = randomSeed()): Preview {
  const page = generateContent({ title, creativity, seed });
  return previewOf(page.title, page.content, page.keywords, judge);
}

/** Generates and saves one title of "Processar todos"; an error is reported, never thrown. */
export function processTitle(title: string, creativity: number, index: number, judge: QualityJudge): ProcessResult {
  const saved = generateAndSavePage(title, creativity, randomSeed(), judge);
  if (!saved) return { index, title, ok: false, error: "erro inesperado ao salvar." };
  if (!saved.ok) return { index, title, ok: false, error: saved.error };
  const quality = outOfIndexNote(saved.page);
  const draft = draftReason(saved.page);
  return { index, title, ok: true, slug: saved.page.slug, ...(quality && { quality }), ...(draft !== null && { draft }) };
}

/** "Processar todos" without JavaScript: every title, one slice each (decision 0044). */
export async function processAllTitles(
  titles: string[],
  creativity: number,
  judge: QualityJudge,
  progress?: RunProgress<ProcessResult>,
): Promise<ProcessResult[]> {
  const results: ProcessResult[] = [];
  for (const [i, title] of titles.entries()) {
    await yieldToVisitors();
    progress?.start(title);
    const result = processTitle(title, creativity, i, judge);
    results.push(result);
    progress?.done(result);
  }
  return results;
}
