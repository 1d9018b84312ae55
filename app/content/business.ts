/**
 * The single source of business facts (docs/product.md §2). The original's readings
 * were inconsistent (docs/product.md §9); this file resolves them into one coherent set:
 * - prices: the three banner tiers; the install kit's range is the catalogue's, from its cheapest
 *   to its dearest priced model (app/lib/catalogue-prices.ts); the stray 480/749 pair is dropped.
 * - warranty: 1 year factory warranty on the motor, extended to 18 months when our team
 *   installs it; 1 year on the installation service; 6 months on replaced parts.
 * Phone, WhatsApp, e-mail, address, hours, cities, the banner tiers, the express-maintenance
 * promotion, warranty, price ranges, instalments, installation time and the claims are the
 * owner's, edited in "Dados do negócio" (docs/decisions/0028-business-settings.md); the values
 * here only seed a first boot (app/lib/business-settings.ts firstBootSettings), and the claims
 * (rating, customers, year started) seed nothing.
 */

export const BRAND = "PPA";
export const BUSINESS_NAME = "Motores PPA São Paulo";

/**
 * The figures below are the owner's ("Dados do negócio", decision 0028): the copy names each one
 * through a slot (app/lib/business-slots.ts) that the page is filled with when it is served, so a
 * save shows on every page, generated pages and posts included, on the next request. The
 * `FIRST_BOOT_*` values are only what a fresh install starts with.
 */
export const FIRST_BOOT_WARRANTY = { factoryMonths: 12, extendedMonths: 18, serviceMonths: 12, partsMonths: 6 };
export const FIRST_BOOT_INSTALMENTS = 10;
export const FIRST_BOOT_INSTALL_HOURS = { min: 2, max: 4 };

export type PriceKey = "installKit" | "repair" | "replacementResidential" | "replacementHeavy";
export type PriceRange = { minCents: number; maxCents: number };

export const FIRST_BOOT_PRICES: Record<PriceKey, PriceRange> = {
  installKit: { minCents: 80000, maxCents: 140000 },
  repair: { minCents: 15000, maxCents: 60000 },
  replacementResidential: { minCents: 80000, maxCents: 150000 },
  replacementHeavy: { minCents: 200000, maxCents: 500000 },
};

/** Slot of a figure in the copy: filled with the owner's value when the page is served. */
export type Slot = `{${string}}`;

/**
 * Warranty in the copy. `summary` is a sentence ("Garantia de fábrica de 12 meses, estendida…");
 * lower-cased (`summary.toLowerCase()`) it is the same phrase starting in lower case. The months
 * are bare numbers: "${WARRANTY.partsMonths} meses".
 */
export const WARRANTY = {
  summary: "{Garantia do motor}",
  factoryMonths: "{meses de garantia de fábrica}",
  extendedMonths: "{meses de garantia estendida}",
  serviceMonths: "{meses de garantia do serviço}",
  partsMonths: "{meses de garantia das peças}",
} as const satisfies Record<string, Slot>;

/**
 * Number of instalments. A count in the copy ("em até ${INSTALMENTS}x") is served with the value
 * of each instalment of the lowest price, that price and the total (`countWithPrice` in
 * app/lib/instalments.ts); the site's own copy uses KIT_OFFER instead, and keeps this slot for
 * the text the owner types.
 */
export const INSTALMENTS: Slot = "{parcelas}";

/**
 * Where the copy promises instalments without a price of its own: the cheapest active model's
 * price with the owner's instalment terms, "a partir de R$ 899 à vista ou em 10x de R$ 100,06 com
 * juros de 1,99% ao mês (26,68% ao ano), total de R$ 1.000,60" (`fromPriceOffer` in
 * app/lib/instalments.ts; Decreto 5.903/2006 art. 3). With no instalment offer the sentence that
 * holds it is left out, so the copy states it in a sentence of its own.
 */
export const KIT_OFFER: Slot = "{menor preço do kit, à vista e parcelado}";

/**
 * The factory-direct claim ("preço direto de fábrica"), the owner's in "Dados do negócio"
 * (docs/decisions/0050-factory-price-and-visit-fee-are-the-owners.md). The copy names it through
 * one of these slots, each in a sentence, list item, question or reason title of its own: with the
 * claim made the slot is the phrase ("Preço direto de fábrica" at the start of a sentence or an
 * item, "preço direto de fábrica" inside one); without it the sentence that holds the slot is left
 * out whole, as an instalment promise without an offer is, so no page says it.
 */
export const FACTORY_PRICE = { title: "{Preço direto de fábrica}", phrase: "{preço direto de fábrica}" } as const satisfies Record<string, Slot>;

/** First boot: the specification states the factory-direct price as the business's own claim (decision 0050). */
export const FIRST_BOOT_FACTORY_PRICE = true;

/**
 * Whether the technical visit is charged, the owner's in "Dados do negócio" (decision 0050): the
 * slot is one whole sentence ("A visita técnica não é cobrada.", "A visita técnica custa R$ 80.",
 * "A visita técnica custa R$ 80, descontados do serviço se você aprovar o orçamento."); while the
 * owner has not said, it asks the visitor to ask before booking, never a guessed policy.
 */
export const VISIT_FEE: Slot = "{cobrança da visita técnica}";

/** Price ranges in the copy: `formatPriceRange(PRICES.repair)` is "R$ 150 a R$ 600" once served. */
export const PRICES = {
  installKit: "{preço do kit com instalação}",
  repair: "{preço do conserto}",
  replacementResidential: "{preço da troca residencial}",
  replacementHeavy: "{preço da troca para uso pesado}",
} as const satisfies Record<PriceKey, Slot>;

/**
 * The same price ranges where the copy offers them in instalments: once served, the cash range
 * with the owner's instalment terms (Decreto 5.903/2006 art. 3; `rangeOffer` in
 * app/lib/instalments.ts), "R$ 800 a R$ 1.400 à vista ou em 10 parcelas de R$ 80 a R$ 140, sem
 * juros; total a pagar: R$ 800 a R$ 1.400"; the cash range alone when the owner offers no instalments.
 */
export const PRICE_OFFERS = {
  installKit: "{preço do kit com instalação, à vista e parcelado}",
  repair: "{preço do conserto, à vista e parcelado}",
  replacementResidential: "{preço da troca residencial, à vista e parcelado}",
  replacementHeavy: "{preço da troca para uso pesado, à vista e parcelado}",
} as const satisfies Record<PriceKey, Slot>;

/**
 * First-boot text of "Tipos de portão" in "Dados do negócio": which gates the business sells
 * motors for (every model of the catalogue is for tilting gates, decision 0029) and on which it
 * installs, maintains and repairs. The owner changes it; the service page, the catalogue and the
 * FAQ show it (the slot BUSINESS_SLOTS.gateServices).
 */
export const GATE_SERVICES_DEFAULT =
  "Os motores que vendemos, todos do nosso catálogo, são para portões basculantes. Fazemos instalação, manutenção e conserto de portões automáticos basculantes, deslizantes, pivotantes, de abrir e articulados; para automatizar um portão que não é basculante, o motor é de outra linha, indicado e orçado depois da visita técnica.";

/** First-boot tier names of earlier versions that name no model, read as the model's name. */
export const RETIRED_TIER_NAMES: Readonly<Record<string, string>> = { "PPA Home Speedy": "PPA Home Legero" };

export type SpeedTier = { name: string; seconds: number; priceCents: number; motorSlug: string };

/**
 * Product banner (docs/product.md §2): standard 16 s, Speedy 8 s, Jetflex 4 s. Each tier's
 * first-boot name is its model's name in the catalogue, so the banner sells no model the
 * catalogue lacks (decision 0029).
 */
export const SPEED_TIERS: SpeedTier[] = [
  { name: "PPA Home", seconds: 16, priceCents: 89900, motorSlug: "motor-ppa-home" },
  { name: "PPA Home Legero", seconds: 8, priceCents: 94900, motorSlug: "motor-ppa-home-legero" },
  { name: "PPA Home Jetflex", seconds: 4, priceCents: 134900, motorSlug: "motor-ppa-home-jetflex" },
];

export const EXPRESS_MAINTENANCE = { priceCents: 35000, validityMonths: 1 } as const;

export const FACTS = {
  /** "2 a 4 horas" once served (the owner's, decision 0028). */
  installHours: "{tempo de instalação}" as Slot,
  maintenancePerYear: { home: 1, condominium: 2 },
  motorPower: "1/4 HP a 1/2 HP",
} as const;

// Made once: building an Intl.NumberFormat costs about a tenth of a millisecond, and every
// served page formats the business's prices several times (docs/performance.md).
const BRL_WITH_CENTS = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL", minimumFractionDigits: 2, maximumFractionDigits: 2 });
const BRL_WHOLE = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL", minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** "R$ 1.349" / "R$ 1.349,90" in pt-BR. */
export function formatBRL(cents: number): string {
  return (cents % 100 !== 0 ? BRL_WITH_CENTS : BRL_WHOLE).format(cents / 100).replace(/\u00a0/g, " ");
}

/** "R$ 800 a R$ 1.400"; a slot of the copy stays the slot (filled when the page is served). */
export function formatPriceRange(range: PriceRange | Slot): string {
  return typeof range === "string" ? range : `${formatBRL(range.minCents)} a ${formatBRL(range.maxCents)}`;
}

/** Default greeting of the WhatsApp button (docs/product.md §3). */
export const DEFAULT_WHATSAPP_MESSAGE = `Olá! Gostaria de mais informações sobre os motores ${BRAND} para portão automático.`;

/** The 27 cities with free delivery (docs/product.md §2). */
export const FREE_SHIPPING_CITIES = [
  "São Paulo (Capital)",
  "Osasco",
  "Guarulhos",
  "Carapicuíba",
  "Barueri",
  "Cotia",
  "Itapevi",
  "Santana de Parnaíba",
  "Cajamar",
  "Campo Limpo Paulista",
  "Embu das Artes",
  "Taboão da Serra",
  "Santo André",
  "São Caetano do Sul",
  "São Bernardo do Campo",
  "Diadema",
  "Mauá",
  "Itaquaquecetuba",
  "Ferraz de Vasconcelos",
  "Suzano",
  "Arujá",
  "Mogi das Cruzes",
  "Santa Isabel",
  "Mairiporã",
  "Atibaia",
  "Franco da Rocha",
  "Francisco Morato",
] as const;
