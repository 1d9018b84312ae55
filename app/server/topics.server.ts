import { resolveTopicPage, type TopicPage } from "~/content/topic-page";
import { findGeneratedPage } from "./generated-pages.server";

/** /topicos/{slug}: built-in table, then the generated page with that slug, then generic text. */
export function getTopicPage(slug: string): TopicPage {
  return resolveTopicPage(slug, (s) => {
    const page = findGeneratedPage(s);
    return page && { title: page.title, description: page.description, content: page.content, keywords: page.keywords };
  });
}
