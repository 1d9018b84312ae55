import { eq, inArray } from "drizzle-orm";
import { pageVerdicts, searchIntentChoices } from "../../../db/schema";
import { verdictLine } from "~/lib/verdict-reasons";
import { getDb } from "../data/db.server";
import { allIntents, ownerChoices, resolveIntents } from "./resolve-intents.server";
import { bumpContentVersion } from "../data/content-version.server";
import { now } from "../infra/clock.server";

/**
 * The intent map for the admin (docs/content-quality.md "One page per search intent"): the map as
 * the owner reads it, the owner's choice, and the canonical a page's verdict gives it. The
 * resolution itself is ./resolve-intents.server.ts.
 */

/** Applies the map in its own transaction, bumping the content version when a verdict changed. */
export function applyIntentMap(): number {
  return getDb().transaction((tx) => {
    const changed = resolveIntents(tx);
    if (changed > 0) bumpContentVersion(tx);
    return changed;
  });
}

export type IntentRow = {
  key: string;
  label: string;
  chosen: string | null;
  /** True when the owner chose it. */
  byOwner: boolean;
  candidates: { path: string; indexable: boolean; line: string }[];
};

/** The map as the owner reads it in "Google": each intent, its chosen page and the other candidates. */
export function listIntentMap(): IntentRow[] {
  const db = getDb();
  const choices = ownerChoices(db);
  const intents = allIntents(db);
  const stored = new Map(
    db
      .select()
      .from(pageVerdicts)
      .where(
        inArray(
          pageVerdicts.path,
          intents.flatMap((i) => i.candidates),
        ),
      )
      .all()
      .map((v) => [v.path, v]),
  );
  return intents.map((intent) => {
    const candidates = intent.candidates.flatMap((path) => {
      const v = stored.get(path);
      return v ? [{ path, indexable: v.indexable, line: verdictLine(v) }] : [];
    });
    const chosenPath = intent.candidates.find((p) => {
      const v = stored.get(p);
      return v && v.canonicalPath === null && v.intent === intent.key;
    });
    const choice = choices.get(intent.key);
    return { key: intent.key, label: intent.label, chosen: chosenPath ?? null, byOwner: choice !== undefined && choice === chosenPath, candidates };
  });
}

export type ChooseResult = { ok: true; label: string } | { ok: false; error: string };

/**
 * The owner chooses `path` to answer `intentKey`: stored, applied to the verdicts in the same
 * transaction (the content version is bumped), kept over every later re-judge.
 */
export function chooseIntentPage(intentKey: string, path: string): ChooseResult {
  const db = getDb();
  const intent = allIntents(db).find((i) => i.key === intentKey);
  if (!intent) return { ok: false, error: "Essa busca não está no mapa de buscas." };
  if (!intent.candidates.includes(path)) return { ok: false, error: `A página ${path} não responde à busca “${intent.label}”.` };
  db.transaction((tx) => {
    tx.insert(searchIntentChoices)
      .values({ intent: intentKey, path, chosenAt: new Date(now()) })
      .onConflictDoUpdate({ target: searchIntentChoices.intent, set: { path, chosenAt: new Date(now()) } })
      .run();
    resolveIntents(tx);
    bumpContentVersion(tx);
  });
  return { ok: true, label: intent.label };
}

/** The canonical target the stored verdict gives `path` (null: its own address). */
export function canonicalTargetOf(path: string): string | null {
  return getDb().select({ canonicalPath: pageVerdicts.canonicalPath }).from(pageVerdicts).where(eq(pageVerdicts.path, path)).get()?.canonicalPath ?? null;
}
