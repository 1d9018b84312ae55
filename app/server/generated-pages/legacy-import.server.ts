import { z } from "zod";
import { findGeneratedPage } from "./store.server";
import { pageSlug } from "./normalise.server";
import { savePage } from "./save.server";

/**
 * Pages the old site kept in the browser (localStorage "generatedPages",
 * docs/product.md §6.7) are posted here once and saved like any other page: validated,
 * sanitised, duplicates skipped.
 */

const legacyPage = z.object({
  title: z.string(),
  slug: z.string().optional().nullable(),
  content: z.string(),
  description: z.string().optional().nullable(),
  keywords: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .nullable(),
});

const legacyPages = z.array(z.unknown()).max(1000);

/** `failedIndexes`: positions in the posted list of the pages not saved, which the browser keeps. */
export type LegacyImportResult = { imported: number; skipped: number; failed: number; errors: string[]; failedIndexes: number[] };

export function importLegacyPages(payload: unknown): LegacyImportResult | null {
  const list = legacyPages.safeParse(payload);
  if (!list.success) return null;
  const result: LegacyImportResult = { imported: 0, skipped: 0, failed: 0, errors: [], failedIndexes: [] };
  for (const [index, item] of list.data.entries()) {
    const parsed = legacyPage.safeParse(item);
    if (!parsed.success) {
      result.failed++;
      result.failedIndexes.push(index);
      result.errors.push("Página sem título ou conteúdo.");
      continue;
    }
    const page = parsed.data;
    const slug = pageSlug(page.slug || page.title);
    if (slug && findGeneratedPage(slug)) {
      result.skipped++;
      continue;
    }
    const saved = savePage({
      input: {
        title: page.title,
        slug: page.slug ?? undefined,
        content: page.content,
        description: page.description ?? undefined,
        keywords: Array.isArray(page.keywords) ? page.keywords.join(", ") : (page.keywords ?? undefined),
      },
    });
    if (saved?.ok) result.imported++;
    else {
      result.failed++;
      result.failedIndexes.push(index);
      result.errors.push(`${page.title.slice(0, 80)}: ${saved ? saved.error : "erro inesperado ao salvar."}`);
    }
  }
  return result;
}
