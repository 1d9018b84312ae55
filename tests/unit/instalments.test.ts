import { describe, expect, it } from "vitest";
import { disclosureLines, instalmentPlan, offerMention, pixPriceCents, priceDisclosure } from "~/lib/instalments";

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
      expect(offerMention(terms)).toBeNull();
    }
    expect(offerMention({ instalments: 12, monthlyRatePct: 0, pixDiscountPct: null })).toBe("em até 12x sem juros");
    expect(offerMention({ instalments: 6, monthlyRatePct: 2.5, pixDiscountPct: null })).toBe("em até 6x com juros de 2,5% ao mês");
  });
});
