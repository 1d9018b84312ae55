import { describe, expect, it } from "vitest";
import { FREE_SHIPPING_CITIES } from "~/content/business";
import { NO_CITY_TEXT, filterCities } from "~/lib/region-filter";

describe("free-shipping region filter", () => {
  it("lists the 27 cities when the term is blank", () => {
    expect(FREE_SHIPPING_CITIES).toHaveLength(27);
    expect(filterCities("")).toHaveLength(27);
    expect(filterCities("   ")).toHaveLength(27);
  });

  it("matches a case-insensitive substring", () => {
    expect(filterCities("OSASCO")).toEqual(["Osasco"]);
    expect(filterCities("mogi")).toEqual(["Mogi das Cruzes"]);
    expect(filterCities("franc")).toEqual(["Franco da Rocha", "Francisco Morato"]);
  });

  it("ignores accents in either side", () => {
    expect(filterCities("sao")).toEqual(["São Paulo (Capital)", "São Caetano do Sul", "São Bernardo do Campo"]);
    expect(filterCities("Carapicuiba")).toEqual(["Carapicuíba"]);
    expect(filterCities("mairipora")).toEqual(["Mairiporã"]);
  });

  it("returns nothing for an unknown term, with the spec's message", () => {
    expect(filterCities("Curitiba")).toEqual([]);
    expect(NO_CITY_TEXT).toBe("Nenhuma cidade encontrada com este termo. Entre em contato para verificar disponibilidade.");
  });
});
