import { CONTACT_PREFIX } from "~/lib/paths";
import { CAMPAIGN_STORAGE_KEY, landingOf, withCampaign, type Landing } from "~/lib/leads/campaign-carry";

/**
 * The campaign of the landing page (utm_*, gclid) and the host of the site that sent the visitor
 * are kept in sessionStorage for the visit and added to /contato/… links as they are clicked
 * (decision 0014). Without JavaScript the click is still counted, only without them.
 */
export function carryCampaign() {
  let landing: Landing | null = null;
  try {
    const stored = sessionStorage.getItem(CAMPAIGN_STORAGE_KEY);
    landing = stored ? (JSON.parse(stored) as Landing) : null;
    const fresh = landingOf(window.location.href, document.referrer);
    if (fresh) {
      landing = fresh;
      sessionStorage.setItem(CAMPAIGN_STORAGE_KEY, JSON.stringify(fresh));
    }
  } catch {
    // storage blocked: links stay as rendered
  }
  if (!landing) return;
  const carry = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.(`a[href^="${CONTACT_PREFIX}/"]`);
    if (link) link.setAttribute("href", withCampaign(link.getAttribute("href") ?? "", landing, window.location.origin));
  };
  document.addEventListener("click", carry, true);
  document.addEventListener("auxclick", carry, true);
}
