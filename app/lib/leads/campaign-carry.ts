import { useEffect } from "react";
import { CONTACT_PREFIX } from "~/lib/paths";

/**
 * The JavaScript enhancement of the counted contact links (issue #15): the campaign of the
 * landing page (utm_*, gclid) and the host of the site that sent the visitor are kept in
 * sessionStorage for the visit and added to /contato/… links when clicked. Without
 * JavaScript the click is still counted, only without them (the cached page cannot know them).
 */
export const CAMPAIGN_PARAMS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "gclid"] as const;
const STORAGE_KEY = "ppa-campanha";

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

/** Remembers the landing once per visit and rewrites contact links as they are clicked. */
export function useCampaignCarry() {
  useEffect(() => {
    let landing: Landing | null = null;
    try {
      const stored = sessionStorage.getItem(STORAGE_KEY);
      landing = stored ? (JSON.parse(stored) as Landing) : null;
      const fresh = landingOf(window.location.href, document.referrer);
      if (fresh) {
        landing = fresh;
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(fresh));
      }
    } catch {
      // storage blocked: links stay as rendered
    }
    if (!landing) return;
    const carry = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.(`a[href^="${CONTACT_PREFIX}/"]`) as HTMLAnchorElement | null;
      if (link) link.setAttribute("href", withCampaign(link.getAttribute("href") ?? "", landing, window.location.origin));
    };
    document.addEventListener("click", carry, true);
    document.addEventListener("auxclick", carry, true);
    return () => {
      document.removeEventListener("click", carry, true);
      document.removeEventListener("auxclick", carry, true);
    };
  }, []);
}
