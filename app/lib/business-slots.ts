import { settingSlots, type PublicBusiness } from "./business-settings";
import { hourLabel, WEEKDAY_LABELS } from "./business-hours";
import {
  FACTORY_PRICE,
  FACTS,
  FIRST_BOOT_FACTORY_PRICE,
  INSTALMENTS,
  KIT_OFFER,
  PRICES,
  PRICE_OFFERS,
  VISIT_FEE,
  WARRANTY,
  formatBRL,
  formatPriceRange,
  type PriceKey,
} from "~/content/business";
import { countWithPrice, fromPriceOffer, offersInstalments, rangeOffer, termsOf, type InstalmentTerms } from "./instalments";

/**
 * Places in the site's copy (fixed pages, posts, the generator's stored pages) that name a figure
 * of "Dados do negócio" (docs/decisions/0028-business-settings.md). The copy holds the slot; the
 * served document is filled with the current values (app/server/infra/html-stream.server.ts), so a
 * save shows at once on every page, and a page stored by the generator never holds a figure.
 */
export const BUSINESS_SLOTS = {
  hours: "{horário de atendimento}",
  promoPrice: "{preço da manutenção express}",
  name: "{nome do negócio}",
  gateServices: "{tipos de portão}",
  /** How many cities the owner's list of served cities holds (one figure everywhere the site counts them). */
  cityCount: "{número de cidades atendidas}",
} as const;

/** The figures the slots name: those composed below, and any setting that declares a slot in the table. */
export type SlotFigures = Pick<
  PublicBusiness,
  "name" | "week" | "promo" | "gateServices" | "warranty" | "prices" | "instalments" | "installHours" | "instalmentRatePct" | "cities"
> &
  Partial<PublicBusiness>;

/** "segunda a sexta, das 08h às 18h e sábado, das 08h às 14h" (closed days left out). */
export function hoursSentence(week: PublicBusiness["week"]): string {
  const order = [1, 2, 3, 4, 5, 6, 0];
  const parts: string[] = [];
  let i = 0;
  while (i < order.length) {
    const h = week[order[i]];
    let j = i;
    while (j + 1 < order.length && JSON.stringify(week[order[j + 1]]) === JSON.stringify(h)) j++;
    if (h) {
      const name = (d: number) => WEEKDAY_LABELS[d].replace("-feira", "").toLowerCase();
      parts.push(`${j === i ? name(order[i]) : `${name(order[i])} a ${name(order[j])}`}, das ${hourLabel(h.opens)} às ${hourLabel(h.closes)}`);
    }
    i = j + 1;
  }
  return parts.length > 1 ? `${parts.slice(0, -1).join(", ")} e ${parts[parts.length - 1]}` : (parts[0] ?? "horário a combinar");
}

/** "Garantia de fábrica de 12 meses, estendida para 18 meses na instalação feita pela nossa equipe". */
export function warrantySentence(w: SlotFigures["warranty"]): string {
  const factory = `Garantia de fábrica de ${months(w.factoryMonths)}`;
  return w.extendedMonths > w.factoryMonths ? `${factory}, estendida para ${months(w.extendedMonths)} na instalação feita pela nossa equipe` : factory;
}

/**
 * Whether the technical visit is charged, as one sentence: the owner's answer, or, while they have
 * not said, the visitor is asked to ask before booking (decision 0050).
 */
export function visitFeeSentence(fee: PublicBusiness["visitFee"] | undefined): string {
  if (!fee) return "Se a visita técnica tem custo, e quanto, pergunte antes de marcar.";
  if (fee.kind === "free") return "A visita técnica não é cobrada.";
  const price = formatBRL(fee.priceCents);
  return fee.kind === "charged"
    ? `A visita técnica custa ${price}.`
    : `A visita técnica custa ${price}, descontados do valor do serviço quando você aprova o orçamento.`;
}

/** Whether the pages say "preço direto de fábrica": the owner's claim, its first-boot value when not given. */
export function claimsFactoryPrice(b: Partial<PublicBusiness>): boolean {
  return b.factoryPrice ?? FIRST_BOOT_FACTORY_PRICE;
}

function months(n: number): string {
  return n === 1 ? "1 mês" : `${n} meses`;
}

/** "2 a 4 horas", "3 horas", "1 hora". */
export function installHoursText(h: SlotFigures["installHours"]): string {
  const unit = h.max === 1 ? "hora" : "horas";
  return h.min === h.max ? `${h.max} ${unit}` : `${h.min} a ${h.max} ${unit}`;
}

/** Every slot with its current value (plain text: the document's filler escapes it for HTML). */
export function slotValues(b: SlotFigures): Map<string, string> {
  const warranty = warrantySentence(b.warranty);
  const values = new Map<string, string>([
    [BUSINESS_SLOTS.name, b.name],
    [BUSINESS_SLOTS.hours, hoursSentence(b.week)],
    [BUSINESS_SLOTS.promoPrice, formatBRL(b.promo.priceCents)],
    [BUSINESS_SLOTS.gateServices, b.gateServices],
    [BUSINESS_SLOTS.cityCount, String(b.cities.length)],
    [WARRANTY.summary, warranty],
    [WARRANTY.summary.toLowerCase(), warranty.charAt(0).toLowerCase() + warranty.slice(1)],
    [WARRANTY.factoryMonths, String(b.warranty.factoryMonths)],
    [WARRANTY.extendedMonths, String(b.warranty.extendedMonths)],
    [WARRANTY.serviceMonths, String(b.warranty.serviceMonths)],
    [WARRANTY.partsMonths, String(b.warranty.partsMonths)],
    [INSTALMENTS, String(b.instalments)],
    [FACTS.installHours, installHoursText(b.installHours)],
    [FACTORY_PRICE.title, "Preço direto de fábrica"],
    [FACTORY_PRICE.phrase, "preço direto de fábrica"],
    [VISIT_FEE, visitFeeSentence(b.visitFee)],
  ]);
  const terms = slotTerms(b);
  for (const key of Object.keys(PRICES) as PriceKey[]) {
    values.set(PRICES[key], formatPriceRange(b.prices[key]));
    values.set(PRICE_OFFERS[key], rangeOffer(b.prices[key], terms));
  }
  // Without an offer the filler leaves out the sentence that holds it; the cash price if it ever stays.
  const kitFrom = b.prices.installKit.minCents;
  values.set(KIT_OFFER, fromPriceOffer(kitFrom, terms) ?? `a partir de ${formatBRL(kitFrom)}`);
  for (const [slot, text] of settingSlots(b)) values.set(slot, text);
  return values;
}

/** The owner's instalment terms as the slots use them. */
function slotTerms(b: SlotFigures): InstalmentTerms {
  return termsOf({ instalments: b.instalments, instalmentRatePct: b.instalmentRatePct, pixDiscountPct: b.pixDiscountPct ?? null });
}

const SLOT = /\{[^{}<>"\n]{1,60}\}/g;

/** The instalments slot with the word that follows it in the copy: "{parcelas}x", "{parcelas} vezes", "{parcelas} parcelas". */
const INSTALMENT_MENTION = new RegExp(`${INSTALMENTS.replace(/[{}]/g, "\\$&")}(x| vezes| parcelas)(?![\\p{L}\\d])`, "gu");

/** A character of a sentence: anything but a tag, a quote or a line end, and "." "!" "?" only inside a figure ("R$ 1.200"). */
const SENTENCE_CHAR = `(?:[^<>"\\n.!?]|[.!?](?=[^\\s<>"]))`;

/** An instalment promise of the copy: a count of instalments, or the lowest price offered in instalments. */
const PROMISE_SLOT = `(?:${INSTALMENT_MENTION.source.replace("(x|", "(?:x|")}|${KIT_OFFER.replace(/[{}]/g, "\\$&")})`;

/** A sentence (or list item, or clause between tags) that holds a match of `slot`, with its end mark and the space after it. */
const sentenceHolding = (slot: string) => new RegExp(`${SENTENCE_CHAR}*${slot}${SENTENCE_CHAR}*[.!?]*(\\s*)`, "gu");

const INSTALMENT_SENTENCE = sentenceHolding(PROMISE_SLOT);
const FACTORY_PRICE_SENTENCE = sentenceHolding(
  `(?:${Object.values(FACTORY_PRICE)
    .map((slot) => slot.replace(/[{}]/g, "\\$&"))
    .join("|")})`,
);

/** A list item or paragraph left empty once its sentence is gone. */
const EMPTIED_ELEMENT = /<(li|p)(?:\s[^>]*)?>\s*<\/\1>/g;

/** The text without each sentence `pattern` matches; a list item or paragraph left empty goes too. */
function withoutSentences(text: string, pattern: RegExp): string {
  const out = text.replace(pattern, (match: string, space: string, offset: number, whole: string) => {
    const before = offset === 0 ? "" : whole[offset - 1];
    // At the start of a text the space after the sentence goes too; between two sentences one stays
    // (after a sentence left out just before, the space it kept).
    return before === "" || /[>"\s]/.test(before) ? "" : space;
  });
  return out.replace(EMPTIED_ELEMENT, "");
}

/**
 * The copy without its instalment promises, for an owner who offers none: with the interest not
 * said, or a single payment, no text may promise "em até 10x" (Decreto 5.903/2006 art. 3; CDC
 * arts. 52 and 54-B; app/lib/instalments.ts). Each sentence holding the instalments slot is left
 * out whole, and a list item or paragraph it leaves empty goes too; the rest of the text keeps its
 * meaning, as the copy states each instalment mention in a sentence of its own.
 */
export function withoutInstalmentPromises(text: string): string {
  if (!text.includes(INSTALMENTS) && !text.includes(KIT_OFFER)) return text;
  return withoutSentences(text, INSTALMENT_SENTENCE);
}

/**
 * The copy without the factory-direct claim, for an owner who does not make it ("Dados do
 * negócio", decision 0050): each sentence, list item or title holding `FACTORY_PRICE` is left out
 * whole, as an instalment promise is.
 */
export function withoutFactoryPriceClaim(text: string): string {
  if (!text.includes(FACTORY_PRICE.title) && !text.includes(FACTORY_PRICE.phrase)) return text;
  return withoutSentences(text, FACTORY_PRICE_SENTENCE);
}

/**
 * The questions a page shows: one whose question is a claim the owner does not make (it fills to
 * nothing, as the factory-direct price's question does without the claim) goes with its answer,
 * from the list and from its FAQPage.
 */
export function questionsSaid<T extends { question: string }>(items: T[], fill: (text: string) => string): T[] {
  return items.filter((item) => fill(item.question).trim() !== "");
}

/** Characters after a slot that may still change how it is filled (" parcelas" after "{parcelas}"), held back by a stream. */
export const SLOT_TAIL = 10;

/**
 * A function that fills every slot of a text with the business's current value (anything else in
 * braces is left alone); `escape` turns each value into HTML text first (the served document).
 */
export function slotFiller(business: SlotFigures, escape: (value: string) => string = asTyped): (text: string) => string {
  // One filler per business object and escape: a served page asks for it from many components
  // (useSlots), and building it formats every figure again (docs/performance.md).
  let byEscape = fillers.get(business);
  if (!byEscape) fillers.set(business, (byEscape = new Map()));
  let filler = byEscape.get(escape);
  if (!filler) byEscape.set(escape, (filler = makeSlotFiller(business, escape)));
  return filler;
}

const asTyped = (value: string) => value;
const fillers = new WeakMap<SlotFigures, Map<(value: string) => string, (text: string) => string>>();

function makeSlotFiller(business: SlotFigures, escape: (value: string) => string): (text: string) => string {
  const values = new Map([...slotValues(business)].map(([slot, value]) => [slot, escape(value)]));
  // "em até {parcelas}x" carries the value of each instalment of the lowest price, that price and
  // the total (app/lib/instalments.ts); without an offer (interest not said, or one payment) no
  // text promises instalments at all.
  const terms = slotTerms(business);
  const withInterest = (text: string) =>
    offersInstalments(terms)
      ? text.replace(INSTALMENT_MENTION, (_, unit: string) => escape(countWithPrice(unit, business.prices.installKit.minCents, terms) ?? ""))
      : withoutInstalmentPromises(text);
  // The factory-direct price is said only while the owner makes the claim (decision 0050).
  const withClaims = claimsFactoryPrice(business) ? withInterest : (text: string) => withoutFactoryPriceClaim(withInterest(text));
  return (text) => (text.includes("{") ? withClaims(text).replace(SLOT, (slot) => values.get(slot) ?? slot) : text);
}

/**
 * Stands for "{" in text a visitor or customer typed (testimonials, job notes and names, a search,
 * a form echoed back) on the public pages: slots are filled only in the site's own texts, so what
 * the owner approved is what is published. Public loaders pass such text through
 * `keepTypedBraces`; the served document's filler (app/entry.server.tsx) fills the slots first and
 * then turns every stand-in back into "{". A private-use character: nothing the site writes holds it.
 */
export const TYPED_BRACE = "\ue07b";

export function keepTypedBraces(text: string): string {
  return text.replaceAll("{", TYPED_BRACE);
}

/** `keepTypedBraces` on every value of a form's typed fields echoed back on a public page. */
export function keepTypedBracesIn<T extends Partial<Record<string, string>>>(typed: T): T {
  return Object.fromEntries(Object.entries(typed).map(([k, v]) => [k, typeof v === "string" ? keepTypedBraces(v) : v])) as T;
}

export function restoreTypedBraces(html: string): string {
  return html.includes(TYPED_BRACE) ? html.replaceAll(TYPED_BRACE, "{") : html;
}

/** Every string inside a value (structured data) with its slots filled. */
export function fillSlotsDeep(value: unknown, fill: (text: string) => string): unknown {
  if (typeof value === "string") return fill(value);
  if (Array.isArray(value)) return value.map((v) => fillSlotsDeep(v, fill));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillSlotsDeep(v, fill)]));
  return value;
}

/** The text with every slot replaced by the business's current value. */
export function fillBusinessSlots(text: string, business: SlotFigures): string {
  return slotFiller(business)(text);
}

/** HTML text of a value: safe in element text and in quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
}

/** The longest slot, so a streamed document can hold back an unfinished one (html-stream.server.ts). */
export const LONGEST_SLOT = 62;
