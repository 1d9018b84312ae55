// The content audit (docs/content-quality.md): render every public page of the site on a
// running server (main pages, hubs, every template page admitted or not, every post, every
// generated page; drafts read from the database), keep each page's main text and subject, and
// score the whole set with app/lib/content-quality.ts. The targets hold for the URLs of
// /sitemap.xml. Used by `npm run audit:content` (scripts/audit-content.ts) and by the gate test
// (tests/integration/content-quality-gate.test.ts).
import Database from "better-sqlite3";
import {
  CONTENT_QUALITY,
  QualityIndex,
  preparePage,
  summarizeByTemplate,
  worstPages,
  type PageQuality,
  type QualityPage,
  type TemplateSummary,
} from "~/lib/content-quality";
import { sitePagePaths } from "~/lib/index-candidates";
import { sitemapLocations } from "~/lib/page-html";
import { usefulLinkPath } from "~/lib/paths";
import { qualityPageOf } from "~/lib/quality-page";

export type ContentAudit = {
  /** Every page of the site, scored against all the others. */
  all: PageQuality[];
  /** The sitemap's pages (the ones held to the targets), in sitemap order. */
  pages: PageQuality[];
  /** Per template, over the sitemap's pages. */
  summaries: TemplateSummary[];
  /** URLs that did not answer 200 with HTML (left out of the scores). */
  errors: { url: string; status: number }[];
  /** Milliseconds to score the set (not the fetch). */
  scoreMs: number;
  /** The pages as read (for --explain). */
  site: SiteReading;
};

/** Sitemap URLs (following a sitemap index), rewritten onto `baseUrl`'s origin. */
export async function sitemapUrls(baseUrl: string): Promise<string[]> {
  const read = async (url: string) => {
    const res = await fetch(url);
    if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
    return res.text();
  };
  const root = await read(`${baseUrl}/sitemap.xml`);
  const parts = root.includes("<sitemapindex") ? await Promise.all(sitemapLocations(root).map((u) => read(onOrigin(u, baseUrl)))) : [root];
  return parts.flatMap(sitemapLocations).map((u) => onOrigin(u, baseUrl));
}

function onOrigin(url: string, baseUrl: string): string {
  const u = new URL(url);
  return new URL(u.pathname + u.search, baseUrl).href;
}

type GeneratedRow = { slug: string; title: string; description: string; content: string; draft: number };

/** What the database holds beyond the code: models, posts and generated pages. */
export function readSiteTables(dbFile: string) {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    return {
      motorSlugs: db.prepare("SELECT slug FROM motors ORDER BY position").pluck().all() as string[],
      postSlugs: db.prepare("SELECT slug FROM posts ORDER BY id").pluck().all() as string[],
      generated: db.prepare("SELECT slug, title, description, content, draft FROM generated_pages ORDER BY id").all() as GeneratedRow[],
    };
  } finally {
    db.close();
  }
}

export type SiteReading = {
  /** Every page of the site as the measure reads it; `indexable` for the sitemap's. */
  pages: QualityPage[];
  /** The sitemap's paths, in its order. */
  inSitemap: string[];
  errors: { url: string; status: number }[];
};

/** Renders every page of the site (a few at a time); drafts are read from the database. */
export async function readSite(
  baseUrl: string,
  dbFile: string,
  { concurrency = 4, onProgress }: { concurrency?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<SiteReading> {
  const inSitemap = (await sitemapUrls(baseUrl)).map((u) => new URL(u).pathname);
  const indexable = new Set(inSitemap);
  const tables = readSiteTables(dbFile);
  const published = tables.generated.filter((g) => !g.draft);
  const paths = [...new Set([...inSitemap, ...sitePagePaths(tables.motorSlugs, tables.postSlugs), ...published.map((g) => usefulLinkPath(g.slug))])];
  const pages: (QualityPage | null)[] = new Array(paths.length).fill(null);
  const errors: SiteReading["errors"] = [];
  let next = 0;
  let done = 0;
  async function worker() {
    while (next < paths.length) {
      const i = next++;
      const path = paths[i];
      const res = await fetch(baseUrl + path, { redirect: "manual" });
      if (res.status !== 200 || !(res.headers.get("content-type") ?? "").includes("text/html")) {
        errors.push({ url: path, status: res.status });
        await res.body?.cancel();
      } else {
        pages[i] = qualityPageOf(path, await res.text(), indexable.has(path));
      }
      onProgress?.(++done, paths.length);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  // Drafts are not public: their text is said nowhere until published (docs/content-quality.md
  // "What the generators write"), and the admin's judge leaves them out the same way.
  return { pages: pages.filter((p): p is QualityPage => p !== null), inSitemap, errors };
}

/** Reads the site and scores every page against all the others. */
export async function auditSite(baseUrl: string, dbFile: string, options: Parameters<typeof readSite>[2] = {}): Promise<ContentAudit> {
  const site = await readSite(baseUrl, dbFile, options);
  const started = performance.now();
  const all = new QualityIndex(site.pages.map((p) => preparePage(p, undefined, { keepText: false }))).scoreAll();
  const scoreMs = performance.now() - started;
  const byUrl = new Map(all.map((r) => [r.url, r]));
  const scored = site.inSitemap.flatMap((p) => byUrl.get(p) ?? []);
  return { all, pages: scored, summaries: summarizeByTemplate(scored), errors: site.errors, scoreMs, site };
}

const TEMPLATE_ORDER = ["/postagens", "/links-uteis", "/motores", "/cidades", "/topicos", "palavras-chave", "outras"];

/** Per template figures as recorded for "before" (docs/content-quality.md). */
export type Baseline = { recorded: string; note: string; templates: TemplateSummary[] };

const pct = (v: number) => `${Math.round(v * 100)}%`;

/** The printed report: one row per template (before → after), then the worst pages. */
export function formatAudit(audit: ContentAudit, baseline: Baseline | null = null, worst = 20): string {
  const { minOwnWords, maxSharedShare } = CONTENT_QUALITY;
  const before = new Map((baseline?.templates ?? []).map((t) => [t.template, t]));
  const templates = [...new Set([...audit.summaries.map((s) => s.template), ...before.keys()])].sort(
    (a, b) => TEMPLATE_ORDER.indexOf(a) - TEMPLATE_ORDER.indexOf(b),
  );
  const after = new Map(audit.summaries.map((t) => [t.template, t]));
  const pair = (b: TemplateSummary | undefined, a: TemplateSummary | undefined, read: (t: TemplateSummary) => string) =>
    baseline ? `${b ? read(b) : "—"} → ${a ? read(a) : "—"}` : a ? read(a) : "—";
  const table = [
    [
      "modelo",
      "URLs indexáveis",
      "texto repetido (mediana)",
      "pior",
      "palavras próprias (mediana)",
      "pior",
      `> ${pct(maxSharedShare)} repetido`,
      `< ${minOwnWords} próprias`,
    ],
    ...templates.map((t) => {
      const a = after.get(t);
      const b = before.get(t);
      return [
        t,
        pair(b, a, (s) => String(s.count)),
        pair(b, a, (s) => pct(s.medianSharedShare)),
        pair(b, a, (s) => pct(s.worstSharedShare)),
        pair(b, a, (s) => String(Math.round(s.medianOwnWords))),
        pair(b, a, (s) => String(s.worstOwnWords)),
        pair(b, a, (s) => String(s.overSharedShare)),
        pair(b, a, (s) => String(s.underOwnWords)),
      ];
    }),
  ];
  const total = audit.pages.length;
  const failing = audit.pages.filter((p) => p.failing).length;
  const lines = [
    `Qualidade do conteúdo: ${total} URLs do sitemap.xml comparadas com as ${audit.all.length} páginas do site (indexáveis ou não, postagens e páginas geradas incluídas).`,
    `Texto do <main>; o assunto de cada página vira um só termo; frases, itens de lista e sequências de ${CONTENT_QUALITY.shingleSize} palavras contam como repetidos quando aparecem em outra página.`,
    `Metas de cada URL indexável: no máximo ${pct(maxSharedShare)} do texto repetido e ao menos ${minOwnWords} palavras próprias.`,
    baseline ? `Antes (${baseline.recorded}: ${baseline.note}) → agora.` : "",
    "",
    ...markdownTable(table),
    "",
    `${failing} de ${total} URLs indexáveis fora das metas. Cálculo em ${Math.round(audit.scoreMs)} ms.`,
  ];
  if (audit.errors.length) lines.push(`${audit.errors.length} URLs sem HTML 200: ${audit.errors.map((e) => `${e.url} (${e.status})`).join(", ")}`);
  lines.push("", `As ${worst} piores URLs indexáveis:`, "");
  lines.push(
    ...markdownTable([
      ["URL", "palavras", "próprias", "repetido", "mais em comum com", "em comum"],
      ...worstPages(audit.pages, worst).map((p) => [
        p.url,
        String(p.words),
        String(p.ownWords),
        pct(p.sharedShare),
        p.mostSimilarUrl ?? "—",
        pct(p.sharedWithMost),
      ]),
    ]),
  );
  return lines.join("\n");
}

function markdownTable(rows: string[][]): string[] {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  // Numbers right-aligned, text left-aligned.
  const numeric = rows[0].map((_, c) => rows.slice(1).every((r) => /^[\d.%→ —]+$/.test(r[c])));
  const line = (r: string[]) => `| ${r.map((v, c) => (numeric[c] ? v.padStart(widths[c]) : v.padEnd(widths[c]))).join(" | ")} |`;
  return [line(rows[0]), `|${widths.map((w, c) => (numeric[c] ? `${"-".repeat(w + 1)}:` : "-".repeat(w + 2))).join("|")}|`, ...rows.slice(1).map(line)];
}

/** One sentence, list item or heading of an explained page: its shared words and where they also are. */
export type ExplainedUnit = { text: string; words: number; sharedWords: number; alsoOn: string[] };

/**
 * What a page shares, unit by unit (`npm run audit:content -- --explain=/url`): for each
 * sentence, list item or heading, how many of its words are in a unit or run another page also
 * has, and the pages holding them (most first). For the writer, not for the measure.
 */
export function explainPage(pages: QualityPage[], url: string): { score: PageQuality; units: ExplainedUnit[] } | null {
  const target = pages.find((p) => p.url === url);
  if (!target) return null;
  const prepared = pages.map((p) => preparePage(p, undefined, { keepText: p === target }));
  const self = pages.indexOf(target);
  const mine = prepared[self];
  const holders = new Map<number, string[]>();
  for (const f of mine.features.keys()) holders.set(f, []);
  prepared.forEach((p, i) => {
    if (i === self) return;
    for (const f of p.features.keys()) holders.get(f)?.push(p.url);
  });
  const size = CONTENT_QUALITY.shingleSize;
  const units = mine.units.map((u) => {
    const marked = new Uint8Array(u.end - u.start);
    const where = new Map<string, number>();
    const add = (urls: string[], from: number, to: number) => {
      for (let j = Math.max(from, u.start); j < Math.min(to, u.end); j++) marked[j - u.start] = 1;
      for (const h of urls) where.set(h, (where.get(h) ?? 0) + 1);
    };
    const whole = holders.get(u.hash) ?? [];
    if (whole.length) add(whole, u.start, u.end);
    mine.runs.forEach((h, i) => {
      const urls = holders.get(h) ?? [];
      if (urls.length && i < u.end && i + size > u.start) add(urls, i, i + size);
    });
    const alsoOn = [...where.entries()].sort((a, b) => b[1] - a[1]).map(([h]) => h);
    return { text: u.text ?? "", words: u.end - u.start, sharedWords: marked.reduce((a, b) => a + b, 0), alsoOn };
  });
  const score = new QualityIndex(prepared).score(mine, { self });
  return { score, units };
}

/** The printed explanation: shared units first, with up to three pages each. */
export function formatExplanation(url: string, explained: ReturnType<typeof explainPage>): string {
  if (!explained) return `${url}: página não encontrada entre as lidas.`;
  const { score, units } = explained;
  const lines = [
    `${url}: ${score.words} palavras, ${score.ownWords} próprias, ${pct(score.sharedShare)} repetido (mais em comum com ${score.mostSimilarUrl ?? "—"}).`,
  ];
  for (const u of units.filter((x) => x.sharedWords > 0).sort((a, b) => b.sharedWords - a.sharedWords)) {
    const more = u.alsoOn.length > 3 ? ` +${u.alsoOn.length - 3}` : "";
    lines.push(`  [${u.sharedWords}/${u.words}] ${u.text}`, `      também em: ${u.alsoOn.slice(0, 3).join(", ")}${more}`);
  }
  return lines.join("\n");
}
