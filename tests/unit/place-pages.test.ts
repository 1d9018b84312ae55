import { describe, expect, it } from "vitest";
import { foldText } from "~/lib/slug";
import { decidePlaceSlug, htmlText, placePage, placePageText, unservedPlaceDescription } from "~/pages/place-page";
import { seededPlacePage } from "../fixtures/place-seed";
import { placeDisplayName } from "~/lib/place-names";
import { POST_KINDS, postLinks } from "~/pages/post-page";
import { postProse } from "../../db/seed/prose/posts";
import { sectionsText } from "~/content/blocks";
import { PLACE_FACTS } from "~/content/place-facts";
import { PAGE_PLACES, PLACES, findPlace, nameOfForm, placeGroup } from "~/content/places";
import { PLACE_LOCAL, PLACE_SECTIONS } from "../../db/seed/prose/places";
import { PLACE_NOTES } from "../../db/seed/prose/places/notes";
import { messageText, type StoredNames } from "~/lib/leads/message-text";

const NO_NAMES: StoredNames = { motor: () => undefined, post: () => undefined, generatedPage: () => undefined, topic: () => undefined };

describe("slug -> place (docs/product.md §4.6)", () => {
  it("maps a known slug back to its place name", () => {
    const page = seededPlacePage("freguesia-do-o");
    expect(page.known).toBe(true);
    expect(page.name).toBe("Freguesia do Ó");
    expect(page.title).toContain("Freguesia do Ó");
  });

  it("names a capital neighbourhood with its preposition in the title", () => {
    expect(seededPlacePage("mooca").title).toMatch(/^Motor para Portão PPA na Mooca/);
    expect(seededPlacePage("mooca").title.length).toBeLessThanOrEqual(60);
  });

  it("title-cases an unknown slug and uses the generic template", () => {
    const page = seededPlacePage("jardim-das-palmeiras");
    expect(page.known).toBe(false);
    expect(page.name).toBe("Jardim das Palmeiras");
    expect(page.title).toBe("Jardim das Palmeiras: Motor para Portão PPA | Venda e Instalação");
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

  it("says the delivery terms without naming the place, and names it in the WhatsApp message", () => {
    expect(seededPlacePage("tatuape").freeShipping).toBe(true);
    expect(seededPlacePage("ribeirao-pires").freeShipping).toBe(false);
    expect(seededPlacePage("ribeirao-pires").description).not.toMatch(/grátis/);
    expect(messageText(seededPlacePage("tatuape").whatsappMessage, NO_NAMES)).toContain("Tatuapé");
  });

  it("links neighbouring places of the same group, never the page itself", () => {
    const page = seededPlacePage("moema");
    expect(page.neighbours.length).toBe(8);
    expect(page.neighbours.map((n) => n.path)).not.toContain("/cidades/moema");
    const southSlugs = PLACES.filter((p) => p.group === "sp-sul").map((p) => `/cidades/${p.slug}`);
    expect(page.neighbours.every((n) => southSlugs.includes(n.path))).toBe(true);
    expect(page.groupLinks[0].path).toBe("/sitemap#sp-sul");
  });

  it("gives no two places the same body once the place name is removed", () => {
    const bodies = new Map<string, string>();
    for (const place of PAGE_PLACES) {
      const page = seededPlacePage(place.slug);
      const body = placePageText(page).split(placeDisplayName(place)).join("{lugar}").split(place.name).join("{lugar}");
      const twin = bodies.get(body);
      expect(twin, `${place.slug} repeats ${twin}`).toBeUndefined();
      bodies.set(body, place.slug);
    }
    expect(bodies.size).toBe(PAGE_PLACES.length);
  });

  it("has no FAQ (so no FAQPage markup) on place pages: no question there is the page's own", () => {
    for (const place of PAGE_PLACES) expect(seededPlacePage(place.slug).faqs).toEqual([]);
  });
});

describe("each place's own geography", () => {
  it("every place with a page has its own area, access and housing text, shown on its page", () => {
    expect(Object.keys(PLACE_LOCAL).sort()).toEqual(PAGE_PLACES.map((p) => p.slug).sort());
    for (const place of PAGE_PLACES) {
      const text = placePageText(seededPlacePage(place.slug));
      for (const field of Object.values(PLACE_LOCAL[place.slug])) expect(text).toContain(field);
      expect(PLACE_NOTES[place.slug], place.slug).toBeTruthy();
    }
  });

  it("gives every place with a page at least 150 words of its own (its note and local block)", () => {
    const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
    for (const place of PAGE_PLACES) {
      const own = [PLACE_NOTES[place.slug], ...Object.values(PLACE_LOCAL[place.slug])].join(" ");
      expect(words(own), place.slug).toBeGreaterThanOrEqual(150);
    }
  });
});

describe("neighbourhoods presented inside their city's page", () => {
  const folded = PLACES.filter((p) => !p.ownPage);

  it("folds the neighbourhoods of Osasco and Guarulhos, and only those", () => {
    expect(new Set(folded.map((p) => p.group))).toEqual(new Set(["osasco", "guarulhos"]));
    expect(folded.length).toBe(30);
  });

  it("shows each one as a section with an anchor on its city's page, and redirects its old URL there", () => {
    for (const place of folded) {
      const city = seededPlacePage(place.city === "Osasco" ? "osasco" : "guarulhos");
      const district = city.districts.find((d) => d.anchor === place.slug);
      expect(district?.name, place.slug).toBe(place.name);
      expect(htmlText(district?.html ?? "").length, place.slug).toBeGreaterThan(200);
      expect(place.href).toBe(`/cidades/${city.slug}#${place.slug}`);
      expect(decidePlaceSlug(place.slug)).toEqual({ kind: "moved", location: place.href });
    }
    expect(seededPlacePage("moema").districts).toEqual([]);
  });

  it("has a section text for every folded neighbourhood and for nothing else", () => {
    expect(Object.keys(PLACE_SECTIONS).sort()).toEqual(folded.map((p) => p.slug).sort());
  });
});

describe("slot grammar: each place with its preposition and article", () => {
  it("writes every place as preposition + name", () => {
    for (const place of PLACES) {
      expect(place.em, place.slug).toMatch(/^(em|no|na|nos|nas) /);
      expect(nameOfForm(place.em), place.slug).toBe(place.name);
    }
  });

  it("uses the article the name takes", () => {
    const form = (name: string, city = "São Paulo") => PLACES.find((p) => p.name === name && p.city === city)?.em;
    expect(form("Mooca")).toBe("na Mooca");
    expect(form("Tatuapé")).toBe("no Tatuapé");
    expect(form("Santana")).toBe("em Santana");
    expect(form("Casa Verde")).toBe("na Casa Verde");
    expect(form("Moema")).toBe("em Moema");
    expect(form("Vila Galvão", "Guarulhos")).toBe("na Vila Galvão");
    expect(form("Pimentas", "Guarulhos")).toBe("nos Pimentas");
    expect(form("Santo André", "Santo André")).toBe("em Santo André");
    expect(placeGroup("abcd").em).toBe("no ABC");
    // Names that open with a feminine or masculine noun take its article.
    for (const place of PLACES.filter((p) => p.kind === "bairro")) {
      if (/^(Vila|Casa|Cidade|Freguesia|Barra|Ponte|Bela|Saúde|Lapa|Penha|Mooca|Liberdade)\b/.test(place.name)) expect(place.em, place.slug).toMatch(/^na /);
      if (/^(Jardim|Campo|Alto|Rio|Km|Centro|Capão|Bom|Brás|Belém|Butantã|Morumbi|Ipiranga|Tatuapé)\b/.test(place.name))
        expect(place.em, place.slug).toMatch(/^no /);
    }
  });

  it("never writes a place that takes an article after a bare 'em' on its page or in its posts", () => {
    for (const place of PLACES.filter((p) => !p.em.startsWith("em "))) {
      // "em Brooklin Paulista" names another place; "em Brooklin," is the slip this catches.
      const bare = new RegExp(`\\bem ${place.name}\\b(?! [A-ZÀ-Ú])`);
      const page = place.ownPage ? seededPlacePage(place.slug) : undefined;
      const texts = page ? [page.title, page.description, placePageText(page), page.groupLinks.map((l) => l.name).join(" ")] : [];
      for (const kind of POST_KINDS) {
        const body = postProse(kind, place.slug, place.name);
        texts.push(body.intro, sectionsText(body.sections), ...postLinks(kind, place.slug).map((l) => l.name));
      }
      for (const text of texts) expect(text, place.slug).not.toMatch(bare);
    }
  });
});

describe("the list of other places", () => {
  it("names the zone or group the places share, never claiming they border the page's place", () => {
    expect(seededPlacePage("moema").neighboursTitle).toBe("Mais bairros atendidos na Zona Sul");
    expect(seededPlacePage("santo-andre").neighboursTitle).toBe("Mais cidades atendidas no ABC");
    expect(seededPlacePage("barueri").neighboursTitle).toBe("Mais cidades atendidas a oeste da capital");
    expect(seededPlacePage("embu-das-artes").neighboursTitle).toBe("Mais cidades atendidas a sudoeste da capital");
  });

  /**
   * Rough centres (latitude, longitude) of the cities around the capital, from the map: a city
   * offered as "more places" beside another is never across the metropolis from it (Embu das
   * Artes once listed Itaquaquecetuba, Suzano and Arujá, about 50 km away on the other side).
   */
  const CENTRES: Record<string, [number, number]> = {
    osasco: [-23.53, -46.79],
    barueri: [-23.51, -46.88],
    carapicuiba: [-23.52, -46.84],
    itapevi: [-23.55, -46.93],
    "santana-de-parnaiba": [-23.44, -46.92],
    cotia: [-23.6, -46.92],
    "taboao-da-serra": [-23.62, -46.79],
    "embu-das-artes": [-23.65, -46.85],
    cajamar: [-23.36, -46.88],
    "franco-da-rocha": [-23.32, -46.73],
    "francisco-morato": [-23.28, -46.75],
    mairipora: [-23.32, -46.59],
    "campo-limpo-paulista": [-23.21, -46.78],
    atibaia: [-23.12, -46.55],
    guarulhos: [-23.45, -46.53],
    itaquaquecetuba: [-23.49, -46.35],
    "ferraz-de-vasconcelos": [-23.54, -46.37],
    suzano: [-23.54, -46.31],
    aruja: [-23.4, -46.32],
    "mogi-das-cruzes": [-23.52, -46.19],
    "santa-isabel": [-23.32, -46.22],
    "santo-andre": [-23.66, -46.53],
    "sao-bernardo-do-campo": [-23.69, -46.56],
    "sao-caetano-do-sul": [-23.62, -46.57],
    diadema: [-23.69, -46.62],
    maua: [-23.67, -46.46],
    "ribeirao-pires": [-23.71, -46.41],
    "rio-grande-da-serra": [-23.74, -46.4],
  };
  const km = ([a, b]: [number, number], [c, d]: [number, number]) => Math.hypot((a - c) * 111, (b - d) * 102);

  it("offers only cities of the same side of the capital, none of them across the metropolis", () => {
    const cities = PAGE_PLACES.filter((p) => p.kind === "cidade");
    expect(Object.keys(CENTRES).sort()).toEqual(cities.map((p) => p.slug).sort());
    const far: string[] = [];
    for (const city of cities) {
      for (const n of seededPlacePage(city.slug, [...cities.map((c) => c.name)]).neighbours) {
        const slug = n.path.replace("/cidades/", "");
        if (km(CENTRES[city.slug], CENTRES[slug]) > 45) far.push(`${city.slug} → ${slug}`);
      }
    }
    expect(far).toEqual([]);
    const embu = seededPlacePage("embu-das-artes").neighbours.map((n) => n.name);
    expect(embu).toEqual(expect.arrayContaining(["Taboão da Serra", "Cotia"]));
    for (const across of ["Itaquaquecetuba", "Suzano", "Arujá"]) expect(embu).not.toContain(across);
  });

  it("offers only the places of the page's own zone in the capital", () => {
    for (const place of PAGE_PLACES.filter((p) => p.city === "São Paulo")) {
      const zone = PLACES.filter((p) => p.group === place.group).map((p) => p.href);
      expect(
        seededPlacePage(place.slug).neighbours.every((n) => zone.includes(n.path)),
        place.slug,
      ).toBe(true);
    }
  });
});

describe("a place page's opening", () => {
  /** Runs of five words of a text, the place's own name left out (it may open every paragraph). */
  const runs = (text: string, name: string) => {
    const words = foldText(text)
      .split(foldText(name))
      .join(" ")
      .split(/[^a-z0-9-]+/)
      .filter(Boolean);
    return new Set(words.slice(0, Math.max(0, words.length - 4)).map((_, i) => words.slice(i, i + 5).join(" ")));
  };

  it("says in its lead nothing its own text says again in the same words", () => {
    const repeated: string[] = [];
    for (const place of PAGE_PLACES) {
      const page = seededPlacePage(place.slug);
      const body = runs(htmlText(page.bodyHtml), page.name);
      for (const run of runs(page.intro[0], page.name)) if (body.has(run)) repeated.push(`${place.slug}: ${run}`);
    }
    expect(repeated).toEqual([]);
  });
});

describe("the page of a place without a page of its own (app/lib/page-templates.ts)", () => {
  it("is the stored template with the address's name: text in the lines, escaped in the HTML, even for markup a slug cannot hold", () => {
    const template = {
      title: "{nome} | teste",
      description: "Sobre {nome}.",
      heading: "Portão em {nome}",
      lead: "Olá, {nome}.",
      bodyHtml: "<p>Atendemos {nome}? Veja {nome}.</p>",
      questions: null,
    };
    const hostile = placePage("<img-src=x-onerror=alert(1)>-$&-{nome}", undefined, null, () => template);
    expect(hostile.known).toBe(false);
    expect(hostile.heading).toBe("Portão em <img Src=x Onerror=alert(1)> $& {nome}");
    expect(hostile.bodyHtml).toBe("<p>Atendemos &lt;img Src=x Onerror=alert(1)&gt; $&amp; {nome}? Veja &lt;img Src=x Onerror=alert(1)&gt; $&amp; {nome}.</p>");
    expect(hostile.intro).toEqual(["Olá, <img Src=x Onerror=alert(1)> $& {nome}."]);
    // Without a template (a database not yet seeded) the page still names the place.
    expect(placePage("lugar-nenhum", undefined, null).heading).toBe("Lugar Nenhum");
  });

  it("outside the served cities, a place's description comes from its stored text only", () => {
    const offer = "Fora das cidades que atendemos hoje: consulte antes de agendar.";
    expect(unservedPlaceDescription({ lead: "Curta.", description: "x", heading: "H" }, "F")).toBe(`Curta. ${offer}`);
    const long = "Uma abertura longa. ".repeat(6).trim();
    expect(
      unservedPlaceDescription({ lead: long, description: "Motor na Sé para prédios. Entrega e instalação grátis, garantia de 18 meses.", heading: "H" }, "F"),
    ).toBe(`Motor na Sé para prédios. ${offer}`);
    expect(unservedPlaceDescription({ lead: long, description: `${long} Entrega e instalação grátis.`, heading: "Motor para Portão PPA na Sé" }, "F")).toBe(
      `Motor para Portão PPA na Sé. ${offer}`,
    );
    expect(unservedPlaceDescription(null, "Motor para Portão PPA na Sé")).toBe(`Motor para Portão PPA na Sé. ${offer}`);
  });
});
