/**
 * The single source of business facts (docs/product.md §2). The original's readings
 * were inconsistent (docs/product.md §9); this file resolves them into one coherent set:
 * - rating: 4.9 of 5 (the footer reading). It is marketing copy only and never goes
 *   into structured data (Google rejects self-served review markup).
 * - customers: "mais de 10.000 clientes"; the weaker "1000+ instalações" is dropped.
 * - service since 1999 ("mais de 20 anos"); the "24h" claim is dropped because it
 *   contradicts the published opening hours.
 * - prices: the three banner tiers, install kit R$ 800–1.400 ("a partir de R$ 800");
 *   the stray 480/749 pair is dropped.
 * - warranty: 1 year factory warranty on the motor, extended to 18 months when our team
 *   installs it; 1 year on the installation service; 6 months on replaced parts.
 * Phone, WhatsApp, e-mail, address, hours, cities, the banner tiers, the express-maintenance
 * promotion and the claims are the owner's, edited in "Dados do negócio"
 * (docs/decisions/0028-business-settings.md); the values here only seed a first boot
 * (app/lib/business-settings.ts firstBootSettings), and the claims seed nothing.
 */

export const BRAND = "PPA";
export const BUSINESS_NAME = "Motores PPA São Paulo";

export type OpeningHours = {
  days: string;
  dayCodes: ("Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday")[];
  opens: string;
  closes: string;
};

export const OPENING_HOURS: OpeningHours[] = [
  { days: "Segunda a sexta", dayCodes: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:00", closes: "18:00" },
  { days: "Sábado", dayCodes: ["Saturday"], opens: "08:00", closes: "14:00" },
];

export const WARRANTY = {
  factoryMonths: 12,
  extendedMonths: 18,
  serviceMonths: 12,
  partsMonths: 6,
  summary: "Garantia de fábrica de 1 ano, estendida para 18 meses na instalação feita pela nossa equipe",
} as const;

export const INSTALMENTS = 10;

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

export type PriceRange = { label: string; minCents: number; maxCents: number };

export const PRICES = {
  installKit: { label: "Kit motor com instalação", minCents: 80000, maxCents: 140000 },
  repair: { label: "Conserto e reparo (orçamento)", minCents: 15000, maxCents: 60000 },
  replacementResidential: { label: "Troca de motor residencial", minCents: 80000, maxCents: 150000 },
  replacementHeavy: { label: "Troca de motor para uso pesado", minCents: 200000, maxCents: 500000 },
} satisfies Record<string, PriceRange>;

export const EXPRESS_MAINTENANCE = { priceCents: 35000, validityMonths: 1 } as const;

export const FACTS = {
  rating: 4.9,
  ratingScale: 5,
  customers: 10000,
  since: 1999,
  installHours: "2 a 4 horas",
  maintenancePerYear: { home: 1, condominium: 2 },
  motorPower: "1/4 HP a 1/2 HP",
} as const;

/** "R$ 1.349" / "R$ 1.349,90" in pt-BR. */
export function formatBRL(cents: number): string {
  const hasCents = cents % 100 !== 0;
  return new Intl.NumberFormat("pt-BR", {
    style: "currency",
    currency: "BRL",
    minimumFractionDigits: hasCents ? 2 : 0,
    maximumFractionDigits: 2,
  })
    .format(cents / 100)
    .replace(/\u00a0/g, " ");
}

export function formatPriceRange(range: PriceRange): string {
  return `${formatBRL(range.minCents)} a ${formatBRL(range.maxCents)}`;
}

/** "R$ 800 a R$ 1.400": used for LocalBusiness.priceRange. */
export const PRICE_RANGE_TEXT = formatPriceRange(PRICES.installKit);

export function yearsOfService(now = new Date()): number {
  return now.getFullYear() - FACTS.since;
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
