import { and, eq, inArray } from "drizzle-orm";
import { motorPath, topicPath } from "../../app/lib/paths";
import { parseFields, type PageQuestion, type PageTextFields } from "../../app/lib/page-texts";
import { topicSlugPath } from "../../app/lib/paths";
import { GATE_CHECK_TOPIC } from "../../app/lib/motors/gate-check";
import { BUILT_IN_TOPIC_SLUGS } from "../../app/lib/topic-table";
import type { Db } from "../../app/server/data/db.server";
import { contentFromTyped } from "../../app/server/data/typed-content.server";
import { motors, pageTexts, pageTextVersions, pageVerdicts, redirects } from "../schema";
import { INITIALLY_ADMITTED_PATHS } from "./initial-verdicts";
import type { VerdictReason } from "../../app/lib/verdict-reasons";
import { bumpContentVersion } from "../../app/server/data/content-version.server";
import { MOTOR_GUIDES, type MotorGuide } from "./prose/motor-guides";
import { TOPIC_PROSE, type TopicEntry } from "./prose/topics";
import { withTopicGuide } from "./prose/topic-guides";
import { landingTexts } from "./page-texts/landings";
import { escapeTyped, sectionsToTyped } from "./page-texts/light-syntax";
import { faqTexts } from "./page-texts/faq";
import { tutorialTexts } from "./page-texts/tutorial";
import { legalTexts } from "./page-texts/legal";
import { problemTexts } from "./page-texts/problems";
import { mainPageTexts } from "./page-texts/main-pages";
import { placeTexts } from "./page-texts/places";
import { diagnosisTexts } from "./page-texts/diagnosis";
import { postTexts } from "./page-texts/posts";
import { templateTexts } from "./page-texts/templates";
import { listingTexts } from "./page-texts/listings";

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
export const PAGE_TEXT_SEED_REVISION = 4;

/** Pages filled per write transaction (decision 0048): a few milliseconds of SQLite's write lock each. */
export const PAGE_TEXT_SLICE = 4;

/** Verdicts measured from a page's text: a refilled starting text makes them stale. */
const MEASURED: readonly VerdictReason[] = ["aprovada", "poucas-palavras", "texto-repetido"];

type Tx = Pick<Db, "select" | "insert" | "update">;

/**
 * A page whose starting text the refill replaced is back at a starting text: a verdict measured
 * from its former text follows the starting list again, as on a fresh install, until the next
 * save that judges it (docs/content-quality.md "Stored verdicts").
 */
function followStartingList(tx: Tx, path: string): void {
  const admitted = INITIALLY_ADMITTED_PATHS.includes(path);
  tx.update(pageVerdicts)
    .set({
      indexable: admitted,
      reason: admitted ? "inicial-dentro" : "inicial-fora",
      ownWords: null,
      sharedShare: null,
      mostSimilarPath: null,
      sharedSentences: "[]",
    })
    .where(and(eq(pageVerdicts.path, path), inArray(pageVerdicts.reason, [...MEASURED])))
    .run();
}

/**
 * The starting fields of one page; a null line field is the template's (a model's title and
 * heading come from the catalogue). `ownTextFirst`: where the template showed the owner's own
 * text, before (models) or after (topics) its prose, so a merge keeps the page's order.
 */
export type SeededText = {
  path: string;
  title: string | null;
  description: string | null;
  heading: string | null;
  /** The opening under the heading, where the page's template shows one (null: the template's). */
  lead?: string | null;
  body: string;
  /** The page's questions, where it lists them as its own (decision 0043). */
  questions?: PageQuestion[] | null;
  ownTextFirst?: boolean;
  /**
   * Text that moved into the page's stored text at `revision` (the service page's problem guide,
   * revision 4): `to` adds it to a text the owner saved from an earlier revision, in its published
   * fields, draft and kept versions, so their page reads as before.
   */
  added?: { revision: number; to: (body: string) => string };
};

function topicText(slug: string, entry: TopicEntry): SeededText {
  return {
    path: topicSlugPath(slug),
    title: `${entry.title} | Motores PPA`,
    description: entry.description,
    heading: entry.title,
    body: sectionsToTyped(entry.intro, withTopicGuide(slug, entry.sections)),
  };
}

/** A model's guide as its page showed it: fit and check, the link to the gate's checks, then the comparison. */
export function motorGuideText(guide: MotorGuide): string {
  return [
    escapeTyped(guide.fit),
    ...(guide.check ? [escapeTyped(guide.check)] : []),
    `- [O que conferir no portão antes de instalar qualquer modelo](${topicPath(GATE_CHECK_TOPIC)})`,
    "## Modelos mais próximos",
    escapeTyped(guide.differences),
  ].join("\n\n");
}

function motorText(path: string, guide: MotorGuide): SeededText {
  return { path, title: null, description: null, heading: null, body: motorGuideText(guide), ownTextFirst: true };
}

/** Every built-in topic's starting text. */
export function seededTexts(): SeededText[] {
  return BUILT_IN_TOPIC_SLUGS.map((slug) => {
    const entry = TOPIC_PROSE.get(slug);
    if (!entry) throw new Error(`Tópico sem texto inicial: ${slug}`);
    return topicText(slug, entry);
  });
}

/**
 * Every seeded model's starting text, at the model's address now: a model the owner renamed is
 * found by its former address (its 301). Whether the model still exists is read in the seed's
 * transaction (`seedPageTexts`), after the catalogue's own seed.
 */
function seededMotorTexts(db: Tx): SeededText[] {
  return Object.entries(MOTOR_GUIDES).map(([slug, guide]) => {
    const moved = db
      .select({ to: redirects.toPath })
      .from(redirects)
      .where(eq(redirects.fromPath, motorPath(slug)))
      .get()?.to;
    return motorText(moved ?? motorPath(slug), guide);
  });
}

/** A model's page whose model the owner deleted gets no text. */
function deletedModel(tx: Tx, path: string): boolean {
  const prefix = motorPath("");
  return (
    path.startsWith(prefix) &&
    !tx
      .select({ id: motors.id })
      .from(motors)
      .where(eq(motors.slug, path.slice(prefix.length)))
      .get()
  );
}

/** The starting text and the owner's own text, in the order the template showed them. */
function joined(seed: SeededText, added: string): string {
  if (!added.trim()) return seed.body;
  if (!seed.body) return added;
  return seed.ownTextFirst ? `${added}\n\n${seed.body}` : `${seed.body}\n\n${added}`;
}

/** A page to fill, with its HTML converted before the seed's write transaction opens. */
export type PreparedText = { seed: SeededText; startingHtml: string; ownBody: string | null; mergedHtml: string | null };

/**
 * The pages the seed will fill, converted to HTML outside the write transaction: the conversion
 * is the slow part (about 240 pages and 490 posts through the light syntax and the sanitiser on a
 * first start), and a server already serving the database (an upgrade beside it) must not wait
 * for the write lock meanwhile. Nothing to convert when every page holds the current revision.
 * Read after the posts are stored (db/seed.ts): each post's text is composed from its row.
 */
export function preparePageTexts(db: Tx): PreparedText[] {
  const texts = [
    ...seededTexts(),
    ...seededMotorTexts(db),
    ...landingTexts(),
    ...faqTexts(db),
    ...tutorialTexts(),
    ...legalTexts(),
    ...problemTexts(),
    ...mainPageTexts(),
    ...placeTexts(),
    ...diagnosisTexts(),
    ...templateTexts(),
    ...listingTexts(),
    ...postTexts(db, PAGE_TEXT_SEED_REVISION),
  ];
  return texts.flatMap((seed) => {
    const row = db.select({ seedRevision: pageTexts.seedRevision, body: pageTexts.body }).from(pageTexts).where(eq(pageTexts.path, seed.path)).get();
    if (row && row.seedRevision >= PAGE_TEXT_SEED_REVISION) return [];
    const ownBody = row && row.seedRevision === 0 ? row.body : null;
    return [{ seed, startingHtml: contentFromTyped(seed.body), ownBody, mergedHtml: ownBody === null ? null : contentFromTyped(joined(seed, ownBody)) }];
  });
}

/** `SeededText.added` on a page the owner saved: their text everywhere it is kept, with the moved text added. */
function addToOwnText(tx: Tx, row: typeof pageTexts.$inferSelect, to: (body: string) => string): void {
  const add = (fields: PageTextFields): PageTextFields => ({ ...fields, body: to(fields.body) });
  const body = to(row.body);
  tx.update(pageTexts)
    .set({
      body,
      bodyHtml: contentFromTyped(body),
      draft: row.draft === null ? null : JSON.stringify(add(parseFields(row.draft))),
      seedRevision: PAGE_TEXT_SEED_REVISION,
    })
    .where(eq(pageTexts.path, row.path))
    .run();
  rewriteVersions(tx, row.path, add);
  bumpContentVersion(tx);
}

/** Every kept version of a page, rewritten by `change`. */
function rewriteVersions(tx: Tx, path: string, change: (fields: PageTextFields) => PageTextFields): void {
  for (const version of tx.select().from(pageTextVersions).where(eq(pageTextVersions.path, path)).all())
    tx.update(pageTextVersions)
      .set({ fields: JSON.stringify(change(parseFields(version.fields))) })
      .where(eq(pageTextVersions.id, version.id))
      .run();
}

export function seedPageTexts(tx: Tx, prepared: PreparedText[]): void {
  for (const { seed, startingHtml, ownBody, mergedHtml } of prepared) {
    if (deletedModel(tx, seed.path)) continue;
    const row = tx.select().from(pageTexts).where(eq(pageTexts.path, seed.path)).get();
    if (row && row.seedRevision >= PAGE_TEXT_SEED_REVISION) continue;
    const fill = (current: PageTextFields): PageTextFields => ({
      ...current,
      title: current.title ?? seed.title,
      description: current.description ?? seed.description,
      heading: current.heading ?? seed.heading,
      lead: current.lead ?? seed.lead ?? null,
      body: joined(seed, current.body),
      questions: current.questions ?? seed.questions ?? null,
    });
    const { ownTextFirst: _order, added: _added, questions, lead, ...fields } = seed;
    const seededQuestions = questions ? JSON.stringify(questions) : null;
    const starting = { ...fields, lead: lead ?? null, questions: seededQuestions, bodyHtml: startingHtml, seedRevision: PAGE_TEXT_SEED_REVISION };
    if (!row) {
      tx.insert(pageTexts)
        .values({ ...starting, version: 0, updatedBy: "" })
        .run();
      continue;
    }
    if (row.seedRevision > 0) {
      // Filled from an earlier revision: the new starting text only where the owner never saved.
      if (row.version === 0) {
        tx.update(pageTexts).set(starting).where(eq(pageTexts.path, seed.path)).run();
        followStartingList(tx, seed.path);
        bumpContentVersion(tx);
      } else if (seed.added && row.seedRevision < seed.added.revision) addToOwnText(tx, row, seed.added.to);
      else tx.update(pageTexts).set({ seedRevision: PAGE_TEXT_SEED_REVISION }).where(eq(pageTexts.path, seed.path)).run();
      continue;
    }
    // Written by the owner before its kind moved here: their fields kept, the starting text before their own.
    const body = joined(seed, row.body);
    tx.update(pageTexts)
      .set({
        title: row.title ?? seed.title,
        description: row.description ?? seed.description,
        heading: row.heading ?? seed.heading,
        lead: row.lead ?? lead ?? null,
        body,
        questions: row.questions ?? seededQuestions,
        // Converted before the transaction unless the owner's text changed since.
        bodyHtml: row.body === ownBody && mergedHtml !== null ? mergedHtml : contentFromTyped(body),
        draft: row.draft === null ? null : JSON.stringify(fill(parseFields(row.draft))),
        seedRevision: PAGE_TEXT_SEED_REVISION,
      })
      .where(eq(pageTexts.path, seed.path))
      .run();
    rewriteVersions(tx, seed.path, fill);
  }
}
