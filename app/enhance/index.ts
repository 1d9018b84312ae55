// The JavaScript of public pages (decision 0017): one small module, loaded deferred
// with the CSP nonce, that adds to server-rendered HTML what it cannot do alone. Every page
// works without it. Admin pages also hydrate with React (html[data-react]): there it only
// enhances the header menu, which React renders without handlers.
import { carryCampaign } from "./campaign";
import { showCallCodes } from "./call-code";
import { enhanceConfirmations, ignoreBlankSearches } from "./forms";
import { fallBackBrokenImages } from "./images";
import { enhanceMenu } from "./menu";
import { filterRegions } from "./regions";
import { showReplyNotes } from "./reply-note";
import { stepSelector } from "./selector";
import { dismissToasts } from "./toast";
import { playVideoFacades } from "./video";

const root = document.documentElement;
const header = document.querySelector<HTMLElement>("header[data-site-header]");
if (header) enhanceMenu(header);

if (!root.hasAttribute("data-react")) {
  carryCampaign();
  showCallCodes();
  showReplyNotes();
  filterRegions();
  playVideoFacades();
  stepSelector();
  fallBackBrokenImages();
  ignoreBlankSearches();
  enhanceConfirmations();
  dismissToasts();
  // Lets tests (and CSS) know the page is interactive; React pages set it once hydrated.
  root.dataset.hydrated = "true";
}
