import { CONTACT_PREFIX } from "~/lib/paths";

/**
 * The rules of the campaign carry of the counted contact links (decision 0014), applied in the
 * browser by app/enhance/campaign.ts.
 */
export const CAMPAIGN_PARAMS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "gclid"] as const;
/** sessionStorage key of the visit's landing (app/enhance/campaign.ts). */
export const CAMPAIGN_STORAGE_KEY = "ppa-campanha";

export type Landing = Partial<Record<(typeof CAMPAIGN_PARAMS)[number] | "ref", string>>;

/** What a landing URL and its referrer say about the visit, or null when nothing (a same-site move). */
export function landingOf(pageUrl: string, referrer: string): Landing | null {
  const url = new URL(pageUrl);
  const landing: Landing = {};
  for (const name of CAMPAIGN_PARAMS) {
    const value = url.searchParams.get(name);
    if (value) landing[name] = value.slice(0, 100);
  }
  try {
    const from = referrer ? new URL(referrer) : null;
    if (from && from.origin !== url.origin) landing.ref = from.hostname;
  } catch {
    // an unreadable referrer says nothing
  }
  return Object.keys(landing).length > 0 ? landing : null;
}

/** The contact link with the visit's campaign added (the link's own parameters win). */
export function withCampaign(href: string, landing: Landing | null, origin: string): string {
  if (!landing) return href;
  const url = new URL(href, origin);
  if (!url.pathname.startsWith(`${CONTACT_PREFIX}/`)) return href;
  for (const [name, value] of Object.entries(landing)) if (value && !url.searchParams.has(name)) url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
}
