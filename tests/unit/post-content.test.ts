import { describe, expect, it } from "vitest";
import { TYPE_PHRASES, postBody, postDescription, postTitle, titleTail } from "~/pages/post-page";
import { PLACES } from "~/content/places";
import { foldText, slugify } from "~/lib/slug";
import { POSTS_BASE_DATE, buildPostSeed } from "../../db/seed/posts";
import { POST_KINDS } from "~/pages/post-page";

describe("post description rule (docs/product.md §4.9: type phrase + last word of the title)", () => {
  it("uses the title's last word when the place is one word", () => {
    const title = postTitle("loja", "Moema");
    expect(title).toBe("Loja Especializada em Motores de Portão em Moema");
    expect(postDescription("loja", title)).toBe(`${TYPE_PHRASES.loja} Moema.`);
  });

  it("keeps a multi-word place whole instead of cutting it to its last word", () => {
    const title = postTitle("basculante", "Vila Mariana");
    expect(titleTail(title)).toBe("Vila Mariana");
    expect(postDescription("basculante", title)).toBe(`${TYPE_PHRASES.basculante} Vila Mariana.`);
    expect(postDescription("servicos", postTitle("servicos", "Vila Yara, Osasco"))).toBe(`${TYPE_PHRASES.servicos} Vila Yara, Osasco.`);
  });

  it("falls back to the literal last word for titles without a place", () => {
    expect(titleTail("Motores de Portão Jetflex")).toBe("Jetflex");
  });

  it("has a different phrase for each of the four title types", () => {
    const phrases = Object.values(TYPE_PHRASES);
    expect(new Set(phrases).size).toBe(4);
    expect(TYPE_PHRASES.loja).toMatch(/^Loja especializada/);
    expect(TYPE_PHRASES.servicos).toMatch(/^Serviços de automação/);
    expect(TYPE_PHRASES.basculante).toMatch(/^Motores basculantes/);
    expect(TYPE_PHRASES.motor).toMatch(/^Motores de portão/);
  });
});

describe("post seed", () => {
  const rows = buildPostSeed();

  it("builds about 500 posts with unique slugs from the four title types across the places", () => {
    expect(rows.length).toBe(PLACES.length * 4);
    expect(rows.length).toBeGreaterThanOrEqual(450);
    expect(rows.length).toBeLessThanOrEqual(550);
    expect(new Set(rows.map((r) => r.slug)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(["loja", "servicos", "basculante", "motor"]));
  });

  it("derives slug, description and search text from the title", () => {
    for (const r of rows) {
      expect(r.slug).toBe(slugify(r.title));
      expect(r.searchText).toBe(foldText(r.title));
      expect(r.description).toBe(postDescription(r.kind as "loja", r.title));
    }
  });

  it("is deterministic, with dates from a fixed base and never the current time", () => {
    const again = buildPostSeed();
    expect(again).toEqual(rows);
    expect((rows[0].createdAt as Date).getTime()).toBe(POSTS_BASE_DATE);
    const times = rows.map((r) => (r.createdAt as Date).getTime());
    expect(new Set(times).size).toBe(rows.length);
    expect(Math.max(...times)).toBeLessThan(Date.UTC(2025, 6, 1));
  });

  it("varies the body by kind and by place", () => {
    const text = (kind: "loja" | "motor", slug: string) => JSON.stringify(postBody(kind, slug, slug));
    expect(text("loja", "moema")).not.toBe(text("motor", "moema"));
    expect(text("loja", "moema").replaceAll("Moema", "X")).not.toBe(text("loja", "tatuape").replaceAll("Tatuapé", "X"));
  });
});

describe("post order (docs/content-quality.md)", () => {
  it("the newest posts show different places and title types side by side", () => {
    const newest = [...buildPostSeed()].sort((a, b) => (b.createdAt as Date).getTime() - (a.createdAt as Date).getTime()).slice(0, 20);
    expect(new Set(newest.map((r) => r.place)).size).toBe(20);
    for (let i = 1; i < newest.length; i++) expect(newest[i].kind).not.toBe(newest[i - 1].kind);
    const groups = new Set(newest.map((r) => PLACES.find((p) => p.slug === r.place)!.group));
    expect(groups.size).toBeGreaterThanOrEqual(5);
  });

  it("still gives every place all four title types", () => {
    const rows = buildPostSeed();
    for (const place of PLACES)
      expect(
        rows
          .filter((r) => r.place === place.slug)
          .map((r) => r.kind)
          .sort(),
      ).toEqual([...POST_KINDS].sort());
  });
});
