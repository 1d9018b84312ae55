import { DomUtils, parseDocument } from "htmlparser2";
import http from "node:http";

/** What a reader and a search engine take from one page (scripts/render-snapshot.ts). */
export type PageSnapshot = {
  status: number;
  title: string;
  description: string;
  robots: string;
  canonical: string;
  jsonLd: unknown[];
  text: string;
};

type Node = ReturnType<typeof parseDocument>["children"][number];

/** The text a visitor reads: elements a browser does not show are skipped. */
function visibleText(nodes: Node[]): string {
  let out = "";
  for (const node of nodes) {
    if (node.type === "text") out += ` ${(node as { data: string }).data} `;
    else if ("name" in node && "children" in node) {
      const el = node as unknown as { name: string; attribs: Record<string, string>; children: Node[] };
      if (["script", "style", "template", "noscript", "head"].includes(el.name) || "hidden" in el.attribs) continue;
      out += ` ${visibleText(el.children)} `;
    }
  }
  return out;
}

export function readSnapshotPage(_path: string, { status, html }: { status: number; html: string }): PageSnapshot {
  const doc = parseDocument(html);
  const find = (test: (el: { name: string; attribs: Record<string, string> }) => boolean) => DomUtils.findOne(test, doc.children, true);
  const attr = (test: Parameters<typeof find>[0], name: string) => find(test)?.attribs[name] ?? "";
  const title = find((el) => el.name === "title");
  const body = find((el) => el.name === "body");
  const jsonLd = DomUtils.findAll((el) => el.name === "script" && el.attribs.type === "application/ld+json", doc.children).map((el) => {
    try {
      return JSON.parse(DomUtils.textContent(el)) as unknown;
    } catch {
      return DomUtils.textContent(el);
    }
  });
  return {
    status,
    title: title ? DomUtils.textContent(title) : "",
    description: attr((el) => el.name === "meta" && el.attribs.name === "description", "content"),
    robots: attr((el) => el.name === "meta" && el.attribs.name === "robots", "content"),
    canonical: attr((el) => el.name === "link" && el.attribs.rel === "canonical", "href"),
    jsonLd,
    text: body
      ? visibleText(body.children as Node[])
          .replace(/\s+/g, " ")
          .trim()
      : "",
  };
}

/** GET through node:http so the Host header can name the site while the request goes to one server's port. */
function get(base: string, path: string, host?: string): Promise<{ status: number; html: string }> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: host ? { Host: host } : {} }, (res) => {
      let html = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (html += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, html }));
    });
    req.on("error", reject);
  });
}

/** The paths of the site's sitemap.xml. */
export async function sitemapPaths(base: string, host?: string): Promise<string[]> {
  const { html } = await get(base, "/sitemap.xml", host);
  return [...html.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

/** Every page at `paths` of the server at `base`, read one after the other. */
export async function snapshotSite(base: string, paths: string[], host?: string): Promise<Record<string, PageSnapshot>> {
  const pages: Record<string, PageSnapshot> = {};
  for (const path of paths) pages[path] = readSnapshotPage(path, await get(base, path, host));
  return pages;
}

/** Each page of `before` that reads differently in `after`, with its first different field and where it starts. */
export function compareSnapshots(before: Record<string, PageSnapshot>, after: Record<string, PageSnapshot>): string[] {
  const differences: string[] = [];
  for (const path of Object.keys(before)) {
    const a = before[path];
    const b = after[path];
    if (!b) {
      differences.push(`${path}: ausente depois`);
      continue;
    }
    for (const key of Object.keys(a) as (keyof PageSnapshot)[]) {
      const x = typeof a[key] === "string" ? (a[key] as string) : JSON.stringify(a[key]);
      const y = typeof b[key] === "string" ? (b[key] as string) : JSON.stringify(b[key]);
      if (x === y) continue;
      let i = 0;
      while (i < x.length && x[i] === y[i]) i++;
      differences.push(`${path} · ${key}: antes «…${x.slice(Math.max(0, i - 60), i + 80)}…» depois «…${y.slice(Math.max(0, i - 60), i + 80)}…»`);
      break;
    }
  }
  return differences;
}

/** The sitemap's URLs, the template pages indexed or not, and every seeded model's page, sorted. */
export async function siteSnapshotPaths(base: string, host?: string): Promise<string[]> {
  const { sitePagePaths } = await import("../app/lib/index-candidates");
  const { MOTOR_SEED } = await import("../db/seed/motors");
  const templates = sitePagePaths(
    MOTOR_SEED.map((m) => m.slug),
    [],
  );
  return [...new Set([...(await sitemapPaths(base, host)), ...templates])].sort();
}
