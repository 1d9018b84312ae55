import { DomUtils, parseDocument } from "htmlparser2";

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
