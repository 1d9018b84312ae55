import { describe, expect, it } from "vitest";
import { FIRST_BOOT_PRICES } from "~/content/business";
import { catalogueRange, pricesWithCatalogue } from "~/lib/catalogue-prices";

describe("price ranges as the pages state them (app/lib/catalogue-prices.ts)", () => {
  it("takes the kit from the cheapest to the dearest priced model, skipping 'sob consulta'", () => {
    const served = pricesWithCatalogue(FIRST_BOOT_PRICES, [89_900, null, 134_900, 94_900]);
    expect(served.installKit).toEqual({ minCents: 89_900, maxCents: 134_900 });
    expect(served.repair).toEqual(FIRST_BOOT_PRICES.repair);
    expect(served.replacementHeavy).toEqual(FIRST_BOOT_PRICES.replacementHeavy);
  });

  it("states a residential replacement as the kit's range, whatever the owner typed for it", () => {
    const owner = { ...FIRST_BOOT_PRICES, replacementResidential: { minCents: 80_000, maxCents: 120_000 } };
    expect(pricesWithCatalogue(owner, [89_900, 134_900]).replacementResidential).toEqual({ minCents: 89_900, maxCents: 134_900 });
    const wider = { ...FIRST_BOOT_PRICES, replacementResidential: { minCents: 95_000, maxCents: 150_000 } };
    const served = pricesWithCatalogue(wider, [89_900, 134_900]);
    expect(served.replacementResidential).toEqual(served.installKit);
  });

  it("keeps the owner's ranges when no model has a price", () => {
    expect(pricesWithCatalogue(FIRST_BOOT_PRICES, [null, null])).toEqual(FIRST_BOOT_PRICES);
    expect(catalogueRange([])).toBeNull();
    expect(catalogueRange([0, null])).toBeNull();
  });
});
