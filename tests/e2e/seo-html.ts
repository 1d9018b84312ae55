import type { APIRequestContext } from "@playwright/test";

/** A parsed JSON-LD object: tests read arbitrary properties of it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON-LD is untyped JSON
type JsonLdNode = Record<string, any>;

/**
 * Reads what a crawler reads in a server response: head tags and JSON-LD blocks. React's
 * server output is regular (double-quoted attributes, entities for & < > " '), so a small
 * tag scanner is exact here.
 */

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'", "&#39;": "'" };
const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (e) => ENTITIES[e]);

type Tag = Record<string, string>;

function tags(html: string, name: "meta" | "link"): Tag[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, "g"))].map((m) => {
    const attrs: Tag = {};
    for (const a of m[1].matchAll(/([\w:-]+)="([^"]*)"/g)) attrs[a[1].toLowerCase()] = decode(a[2]);
    return attrs;
  });
}

export type PageHead = {
  title: string | undefined;
  meta: (key: string) => string | undefined;
  canonical: string | undefined;
  robots: string | undefined;
  jsonLd: string[];
};

export function readHead(html: string): PageHead {
  const head = html.slice(0, html.indexOf("</head>") >= 0 ? html.indexOf("</head>") : html.length);
  const metas = tags(head, "meta");
  const title = head.match(/<title>([\s\S]*?)<\/title>/)?.[1];
  return {
    title: title === undefined ? undefined : decode(title),
    meta: (key) => metas.find((t) => t.name === key || t.property === key)?.content,
    canonical: tags(head, "link").find((t) => t.rel === "canonical")?.href,
    robots: metas.find((t) => t.name === "robots")?.content,
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1]),
  };
}

/** Every node of every JSON-LD block, flattened (nested objects included). */
export function jsonLdNodes(blocks: string[]): JsonLdNode[] {
  const nodes: JsonLdNode[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") {
      nodes.push(v as JsonLdNode);
      Object.values(v).forEach(walk);
    }
  };
  blocks.forEach((b) => walk(JSON.parse(b)));
  return nodes;
}

/** The top-level JSON-LD objects of a given @type. */
export function jsonLdOfType(blocks: string[], type: string): JsonLdNode[] {
  return blocks.map((b) => JSON.parse(b)).filter((d) => d["@type"] === type);
}

export async function sitemapLocs(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => decode(m[1]));
}

/** Runs `fn` over items with at most `limit` in flight. */
export async function eachLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
