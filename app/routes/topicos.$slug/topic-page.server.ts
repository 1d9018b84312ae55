import { resolveTopicPage, type TopicPage } from "~/pages/topic-page";
import { topicSlugPath } from "~/lib/paths";
import { findPublishedPage } from "../../server/generated-pages/store.server";
import { sanitizeContent } from "../../server/data/sanitize.server";
import { getPublicPageText } from "../../server/page-texts/store.server";

/** /topicos/{slug}: built-in topic (its stored texts), then the generated page with that slug, then the stored template of its menu group (app/lib/page-templates.ts). */
export function getTopicPage(slug: string): TopicPage {
  return resolveTopicPage(slug, {
    stored: (s) => {
      const text = getPublicPageText(topicSlugPath(s));
      return text ? { heading: text.heading, description: text.description, bodyHtml: text.bodyHtml } : undefined;
    },
    generated: (s) => {
      const page = findPublishedPage(s);
      // Stored HTML is sanitised on save; it is sanitised again before rendering.
      return page && { title: page.title, description: page.description, content: sanitizeContent(page.content), keywords: page.keywords };
    },
    template: (path) => getPublicPageText(path) ?? undefined,
  });
}
