import { EXPRESS_MAINTENANCE } from "~/content/business";
import { promoPeriod, type PromoPeriod } from "~/lib/promo";
import { getEnv } from "./env.server";

/** Embed URL of the home demo video (DEMO_VIDEO_URL), or null when not configured. */
export function getDemoVideoUrl(): string | null {
  const url = getEnv().DEMO_VIDEO_URL;
  return url && /^https:\/\//.test(url) ? url : null;
}

/** Current "manutenção express" period from PROMO_START_DATE (default: this month). */
export function getExpressPromo(now = new Date()): PromoPeriod {
  return promoPeriod(getEnv().PROMO_START_DATE, EXPRESS_MAINTENANCE.validityMonths, now);
}
