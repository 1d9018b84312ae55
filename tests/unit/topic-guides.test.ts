import { describe, expect, it } from "vitest";
import { ALL_TOPIC_TITLES } from "~/content/topic-groups";
import { TOPIC_GUIDES, fillPlaceholders } from "~db/seed/prose/topic-guides";
import { seededTexts } from "~db/seed/page-texts";
import { slugify } from "~/lib/slug";
import { firstBootSettings } from "~/lib/business-settings";
import { fillBusinessSlots } from "~/lib/business-slots";

const business = firstBootSettings({}, "2026-11-01");

describe("topic guides (docs/content-quality.md)", () => {
  it("belong to menu topics, and every price comes from Dados do negócio", () => {
    const menu = new Set(ALL_TOPIC_TITLES.map((t) => slugify(t)));
    for (const [slug, guide] of Object.entries(TOPIC_GUIDES)) {
      expect(menu.has(slug), slug).toBe(true);
      for (const stored of Object.values(guide)) {
        // Figures are slots of "Dados do negócio" (decision 0028), filled when the page is served.
        expect(stored).not.toMatch(/R\$ ?\d/);
        const text = fillBusinessSlots(stored, business);
        expect(text).not.toMatch(/[{}]/);
        for (const amount of text.match(/R\$ ?\d+(?:\.\d{3})*(?:,\d+)?/g) ?? [])
          expect(fillBusinessSlots(fillPlaceholders("{repair} {kit} {replacement} {heavy}"), business)).toContain(amount);
      }
    }
  });

  it("an unknown placeholder is refused", () => {
    expect(() => fillPlaceholders("custa {preco}")).toThrow(/preco/);
  });

  it("the topic's starting text holds its guide as sections of the light syntax", () => {
    const texts = new Map(seededTexts().map((t) => [t.path, t]));
    for (const slug of ["nobreak-para-motor-de-portao", "tecnico-de-portao-automatico"]) {
      const body = texts.get(`/topicos/${slug}`)?.body ?? "";
      for (const heading of ["Como funciona", "Do que depende o preço", "Erros comuns e como evitar"]) expect(body).toContain(`\n## ${heading}\n`);
    }
  });
});
