import type { ChildNode, Element } from "domhandler";
import { HOME_PATH } from "~/lib/paths";
import type { PublicPageText } from "~/lib/page-texts";
import { innerHtml, isElement, listItems, meaningful, outerHtml, storedSections, textOf, type StoredSection } from "./stored-html.server";

/**
 * How the home (docs/product.md §4.1) lays out its stored text, which is the owner's in "Páginas
 * do site" (decision 0043). The not-found page shows the same hero and reasons, from the same row.
 * The rule, read from the sanitised HTML of the text:
 * - the first section before "Por que escolher" whose list is plain (no item opening in bold) is
 *   the hero's benefit ticks: one tick per item, its heading only names the list for screen
 *   readers; the owner's instalment offer joins after the second tick (HeroSection);
 * - the first section whose list has every item opening in bold is "Por que escolher": its
 *   heading, its paragraphs, and one card per item (the bold words its title, the rest its text);
 *   the claims the owner set in "Dados do negócio" are added after the third (app/content/home.ts);
 * - the last section without a list before it is the video's: its heading, and its paragraphs are
 *   the offer shown while no video is set, the first beside the WhatsApp button, the second beside
 *   the visit request's when no WhatsApp number is set (the first again when there is no second);
 * - the first section after it with a plain list is "Atendimento local": its heading, its
 *   paragraphs, and the items name the groups of links, in order;
 * - anything else (what comes before the first heading, other sections) is shown as written
 *   after the reasons, where the owner's own text was shown before the move.
 */

export type HomeBlock = { kind: "p" | "html"; html: string };
export type HomeSection = { heading: string; blocks: HomeBlock[] };

export type HomeLayout = {
  /** The hero's benefit ticks (text of each item), with the name of the list; null: none in the text. */
  benefits: { heading: string; items: string[] } | null;
  videoTitle: string | null;
  /** The video's offers without a video (text of each paragraph): with WhatsApp, then without. */
  videoOffers: string[];
  reasons: (HomeSection & { items: { title: string; text: string }[] }) | null;
  local: (HomeSection & { groups: string[] }) | null;
  /** HTML shown after the reasons, as written. */
  ownText: string;
};

/** The home's texts the hero, the reasons, the video and "Atendimento local" read (root loader). */
export type HomeTexts = { heading: string | null; lead: string | null; layout: HomeLayout };

const lists = (s: StoredSection) => s.nodes.filter((n): n is Element => isElement(n) && (n.name === "ul" || n.name === "ol"));
const asWritten = (s: StoredSection) => `<h2>${s.heading.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</h2>${s.nodes.map(outerHtml).join("")}`;

function blocks(s: StoredSection): HomeBlock[] {
  return s.nodes
    .filter((n) => !(isElement(n) && (n.name === "ul" || n.name === "ol")))
    .map((n) => (isElement(n) && n.name === "p" ? { kind: "p", html: innerHtml(n) } : { kind: "html", html: outerHtml(n) }));
}

/** An item opening in bold: the bold words and the rest; null otherwise. */
function boldItem(li: Element): { title: string; text: string } | null {
  const shown = meaningful(li.children);
  const inner: ChildNode[] = shown.length === 1 && isElement(shown[0]) && shown[0].name === "p" ? meaningful(shown[0].children) : shown;
  const [first, ...rest] = inner;
  if (!first || !isElement(first) || first.name !== "strong") return null;
  return { title: textOf(first), text: rest.map(textOf).join(" ").trim() };
}

function reasonItems(s: StoredSection): { title: string; text: string }[] | null {
  const items = lists(s).flatMap(listItems).map(boldItem);
  return items.length > 0 && items.every((i) => i !== null) ? (items as { title: string; text: string }[]) : null;
}

export function homeLayout(bodyHtml: string): HomeLayout {
  const { opening, sections } = storedSections(bodyHtml);
  const reasonsAt = sections.findIndex((s) => reasonItems(s) !== null);
  const before = reasonsAt < 0 ? sections.length : reasonsAt;
  const benefitsAt = sections.findIndex(
    (s, i) =>
      i < before &&
      lists(s).length > 0 &&
      lists(s)
        .flatMap(listItems)
        .every((li) => boldItem(li) === null),
  );
  let videoAt = -1;
  for (let i = 0; i < before; i++) if (lists(sections[i]).length === 0) videoAt = i;
  const localAt = sections.findIndex((s, i) => i > reasonsAt && lists(s).length > 0 && reasonItems(s) === null);
  const reasons = reasonsAt < 0 ? null : sections[reasonsAt];
  const local = localAt < 0 ? null : sections[localAt];
  const benefits = benefitsAt < 0 ? null : sections[benefitsAt];
  const videoNodes = videoAt < 0 ? [] : sections[videoAt].nodes;
  const isParagraph = (n: ChildNode): n is Element => isElement(n) && n.name === "p";
  return {
    benefits: benefits && { heading: benefits.heading, items: lists(benefits).flatMap(listItems).map(textOf) },
    videoTitle: videoAt < 0 ? null : sections[videoAt].heading,
    videoOffers: videoNodes.filter(isParagraph).map(textOf),
    reasons: reasons && { heading: reasons.heading, blocks: blocks(reasons), items: reasonItems(reasons) ?? [] },
    local: local && { heading: local.heading, blocks: blocks(local), groups: lists(local).flatMap(listItems).map(textOf) },
    ownText: [
      ...opening.map(outerHtml),
      ...sections.filter((s, i) => i !== benefitsAt && i !== videoAt && i !== reasonsAt && i !== localAt).map(asWritten),
      // What else the video's section holds under its heading is shown as written too.
      ...videoNodes.filter((n) => !isParagraph(n)).map(outerHtml),
    ].join(""),
  };
}

let last: { html: string; layout: HomeLayout } | null = null;

/**
 * The home's texts for the page being rendered: the row itself on the home, the home's row read
 * on any other page (the not-found page, an error boundary that can be any address, shows the
 * home's hero and reasons). The layout is kept while the stored HTML is the same, so a request
 * costs one primary-key lookup.
 */
export function homeTexts(pathname: string, pageText: PublicPageText | null, read: (path: string) => PublicPageText | null): HomeTexts | null {
  const row = pathname === HOME_PATH ? pageText : read(HOME_PATH);
  if (!row) return null;
  const html = row.bodyHtml ?? "";
  if (last?.html !== html) last = { html, layout: homeLayout(html) };
  return { heading: row.heading, lead: row.lead, layout: last.layout };
}

/** Every string of `value` through `fill`: plain data (strings, arrays, objects) only. */
function mapStrings<T>(value: T, fill: (text: string) => string): T {
  if (typeof value === "string") return fill(value) as T;
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, fill)) as T;
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, fill)])) as T;
  return value;
}

/**
 * The home's texts with the business's figures already in: an admin page hydrates and is never
 * slot-filled when served, so its not-found page gets the figures themselves, not the slots
 * (the components' own filling then finds nothing left to fill).
 */
export function filledHomeTexts(home: HomeTexts, fill: (text: string) => string): HomeTexts {
  return mapStrings(home, fill);
}
