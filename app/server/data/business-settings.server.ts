import { eq } from "drizzle-orm";
import { businessSettings, motors } from "../../../db/schema";
import { RETIRED_TIER_NAMES } from "~/content/business";
import { pricesWithCatalogue } from "~/lib/catalogue-prices";
import { firstBootSettings, storedSettingsSchema, type BusinessSettings } from "~/lib/business-settings";
import { saoPauloToday } from "~/lib/promo";
import { now } from "../infra/clock.server";
import { getEnv } from "../infra/env.server";
import { log } from "../infra/log.server";
import { bumpContentVersion, readContentVersion } from "./content-version.server";
import { getDb } from "./db.server";

/**
 * The business's facts (docs/decisions/0028-business-settings.md), read by every page, the
 * structured data and the contact redirect. Cached per content version: a save bumps the version
 * in its transaction, so every server process reads the new row on its next request.
 */
let cached: { version: number; settings: BusinessSettings } | undefined;

export function getBusinessSettings(): BusinessSettings {
  const db = getDb();
  const version = readContentVersion(db);
  if (cached && cached.version === version) return cached.settings;
  const settings = readRow() ?? ensureBusinessSettings();
  cached = { version, settings };
  return settings;
}

function readRow(): BusinessSettings | null {
  const row = getDb().select({ data: businessSettings.data }).from(businessSettings).where(eq(businessSettings.id, 1)).get();
  if (!row) return null;
  // A setting the row lacks (saved before it existed) reads its first-boot value (the schema's).
  const parsed = storedSettingsSchema.safeParse(JSON.parse(row.data));
  if (parsed.success) {
    // A tier still named with a retired first-boot default takes its model's name (decision 0029).
    const tiers = parsed.data.tiers.map((t) => ({ ...t, name: RETIRED_TIER_NAMES[t.name] ?? t.name }));
    return { ...parsed.data, tiers };
  }
  log.error("[dados do negócio] registro ilegível; usando os valores iniciais até o próximo salvamento", parsed.error);
  return firstBootSettings(getEnv(), saoPauloToday(new Date(now())));
}

/**
 * First boot: writes the row from the operator's variables (BUSINESS_PHONE, BUSINESS_EMAIL,
 * BUSINESS_ADDRESS, BUSINESS_GEO, PROMO_START_DATE) when it does not exist yet. Once it exists
 * the admin's values win and the variables are no longer read.
 */
export function ensureBusinessSettings(): BusinessSettings {
  const db = getDb();
  const initial = firstBootSettings(getEnv(), saoPauloToday(new Date(now())));
  db.insert(businessSettings)
    .values({ id: 1, data: JSON.stringify(initial), updatedAt: new Date(now()) })
    .onConflictDoNothing()
    .run();
  return readRow() ?? initial;
}

/** Saves the admin's values and bumps the content version in the same transaction. */
export function saveBusinessSettings(settings: BusinessSettings): void {
  getDb().transaction((tx) => {
    tx.insert(businessSettings)
      .values({ id: 1, data: JSON.stringify(settings), updatedAt: new Date(now()) })
      .onConflictDoUpdate({ target: businessSettings.id, set: { data: JSON.stringify(settings), updatedAt: new Date(now()) } })
      .run();
    bumpContentVersion(tx);
  });
  cached = undefined;
}

/** Forgets the cached row (app/server/process-state.server.ts). */
export function forgetBusinessSettings() {
  cached = undefined;
  served = undefined;
}

let served: { version: number; from: BusinessSettings; settings: BusinessSettings } | undefined;

/**
 * The business's facts as the public pages state them: the owner's, with the price ranges that
 * the catalogue decides read from the active models' prices (app/lib/catalogue-prices.ts), so the
 * kit's "R$ … a R$ …" is always the catalogue's. "Dados do negócio" edits `getBusinessSettings()`.
 */
export function getServedBusiness(): BusinessSettings {
  const settings = getBusinessSettings();
  const version = readContentVersion(getDb());
  if (served && served.version === version && served.from === settings) return served.settings;
  const modelPrices = getDb().select({ price: motors.priceCents }).from(motors).where(eq(motors.status, "ativo")).all();
  const result = {
    ...settings,
    prices: pricesWithCatalogue(
      settings.prices,
      modelPrices.map((m) => m.price),
    ),
  };
  served = { version, from: settings, settings: result };
  return result;
}
