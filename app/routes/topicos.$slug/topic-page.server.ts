import { resolveTopicPage, type TopicPage } from "~/pages/topic-page";
import { findPublishedPage } from "../../server/generated-pages/store.server";
import { sanitizeContent } from "../../server/data/sanitize.server";

/** /topicos/{slug}: built-in table, then the generated page with that slug, then generic text. */
export function getTopicPage(slug: string): TopicPage {
  return resolveTopicPage(slug, (s) => {
    const page = findPublishedPage(s);
    // Stored HTML is sanitised on save; it is sanitised again before rendering.
    return page && { title: page.title, description: page.description, content: sanitizeContent(page.content), keywords: page.keywords };
  });
}
