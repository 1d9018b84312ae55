import { describe, expect, it } from "vitest";
import { MOTOR_SEED } from "../../db/seed/motors";
import { namedModel, searchSite } from "~/lib/buyer-search";
import { SEARCH_TABLE as TABLE } from "../fixtures/search-queries";

/**
 * "Buscar Solução" with what people really type (docs/product.md §4.10): buyers reach a model or
 * the catalogue, problems their guide. The catalogue is the one the site ships with.
 */
const MODELS = MOTOR_SEED.map((m) => ({ name: m.name, slug: m.slug }));

describe("Buscar Solução: buyers and problems", () => {
  it.each(TABLE)("%s → %s", (query, destination) => {
    const result = searchSite(query, MODELS);
    expect(result).toEqual({ kind: "go", path: destination });
  });

  it("never names a retired model: only the models it is given", () => {
    const withoutHome = MODELS.filter((m) => m.slug !== "motor-ppa-home");
    expect(namedModel("motor ppa home", withoutHome)).toBeNull();
    expect(searchSite("preço ppa home", withoutHome)).toEqual({ kind: "go", path: "/motores" });
  });

  it("a text with no purchase and no problem lists the nearest problems", () => {
    expect(searchSite("xyz abc", MODELS)).toEqual({ kind: "results", nearest: [] });
    expect(searchSite("   ", MODELS)).toEqual({ kind: "blank" });
  });
});
