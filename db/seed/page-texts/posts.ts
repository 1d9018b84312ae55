import { and, gte, like } from "drizzle-orm";
import { postPath } from "../../../app/lib/paths";
import { isPostKind } from "../../../app/pages/post-page";
import type { Db } from "../../../app/server/data/db.server";
import { pageTexts, posts } from "../../schema";
import type { SeededText } from "../page-texts";
import { sectionsToTyped } from "./light-syntax";
import { postProse } from "../prose/posts";

/**
 * Every post's starting text (decision 0043): its opening and sections as the page's text, in
 * the light syntax, composed from the post's kind and place (db/seed/prose/posts.ts). The title,
 * the description, the heading and the lead stay the posts table's (null: the template's), and
 * the "Veja também" links and the notice for a place outside the served cities stay the
 * template's (app/pages/post-page.ts). The template showed an owner's own text before the post's,
 * so it stays first. Read from the posts table, so a post of a place the site no longer lists
 * gets the general advice it showed; posts already filled at `revision` (the seed's current one)
 * are not composed again, so a seeded database costs the start one read and no conversion.
 */
export function postTexts(db: Pick<Db, "select">, revision: number): SeededText[] {
  const prefix = postPath("");
  const filled = new Set(
    db
      .select({ path: pageTexts.path })
      .from(pageTexts)
      .where(and(like(pageTexts.path, `${prefix}%`), gte(pageTexts.seedRevision, revision)))
      .all()
      .map((row) => row.path),
  );
  return db
    .select({ slug: posts.slug, kind: posts.kind, place: posts.place, title: posts.title })
    .from(posts)
    .all()
    .filter((post) => !filled.has(postPath(post.slug)))
    .map((post) => {
      const { intro, sections } = postProse(isPostKind(post.kind) ? post.kind : "motor", post.place, post.title);
      return { path: postPath(post.slug), title: null, description: null, heading: null, body: sectionsToTyped(intro, sections), ownTextFirst: true };
    });
}
