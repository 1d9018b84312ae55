import sanitizeHtml from "sanitize-html";
import { isSitePhotoPath } from "~/lib/media/motor-media";
import { VIDEO_HOSTS } from "~/lib/video-hosts";

/**
 * The allowlist every stored HTML body passes through, on save and again before it is
 * rendered: text structure (headings, paragraphs, lists, tables, quotes, emphasis),
 * links to https/mailto/tel or to a path of this site, images from https or from the site's own
 * photos (`/midia/fotos/…`, decision 0034) with an alt text and
 * embedded videos from a few known hosts. Everything else (scripts, styles, forms, svg,
 * math, event handlers, javascript:/data: URLs) is dropped.
 */

export { VIDEO_HOSTS };

const EXTERNAL_REL = "noopener noreferrer nofollow";

/** Elements dropped together with everything inside them. */
const DROPPED_WITH_CONTENT = [
  "script",
  "style",
  "textarea",
  "xmp",
  "noscript",
  "noembed",
  "noframes",
  "plaintext",
  "template",
  "title",
  "option",
  "select",
  "svg",
  "math",
  "object",
  "embed",
];

function isHttps(url: string | undefined): boolean {
  return typeof url === "string" && /^https:\/\//i.test(url.trim());
}

/** "/motores" or "#precos": a link inside the site (not "//host", which leaves it). */
function isSitePath(url: string): boolean {
  return /^\/(?!\/)/.test(url) || url.startsWith("#");
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "table",
    "caption",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "blockquote",
    "strong",
    "em",
    "b",
    "i",
    "br",
    "hr",
    "iframe",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    iframe: ["src", "title", "width", "height", "allow", "allowfullscreen", "loading", "referrerpolicy"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    ol: ["start"],
  },
  allowedSchemes: ["https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["https"], iframe: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  allowedIframeHostnames: VIDEO_HOSTS,
  allowIframeRelativeUrls: false,
  disallowedTagsMode: "discard",
  nonTextTags: DROPPED_WITH_CONTENT,
  transformTags: {
    // The page's own title is its only h1.
    h1: "h2",
    a: (tagName, attribs) => {
      const href = attribs.href?.trim();
      const next: sanitizeHtml.Attributes = {};
      if (href && (isHttps(href) || /^(mailto|tel):/i.test(href) || isSitePath(href))) next.href = href;
      if (attribs.title) next.title = attribs.title;
      if (next.href && isHttps(next.href)) {
        next.target = "_blank";
        next.rel = EXTERNAL_REL;
      }
      return { tagName, attribs: next };
    },
    img: (tagName, attribs) => {
      const next: sanitizeHtml.Attributes = { ...attribs, alt: attribs.alt ?? "" };
      const src = attribs.src?.trim() ?? "";
      if (isHttps(src) || isSitePhotoPath(src)) next.src = src;
      else delete next.src;
      next.loading = "lazy";
      return { tagName, attribs: next };
    },
    iframe: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, title: attribs.title || "Vídeo", loading: "lazy", referrerpolicy: "strict-origin-when-cross-origin" },
    }),
  },
  // An image or video whose source was refused is dropped entirely.
  exclusiveFilter: (frame) => (frame.tag === "img" || frame.tag === "iframe") && !frame.attribs.src,
};

/** Sanitised copy of an HTML fragment (idempotent: sanitising twice changes nothing). */
export function sanitizeContent(html: string): string {
  // One pass can leave markup that a second pass reads differently (a quote inside an
  // attribute closing it early, nested <p> re-parented); repeating until nothing changes makes
  // the stored HTML a fixed point, so saving a page again never alters it. Two passes settle
  // every case the property tests have found; the bound keeps hostile input from looping.
  let clean = sanitizeHtml(html, OPTIONS).trim();
  for (let pass = 0; pass < 4; pass++) {
    const again = sanitizeHtml(clean, OPTIONS).trim();
    if (again === clean) break;
    clean = again;
  }
  return clean;
}

/** Visible text of a fragment, for "is there anything left?" checks and plain-text copies. */
export function textOf(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {}, nonTextTags: DROPPED_WITH_CONTENT }).replace(/\s+/g, " ").trim();
}

const ENTITIES: Record<string, string> = { "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&#x27;": "'", "&amp;": "&" };

/** Readable plain text of a fragment ("Copiar Sem HTML"): blocks on their own lines, list items with "- ". */
export function plainTextOf(html: string): string {
  const marked = html
    .replace(/<li[^>]*>/gi, "- ")
    .replace(/<\/(li|tr)>/gi, "\n")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(h[1-6]|p|ul|ol|table|blockquote)>/gi, "\n\n");
  const text = sanitizeHtml(marked, { allowedTags: [], allowedAttributes: {}, nonTextTags: DROPPED_WITH_CONTENT });
  return text
    .replace(/&(lt|gt|quot|#39|#x27|amp);/g, (entity) => ENTITIES[entity])
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
