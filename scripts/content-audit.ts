// The content audit of issue #14 (docs/content-quality.md): render every URL of /sitemap.xml
// on a running server, keep each page's main text, and score the set with
// app/lib/content-quality.ts. Used by `npm run audit:content` (scripts/audit-content.ts) and by
// the gate test (tests/integration/content-quality-gate.test.ts).
import {
  CONTENT_QUALITY,
  analyzeContent,
  summarizeByTemplate,
  templateOf,
  worstPages,
  type PageQuality,
  type QualityPage,
  type TemplateSummary,
} from "~/lib/content-quality";
import { mainText, sitemapLocations } from "~/lib/page-html";
import { MAIN_PAGE_PATHS } from "~/lib/paths";

export type ContentAudit = {
  /** Every scored page, in sitemap order. */
  pages: PageQuality[];
  summaries: TemplateSummary[];
  /** Sitemap URLs that did not answer 200 with HTML (left out of the scores). */
  errors: { url: string; status: number }[];
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

/** Fetches every sitemap URL (a few at a time) and scores the set. */
export async function auditSite(
  baseUrl: string,
  { concurrency = 4, onProgress }: { concurrency?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<ContentAudit> {
  const urls = await sitemapUrls(baseUrl);
  const mainPages = new Set<string>(MAIN_PAGE_PATHS);
  const pages: (QualityPage | null)[] = new Array(urls.length).fill(null);
  const errors: ContentAudit["errors"] = [];
  let next = 0;
  let done = 0;
  async function worker() {
    while (next < urls.length) {
      const i = next++;
      const res = await fetch(urls[i], { redirect: "manual" });
      const path = new URL(urls[i]).pathname;
      if (res.status !== 200 || !(res.headers.get("content-type") ?? "").includes("text/html")) {
        errors.push({ url: path, status: res.status });
        await res.body?.cancel();
      } else {
        pages[i] = { url: path, template: templateOf(path, mainPages), mainText: mainText(await res.text()) };
      }
      onProgress?.(++done, urls.length);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const scored = analyzeContent(pages.filter((p): p is QualityPage => p !== null));
  return { pages: scored, summaries: summarizeByTemplate(scored), errors };
}

const TEMPLATE_ORDER = ["/postagens", "/links-uteis", "/motores", "/cidades", "/topicos", "palavras-chave", "outras"];

/** The printed report: one row per template, then the worst pages. */
export function formatAudit(audit: ContentAudit, worst = 20): string {
  const { minUniqueWords: minWords, maxSimilarity: maxSim } = CONTENT_QUALITY;
  const rows = [...audit.summaries].sort((a, b) => TEMPLATE_ORDER.indexOf(a.template) - TEMPLATE_ORDER.indexOf(b.template));
  const sim = (v: number) => v.toFixed(2);
  const table = [
    [
      "modelo",
      "páginas",
      "palavras próprias (mediana)",
      "pior",
      "similaridade (mediana)",
      "pior",
      `< ${minWords} palavras`,
      `> ${maxSim} similar`,
      "reprovadas",
    ],
    ...rows.map((r) =>
      [
        r.template,
        r.count,
        r.medianUniqueWords,
        r.worstUniqueWords,
        sim(r.medianSimilarity),
        sim(r.worstSimilarity),
        r.underUniqueWords,
        r.overSimilarity,
        r.failing,
      ].map(String),
    ),
  ];
  const total = audit.pages.length;
  const failing = audit.pages.filter((p) => p.failing).length;
  const lines = [
    `Qualidade do conteúdo: ${total} URLs do sitemap.xml, texto do <main>; shingles de ${CONTENT_QUALITY.shingleSize} palavras; limites: ≥ ${minWords} palavras próprias e similaridade (Jaccard) ≤ ${maxSim}`,
    "",
    ...markdownTable(table),
    "",
    `${failing} de ${total} páginas abaixo dos limites.`,
  ];
  if (audit.errors.length) lines.push(`${audit.errors.length} URLs sem HTML 200: ${audit.errors.map((e) => `${e.url} (${e.status})`).join(", ")}`);
  lines.push("", `As ${worst} piores páginas:`, "");
  lines.push(
    ...markdownTable([
      ["URL", "palavras", "próprias", "similaridade", "mais parecida com"],
      ...worstPages(audit.pages, worst).map((p) => [p.url, String(p.words), String(p.uniqueWords), sim(p.maxSimilarity), p.mostSimilarUrl ?? "—"]),
    ]),
  );
  return lines.join("\n");
}

function markdownTable(rows: string[][]): string[] {
  const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
  // Numbers right-aligned, text left-aligned.
  const numeric = rows[0].map((_, c) => rows.slice(1).every((r) => /^[\d.]+$/.test(r[c])));
  const line = (r: string[]) => `| ${r.map((v, c) => (numeric[c] ? v.padStart(widths[c]) : v.padEnd(widths[c]))).join(" | ")} |`;
  return [line(rows[0]), `|${widths.map((w, c) => (numeric[c] ? `${"-".repeat(w + 1)}:` : "-".repeat(w + 2))).join("|")}|`, ...rows.slice(1).map(line)];
}
