import { parseDocument } from "htmlparser2";
import { DomUtils } from "htmlparser2";
import type { ShownFields } from "~/lib/page-text-form";

/**
 * The line fields of a page as a visitor reads them now (decision 0040): the full title and
 * description (Open Graph tags, never cut to a snippet), the first heading and the lead marked
 * `data-page-lead` by the templates. What the editor shows when the owner has written nothing.
 */
export function renderedFields(html: string): ShownFields {
  const doc = parseDocument(html);
  const meta = (property: string) => {
    const tag = DomUtils.findOne((el) => el.name === "meta" && el.attribs.property === property, doc.children, true);
    return tag?.attribs.content ?? null;
  };
  const h1 = DomUtils.findOne((el) => el.name === "h1", doc.children, true);
  const lead = DomUtils.findOne((el) => el.attribs["data-page-lead"] !== undefined, doc.children, true);
  const text = (el: ReturnType<typeof DomUtils.findOne>) => (el ? DomUtils.textContent(el).replace(/\s+/g, " ").trim() || null : null);
  return { title: meta("og:title"), description: meta("og:description"), heading: text(h1), lead: text(lead) };
}
