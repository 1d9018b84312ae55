/**
 * sitemaps.org 0.9 documents (https://www.sitemaps.org/protocol.html): a <urlset>, or a
 * <sitemapindex> of parts when there are more URLs than one file may hold (50,000).
 * Pure functions; app/routes/sitemap[.]xml/sitemap-entries.server.ts lists the URLs.
 */

export const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
export const SITEMAP_URL_LIMIT = 50_000;
/** Query parameter of a part of a split sitemap: /sitemap.xml?pagina=2. */
export const SITEMAP_PART_PARAM = "pagina";

/** `loc` is absolute; `lastmod` is a W3C date ("2026-11-21") or date-time ("2026-11-21T10:00:00Z"). */
export type SitemapUrl = { loc: string; lastmod?: string };

const XML_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ENTITIES[c]);
}

/** W3C date-time in UTC without milliseconds: "2026-11-21T10:00:00Z". */
export function w3cDateTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** The most recent of several lastmod values (dates and date-times mixed). */
export function latestLastmod(values: (string | undefined)[]): string | undefined {
  let best: string | undefined;
  for (const v of values) {
    if (v && (best === undefined || Date.parse(v) > Date.parse(best))) best = v;
  }
  return best;
}

function entry(tag: "url" | "sitemap", u: SitemapUrl): string {
  const lastmod = u.lastmod ? `<lastmod>${escapeXml(u.lastmod)}</lastmod>` : "";
  return `<${tag}><loc>${escapeXml(encodeURI(decodeURISafe(u.loc)))}</loc>${lastmod}</${tag}>`;
}

/** Keeps already-encoded URLs as they are and encodes raw non-ASCII ones. */
function decodeURISafe(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}

function document(root: "urlset" | "sitemapindex", body: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="${SITEMAP_NS}">\n${body.join("\n")}\n</${root}>\n`;
}

export function renderUrlset(urls: SitemapUrl[]): string {
  return document(
    "urlset",
    urls.map((u) => entry("url", u)),
  );
}

export function renderSitemapIndex(sitemaps: SitemapUrl[]): string {
  return document(
    "sitemapindex",
    sitemaps.map((s) => entry("sitemap", s)),
  );
}

export function chunk<T>(items: T[], size: number): T[][] {
  const parts: T[][] = [];
  for (let i = 0; i < items.length; i += size) parts.push(items.slice(i, i + size));
  return parts.length ? parts : [[]];
}

export type SitemapRequest = {
  /** Absolute URL of the sitemap itself ("https://site/sitemap.xml"). */
  indexUrl: string;
  /** Value of ?pagina= (null when absent). */
  part: string | null;
  limit?: number;
};

/**
 * The document for /sitemap.xml: every URL when they fit in one file, else an index of
 * parts `?pagina=1..N`; a part's own URLs for `?pagina=N`. Null for a part that does not
 * exist (the route answers 404).
 */
export function sitemapDocument(urls: SitemapUrl[], req: SitemapRequest): string | null {
  const parts = chunk(urls, req.limit ?? SITEMAP_URL_LIMIT);
  if (req.part === null) {
    if (parts.length === 1) return renderUrlset(parts[0]);
    return renderSitemapIndex(
      parts.map((p, i) => ({ loc: `${req.indexUrl}?${SITEMAP_PART_PARAM}=${i + 1}`, lastmod: latestLastmod(p.map((u) => u.lastmod)) })),
    );
  }
  if (!/^[1-9]\d{0,5}$/.test(req.part)) return null;
  const n = Number(req.part);
  return n <= parts.length ? renderUrlset(parts[n - 1]) : null;
}
