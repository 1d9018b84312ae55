import { describe, expect, it } from "vitest";
import { chunk, escapeXml, latestLastmod, renderUrlset, sitemapDocument, w3cDateTime, type SitemapUrl } from "~/lib/sitemap-xml";

const SITE = "https://www.motoresppa.com.br";
const urls = (n: number): SitemapUrl[] => Array.from({ length: n }, (_, i) => ({ loc: `${SITE}/p${i + 1}`, lastmod: `2026-0${(i % 9) + 1}-10` }));
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe("sitemap XML", () => {
  it("renders a urlset in the sitemaps.org namespace with loc and lastmod", () => {
    const xml = renderUrlset([{ loc: `${SITE}/`, lastmod: "2026-11-21" }]);
    expect(xml).toBe(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
        `<url><loc>${SITE}/</loc><lastmod>2026-11-21</lastmod></url>\n</urlset>\n`,
    );
  });

  it("escapes XML special characters and encodes raw non-ASCII characters", () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe("a&amp;b&lt;c&gt;&quot;d&apos;");
    const xml = renderUrlset([{ loc: `${SITE}/busca?a=1&b=<2>` }, { loc: `${SITE}/cidades/são` }, { loc: `${SITE}/x%20y` }]);
    expect(locs(xml)).toEqual([`${SITE}/busca?a=1&amp;b=%3C2%3E`, `${SITE}/cidades/s%C3%A3o`, `${SITE}/x%20y`]);
  });

  it("formats dates as W3C date-times and finds the latest of mixed values", () => {
    expect(w3cDateTime(new Date(Date.UTC(2026, 10, 21, 9, 5, 7, 123)))).toBe("2026-11-21T09:05:07Z");
    expect(latestLastmod(["2026-11-21", "2026-11-21T10:00:00Z", undefined, "2025-01-01"])).toBe("2026-11-21T10:00:00Z");
    expect(latestLastmod([undefined])).toBeUndefined();
  });

  it("chunks into parts of at most the limit", () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 2)).toEqual([[]]);
  });
});

describe("sitemapDocument", () => {
  const req = { indexUrl: `${SITE}/sitemap.xml`, part: null };

  it("is one urlset while the URLs fit the limit", () => {
    const xml = sitemapDocument(urls(3), { ...req, limit: 3 })!;
    expect(xml).toContain("<urlset");
    expect(locs(xml)).toHaveLength(3);
  });

  it("becomes an index of parts over the limit, each part listing its own URLs", () => {
    const all = urls(7);
    const index = sitemapDocument(all, { ...req, limit: 3 })!;
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index)).toEqual([1, 2, 3].map((n) => `${SITE}/sitemap.xml?pagina=${n}`));
    expect(index).toContain("<sitemap><loc>https://www.motoresppa.com.br/sitemap.xml?pagina=1</loc><lastmod>2026-03-10</lastmod></sitemap>");
    const parts = [1, 2, 3].map((n) => locs(sitemapDocument(all, { ...req, part: String(n), limit: 3 })!));
    expect(parts.map((p) => p.length)).toEqual([3, 3, 1]);
    expect(parts.flat()).toEqual(all.map((u) => u.loc));
  });

  it("has no part beyond the last, nor malformed part numbers", () => {
    for (const part of ["4", "0", "-1", "abc", "1.5", ""]) {
      expect(sitemapDocument(urls(7), { ...req, part, limit: 3 }), part).toBeNull();
    }
  });
});
