import { describe, expect, it } from "vitest";
import { postSlug, postTitle, seededPostForms } from "~/pages/post-page";
import { TYPE_PHRASES, postDescription, postProse, titleTail } from "../../db/seed/prose/posts";
import { PLACES, findPlace } from "~/content/places";
import { foldText } from "~/lib/slug";
import { POSTS_BASE_DATE, buildPostSeed } from "../../db/seed/posts";
import { POST_KINDS } from "~/pages/post-page";

describe("post titles, slugs and descriptions (docs/product.md §4.9)", () => {
  const place = (slug: string) => findPlace(slug)!;

  it("puts each place in the title with its own preposition", () => {
    expect(postTitle("loja", place("mooca"))).toBe("Venda e Instalação de Motores de Portão na Mooca");
    expect(postTitle("motor", place("tatuape"))).toBe("Motores de Portão Automático no Tatuapé");
    expect(postTitle("basculante", place("vila-mariana"))).toBe("Motores Basculantes para Portão na Vila Mariana");
    expect(postTitle("servicos", place("osasco"))).toBe("Serviços de Automação de Portões em Osasco");
  });

  it("keeps the address the first titles had, so no post's URL changed", () => {
    expect(postSlug("loja", place("mooca"))).toBe("loja-especializada-em-motores-de-portao-em-mooca");
    expect(postSlug("motor", place("tatuape"))).toBe("motores-de-portao-automatico-em-tatuape");
  });

  it("ends the description with the place as the title has it", () => {
    expect(postDescription("loja", place("mooca"))).toBe(`${TYPE_PHRASES.loja} na Mooca.`);
    expect(postDescription("basculante", place("vila-mariana"))).toBe(`${TYPE_PHRASES.basculante} na Vila Mariana.`);
  });

  it('never reads "em" before a place that takes another preposition', () => {
    for (const r of buildPostSeed()) {
      const p = place(r.place);
      if (!p.em.startsWith("em ")) expect(`${r.title} ${r.description}`).not.toContain(` em ${p.name}`);
      expect(r.title.endsWith(p.em) || r.title.includes(`${p.em}, em `)).toBe(true);
    }
  });

  it("knows every title the seed stored before, the current one included, so the seed can replace them", () => {
    const forms = seededPostForms("loja", place("mooca"));
    expect(forms.titles).toEqual(
      expect.arrayContaining([
        "Loja Especializada em Motores de Portão em Mooca",
        "Loja Especializada em Motores de Portão na Mooca",
        "Venda e Instalação de Motores de Portão na Mooca",
      ]),
    );
    expect(forms.descriptionEnds).toEqual([" em Mooca.", " na Mooca."]);
  });

  it("finds the place of a title without one of the site's places in its last words", () => {
    expect(titleTail("Motores de Portão Automático em Mooca")).toBe("Mooca");
    expect(titleTail("Motores de Portão Jetflex")).toBe("Jetflex");
  });

  it("has a different phrase for each of the four title types, none with a figure the catalogue owns", () => {
    const phrases = Object.values(TYPE_PHRASES);
    expect(new Set(phrases).size).toBe(4);
    expect(TYPE_PHRASES.loja).toMatch(/^Venda e instalação/);
    expect(TYPE_PHRASES.servicos).toMatch(/^Serviços de automação/);
    expect(TYPE_PHRASES.basculante).toMatch(/^Motores basculantes/);
    expect(TYPE_PHRASES.motor).toMatch(/^Motores de portão/);
    for (const phrase of phrases) expect(phrase).not.toMatch(/\d/);
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

  it("derives the description from kind and place and the search text from the title", () => {
    for (const r of rows) {
      expect(r.slug).toBe(postSlug(r.kind as "loja", findPlace(r.place)!));
      expect(r.searchText).toBe(foldText(r.title));
      expect(r.description).toBe(postDescription(r.kind as "loja", findPlace(r.place)!));
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
    const text = (kind: "loja" | "motor", slug: string) => JSON.stringify(postProse(kind, slug, slug));
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
