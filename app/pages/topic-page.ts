import { foldText, slugify, titleFromSlug } from "~/lib/slug";
import { BRAND } from "~/content/business";
import { fillTemplateHtml, fillTemplateLine, topicTemplatePath, type TemplateNames, type TemplatePath } from "~/lib/page-templates";
import type { PublicPageText } from "~/lib/page-texts";
import { PROBLEMS } from "~/content/problem-keywords";
import { TOPIC_GROUPS, type TopicGroup } from "~/content/topic-groups";
import { findBuiltInTopic } from "~/lib/topic-table";
import { problemPath, topicPath } from "~/lib/paths";
import { whatsappMessage, type WhatsAppMessage } from "~/lib/leads/message-keys";

/**
 * Resolution of /topicos/{slug} in the order of docs/product.md §4.7: the built-in topic
 * table, then a generated page with that slug, then a stored template (written for the topic's
 * menu group when the slug is a menu topic).
 */
export type GeneratedTopicSource = { title: string; description: string; content: string; keywords: string };

/** A built-in topic's stored texts ("Páginas do site", decision 0043): heading, description and the page's text as sanitised HTML. */
export type StoredTopicText = { heading: string | null; description: string | null; bodyHtml: string };

export type TopicSources = {
  /** The stored texts of the page at /topicos/{slug}, when it has any. */
  stored: (slug: string) => StoredTopicText | undefined;
  /** A published generated page with that slug. */
  generated: (slug: string) => GeneratedTopicSource | undefined;
  /** A stored page template ("Páginas do site", app/lib/page-templates.ts); none: the page shows its name only. */
  template?: (path: TemplatePath) => PublicPageText | undefined;
};

export type TopicBody = { kind: "html"; html: string };

export type TopicPage = {
  source: "table" | "generated" | "generic";
  slug: string;
  title: string;
  description: string;
  keywords: string[];
  body: TopicBody;
  /** The h1 and the full title of a page made from a template (else the title, and the title with the brand). */
  heading?: string;
  documentTitle?: string;
  /** The opening a template gives (else the description is shown there). */
  lead?: string;
  group: { id: string; title: string } | null;
  related: { name: string; path: string }[];
  /** Unknown slugs answer the generic text but stay out of search indexes. */
  indexable: boolean;
  whatsappMessage: WhatsAppMessage;
};

const menuTopics = new Map<string, { title: string; group: TopicGroup }>(
  TOPIC_GROUPS.flatMap((group) => group.topics.map((title) => [slugify(title), { title, group }] as const)),
);

function relatedTopics(slug: string, group: TopicGroup | undefined) {
  if (!group) return [];
  return group.topics.filter((t) => slugify(t) !== slug).map((t) => ({ name: t, path: topicPath(t) }));
}

const STOP = new Set(["de", "do", "da", "o", "a", "e", "para", "com", "portao", "automatico", "motor"]);

function words(text: string): string[] {
  return foldText(text)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1 && !STOP.has(w));
}

/** Problem keyword pages that share the most words with a title (for problem topics). */
function relatedProblems(title: string, limit = 6) {
  const own = new Set(words(title));
  return PROBLEMS.map((p) => ({ p, score: words(p.keyword).filter((w) => own.has(w)).length }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ p }) => ({ name: p.keyword.charAt(0).toUpperCase() + p.keyword.slice(1), path: problemPath(p) }));
}

/** The name a topic's address gives, and for a brand topic its brand (the name's last word). */
function templateNames(title: string): TemplateNames {
  return { name: title, brand: title.split(" ").pop() ?? title };
}

/** The topic's message: the server names it from its own tables, or sends the default message (decision 0023). */
function message(slug: string): WhatsAppMessage {
  return whatsappMessage("topico", slug);
}

function splitKeywords(keywords: string): string[] {
  return keywords
    .split(",")
    .map((k) => k.trim())
    .filter(Boolean);
}

/** Pure resolution; `sources` look up the database in the app. */
export function resolveTopicPage(slug: string, sources: TopicSources): TopicPage {
  const menu = menuTopics.get(slug);
  const group = menu ? { id: menu.group.id, title: menu.group.title } : null;
  const related = [...(menu?.group.id === "problemas-e-solucoes" ? relatedProblems(menu.title) : []), ...relatedTopics(slug, menu?.group)];

  const shared = { slug, group, related, indexable: true };
  const builtIn = findBuiltInTopic(slug);
  const stored = builtIn ? sources.stored(slug) : undefined;
  if (builtIn && stored) {
    // The owner's page: its text is the stored one, its own text included.
    const title = stored.heading ?? menu?.title ?? titleFromSlug(slug);
    const template = sources.template?.(topicTemplatePath(menu?.group.id));
    const description = stored.description ?? (template?.description ? fillTemplateLine(template.description, templateNames(title)) : title);
    return {
      ...shared,
      source: "table",
      title,
      description,
      keywords: builtIn.keywords,
      body: { kind: "html", html: stored.bodyHtml },
      whatsappMessage: message(slug),
    };
  }

  const generated = sources.generated(slug);
  if (generated) {
    const { title, description, content, keywords } = generated;
    return {
      ...shared,
      source: "generated",
      title,
      description,
      keywords: splitKeywords(keywords),
      body: { kind: "html", html: content },
      whatsappMessage: message(slug),
    };
  }

  // The stored template of the topic's menu group, or of an unknown topic (app/lib/page-templates.ts), with the name in its slots.
  const title = menu?.title ?? titleFromSlug(slug);
  const template = sources.template?.(topicTemplatePath(menu?.group.id));
  const names = templateNames(title);
  const line = (text: string | null | undefined) => (text ? fillTemplateLine(text, names) : "");
  return {
    ...shared,
    source: "generic",
    title,
    heading: line(template?.heading) || title,
    documentTitle: line(template?.title) || undefined,
    lead: line(template?.lead) || undefined,
    description: line(template?.description) || title,
    keywords: [title.toLowerCase(), `${title.toLowerCase()} em são paulo`, `motor de portão ${BRAND.toLowerCase()}`],
    body: { kind: "html", html: fillTemplateHtml(template?.bodyHtml ?? "", names) },
    indexable: Boolean(menu),
    whatsappMessage: message(slug),
  };
}
