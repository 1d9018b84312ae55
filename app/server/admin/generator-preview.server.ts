import { randomInt } from "node:crypto";
import { generateContent } from "~/lib/generator";
import { generateAndSavePage, trySave } from "./page-batches.server";
import { plainTextOf, sanitizeContent } from "../data/sanitize.server";

/** Server side of /admin/local-generator: previews and "Processar todos". */

export type Preview = { title: string; content: string; text: string; keywords: string };
export type ProcessResult = { index: number; title: string; ok: boolean; slug?: string; error?: string };

/** A fresh seed for each generation, so generating again gives another wording. */
export function randomSeed(): number {
  return randomInt(1, 2 ** 31 - 1);
}

export function previewOf(title: string, content: string, keywords: string): Preview {
  const clean = sanitizeContent(content);
  return { title, content: clean, text: plainTextOf(clean), keywords };
}

export function generatePreview(title: string, creativity: number, seed = randomSeed()): Preview {
  const page = generateContent({ title, creativity, seed });
  return previewOf(page.title, page.content, page.keywords);
}

/** Generates and saves one title of "Processar todos"; an error is reported, never thrown. */
export function processTitle(title: string, creativity: number, index: number): ProcessResult {
  const saved = trySave(() => generateAndSavePage(title, creativity, randomSeed()));
  if (!saved) return { index, title, ok: false, error: "erro inesperado ao salvar." };
  return saved.ok ? { index, title, ok: true, slug: saved.page.slug } : { index, title, ok: false, error: saved.error };
}
