import { describe, expect, it } from "vitest";
import { indexCandidates } from "~/lib/index-candidates";
import { MAIN_PAGE_PATHS } from "~/lib/page-registry";
import { CITY_LANDINGS, landingCityPage } from "~/lib/city-landing";
import { SEARCH_INTENTS, choosePage, intentChoiceSchema, type SearchIntent } from "~/lib/search-intents";

const intent: SearchIntent = { key: "k", label: "busca", candidates: ["/a", "/b", "/c"] };
const fig = (path: string, ownWords: number | null, sharedShare: number | null) => ({ path, indexable: false, ownWords, sharedShare });

describe("the intent map", () => {
  it("names each page at most once, only template pages the site has, never a main page but a city's landing", () => {
    const all = SEARCH_INTENTS.flatMap((i) => i.candidates);
    expect(new Set(all).size).toBe(all.length);
    expect(new Set(SEARCH_INTENTS.map((i) => i.key)).size).toBe(SEARCH_INTENTS.length);
    const pages = new Set(indexCandidates([]));
    const landings = CITY_LANDINGS.map((l) => l.path);
    for (const p of all.filter((c) => !landings.includes(c))) {
      expect(pages.has(p), p).toBe(true);
      expect(MAIN_PAGE_PATHS, p).not.toContain(p);
    }
    // A landing answers its city's search beside the city's place page, which comes first.
    for (const landing of CITY_LANDINGS) {
      const city = SEARCH_INTENTS.filter((i) => i.candidates.includes(landing.path));
      expect(city, landing.path).toHaveLength(1);
      expect(city[0].candidates, landing.path).toEqual([landingCityPage(landing), landing.path]);
      expect(pages.has(landingCityPage(landing)), landing.path).toBe(true);
    }
  });

  it("chooses the owner's page, else the candidate meeting the targets with most own words, else the first", () => {
    const figures = [fig("/a", null, null), fig("/b", 180, 0.1), fig("/c", 260, 0.15)];
    expect(choosePage(intent, figures, "/b")).toBe("/b");
    expect(choosePage(intent, figures, null)).toBe("/c");
    // A choice that is no longer a candidate is ignored.
    expect(choosePage(intent, figures, "/z")).toBe("/c");
    // Over the shared limit or under the own-word minimum: not better than the page written for the search.
    expect(choosePage(intent, [fig("/a", null, null), fig("/b", 400, 0.3), fig("/c", 120, 0.05)], null)).toBe("/a");
    // A candidate without a verdict (no page) is never chosen.
    expect(choosePage(intent, [fig("/b", null, null)], "/a")).toBe("/b");
    expect(choosePage(intent, [], null)).toBeNull();
  });

  it("the owner's form answers in pt-BR", () => {
    expect(intentChoiceSchema.safeParse({ intent: "k", path: "" }).error?.issues[0]?.message).toBe("Escolha a página que responde a essa busca.");
    expect(intentChoiceSchema.safeParse({ intent: "k", path: "/a" }).success).toBe(true);
  });
});
