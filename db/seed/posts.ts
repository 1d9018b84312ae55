import type { InferInsertModel } from "drizzle-orm";
import { POST_KINDS, seededPostForms, isPostKind, postSlug, postTitle } from "../../app/pages/post-page";
import { postDescription } from "./prose/posts";
import { PLACE_GROUPS, PLACES, findPlace, type Place } from "../../app/content/places";
import { foldText } from "../../app/lib/slug";
import { posts } from "../schema";
import type { Db } from "../../app/server/data/db.server";

/**
 * About 500 posts (docs/product.md §4.9): the four title types for every place. Dates are fixed
 * (a base date plus a step per post), so every database gets the same rows and the
 * newest-first order never depends on when the seed ran.
 *
 * Order (docs/content-quality.md): four rounds over the places, taken in turn from each group (a Zona Sul
 * neighbourhood, then one of the ABCD, then Osasco…), each place with another title type in
 * each round. Newest first, the home's "Postagens recentes" then shows different places and
 * kinds side by side instead of four look-alike titles for one neighbourhood in a row.
 */
export type PostSeed = Omit<InferInsertModel<typeof posts>, "id">;

export const POSTS_BASE_DATE = Date.UTC(2024, 0, 8, 12, 0, 0);
const STEP_MS = 17 * 60 * 60 * 1000;

/** The places taken in turn from each group, in the groups' own order. */
export function placesAcrossGroups(): Place[] {
  const groups = PLACE_GROUPS.map((g) => PLACES.filter((p) => p.group === g.id));
  const out: Place[] = [];
  for (let i = 0; out.length < PLACES.length; i++) {
    for (const group of groups) if (group[i]) out.push(group[i]);
  }
  return out;
}

export function buildPostSeed(): PostSeed[] {
  const rows: PostSeed[] = [];
  const places = placesAcrossGroups();
  for (let round = 0; round < POST_KINDS.length; round++) {
    places.forEach((place, i) => {
      const kind = POST_KINDS[(i + round) % POST_KINDS.length];
      const title = postTitle(kind, place);
      rows.push({
        title,
        slug: postSlug(kind, place),
        description: postDescription(kind, place),
        kind,
        place: place.slug,
        searchText: foldText(title),
        createdAt: new Date(POSTS_BASE_DATE + rows.length * STEP_MS),
      });
    });
  }
  return rows;
}

/**
 * Every title the seed ever stored for a post ("… em Mooca", "Loja Especializada…", the current
 * one) and its descriptions' endings. Null for a row that is not a seeded place's post.
 */
export function seededPostRows(row: Pick<PostSeed, "kind" | "place">): { titles: string[]; descriptionEnds: string[] } | null {
  const place = findPlace(row.place);
  if (!place || !isPostKind(row.kind)) return null;
  return seededPostForms(row.kind, place);
}

/**
 * What the seed must write to the posts already stored: the rows missing or holding another date
 * (`dated`), and the rows still holding a title and description an earlier seed wrote
 * (`retitled`; the update re-checks them inside its transaction). Read outside any write
 * transaction, so that a database already seeded costs the boot one read and no write.
 */
export function changedPosts(db: Pick<Db, "select">): {
  dated: PostSeed[];
  retitled: { row: PostSeed; seeded: { titles: string[]; descriptionEnds: string[] } }[];
} {
  const stored = new Map(
    db
      .select({ slug: posts.slug, title: posts.title, description: posts.description, createdAt: posts.createdAt })
      .from(posts)
      .all()
      .map((p) => [p.slug, p]),
  );
  const dated: PostSeed[] = [];
  const retitled: { row: PostSeed; seeded: { titles: string[]; descriptionEnds: string[] } }[] = [];
  for (const row of buildPostSeed()) {
    const now = stored.get(row.slug);
    if (!now || now.createdAt.getTime() !== (row.createdAt as Date).getTime()) dated.push(row);
    if (!now || (now.title === row.title && now.description === row.description)) continue;
    const seeded = seededPostRows(row);
    if (seeded && seeded.titles.includes(now.title) && seeded.descriptionEnds.some((end) => now.description.endsWith(end))) retitled.push({ row, seeded });
  }
  return { dated, retitled };
}
