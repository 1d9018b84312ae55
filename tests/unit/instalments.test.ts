import { describe, expect, it } from "vitest";
import { countWithPrice, disclosureLines, fromPriceOffer, instalmentPlan, pixPriceCents, priceDisclosure, rangeOffer } from "~/lib/instalments";
import { slotFiller, type SlotFigures } from "~/lib/business-slots";
import { PRICE_OFFERS } from "~/content/business";
import { firstBootSettings } from "~/lib/business-settings";

describe("instalment arithmetic", () => {
  it("without interest, divides the cash price and the total is count × instalment", () => {
    const plan = instalmentPlan(89900, 10, 0);
    expect(plan).toMatchObject({ instalmentCents: 8990, totalCents: 89900, yearlyRatePct: 0 });
  });

  it("without interest, rounds each instalment down to the centavo so the total never passes the cash price", () => {
    const plan = instalmentPlan(94900, 12, 0);
    expect(plan.instalmentCents).toBe(7908);
    expect(plan.totalCents).toBe(12 * 7908);
    expect(plan.totalCents).toBeLessThanOrEqual(94900);
  });

  it("with interest, follows the Price table rounded to the nearest centavo", () => {
    // R$ 1.000 in 12x at 1% a month: 1000 × 0,01 / (1 − 1,01^−12) = 88,8488 → R$ 88,85.
    const plan = instalmentPlan(100000, 12, 1);
    expect(plan.instalmentCents).toBe(8885);
    expect(plan.totalCents).toBe(12 * 8885);
    expect(plan.yearlyRatePct).toBe(12.68);
    // R$ 899 in 10x at 1,99%: 100,0302 → R$ 100,03.
    expect(instalmentPlan(89900, 10, 1.99)).toMatchObject({ instalmentCents: 10003, totalCents: 100030 });
  });

  it("applies the Pix discount to the centavo", () => {
    expect(pixPriceCents(89900, 5)).toBe(85405);
    expect(pixPriceCents(134990, 7.5)).toBe(124866);
  });

  it("refuses figures that are not centavos or a count", () => {
    expect(() => instalmentPlan(899.5, 10, 0)).toThrow(RangeError);
    expect(() => instalmentPlan(89900, 0, 0)).toThrow(RangeError);
  });
});

describe("what is shown beside a price", () => {
  it("names the cash price, the Pix price, the instalments, the interest and the total", () => {
    const d = priceDisclosure(89900, { instalments: 10, monthlyRatePct: 0, pixDiscountPct: 5 });
    expect(disclosureLines(d)).toEqual(["À vista: R$ 899", "No Pix: R$ 854,05 (5% de desconto)", "Ou 10x de R$ 89,90 sem juros, total de R$ 899"]);
  });

  it("says the interest a month and a year when there is interest", () => {
    const d = priceDisclosure(89900, { instalments: 10, monthlyRatePct: 1.99, pixDiscountPct: null });
    expect(disclosureLines(d)).toEqual(["À vista: R$ 899", "Ou 10x de R$ 100,03 com juros de 1,99% ao mês (26,68% ao ano), total de R$ 1.000,30"]);
  });

  it("makes no instalment offer when the owner has not set instalments or has not said the interest", () => {
    for (const terms of [
      { instalments: null, monthlyRatePct: 0, pixDiscountPct: null },
      { instalments: 1, monthlyRatePct: 0, pixDiscountPct: null },
      { instalments: 10, monthlyRatePct: null, pixDiscountPct: null },
    ]) {
      expect(priceDisclosure(89900, terms).plan).toBeNull();
      expect(disclosureLines(priceDisclosure(89900, terms)).join(" ")).not.toMatch(/em até|\dx/);
      expect(fromPriceOffer(89900, terms)).toBeNull();
      expect(countWithPrice("x", 89900, terms)).toBeNull();
    }
  });

  it("gives a mention without a price of its own the lowest price, the instalments' value and the total", () => {
    // R$ 899 in 10x at 1,99%: 899 × 0,0199 / (1 − 1,0199^−10) = 100,03 → total R$ 1.000,30.
    expect(fromPriceOffer(89900, { instalments: 10, monthlyRatePct: 1.99, pixDiscountPct: 5 })).toBe(
      "a partir de R$ 899 à vista ou em 10x de R$ 100,03 com juros de 1,99% ao mês (26,68% ao ano), total de R$ 1.000,30",
    );
    expect(fromPriceOffer(89900, { instalments: 12, monthlyRatePct: 0, pixDiscountPct: null })).toBe(
      "a partir de R$ 899 à vista ou em 12x de R$ 74,91 sem juros, total de R$ 898,92",
    );
    expect(countWithPrice(" vezes", 89900, { instalments: 12, monthlyRatePct: 0, pixDiscountPct: null })).toBe(
      "12 vezes de R$ 74,91 sem juros, no kit com instalação a partir de R$ 899 à vista, total de R$ 898,92",
    );
  });
});

describe("a price range offered in instalments", () => {
  const kit = { minCents: 89900, maxCents: 134900 };

  it("names the cash range, the count and value of the instalments at each end, the interest and the total", () => {
    expect(rangeOffer(kit, { instalments: 10, monthlyRatePct: 0, pixDiscountPct: null })).toBe(
      "R$ 899 a R$ 1.349 à vista ou em 10 parcelas de R$ 89,90 a R$ 134,90, sem juros; total a pagar: R$ 899 a R$ 1.349",
    );
    // R$ 1.349 in 10x at 1,99%: 1349 × 0,0199 / (1 − 1,0199^−10) = 150,1009 → R$ 150,10; total R$ 1.501.
    expect(rangeOffer(kit, { instalments: 10, monthlyRatePct: 1.99, pixDiscountPct: null })).toBe(
      "R$ 899 a R$ 1.349 à vista ou em 10 parcelas de R$ 100,03 a R$ 150,10, com juros mensais de 1,99% (26,68% ao ano); total a pagar: R$ 1.000,30 a R$ 1.501",
    );
    expect(rangeOffer({ minCents: 89900, maxCents: 89900 }, { instalments: 10, monthlyRatePct: 0, pixDiscountPct: null })).toBe(
      "R$ 899 à vista ou em 10 parcelas de R$ 89,90, sem juros; total a pagar: R$ 899",
    );
  });

  it("puts the Pix price beside the cash price when the owner set a discount, with or without instalments", () => {
    expect(rangeOffer(kit, { instalments: 10, monthlyRatePct: 0, pixDiscountPct: 5 })).toBe(
      "R$ 899 a R$ 1.349 à vista (R$ 854,05 a R$ 1.281,55 no Pix, com 5% de desconto) ou em 10 parcelas de R$ 89,90 a R$ 134,90, sem juros; total a pagar: R$ 899 a R$ 1.349",
    );
    expect(rangeOffer(kit, { instalments: 1, monthlyRatePct: 0, pixDiscountPct: 5 })).toBe(
      "R$ 899 a R$ 1.349 (R$ 854,05 a R$ 1.281,55 no Pix, com 5% de desconto)",
    );
  });

  it("is the cash range alone without an instalment offer", () => {
    for (const terms of [
      { instalments: 1, monthlyRatePct: 0, pixDiscountPct: null },
      { instalments: 10, monthlyRatePct: null, pixDiscountPct: null },
    ])
      expect(rangeOffer(kit, terms)).toBe("R$ 899 a R$ 1.349");
  });

  it("fills the copy's slot with the owner's prices and terms", () => {
    const start = firstBootSettings({}, "2026-11-01");
    const business: SlotFigures = { ...start, prices: { ...start.prices, installKit: kit } };
    const sentence = `O kit fica em ${PRICE_OFFERS.installKit}.`;
    expect(slotFiller({ ...business, instalments: 10, instalmentRatePct: 0 })(sentence)).toBe(
      "O kit fica em R$ 899 a R$ 1.349 à vista ou em 10 parcelas de R$ 89,90 a R$ 134,90, sem juros; total a pagar: R$ 899 a R$ 1.349.",
    );
    expect(slotFiller({ ...business, instalments: 10, instalmentRatePct: null })(sentence)).toBe("O kit fica em R$ 899 a R$ 1.349.");
  });
});
