import type { InferInsertModel } from "drizzle-orm";
import { POST_KINDS, postDescription, postTitle } from "../../app/pages/post-page";
import { placeDisplayName } from "../../app/pages/place-page";
import { PLACES } from "../../app/content/places";
import { foldText, slugify } from "../../app/lib/slug";
import type { posts } from "../schema";

/**
 * About 500 posts (docs/product.md §4.9): the four title types for every place. Dates are fixed
 * (a base date plus a step per post), so every database gets the same rows and the
 * newest-first order never depends on when the seed ran.
 */
export type PostSeed = Omit<InferInsertModel<typeof posts>, "id">;

export const POSTS_BASE_DATE = Date.UTC(2024, 0, 8, 12, 0, 0);
const STEP_MS = 17 * 60 * 60 * 1000;

export function buildPostSeed(): PostSeed[] {
  const rows: PostSeed[] = [];
  for (const place of PLACES) {
    for (const kind of POST_KINDS) {
      const title = postTitle(kind, placeDisplayName(place));
      rows.push({
        title,
        slug: slugify(title),
        description: postDescription(kind, title),
        kind,
        place: place.slug,
        searchText: foldText(title),
        createdAt: new Date(POSTS_BASE_DATE + rows.length * STEP_MS),
      });
    }
  }
  return rows;
}
