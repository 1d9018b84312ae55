import { formatDayPtBR, saoPauloToday, type PromoPeriod } from "~/lib/promo";
import { getBusinessSettings } from "../data/business-settings.server";
import { getEnv } from "./env.server";

/** Embed URL of the home demo video (DEMO_VIDEO_URL), or null when not configured. */
export function getDemoVideoUrl(): string | null {
  const url = getEnv().DEMO_VIDEO_URL;
  return url && /^https:\/\//.test(url) ? url : null;
}

/** The "manutenção express" promotion as the owner set it in "Dados do negócio" (decision 0028). */
export function getExpressPromo(now = new Date()): PromoPeriod & { priceCents: number } {
  const { start, end, priceCents } = getBusinessSettings().promo;
  const today = saoPauloToday(now);
  const status = today < start ? "upcoming" : today > end ? "ended" : "active";
  return { start, end, startLabel: formatDayPtBR(start), endLabel: formatDayPtBR(end), status, priceCents };
}
