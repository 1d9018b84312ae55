import { Parser } from "htmlparser2";

/**
 * Readings of a rendered page's HTML for the content audit, the shell-size tests and the
 * generators' quality check (docs/content-quality.md; ../../docs/content-quality.md). Server-side only
 * (app/server/generated-pages/judge.server.ts); no route module imports it for the browser.
 */

/**
 * Elements whose text is never the page's own content. The site header and footer are outside
 * <main>; a <header> or <footer> inside <main> belongs to the page (its h1 and lead, an
 * article's closing line) and is kept.
 */
const SKIPPED_TAGS = new Set(["nav", "aside", "script", "style", "svg", "template", "noscript", "title", "button"]);

/** Breadcrumb trails drawn without <nav> (by aria-label or class) are skipped too. */
function isBreadcrumb(attrs: Record<string, string>): boolean {
  const label = (attrs["aria-label"] ?? "").toLowerCase();
  const cls = (attrs.class ?? "").toLowerCase();
  return label.includes("breadcrumb") || label.includes("trilha") || /\bbreadcrumbs?\b/.test(cls);
}

/** Tags that never have a closing tag: they must not open a skipped region. */
const VOID_TAGS = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);

/** Elements whose edges end a unit of text (a paragraph, a list item, a heading, a cell). */
const BLOCK_TAGS = new Set([
  "p",
  "li",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "dt",
  "dd",
  "td",
  "th",
  "tr",
  "ul",
  "ol",
  "dl",
  "table",
  "blockquote",
  "figcaption",
  "caption",
  "div",
  "section",
  "article",
  "header",
  "footer",
  "main",
  "details",
  "summary",
  "pre",
  "hr",
]);

/**
 * The site-wide call-to-action block, declared once as boilerplate (`data-boilerplate` on
 * app/components/sections/ContactCta.tsx): left out of the main text like navigation.
 * tests/unit/content-quality.test.ts holds it under 80 words and declared in one place.
 */
export const BOILERPLATE_ATTRIBUTE = "data-boilerplate";

/**
 * The row of contact actions (WhatsApp, call, visit request: app/components/ui/ContactActions.tsx):
 * labels of actions, skipped like button labels.
 */
export const CONTACT_ACTIONS_ATTRIBUTE = "data-contact-actions";

/**
 * A block whose text is another page's own content, repeated here: a job's card on its model's
 * page, its city's page and the home (its text belongs to the page of its place, docs/decisions/0038-job-log.md),
 * and an entry of the "Links Úteis" hub (the listed page's own title and description). Left out
 * of this page's main text, so the text counts once, on the page it belongs to.
 */
export const SHOWN_ELSEWHERE_ATTRIBUTE = "data-shown-elsewhere";

/**
 * The law's disclosure beside a price (cash, Pix, instalments and total: app/components/motors/PriceDisclosure.tsx):
 * a fixed form the law repeats beside every price, left out like button labels.
 */
export const PRICE_DISCLOSURE_ATTRIBUTE = "data-price-disclosure";

export type MainReading = {
  /** The visible text of <main>, one block (paragraph, list item, heading, cell) per line. */
  text: string;
  /** The text of the first <h1> inside <main> ("" without one). */
  heading: string;
  /** Words of the longest declared boilerplate block left out (0 without one). */
  boilerplateWords: number;
};

/**
 * The visible text of the page's first <main>, without navigation (`nav`, and list items that
 * are one link and nothing else: the link lists of hubs and the HTML sitemap), asides,
 * breadcrumbs, scripts, styles, SVG, button labels and contact actions, `hidden` elements and the declared boilerplate; block
 * boundaries become line breaks, other runs of whitespace one space.
 */
export function readMain(html: string): MainReading {
  const parts: string[] = [];
  const heading: string[] = [];
  let headingDepth = 0; // open elements inside the first <h1>, counting it; -1 once closed
  let mainDepth = 0; // open elements inside <main>, counting <main> itself
  let skipDepth = 0; // open elements inside a skipped region, counting its root
  let boilerplate: string[] | null = null; // text of the declared boilerplate block being skipped
  let boilerplateWords = 0;
  // Open list items: where their text starts in `parts`, links inside, text outside links.
  const items: { start: number; links: number; outside: boolean }[] = [];
  let linkDepth = 0;
  let done = false;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        const gap = BLOCK_TAGS.has(name) ? "\n" : " ";
        if (done || VOID_TAGS.has(name)) {
          if (mainDepth > 0 && skipDepth === 0) parts.push(gap);
          return;
        }
        if (mainDepth === 0) {
          if (name === "main") mainDepth = 1;
          return;
        }
        mainDepth++;
        if (skipDepth > 0) skipDepth++;
        else if (BOILERPLATE_ATTRIBUTE in attrs) {
          skipDepth = 1;
          boilerplate = [];
        } else if (
          SKIPPED_TAGS.has(name) ||
          isBreadcrumb(attrs) ||
          "hidden" in attrs ||
          CONTACT_ACTIONS_ATTRIBUTE in attrs ||
          SHOWN_ELSEWHERE_ATTRIBUTE in attrs ||
          PRICE_DISCLOSURE_ATTRIBUTE in attrs
        )
          skipDepth = 1;
        if (headingDepth > 0) headingDepth++;
        else if (headingDepth === 0 && name === "h1" && skipDepth === 0) headingDepth = 1;
        if (skipDepth === 0 && name === "li") items.push({ start: parts.length, links: 0, outside: false });
        if (skipDepth === 0 && name === "a") {
          linkDepth++;
          for (const item of items) item.links++;
        }
        parts.push(gap);
      },
      ontext(text) {
        if (boilerplate && skipDepth > 0) boilerplate.push(text);
        if (done || mainDepth === 0 || skipDepth > 0) return;
        if (linkDepth === 0 && text.trim()) for (const item of items) item.outside = true;
        parts.push(text);
        if (headingDepth > 0) heading.push(text);
      },
      onclosetag(name) {
        if (done || mainDepth === 0 || VOID_TAGS.has(name)) return;
        mainDepth--;
        const counted = skipDepth === 0; // this element's opening was read, not skipped
        if (skipDepth > 0 && --skipDepth === 0 && boilerplate) {
          boilerplateWords = Math.max(boilerplateWords, boilerplate.join(" ").match(/[\p{L}\p{N}]+/gu)?.length ?? 0);
          boilerplate = null;
        }
        if (headingDepth > 0 && --headingDepth === 0) headingDepth = -1;
        if (counted && name === "a" && linkDepth > 0) linkDepth--;
        if (counted && name === "li") {
          // A list item that is one link and nothing else is navigation, wherever it stands.
          const item = items.pop();
          if (item && item.links === 1 && !item.outside) parts.length = item.start;
        }
        parts.push(BLOCK_TAGS.has(name) ? "\n" : " ");
        if (mainDepth === 0) done = true;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  const text = parts
    .join("")
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
  return { text, heading: heading.join("").replace(/\s+/g, " ").trim(), boilerplateWords };
}

/** The main text on one line (readMain's blocks joined by spaces). Empty when the page has no <main>. */
export function mainText(html: string): string {
  return readMain(html).text.replace(/\n/g, " ");
}

export type ShellSize = {
  /** UTF-8 bytes of the <header> element (logo, contacts and every menu). */
  header: number;
  /** UTF-8 bytes of the site <footer>. */
  footer: number;
  /** header + footer. */
  total: number;
  /** <a> elements inside the header. */
  headerLinks: number;
  /** UTF-8 bytes of the whole document. */
  document: number;
};

/**
 * Size of the site shell in raw HTML: the first top-level <header> and the last <footer>
 * outside <main> (the page's own content may hold headers and footers of its own).
 */
export function shellSize(html: string): ShellSize {
  const ranges: Record<"header" | "footer", [number, number] | null> = { header: null, footer: null };
  let headerLinks = 0;
  let mainDepth = 0;
  let inHeader = 0;
  const open: { name: string; start: number }[] = [];
  const parser: Parser = new Parser({
    onopentag(name) {
      if (VOID_TAGS.has(name)) return;
      open.push({ name, start: parser.startIndex });
      if (name === "main") mainDepth++;
      if (name === "header" && mainDepth === 0 && !ranges.header) inHeader++;
      if (name === "a" && inHeader > 0) headerLinks++;
    },
    onclosetag(name) {
      if (VOID_TAGS.has(name)) return;
      const el = open.pop();
      if (!el) return;
      if (name === "main") mainDepth--;
      if (mainDepth > 0) return;
      if (name === "header" && inHeader > 0 && --inHeader === 0) ranges.header = [el.start, parser.endIndex + 1];
      if (name === "footer") ranges.footer = [el.start, parser.endIndex + 1];
    },
  });
  parser.end(html);
  const bytes = (r: [number, number] | null) => (r ? Buffer.byteLength(html.slice(r[0], r[1])) : 0);
  const header = bytes(ranges.header);
  const footer = bytes(ranges.footer);
  return { header, footer, total: header + footer, headerLinks, document: Buffer.byteLength(html) };
}

/** The `<loc>` values of a sitemap.xml (or of a sitemap index). */
export function sitemapLocations(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => m[1].replaceAll("&amp;", "&"));
}
