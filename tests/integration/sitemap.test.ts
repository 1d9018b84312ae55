import { SEARCH_INTENTS } from "~/lib/search-intents";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { generatedPages, posts } from "../../db/schema";
import { PLACES } from "~/content/places";
import { PROBLEMS } from "~/content/problem-keywords";
import { CONTENT_DATE } from "~/content/site-pages";
import { ALL_TOPIC_TITLES } from "~/content/topic-groups";
import { sitemapDocument } from "~/lib/sitemap-xml";
import { loader as robotsLoader } from "~/routes/robots[.]txt";
import { loader as sitemapLoader } from "~/routes/sitemap[.]xml/route";
import { listSitemapUrls } from "~/routes/sitemap[.]xml/sitemap-entries.server";
import { sitemapSchemaErrors } from "../xml-schema";
import { useFreshDatabase } from "./helpers";
import { INDEXED_MAIN_PAGE_PATHS, VERDICT_MAIN_PAGE_PATHS } from "~/lib/page-registry";
import { cityPath, motorPath, problemPath, topicPath } from "~/lib/paths";
import { INITIALLY_ADMITTED_PATHS } from "../../db/seed/initial-verdicts";
import { FREE_SHIPPING_CITIES } from "~/content/business";
import { isServedPlace } from "~/lib/places/served";

/** The pages admitted at the start, but a place outside the served cities a fresh install lists (app/lib/places/served.ts). */
const ADMITTED_PATHS = INITIALLY_ADMITTED_PATHS.filter((p) => !PLACES.some((place) => cityPath(place) === p && !isServedPlace(place, FREE_SHIPPING_CITIES)));

const SITE = "http://localhost:3000";

let fresh: ReturnType<typeof useFreshDatabase>;
beforeEach(() => {
  fresh = useFreshDatabase();
});
afterEach(() => fresh.cleanup());

const PAGE_UPDATED = new Date("2026-10-05T14:30:00Z");
const POST_CREATED = new Date("2026-12-01T08:00:00Z");

function addContent() {
  fresh.conn.db
    .insert(generatedPages)
    .values({
      title: "Portão automático na Mooca",
      slug: "portao-automatico-na-mooca",
      content: "<p>Texto.</p>",
      description: "Informações sobre portão automático na Mooca.",
      createdAt: new Date("2026-09-01T10:00:00Z"),
      updatedAt: PAGE_UPDATED,
    })
    .run();
  fresh.conn.db
    .insert(posts)
    .values({
      title: "Motor para portão basculante em Santana",
      slug: "motor-para-portao-basculante-em-santana-teste",
      description: "Motores basculantes em Santana.",
      kind: "basculante",
      place: "Santana",
      searchText: "motor para portao basculante em santana teste",
      createdAt: POST_CREATED,
    })
    .run();
}

describe("sitemap URL list", () => {
  it("lists every indexable page once, absolute on SITE_URL: main pages, admitted template pages, generated pages", () => {
    addContent();
    const urls = listSitemapUrls(SITE);
    const locs = urls.map((u) => u.loc);
    const pageCount = fresh.conn.sqlite.prepare("SELECT count(*) AS n FROM generated_pages").get() as { n: number };
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.every((l) => l.startsWith(`${SITE}/`))).toBe(true);
    // Active models too only when the content admission let them in (decision 0037).
    // And the page written for each search of the intent map (docs/content-quality.md "One page per search intent").
    const chosen = SEARCH_INTENTS.map((i) => i.candidates[0]).filter((p) => !ADMITTED_PATHS.includes(p));
    expect(locs.length).toBe(1 + INDEXED_MAIN_PAGE_PATHS.length + ADMITTED_PATHS.length + chosen.length + pageCount.n);
    for (const expected of [
      `${SITE}/`,
      `${SITE}/motores`,
      `${SITE}/instalacao-manutencao`,
      `${SITE}/duvidas-frequentes`,
      `${SITE}/termos`,
      `${SITE}/privacidade`,
      `${SITE}/garantia`,
      `${SITE}/links-uteis/portao-automatico-na-mooca`,
      ...[...ADMITTED_PATHS, ...chosen].map((p) => `${SITE}${p}`),
    ]) {
      expect(locs).toContain(expected);
    }
    // Template pages the content-quality admission left out, and every post, stay out (docs/content-quality.md).
    // Active models too (decision 0037).
    const models = (fresh.conn.sqlite.prepare("SELECT slug FROM motors WHERE status = 'ativo'").all() as { slug: string }[]).map((m) => motorPath(m.slug));
    const templatePaths = [...PLACES.map(cityPath), ...ALL_TOPIC_TITLES.map(topicPath), ...PROBLEMS.map(problemPath), ...models];
    for (const path of templatePaths.filter((p) => !ADMITTED_PATHS.includes(p) && !chosen.includes(p))) expect(locs).not.toContain(`${SITE}${path}`);
    expect(models.filter((p) => ADMITTED_PATHS.includes(p)).length).toBeGreaterThan(0);
    expect(locs.some((l) => l.includes("/postagens/"))).toBe(false);
    expect(locs).not.toContain(`${SITE}/admin/login`);
    // A city landing answers its city's search only when chosen; by default the city's place page does (docs/content-quality.md).
    for (const landing of VERDICT_MAIN_PAGE_PATHS) expect(locs).not.toContain(`${SITE}${landing}`);
    expect(VERDICT_MAIN_PAGE_PATHS).toEqual(["/portao-automatico-guarulhos", "/portao-automatico-osasco"]);
    // The HTML site map is navigation: noindex, follow, out of sitemap.xml (docs/product.md §9).
    expect(locs).not.toContain(`${SITE}/sitemap`);
  });

  it("takes lastmod from the data, never from the request time", () => {
    addContent();
    const byLoc = new Map(listSitemapUrls(SITE).map((u) => [u.loc, u.lastmod]));
    expect(byLoc.get(`${SITE}/links-uteis/portao-automatico-na-mooca`)).toBe("2026-10-05T14:30:00Z");
    expect(byLoc.get(`${SITE}/motores`)).toBe(CONTENT_DATE);
    expect(byLoc.get(`${SITE}${ADMITTED_PATHS[0]}`)).toBe(CONTENT_DATE);
    // The home lists the newest posts.
    expect(byLoc.get(`${SITE}/`)).toBe("2026-12-01T08:00:00Z");
  });

  it("shows an edited generated page with its new updated_at", () => {
    addContent();
    fresh.conn.sqlite.prepare("UPDATE generated_pages SET updated_at = ? WHERE slug = ?").run(Date.parse("2027-01-02T03:04:05Z"), "portao-automatico-na-mooca");
    const page = listSitemapUrls(SITE).find((u) => u.loc.endsWith("/links-uteis/portao-automatico-na-mooca"));
    expect(page?.lastmod).toBe("2027-01-02T03:04:05Z");
  });
});

describe("/sitemap.xml", () => {
  it("answers valid sitemaps.org XML, cacheable, as application/xml", async () => {
    addContent();
    const res = await sitemapLoader({ request: new Request(`${SITE}/sitemap.xml`), params: {}, context: { clientIp: "127.0.0.1" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(res.headers.get("Cache-Control")).toMatch(/^public, max-age=\d+$/);
    const xml = await res.text();
    expect(await sitemapSchemaErrors(xml, "sitemap.xsd")).toBeNull();
    expect(xml.match(/<url>/g)).toHaveLength(listSitemapUrls(SITE).length);
  });

  it("splits into a valid index and valid parts that together hold every URL", async () => {
    addContent();
    const urls = listSitemapUrls(SITE);
    const req = { indexUrl: `${SITE}/sitemap.xml`, part: null, limit: 20 };
    const index = sitemapDocument(urls, req)!;
    expect(await sitemapSchemaErrors(index, "siteindex.xsd")).toBeNull();
    const partCount = Math.ceil(urls.length / 20);
    expect(index.match(/<sitemap>/g)).toHaveLength(partCount);
    const all: string[] = [];
    for (let n = 1; n <= partCount; n++) {
      const part = sitemapDocument(urls, { ...req, part: String(n) })!;
      expect(await sitemapSchemaErrors(part, "sitemap.xsd")).toBeNull();
      all.push(...[...part.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]));
    }
    expect(all).toEqual(urls.map((u) => u.loc));
  });

  it("answers 404 for a part that does not exist", async () => {
    let thrown: unknown;
    try {
      sitemapLoader({ request: new Request(`${SITE}/sitemap.xml?pagina=9`), params: {}, context: { clientIp: "127.0.0.1" } });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });

  it("rejects an invalid document (the schema check can fail)", async () => {
    expect(
      await sitemapSchemaErrors(
        '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><lastmod>2026-11-21</lastmod></url></urlset>',
        "sitemap.xsd",
      ),
    ).toMatch(/lastmod|loc/);
  });
});

describe("/robots.txt", () => {
  it("disallows the admin area and points to the sitemap", async () => {
    const res = robotsLoader();
    expect(res.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(/^Disallow: \/contato\/$/m);
    expect(text).toMatch(new RegExp(`^Sitemap: ${SITE}/sitemap.xml$`, "m"));
    expect(text).not.toMatch(/^Disallow: \/$/m);
  });
});
