import { DomUtils, parseDocument } from "htmlparser2";
import type { ChildNode } from "domhandler";

/**
 * How a problem page (docs/product.md §4.10) lays out its stored text, which is the owner's in
 * "Páginas do site" (decision 0043): the text as written, split before its section "Quando
 * chamar…" (any "## " heading that starts so), where a guide puts its link to the step-by-step
 * diagnosis, as it always has. A text without that section is shown whole, the link after it.
 */
export type ProblemBody = { main: string; call: string };

const CALL_HEADING = /^quando chamar/i;

const html = (nodes: ChildNode[]) => nodes.map((n) => DomUtils.getOuterHTML(n, { encodeEntities: "utf8" })).join("");

export function problemBody(bodyHtml: string): ProblemBody {
  const nodes = parseDocument(bodyHtml).children;
  const at = nodes.findIndex((n) => n.type === "tag" && n.name === "h2" && CALL_HEADING.test(DomUtils.textContent(n).trim()));
  if (at < 0) return { main: bodyHtml, call: "" };
  return { main: html(nodes.slice(0, at)), call: html(nodes.slice(at)) };
}
