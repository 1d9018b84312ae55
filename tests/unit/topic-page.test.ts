import { describe, expect, it } from "vitest";
import { TOPIC_GROUPS } from "~/content/topic-groups";
import { resolveTopicPage, type GeneratedTopicSource, type StoredTopicText, type TopicSources } from "~/pages/topic-page";
import { BUILT_IN_TOPIC_SLUGS } from "~/lib/topic-table";
import { slugify } from "~/lib/slug";
import { messageText, type StoredNames } from "~/lib/leads/message-text";
import { seededText } from "../fixtures/place-seed";

const NO_NAMES: StoredNames = { motor: () => undefined, post: () => undefined, generatedPage: () => undefined, topic: () => undefined };

const generated: Record<string, GeneratedTopicSource> = {
  "instalacao-de-motor-de-portao": { title: "Gerada com slug da tabela", description: "d", content: "<p>gerada</p>", keywords: "a, b" },
  "portao-automatico-em-moema": {
    title: "Portão automático em Moema",
    description: "Página gerada.",
    content: "<p>Texto gerado.</p>",
    keywords: "portão, moema",
  },
};
const stored: Record<string, StoredTopicText> = {
  "instalacao-de-motor-de-portao": { heading: "Instalação de Motor de Portão", description: "Como é feita a instalação.", bodyHtml: "<h2>Etapas</h2>" },
  "instalacao-de-portao-automatico": { heading: null, description: null, bodyHtml: "<p>Texto.</p>" },
};
// The page templates as a fresh install stores them (app/lib/page-templates.ts).
const template = (path: string) => seededText(path) ?? undefined;
const lookup: TopicSources = { stored: (slug) => stored[slug], generated: (slug) => generated[slug], template };
const NOTHING: TopicSources = { stored: () => undefined, generated: () => undefined, template };

describe("topic resolution order (docs/product.md §4.7)", () => {
  it("1. uses the built-in topic's stored texts first, even when a generated page has the same slug", () => {
    const page = resolveTopicPage("instalacao-de-motor-de-portao", lookup);
    expect(page.source).toBe("table");
    expect(page.title).toBe("Instalação de Motor de Portão");
    expect(page.description).toBe("Como é feita a instalação.");
    expect(page.body).toEqual({ kind: "html", html: "<h2>Etapas</h2>" });
    expect(page.keywords).toContain("instalação de motor de portão");
  });

  it("1b. a stored topic whose heading and description the owner cleared reads its menu title and a description made from it", () => {
    const page = resolveTopicPage("instalacao-de-portao-automatico", lookup);
    expect(page.source).toBe("table");
    expect(page.title).toBe("Instalação de Portão Automático");
    expect(page.description).toMatch(/^Instalação de Portão Automático: atendimento especializado/);
  });

  it("2. then a generated page with that slug, with its HTML and keywords", () => {
    const page = resolveTopicPage("portao-automatico-em-moema", lookup);
    expect(page.source).toBe("generated");
    expect(page.title).toBe("Portão automático em Moema");
    expect(page.body).toEqual({ kind: "html", html: "<p>Texto gerado.</p>" });
    expect(page.keywords).toEqual(["portão", "moema"]);
    expect(page.indexable).toBe(true);
  });

  it("3. then the generic text: written for the group of a menu topic, noindex for an unknown slug", () => {
    const menu = resolveTopicPage("motor-de-portao-garen", lookup);
    expect(menu.source).toBe("generic");
    expect(menu.title).toBe("Motor de Portão Garen");
    expect(menu.indexable).toBe(true);
    expect(JSON.stringify(menu.body)).toContain("Garen");

    const unknown = resolveTopicPage("portao-de-aluminio-sob-medida", lookup);
    expect(unknown.source).toBe("generic");
    expect(unknown.title).toBe("Portao de Aluminio Sob Medida");
    expect(unknown.indexable).toBe(false);
  });
});

describe("built-in topic table", () => {
  it("holds about 30 entries, all of them menu topics", () => {
    const menuSlugs = TOPIC_GROUPS.flatMap((g) => g.topics.map(slugify));
    expect(BUILT_IN_TOPIC_SLUGS.length).toBeGreaterThanOrEqual(28);
    expect(BUILT_IN_TOPIC_SLUGS.length).toBeLessThanOrEqual(35);
    expect(BUILT_IN_TOPIC_SLUGS.filter((s) => !menuSlugs.includes(s))).toEqual([]);
  });

  it("gives the seven groups their spec sizes (9, 7, 7, 6, 5, 5, 5)", () => {
    expect(TOPIC_GROUPS.map((g) => g.topics.length)).toEqual([9, 7, 7, 6, 5, 5, 5]);
  });

  it("resolves every menu topic to a page with a title, description and related links", () => {
    for (const g of TOPIC_GROUPS) {
      for (const t of g.topics) {
        const page = resolveTopicPage(slugify(t), NOTHING);
        expect(page.title).toBe(t);
        expect(page.description.length).toBeGreaterThan(40);
        expect(page.related.length).toBeGreaterThan(0);
        expect(messageText(page.whatsappMessage, NO_NAMES)).toContain(t);
      }
    }
  });

  it("links problem topics to the matching keyword pages", () => {
    const page = resolveTopicPage("portao-automatico-nao-abre", NOTHING);
    expect(page.related.map((r) => r.path)).toContain("/portao-nao-abre");
  });
});
