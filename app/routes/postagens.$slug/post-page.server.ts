import { isPostKind, postLinks, postServedNotice, type PostLink } from "~/pages/post-page";
import { findPost } from "../../server/data/posts.server";
import { getServedBusiness } from "../../server/data/business-settings.server";
import { getPublicPageText } from "../../server/page-texts/store.server";
import { postPath } from "~/lib/paths";

/**
 * A post: its stored title and description, its text (sanitised HTML of its row in "Páginas do
 * site", decision 0043, the owner's own text included) and the template's parts after it: the
 * notice for a place outside the served cities and the "Veja também" links.
 */
export type PostPage = { slug: string; title: string; description: string; createdAt: string; bodyHtml: string; notice: string | null; links: PostLink[] };

/** A post; undefined for an unknown slug. */
export function getPostPage(slug: string): PostPage | undefined {
  const post = findPost(slug);
  if (!post) return undefined;
  const kind = isPostKind(post.kind) ? post.kind : "motor";
  return {
    slug: post.slug,
    title: post.title,
    description: post.description,
    createdAt: post.createdAt.toISOString(),
    bodyHtml: getPublicPageText(postPath(post.slug))?.bodyHtml ?? "",
    notice: postServedNotice(kind, post.place, getServedBusiness().cities),
    links: postLinks(kind, post.place),
  };
}
