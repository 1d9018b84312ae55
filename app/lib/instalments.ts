import { formatBRL } from "~/content/business";

/**
 * The instalment offer as the law asks it to be shown (Decreto 5.903/2006 art. 3; CDC arts. 52
 * and 54-B): beside a price, the cash price, the number and value of the instalments, the total
 * and the interest; the Pix discount beside them when the owner sets one. The figures are the
 * owner's ("Dados do negócio", docs/decisions/0028-business-settings.md); this module is the one
 * place that does the arithmetic and words it.
 */

/** What the owner set: most instalments, monthly interest in percent (0 = "sem juros", said by the owner), Pix discount in percent. */
export type InstalmentTerms = {
  /** Null or 1: no instalment offer (no "em até" text). */
  instalments: number | null;
  /** Null: the owner has not said the interest, so no instalment offer is shown. */
  monthlyRatePct: number | null;
  /** Null or 0: no Pix discount. */
  pixDiscountPct: number | null;
};

export type InstalmentPlan = {
  cashCents: number;
  count: number;
  instalmentCents: number;
  totalCents: number;
  /** 0 = sem juros. */
  monthlyRatePct: number;
  /** Effective yearly rate, ((1 + i)^12 − 1), in percent; 0 when sem juros. */
  yearlyRatePct: number;
};

export type PriceDisclosure = {
  cashCents: number;
  /** Null: no Pix discount set. */
  pix: { discountPct: number; cents: number } | null;
  /** Null: no instalment offer (not set, or the interest not said). */
  plan: InstalmentPlan | null;
};

/** Whether the owner's terms make an instalment offer at all. */
export function offersInstalments(t: InstalmentTerms): t is InstalmentTerms & { instalments: number; monthlyRatePct: number } {
  return t.instalments !== null && t.instalments >= 2 && t.monthlyRatePct !== null;
}

/**
 * The instalments of a cash price. Without interest each instalment is the price divided by the
 * count, rounded down to the centavo, and the total is count × instalment (never above the cash
 * price). With interest the instalment follows the Price table, PMT = PV · i / (1 − (1 + i)^−n),
 * rounded to the nearest centavo, and the total is count × instalment.
 */
export function instalmentPlan(cashCents: number, count: number, monthlyRatePct: number): InstalmentPlan {
  if (!Number.isInteger(cashCents) || cashCents < 0) throw new RangeError("cashCents must be a whole number of centavos");
  if (!Number.isInteger(count) || count < 1) throw new RangeError("count must be a whole number of instalments");
  const i = monthlyRatePct / 100;
  const instalmentCents = i === 0 ? Math.floor(cashCents / count) : Math.round((cashCents * i) / (1 - (1 + i) ** -count));
  const yearlyRatePct = i === 0 ? 0 : Math.round(((1 + i) ** 12 - 1) * 10_000) / 100;
  return { cashCents, count, instalmentCents, totalCents: instalmentCents * count, monthlyRatePct, yearlyRatePct };
}

/** The price with the owner's Pix discount: rounded to the nearest centavo. */
export function pixPriceCents(cashCents: number, discountPct: number): number {
  return Math.round(cashCents * (1 - discountPct / 100));
}

/** Everything shown beside one price. */
export function priceDisclosure(cashCents: number, t: InstalmentTerms): PriceDisclosure {
  return {
    cashCents,
    pix: t.pixDiscountPct ? { discountPct: t.pixDiscountPct, cents: pixPriceCents(cashCents, t.pixDiscountPct) } : null,
    plan: offersInstalments(t) ? instalmentPlan(cashCents, t.instalments, t.monthlyRatePct) : null,
  };
}

/** "1,99%" / "5%". */
export function percentText(pct: number): string {
  return `${pct.toLocaleString("pt-BR", { maximumFractionDigits: 2 })}%`;
}

/** "sem juros" / "com juros de 1,99% ao mês (26,68% ao ano)". */
export function interestText(plan: Pick<InstalmentPlan, "monthlyRatePct" | "yearlyRatePct">): string {
  return plan.monthlyRatePct === 0 ? "sem juros" : `com juros de ${percentText(plan.monthlyRatePct)} ao mês (${percentText(plan.yearlyRatePct)} ao ano)`;
}

/** The lines shown under a price: "À vista: R$ 899", "No Pix: R$ 854,05 (5% de desconto)", "Ou 10x de R$ 89,90 sem juros, total de R$ 899". */
export function disclosureLines(d: PriceDisclosure): string[] {
  const lines = [`À vista: ${formatBRL(d.cashCents)}`];
  if (d.pix) lines.push(`No Pix: ${formatBRL(d.pix.cents)} (${percentText(d.pix.discountPct)} de desconto)`);
  if (d.plan) lines.push(`Ou ${d.plan.count}x de ${formatBRL(d.plan.instalmentCents)} ${interestText(d.plan)}, total de ${formatBRL(d.plan.totalCents)}`);
  return lines;
}

/** One sentence for text that names a price (structured data, messages): the lines joined. */
export function disclosureSentence(d: PriceDisclosure): string {
  return `${disclosureLines(d).join("; ")}.`;
}

/**
 * The instalment offer with the price it applies to, for a page that promises instalments before
 * any price (the home's hero): "Kit com instalação a partir de R$ 899 à vista, ou 10x de R$ 89,90
 * sem juros no cartão (total de R$ 899)". Null without an instalment offer.
 */
export function offerFromPrice(fromCents: number, t: InstalmentTerms): string | null {
  const { cashCents, plan } = priceDisclosure(fromCents, t);
  if (!plan) return null;
  return `Kit com instalação a partir de ${formatBRL(cashCents)} à vista, ou ${plan.count}x de ${formatBRL(plan.instalmentCents)} ${interestText(plan)} no cartão (total de ${formatBRL(plan.totalCents)})`;
}

/**
 * The lowest price offered in instalments, for copy that promises instalments with no price of
 * its own (the FAQ's answer on paying, the terms of use, the generator's pages): "a partir de
 * R$ 899 à vista ou em 10x de R$ 100,06 com juros de 1,99% ao mês (26,68% ao ano), total de
 * R$ 1.000,60" — the cash price, the number and value of the instalments, the interest and the
 * total in one clause (Decreto 5.903/2006 art. 3). The copy holds it as a slot (KIT_OFFER in
 * app/content/business.ts) filled with the cheapest active model's price. Null without an
 * instalment offer: the sentence holding the slot is then left out (`withoutInstalmentPromises`).
 */
export function fromPriceOffer(fromCents: number, t: InstalmentTerms): string | null {
  const { cashCents, plan } = priceDisclosure(fromCents, t);
  if (!plan) return null;
  return `a partir de ${formatBRL(cashCents)} à vista ou em ${plan.count}x de ${formatBRL(plan.instalmentCents)} ${interestText(plan)}, total de ${formatBRL(plan.totalCents)}`;
}

/**
 * A bare count of instalments in copy the owner typed ("em até {parcelas}x"): the count with the
 * value of each instalment of the lowest price, the interest, that price and the total, so the
 * mention carries the law's terms wherever it stands: "10x de R$ 100,06 com juros de 1,99% ao mês
 * (26,68% ao ano), no kit com instalação a partir de R$ 899 à vista, total de R$ 1.000,60".
 * `unit` is the word the copy put after the count ("x", " vezes", " parcelas"). Null without an
 * instalment offer.
 */
export function countWithPrice(unit: string, fromCents: number, t: InstalmentTerms): string | null {
  const { cashCents, plan } = priceDisclosure(fromCents, t);
  if (!plan) return null;
  return `${plan.count}${unit} de ${formatBRL(plan.instalmentCents)} ${interestText(plan)}, no kit com instalação a partir de ${formatBRL(cashCents)} à vista, total de ${formatBRL(plan.totalCents)}`;
}

/** "R$ 800 a R$ 1.400", or "R$ 899" when both ends are the same. */
function rangeText(minCents: number, maxCents: number): string {
  return minCents === maxCents ? formatBRL(minCents) : `${formatBRL(minCents)} a ${formatBRL(maxCents)}`;
}

/**
 * A price range offered in instalments, for copy that names the price where it offers
 * instalments: "R$ 800 a R$ 1.400 à vista ou em 10 parcelas de R$ 80 a R$ 140, sem juros; total
 * a pagar: R$ 800 a R$ 1.400", each end worked out as `instalmentPlan` works out one price, and
 * the Pix price beside the cash price when the owner set a discount ("à vista (R$ 760 a R$ 1.330
 * no Pix, com 5% de desconto) ou em …"). Without an instalment offer (the interest not said, or a
 * single payment) the cash price alone, with its Pix price if any: "R$ 800 a R$ 1.400". The copy
 * holds it as a slot (PRICE_OFFERS in app/content/business.ts). Worded apart from the hero's offer
 * and the catalogue's lines ("juros mensais", "total a pagar"), so a page's own sentence is not
 * read as a copy of the home's (docs/content-quality.md).
 */
export function rangeOffer(range: { minCents: number; maxCents: number }, t: InstalmentTerms): string {
  const cash = rangeText(range.minCents, range.maxCents);
  const pix = t.pixDiscountPct
    ? ` (${rangeText(pixPriceCents(range.minCents, t.pixDiscountPct), pixPriceCents(range.maxCents, t.pixDiscountPct))} no Pix, com ${percentText(t.pixDiscountPct)} de desconto)`
    : "";
  if (!offersInstalments(t)) return `${cash}${pix}`;
  const [low, high] = [instalmentPlan(range.minCents, t.instalments, t.monthlyRatePct), instalmentPlan(range.maxCents, t.instalments, t.monthlyRatePct)];
  const interest =
    low.monthlyRatePct === 0 ? "sem juros" : `com juros mensais de ${percentText(low.monthlyRatePct)} (${percentText(low.yearlyRatePct)} ao ano)`;
  return `${cash} à vista${pix} ou em ${low.count} parcelas de ${rangeText(low.instalmentCents, high.instalmentCents)}, ${interest}; total a pagar: ${rangeText(low.totalCents, high.totalCents)}`;
}

/** The terms of "Dados do negócio". */
export function termsOf(b: { instalments: number | null; instalmentRatePct: number | null; pixDiscountPct: number | null }): InstalmentTerms {
  return { instalments: b.instalments, monthlyRatePct: b.instalmentRatePct, pixDiscountPct: b.pixDiscountPct };
}
