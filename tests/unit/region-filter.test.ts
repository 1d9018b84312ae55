import { describe, expect, it } from "vitest";
import { filterCities } from "~/lib/region-filter";

/** The free-shipping search (docs/product.md §5) over a list the test owns, so it tests the rule, not the list. */
const CITIES = ["São Paulo (Capital)", "Osasco", "Mogi das Cruzes", "Franco da Rocha", "Francisco Morato", "Carapicuíba", "Mairiporã", "São Caetano do Sul"];

describe("free-shipping region filter", () => {
  it("lists every city when the term is blank or spaces", () => {
    expect(filterCities("", CITIES)).toEqual(CITIES);
    expect(filterCities("   ", CITIES)).toEqual(CITIES);
  });

  it("matches a case-insensitive substring, in the list's order", () => {
    expect(filterCities("OSASCO", CITIES)).toEqual(["Osasco"]);
    expect(filterCities("  mogi ", CITIES)).toEqual(["Mogi das Cruzes"]);
    expect(filterCities("franc", CITIES)).toEqual(["Franco da Rocha", "Francisco Morato"]);
  });

  it("ignores accents on either side", () => {
    expect(filterCities("sao", CITIES)).toEqual(["São Paulo (Capital)", "São Caetano do Sul"]);
    expect(filterCities("Carapicuiba", CITIES)).toEqual(["Carapicuíba"]);
    expect(filterCities("MAIRIPORÃ", CITIES)).toEqual(["Mairiporã"]);
  });

  it("returns nothing for a city outside the list", () => {
    expect(filterCities("Curitiba", CITIES)).toEqual([]);
  });
});
