import { isPostKind, postBody, titleTail, type PostBody } from "~/pages/post-page";
import { findPost } from "../../server/data/posts.server";
import { getServedBusiness } from "../../server/data/business-settings.server";

export type PostPage = { slug: string; title: string; description: string; createdAt: string; body: PostBody };

/** A post with its body composed from kind and place; undefined for an unknown slug. */
export function getPostPage(slug: string): PostPage | undefined {
  const post = findPost(slug);
  if (!post) return undefined;
  const kind = isPostKind(post.kind) ? post.kind : "motor";
  return {
    slug: post.slug,
    title: post.title,
    description: post.description,
    createdAt: post.createdAt.toISOString(),
    body: postBody(kind, post.place, titleTail(post.title), getServedBusiness().cities),
  };
}
