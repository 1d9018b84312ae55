import { eq } from "drizzle-orm";
import type { ContentSection } from "../../app/content/blocks";
import { parseFields, type PageTextFields } from "../../app/lib/page-texts";
import { topicSlugPath } from "../../app/lib/paths";
import { BUILT_IN_TOPIC_SLUGS } from "../../app/lib/topic-table";
import type { Db } from "../../app/server/data/db.server";
import { contentFromTyped } from "../../app/server/data/typed-content.server";
import { pageTexts, pageTextVersions } from "../schema";
import { TOPIC_PROSE, type TopicEntry } from "./prose/topics";
import { withTopicGuide } from "./prose/topic-guides";

/**
 * The site's starting text, moved out of the app into "Páginas do site" (decision 0043): each
 * page whose prose the seed holds gets its title, description, heading and text as stored
 * fields, written in the light syntax the owner edits (decision 0031). The site reads only the
 * stored rows. Page kinds move here one at a time; those not yet moved keep their text in the
 * templates (app/content).
 *
 * Idempotent and revisioned: a page is filled once per PAGE_TEXT_SEED_REVISION. A page the owner
 * never saved gets the (new) starting text; one they saved after it was seeded is left alone; one
 * they wrote for before its kind moved here keeps every field they set, and the text they added
 * ("Texto próprio", shown after the template's sections) follows the starting text, in its
 * published fields, its draft and its history, so nothing they wrote is lost or moves on the page.
 */
export const PAGE_TEXT_SEED_REVISION = 1;

type Tx = Pick<Db, "select" | "insert" | "update">;

/** The starting fields of one page. */
export type SeededText = { path: string; title: string; description: string; heading: string; body: string };

/** Markdown's characters that would change a line's meaning, escaped so the text reads as written. */
function escapeTyped(text: string): string {
  return text
    .replace(/([\\`*_[\]<>])/g, "\\$1")
    .replace(/^(\d+)\. /, "$1\\. ")
    .replace(/^([#>+-]) /, "\\$1 ");
}

/** Sections of paragraphs and lists as the light syntax: "## " headings, "- " and "1. " items. */
export function sectionsToTyped(intro: string, sections: ContentSection[]): string {
  const parts: string[] = intro ? [escapeTyped(intro)] : [];
  for (const s of sections) {
    parts.push(`## ${escapeTyped(s.heading)}`);
    for (const b of s.blocks) {
      if (b.kind === "p") parts.push(escapeTyped(b.text));
      else parts.push(b.items.map((item, i) => `${b.kind === "ol" ? `${i + 1}.` : "-"} ${escapeTyped(item)}`).join("\n"));
    }
  }
  return parts.join("\n\n");
}

function topicText(slug: string, entry: TopicEntry): SeededText {
  return {
    path: topicSlugPath(slug),
    title: `${entry.title} | Motores PPA`,
    description: entry.description,
    heading: entry.title,
    body: sectionsToTyped(entry.intro, withTopicGuide(slug, entry.sections)),
  };
}

/** Every page the seed holds text for. */
export function seededTexts(): SeededText[] {
  return BUILT_IN_TOPIC_SLUGS.map((slug) => {
    const entry = TOPIC_PROSE.get(slug);
    if (!entry) throw new Error(`Tópico sem texto inicial: ${slug}`);
    return topicText(slug, entry);
  });
}

/** The owner's added text after the starting text. */
function joined(start: string, added: string): string {
  return added.trim() ? `${start}\n\n${added}` : start;
}

export function seedPageTexts(tx: Tx): void {
  for (const seed of seededTexts()) {
    const row = tx.select().from(pageTexts).where(eq(pageTexts.path, seed.path)).get();
    if (row && row.seedRevision >= PAGE_TEXT_SEED_REVISION) continue;
    const fill = (current: PageTextFields): PageTextFields => ({
      ...current,
      title: current.title ?? seed.title,
      description: current.description ?? seed.description,
      heading: current.heading ?? seed.heading,
      body: joined(seed.body, current.body),
    });
    const starting = { ...seed, bodyHtml: contentFromTyped(seed.body), seedRevision: PAGE_TEXT_SEED_REVISION };
    if (!row) {
      tx.insert(pageTexts)
        .values({ ...starting, version: 0, updatedBy: "" })
        .run();
      continue;
    }
    if (row.seedRevision > 0) {
      // Filled from an earlier revision: the new starting text only where the owner never saved.
      if (row.version === 0) tx.update(pageTexts).set(starting).where(eq(pageTexts.path, seed.path)).run();
      else tx.update(pageTexts).set({ seedRevision: PAGE_TEXT_SEED_REVISION }).where(eq(pageTexts.path, seed.path)).run();
      continue;
    }
    // Written by the owner before its kind moved here: their fields kept, the starting text before their own.
    const body = joined(seed.body, row.body);
    tx.update(pageTexts)
      .set({
        title: row.title ?? seed.title,
        description: row.description ?? seed.description,
        heading: row.heading ?? seed.heading,
        body,
        bodyHtml: contentFromTyped(body),
        draft: row.draft === null ? null : JSON.stringify(fill(parseFields(row.draft))),
        seedRevision: PAGE_TEXT_SEED_REVISION,
      })
      .where(eq(pageTexts.path, seed.path))
      .run();
    for (const version of tx.select().from(pageTextVersions).where(eq(pageTextVersions.path, seed.path)).all())
      tx.update(pageTextVersions)
        .set({ fields: JSON.stringify(fill(parseFields(version.fields))) })
        .where(eq(pageTextVersions.id, version.id))
        .run();
  }
}
