import { eq, inArray } from "drizzle-orm";
import { motors, pageVerdicts, searchIntentChoices } from "../../../db/schema";
import { motorPath } from "~/lib/paths";
import { SEARCH_INTENTS, choosePage, modelIntent, type SearchIntent } from "~/lib/search-intents";
import type { VerdictReason } from "~/lib/verdict-reasons";
import type { Db } from "../data/db.server";
import { now } from "../infra/clock.server";

/**
 * The intent map applied to the stored verdicts (docs/content-quality.md "One page per search
 * intent"): for each intent of app/lib/search-intents.ts, one candidate is the indexed answer and
 * the others are `noindex, follow` with their canonical pointing to it. Run by the seed at every
 * start (db/seed.ts), after a re-judge and when the owner chooses a page, so the map always holds.
 * Works inside the caller's transaction only (the seed imports it).
 */

type Tx = Pick<Db, "select" | "update">;

/** Reasons that already say "in the index" for a page chosen by its own text or by rule. */
const INDEXED_REASONS: readonly string[] = ["principal", "aprovada", "inicial-dentro", "importada"];

/** Every intent of the map, the active models' included. */
export function allIntents(tx: Pick<Db, "select">): SearchIntent[] {
  const active = tx.select({ slug: motors.slug, name: motors.name }).from(motors).where(eq(motors.status, "ativo")).all();
  return [...SEARCH_INTENTS, ...active.map((m) => modelIntent(m, motorPath(m.slug)))];
}

export function ownerChoices(tx: Pick<Db, "select">): Map<string, string> {
  return new Map(
    tx
      .select()
      .from(searchIntentChoices)
      .all()
      .map((c) => [c.intent, c.path]),
  );
}

/**
 * Makes the stored verdicts follow the intent map, inside the caller's transaction; returns how
 * many verdicts changed (the caller bumps the content version when any did).
 */
export function resolveIntents(tx: Tx): number {
  const intents = allIntents(tx);
  const choices = ownerChoices(tx);
  const paths = intents.flatMap((i) => i.candidates);
  const stored = new Map(
    tx
      .select()
      .from(pageVerdicts)
      .where(inArray(pageVerdicts.path, paths))
      .all()
      .map((v) => [v.path, v]),
  );
  let changed = 0;
  const decidedAt = new Date(now());
  for (const intent of intents) {
    const figures = intent.candidates.flatMap((p) => {
      const v = stored.get(p);
      return v ? [{ path: p, indexable: v.indexable, ownWords: v.ownWords, sharedShare: v.sharedShare }] : [];
    });
    const chosen = choosePage(intent, figures, choices.get(intent.key) ?? null);
    if (chosen === null) continue;
    for (const path of intent.candidates) {
      const v = stored.get(path);
      if (!v) continue;
      let next: { indexable: boolean; canonicalPath: string | null; reason: string };
      if (path === chosen) {
        // A model keeps the verdict its text earned (decision 0037); any other chosen page is indexed.
        if (intent.indexByText) next = { indexable: v.indexable, canonicalPath: null, reason: v.reason };
        else next = { indexable: true, canonicalPath: null, reason: INDEXED_REASONS.includes(v.reason) && v.indexable ? v.reason : "escolhida" };
      } else {
        next = { indexable: false, canonicalPath: chosen, reason: "outra-pagina" satisfies VerdictReason };
      }
      if (v.indexable === next.indexable && v.canonicalPath === next.canonicalPath && v.reason === next.reason && v.intent === intent.key) continue;
      tx.update(pageVerdicts)
        .set({ ...next, intent: intent.key, decidedAt })
        .where(eq(pageVerdicts.path, path))
        .run();
      changed++;
    }
  }
  return changed;
}
