import { describe, expect, it } from "vitest";
import { BATCH_TITLES } from "~/content/batch-titles";
import { INTERNAL_PAGE_TITLES } from "~/content/internal-pages";
import { findPlace } from "~/content/places";
import { generateContent } from "~/lib/generator";
import { sectionsText } from "~/content/blocks";
import type { PostKind } from "~/pages/post-page";
import { buildPostSeed } from "../../db/seed/posts";
import { postProse } from "../../db/seed/prose/posts";

/**
 * The business sells and installs; it has no shop a visitor walks into (docs/product.md §4.9).
 * A customer's shop ("a loja do cliente", "portão de loja") is a gate we serve, not a claim.
 */
const SHOP_CLAIM = /\bloja especializada\b|\b(nossa|uma|na) loja\b|\bloja física\b|\bshowroom\b|\bvisite (a )?nossa\b/i;

/** A post's starting text (its row in "Páginas do site" is seeded from it, decision 0043). */
function postText(kind: PostKind, place: string, title: string): string {
  const { intro, sections } = postProse(kind, place, title);
  return `${intro} ${sectionsText(sections)}`;
}

describe("no title or text claims a shop the business does not have", () => {
  const posts = buildPostSeed();

  it("every seeded post: no 'loja' in its title or description, no shop claim in its body", () => {
    expect(posts.length).toBeGreaterThan(400);
    for (const post of posts) {
      expect(post.title, post.slug).not.toMatch(/loja/i);
      expect(post.description, post.slug).not.toMatch(/loja/i);
      expect(postText(post.kind as PostKind, post.place, post.title), post.slug).not.toMatch(SHOP_CLAIM);
    }
  });

  it("keeps the posts' addresses: the first kind still answers at loja-especializada-…", () => {
    const mooca = posts.find((p) => p.kind === "loja" && p.place === findPlace("mooca")!.slug)!;
    expect(mooca.slug).toBe("loja-especializada-em-motores-de-portao-em-mooca");
    expect(mooca.title).toBe("Venda e Instalação de Motores de Portão na Mooca");
  });

  it("the generators' outputs: Gerar 50, the batch creator and the local generator at every creativity", () => {
    const titles = [
      ...INTERNAL_PAGE_TITLES,
      ...BATCH_TITLES,
      "Motor de portão para comércio em Suzano",
      "Portão de loja: qual motor?",
      "Onde comprar motor PPA",
    ];
    expect(titles.length).toBe(103);
    for (const title of titles)
      for (const creativity of [0, 50, 100]) {
        const page = generateContent({ title, creativity, seed: 7 });
        const text = `${page.content} ${page.description} ${page.keywords}`;
        expect(text, `${title} @${creativity}`).not.toMatch(SHOP_CLAIM);
      }
  });
});
