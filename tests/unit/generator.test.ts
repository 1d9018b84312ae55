import { PRICE_OFFERS } from "~/content/business";
import { describe, expect, it } from "vitest";
import { analyzeTitle, CREATIVITY, defaultDescription, generateContent, generatorSettings, normalizeCreativity } from "~/lib/generator";
import { BENEFITS } from "~/lib/generator/benefits";
import { buildContext } from "~/lib/generator/context";
import { sanitizeContent } from "~/server/data/sanitize.server";

/** A statement title (no question section), so the sections follow a fixed order. */
const TITLE = "Instalação de motor para portão basculante em Osasco";
const SEEDS = Array.from({ length: 12 }, (_, i) => i + 1);

type Section = { heading: string; body: string };

function sections(html: string): Section[] {
  return html
    .split("<h2>")
    .slice(1)
    .map((chunk) => {
      const [heading, body] = chunk.split("</h2>");
      return { heading, body };
    });
}

const count = (html: string, tag: string) => (html.match(new RegExp(`<${tag}>`, "g")) ?? []).length;
const items = (html: string) => [...html.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1]);

function shape(creativity: number, seed = 1) {
  const s = sections(generateContent({ title: TITLE, creativity, seed }).content);
  const lists = s.filter((x) => x.body.includes("<ul>"));
  const faq = s.find((x) => count(x.body, "h3") > 0)!;
  const faqIndex = s.indexOf(faq);
  return {
    sectionCount: s.length,
    paragraphs: count(s[0].body, "p"),
    benefits: items(lists[0].body).length,
    features: lists[1] ? items(lists[1].body).length : 0,
    // Company: a section of one paragraph between the lists and the FAQ; extra: two paragraphs just before the FAQ.
    middle: s
      .slice(2, faqIndex)
      .filter((x) => !x.body.includes("<ul>"))
      .map((x) => count(x.body, "p")),
    faqs: count(faq.body, "h3"),
  };
}

describe("generator settings (docs/product.md §6.4 thresholds)", () => {
  it.each([
    // creativity, mode, list items, faqs/paragraphs, features+company, extra paragraphs
    [0, "standard", 3, 2, false, false],
    [20, "standard", 3, 2, false, false],
    [25, "randomised", 4, 2, false, false],
    [40, "randomised", 4, 3, false, false],
    [45, "varied", 4, 3, false, false],
    [50, "varied", 5, 3, false, false],
    [55, "varied", 5, 3, true, false],
    [60, "varied", 5, 3, true, false],
    [65, "varied", 5, 3, true, true],
    [75, "varied", 6, 4, true, true],
    [100, "varied", 7, 5, true, true],
  ] as const)("creativity %i: %s mode, %i list items, %i FAQs and paragraphs", (c, mode, listItems, faqs, featuresAndCompany, extra) => {
    const settings = generatorSettings(c);
    expect(settings.mode).toBe(mode);
    expect(settings.listItems).toBe(listItems);
    expect(settings.faqCount).toBe(faqs);
    expect(settings.paragraphCount).toBe(faqs);
    expect(settings.includeFeatures).toBe(featuresAndCompany);
    expect(settings.includeCompany).toBe(featuresAndCompany);
    expect(settings.includeExtraParagraphs).toBe(extra);

    for (const seed of [1, 2, 3]) {
      const got = shape(c, seed);
      expect(got.paragraphs).toBe(faqs);
      expect(got.benefits).toBe(listItems);
      expect(got.features).toBe(featuresAndCompany ? listItems : 0);
      expect(got.faqs).toBe(faqs);
      expect(got.middle).toEqual([...(featuresAndCompany ? [1] : []), ...(extra ? [2] : [])]);
      // intro, benefits, [features], [company], [extra], FAQ, closing
      expect(got.sectionCount).toBe(4 + (featuresAndCompany ? 2 : 0) + (extra ? 1 : 0));
    }
  });

  it("the slider runs 0 to 100 in steps of 5, default 75", () => {
    expect(CREATIVITY).toEqual({ min: 0, max: 100, step: 5, default: 75 });
    expect(normalizeCreativity("75")).toBe(75);
    expect(normalizeCreativity("63")).toBe(65);
    expect(normalizeCreativity("-10")).toBe(0);
    expect(normalizeCreativity("250")).toBe(100);
    expect(normalizeCreativity("abc")).toBe(75);
    expect(normalizeCreativity(undefined)).toBe(75);
  });
});

describe("generator modes", () => {
  const contents = (c: number) => SEEDS.map((seed) => generateContent({ title: TITLE, creativity: c, seed }).content);
  const headings = (c: number) =>
    new Set(
      contents(c).map((html) =>
        sections(html)
          .map((s) => s.heading)
          .join("|"),
      ),
    );
  const ctx = buildContext(TITLE, analyzeTitle(TITLE));
  const benefitPool = BENEFITS.map((b) => b(ctx));
  const benefitOrder = (html: string) => items(sections(html)[1].body).map((i) => benefitPool.indexOf(i.replace(/&quot;/g, '"')));
  const inOrder = (xs: number[]) => xs.every((x, i) => i === 0 || x > xs[i - 1]);

  it.each([0, 20])("at %i the seed changes nothing (standard mode)", (c) => {
    expect(new Set(contents(c)).size).toBe(1);
    expect(benefitOrder(contents(c)[0])).toEqual([0, 1, 2]);
  });

  it.each([25, 40])("at %i the wording depends on the seed but headings and list order do not (randomised mode)", (c) => {
    expect(new Set(contents(c)).size).toBeGreaterThan(1);
    expect(headings(c).size).toBe(1);
    for (const html of contents(c)) expect(inOrder(benefitOrder(html))).toBe(true);
  });

  it.each([45, 50, 75, 100])("at %i headings vary and lists are shuffled (varied mode)", (c) => {
    expect(headings(c).size).toBeGreaterThan(1);
    expect(contents(c).some((html) => !inOrder(benefitOrder(html)))).toBe(true);
    for (const html of contents(c)) expect(benefitOrder(html).every((i) => i >= 0)).toBe(true);
  });
});

describe("generator determinism", () => {
  it("same title, creativity and seed give the same page", () => {
    for (const c of [0, 30, 75, 100]) {
      expect(generateContent({ title: TITLE, creativity: c, seed: 42 })).toEqual(generateContent({ title: TITLE, creativity: c, seed: 42 }));
    }
  });

  it("another seed or another title gives another page", () => {
    const a = generateContent({ title: TITLE, creativity: 75, seed: 1 }).content;
    expect(generateContent({ title: TITLE, creativity: 75, seed: 2 }).content).not.toBe(a);
    expect(generateContent({ title: "Conserto de portão deslizante na Mooca", creativity: 75, seed: 1 }).content).not.toBe(a);
  });
});

describe("generated text", () => {
  const titles = [
    TITLE,
    "Quanto custa instalar motor basculante em Osasco?",
    "Como fazer manutenção de portão deslizante no Tatuapé",
    "Qual o melhor controle remoto para portão pivotante?",
    "Por que o portão abre sozinho?",
    "Central de comando queimada em Guarulhos",
    "Fotocélula para portão de condomínio",
    "Motor para portão articulado",
  ];

  it.each(titles)("%s reads as real content about the subject", (title) => {
    for (const c of [0, 50, 100]) {
      const page = generateContent({ title, creativity: c, seed: 7 });
      expect(page.content).not.toMatch(/lorem|ipsum|undefined|NaN|null|\[object|\$\{/i);
      expect(page.content.startsWith("<h2>")).toBe(true);
      expect(page.content).not.toMatch(/<p><\/p>|<li><\/li>/);
      expect(page.content).toMatch(/portão/);
      // Survives the sanitiser unchanged, so what was previewed is what is saved.
      expect(sanitizeContent(page.content)).toBe(page.content);
    }
  });

  it("names the product, service and place of the title", () => {
    const page = generateContent({ title: "Quanto custa instalar motor basculante em Osasco?", creativity: 75, seed: 3 });
    expect(page.content).toContain("instalação de motor para portão basculante");
    expect(page.content).toContain("Osasco");
    // The price range is stored as its slot, filled with the owner's value and instalment terms when served (decision 0028).
    expect(page.content).toContain(PRICE_OFFERS.installKit);
    expect(page.content).not.toMatch(/R\$ ?\d/);
  });

  it("answers a how-question with ordered steps", () => {
    const page = generateContent({ title: "Como é feita a instalação de motor de portão deslizante?", creativity: 0, seed: 1 });
    expect(page.content).toContain("<ol><li>Avaliação do portão");
  });

  it("uses the title's own preposition for the place", () => {
    const page = generateContent({ title: "Conserto de portão deslizante na Mooca", creativity: 0, seed: 1 });
    expect(page.content).toContain("na Mooca");
    expect(page.content).not.toContain("em Mooca");
  });

  it("escapes markup typed in the title", () => {
    const page = generateContent({ title: "Motor <script>alert(1)</script> em Osasco", creativity: 100, seed: 1 });
    expect(page.content).not.toContain("<script>");
  });

  it("describes the page with whole opening sentences of its own text, within 160 characters, not the template", () => {
    for (const title of ["Motor para portão articulado", "Quanto custa um motor?", "Conserto de portão deslizante na Mooca"]) {
      const page = generateContent({ title, creativity: 50, seed: 1 });
      expect(page.description).not.toBe(defaultDescription(title));
      expect([...page.description].length).toBeLessThanOrEqual(160);
      expect(page.description).toMatch(/[.!?]$/);
      expect(page.content).toContain(page.description.split(". ")[0]);
    }
  });

  it("prints the opening hours once, as the business slot filled at render, and no invented claim", () => {
    for (let seed = 1; seed <= 40; seed++) {
      const { content } = generateContent({ title: "Manutenção de portão em Osasco", creativity: 100, seed });
      expect(content.split("{horário de atendimento}").length - 1).toBeLessThanOrEqual(1);
      expect(content).not.toMatch(/\d{1,2}h às \d{1,2}h|desde 1999|clientes atendidos/);
    }
  });
});

describe("what generated text says of the business", () => {
  it("counts the served cities only by the slot the owner's list fills, and names no channel to write or call", () => {
    const titles = ["Onde vocês instalam motor de portão em Cotia?", "Motor de portão com entrega grátis em Cotia", "Vocês atendem Osasco?"];
    for (const title of titles) {
      for (const creativity of [0, 50, 100]) {
        for (const seed of [1, 2, 3, 4, 5]) {
          const { content } = generateContent({ title, creativity, seed });
          expect(content, title).not.toMatch(/\d+ cidades/);
          expect(content, title).not.toMatch(/\b(pelo|por|no) (WhatsApp|telefone)\b|\bligue\b/i);
        }
      }
    }
    expect(generateContent({ title: titles[0], creativity: 0, seed: 1 }).content).toContain("{número de cidades atendidas} cidades");
  });
});

describe("question analysis", () => {
  it.each([
    ["Quanto custa instalar motor basculante em Osasco?", "tilting", "installation", "price", true, "Osasco"],
    ["Como fazer manutenção de portão deslizante no Tatuapé", "sliding", "maintenance", "how", true, "Tatuapé"],
    ["Qual o melhor motor para portão pivotante?", "swing", "general", "which", true, null],
    ["Por que o portão abre sozinho?", "generic", "repair", "why", true, null],
    ["Conserto de portão automático em Guarulhos", "generic", "repair", "none", false, "Guarulhos"],
    ["Troca de motor de portão basculante na Vila Mariana", "tilting", "replacement", "none", false, "Vila Mariana"],
    ["Controle remoto do portão deslizante não funciona", "remote", "repair", "none", false, null],
    ["Central de comando queimada em São Bernardo do Campo", "board", "repair", "none", false, "São Bernardo do Campo"],
    ["Quanto tempo leva a instalação de fotocélula?", "sensor", "installation", "time", true, null],
    ["Onde comprar motor para portão articulado em Santo André", "articulated", "purchase", "where", true, "Santo André"],
    ["É possível automatizar portão de abrir antigo?", "swing", "general", "possibility", true, null],
    ["Preço de motor de portão deslizante", "sliding", "general", "price", false, null],
    ["Motor basculante com controle remoto em Moema", "tilting", "general", "none", false, "Moema"],
  ] as const)("%s", (title, productType, serviceType, questionType, isQuestion, place) => {
    expect(analyzeTitle(title)).toMatchObject({ productType, serviceType, questionType, isQuestion, place });
  });

  it("keeps the preposition the title uses before the place", () => {
    expect(analyzeTitle("Portão automático na Mooca").placePhrase).toBe("na Mooca");
    expect(analyzeTitle("Portão automático Mooca").placePhrase).toBe("em Mooca");
  });

  it("does not read common words as places", () => {
    expect(analyzeTitle("Se o portão não abre, o que fazer?").place).toBeNull();
  });
});
