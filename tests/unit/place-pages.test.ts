import { describe, expect, it } from "vitest";
import { decidePlaceSlug, placeDisplayName, placePage, placePageText } from "~/pages/place-page";
import { PLACE_FACTS } from "~/content/place-facts";
import { PLACES, findPlace } from "~/content/places";
import { PLACE_LOCAL } from "~/content/place-local";
import { messageText, type StoredNames } from "~/lib/leads/message-text";

const NO_NAMES: StoredNames = { motor: () => undefined, post: () => undefined, generatedPage: () => undefined };

describe("slug -> place (docs/product.md §4.6)", () => {
  it("maps a known slug back to its place name", () => {
    const page = placePage("freguesia-do-o");
    expect(page.known).toBe(true);
    expect(page.name).toBe("Freguesia do Ó");
    expect(page.title).toContain("Freguesia do Ó");
  });

  it("names neighbourhoods of Osasco and Guarulhos with their city", () => {
    expect(placePage("vila-yara-osasco").name).toBe("Vila Yara, Osasco");
    expect(placePage("centro-guarulhos").name).toBe("Centro, Guarulhos");
  });

  it("title-cases an unknown slug and uses the generic template", () => {
    const page = placePage("jardim-das-palmeiras");
    expect(page.known).toBe(false);
    expect(page.name).toBe("Jardim das Palmeiras");
    expect(page.title).toBe("Motor para Portão PPA em Jardim das Palmeiras | Venda e Instalação");
    expect(page.description).toContain("Jardim das Palmeiras");
    expect(page.neighbours).toEqual([]);
  });

  it("redirects non-canonical slugs and refuses text that cannot be a place", () => {
    expect(decidePlaceSlug("moema")).toEqual({ kind: "page", slug: "moema" });
    expect(decidePlaceSlug("Vila Mariana")).toEqual({ kind: "redirect", slug: "vila-mariana" });
    expect(decidePlaceSlug("São-Caetano-do-Sul")).toEqual({ kind: "redirect", slug: "sao-caetano-do-sul" });
    expect(decidePlaceSlug("!!!")).toEqual({ kind: "not-found" });
    expect(decidePlaceSlug("a".repeat(61))).toEqual({ kind: "not-found" });
  });
});

describe("place content", () => {
  it("has local facts for every place and no facts for unknown slugs", () => {
    expect(PLACES.filter((p) => !PLACE_FACTS[p.slug])).toEqual([]);
    expect(Object.keys(PLACE_FACTS).filter((slug) => !findPlace(slug))).toEqual([]);
  });

  it("lists the five benefits of docs/product.md §4.6 and names the place in the WhatsApp message", () => {
    const page = placePage("tatuape");
    expect(page.benefits).toHaveLength(5);
    expect(page.benefits[0]).toBe("Entrega e instalação grátis em Tatuapé");
    expect(page.benefits.join(" ")).toMatch(/garantia estendida de fábrica/i);
    expect(page.benefits.join(" ")).toMatch(/assistência técnica local/i);
    expect(page.benefits.join(" ")).toMatch(/última geração/i);
    expect(page.benefits.join(" ")).toMatch(/preço direto de fábrica/i);
    expect(messageText(page.whatsappMessage, NO_NAMES)).toContain("Tatuapé");
  });

  it("promises free delivery only where the free-shipping list covers the place", () => {
    expect(placePage("ribeirao-pires").benefits[0]).not.toMatch(/grátis/);
    expect(placePage("ribeirao-pires").description).not.toMatch(/grátis/);
    expect(placePage("cumbica-guarulhos").benefits[0]).toBe("Entrega e instalação grátis em Cumbica, Guarulhos");
  });

  it("links neighbouring places of the same group, never the page itself", () => {
    const page = placePage("moema");
    expect(page.neighbours.length).toBe(8);
    expect(page.neighbours.map((n) => n.path)).not.toContain("/cidades/moema");
    const southSlugs = PLACES.filter((p) => p.group === "sp-sul").map((p) => `/cidades/${p.slug}`);
    expect(page.neighbours.every((n) => southSlugs.includes(n.path))).toBe(true);
    expect(page.groupLinks[0].path).toBe("/sitemap#sp-sul");
  });

  it("links a city to its own neighbourhoods and a neighbourhood to its city", () => {
    expect(placePage("osasco").neighbours.map((n) => n.path)).toContain("/cidades/quitauna-osasco");
    expect(placePage("quitauna-osasco").groupLinks.map((l) => l.path)).toContain("/cidades/osasco");
  });

  it("gives no two places the same body once the place name is removed", () => {
    const bodies = new Map<string, string>();
    for (const place of PLACES) {
      const page = placePage(place.slug);
      const body = placePageText(page).split(placeDisplayName(place)).join("{lugar}").split(place.name).join("{lugar}");
      const twin = bodies.get(body);
      expect(twin, `${place.slug} repeats ${twin}`).toBeUndefined();
      bodies.set(body, place.slug);
    }
    expect(bodies.size).toBe(PLACES.length);
  });

  it("has two or three FAQs per place (its first concerns and the price), each naming the place", () => {
    for (const place of PLACES) {
      const page = placePage(place.slug);
      expect(page.faqs.length).toBeGreaterThanOrEqual(2);
      expect(page.faqs.length).toBeLessThanOrEqual(3);
      expect(page.faqs.every((f) => f.question.includes(page.name))).toBe(true);
    }
  });
});

describe("each place's own geography (issue #14)", () => {
  it("every place has its own area, access and housing text, shown on its page", () => {
    expect(Object.keys(PLACE_LOCAL).sort()).toEqual(PLACES.map((p) => p.slug).sort());
    for (const place of PLACES) {
      const page = placePage(place.slug);
      const text = placePageText(page);
      for (const field of Object.values(PLACE_LOCAL[place.slug])) expect(text).toContain(field);
    }
  });
});
