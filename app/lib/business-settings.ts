import { z } from "zod";
import { LIMITS } from "./limits";
import {
  FREE_SHIPPING_CITIES,
  BUSINESS_NAME,
  SPEED_TIERS,
  EXPRESS_MAINTENANCE,
  GATE_SERVICES_DEFAULT,
  FIRST_BOOT_INSTALL_HOURS,
  FIRST_BOOT_INSTALMENTS,
  FIRST_BOOT_PRICES,
  FIRST_BOOT_WARRANTY,
  FIRST_BOOT_FACTORY_PRICE,
  type PriceKey,
} from "~/content/business";
import { addMonths, isValidDay, saoPauloToday } from "./promo";
import { parseDay, parseHour } from "./pt-br-time";
import type { DayHours, HoursException } from "./business-hours";
import type { FormErrors, FormReader, FormValues } from "./forms/form-reader";
import { field, group, settingsForm, type PrivateKeys, type ValuesOf } from "./forms/settings-table";

export type { DayHours, HoursException } from "./business-hours";

/**
 * The business's facts the owner edits in "Dados do negócio" (docs/decisions/0028-business-settings.md).
 * One row in SQLite; every page, structured data and WhatsApp message reads it. Claims are
 * optional: an empty claim is hidden wherever it would appear.
 *
 * `BUSINESS_SETTINGS` below is the form's one schema: each setting once, with its fields, pt-BR labels and
 * messages, first-boot value and stored shape. Adding a setting is a row there and its input in
 * `BusinessSettingsForm.tsx` (docs/architecture.md, "One schema per form").
 */

export type Tier = { name: string; seconds: number; priceCents: number };

/** Operator variables that seed the first boot (README "Operator variables"). */
export type FirstBootEnv = {
  BUSINESS_PHONE?: string;
  BUSINESS_EMAIL?: string;
  BUSINESS_ADDRESS?: string;
  BUSINESS_GEO?: string;
  PROMO_START_DATE?: string;
};

/** The price ranges in screen order, with their pt-BR names. */
export const PRICE_FIELDS: { key: PriceKey; label: string }[] = [
  { key: "installKit", label: "Kit motor com instalação" },
  { key: "repair", label: "Conserto e reparo" },
  { key: "replacementResidential", label: "Troca de motor residencial" },
  { key: "replacementHeavy", label: "Troca de motor para uso pesado" },
];

/** The technical visit: free, charged, or charged and taken off the service when the quote is approved. */
export type VisitFee = { kind: "free" | "charged" | "credited"; priceCents: number };

type Warranty = { factoryMonths: number; extendedMonths: number; serviceMonths: number; partsMonths: number };

/** The warranty's fields in screen order, with their pt-BR names. */
export const WARRANTY_FIELDS: { key: keyof Warranty; field: string; label: string }[] = [
  { key: "factoryMonths", field: "warrantyFactory", label: "garantia de fábrica (meses)" },
  { key: "extendedMonths", field: "warrantyExtended", label: "garantia com instalação nossa (meses)" },
  { key: "serviceMonths", field: "warrantyService", label: "garantia do serviço (meses)" },
  { key: "partsMonths", field: "warrantyParts", label: "garantia das peças trocadas (meses)" },
];

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DAY_SHORT = ["domingo", "segunda", "terça", "quarta", "quinta", "sexta", "sábado"];
const DAYS = [0, 1, 2, 3, 4, 5, 6];

const centsText = (cents: number): string => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2).replace(".", ","));
const optionalText = (v: string | null) => v ?? "";
const numberText = (v: number | null) => (v === null ? "" : String(v));

const dayHours = z.object({ opens: z.string().regex(TIME), closes: z.string().regex(TIME) }).nullable();
const priceRange = z.object({ minCents: z.number().int(), maxCents: z.number().int() });

/** A text setting of one input: empty is null (not set) unless required. */
const textSetting = <const P extends boolean = false>(
  label: string,
  opts: { initial?: (env: FirstBootEnv) => string | null; private?: P; slot?: P extends true ? never : string } = {},
) =>
  field<string | null, FirstBootEnv, P>({
    label,
    initial: (env) => opts.initial?.(env) ?? null,
    toText: optionalText,
    parse: (read, name) => read.text(name),
    stored: z.string().nullable(),
    private: opts.private,
    slot: opts.slot,
  });

/** Every setting of "Dados do negócio", in the form's screen order. */
export const BUSINESS_SETTINGS = {
  name: field<string, FirstBootEnv>({
    label: "nome do negócio",
    initial: () => BUSINESS_NAME,
    toText: (v) => v,
    parse: (read, name) => read.text(name, true) ?? "",
    stored: z.string(),
  }),
  /** As shown, "(11) 98765-4321"; null = not set (no call button, decision 0028). */
  phone: field({
    label: "telefone",
    initial: (env: FirstBootEnv) => env.BUSINESS_PHONE ?? null,
    toText: optionalText,
    parse: (read, name) => read.phone(name),
    stored: z.string().nullable(),
    private: true,
  }),
  /** WhatsApp number as shown; null = the phone above. */
  whatsapp: field({
    label: "WhatsApp",
    initial: (): string | null => null,
    toText: optionalText,
    parse: (read, name) => read.phone(name),
    stored: z.string().nullable(),
    private: true,
  }),
  email: field({
    label: "e-mail",
    initial: (env: FirstBootEnv) => env.BUSINESS_EMAIL ?? null,
    toText: optionalText,
    parse: (read, name) => read.checked(name, (v) => z.string().email().safeParse(v).success, "Use um e-mail como contato@seudominio.com.br."),
    stored: z.string().nullable(),
    private: true,
  }),
  address: textSetting("endereço", { initial: (env) => env.BUSINESS_ADDRESS ?? null, private: true }),
  cnpj: field<string | null, FirstBootEnv>({
    label: "CNPJ",
    initial: () => null,
    toText: optionalText,
    parse: (read, name) => read.checked(name, validCnpj, "CNPJ inválido: confira os 14 dígitos, como 12.345.678/0001-95."),
    stored: z.string().nullable(),
    slot: "{CNPJ}",
  }),
  geo: group<{ lat: number; lng: number } | null, FirstBootEnv>({
    fields: ["lat", "lng"],
    label: (f) => (f === "lat" ? "latitude" : "longitude"),
    initial: (env) => {
      const geo = env.BUSINESS_GEO?.split(",").map(Number);
      return geo && geo.length === 2 ? { lat: geo[0], lng: geo[1] } : null;
    },
    toForm: (g) => ({ lat: g ? String(g.lat) : "", lng: g ? String(g.lng) : "" }),
    parse: (read) => {
      const lat = read.number("lat", z.number().min(-90).max(90), "Latitude entre -90 e 90, como -23.5505.");
      const lng = read.number("lng", z.number().min(-180).max(180), "Longitude entre -180 e 180, como -46.6333.");
      if ((lat === null) !== (lng === null) && !read.errors.lat && !read.errors.lng)
        read.errors.lat = "Preencha latitude e longitude, ou deixe as duas vazias.";
      return lat !== null && lng !== null ? { lat, lng } : null;
    },
    stored: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  }),
  cities: field<string[], FirstBootEnv>({
    label: "cidades atendidas",
    initial: () => [...FREE_SHIPPING_CITIES],
    toText: (v) => v.join("\n"),
    parse: (read, name) => {
      const cities = (read.text(name, true, LIMITS.businessTextChars * LIMITS.businessCities) ?? "")
        .split("\n")
        .map((c) => c.trim())
        .filter(Boolean);
      if (!read.errors[name]) {
        if (cities.length > LIMITS.businessCities) read.errors[name] = `No máximo ${LIMITS.businessCities} cidades.`;
        else if (cities.some((c) => c.length > 80)) read.errors[name] = "Cada cidade com no máximo 80 caracteres.";
      }
      return cities;
    },
    stored: z.array(z.string()),
  }),
  /** Index 0 = Sunday … 6 = Saturday. */
  week: group<DayHours[], FirstBootEnv>({
    fields: DAYS.flatMap((d) => [`day${d}Opens`, `day${d}Closes`]),
    label: (f) => {
      const [, d, side] = /^day(\d)(Opens|Closes)$/.exec(f) ?? [];
      return `${side === "Opens" ? "abertura" : "fechamento"} de ${DAY_SHORT[Number(d)]}`;
    },
    initial: () => {
      const weekday: DayHours = { opens: "08:00", closes: "18:00" };
      return [null, weekday, weekday, weekday, weekday, weekday, { opens: "08:00", closes: "14:00" }];
    },
    toForm: (week) =>
      Object.fromEntries(
        week.flatMap((h, d) => [
          [`day${d}Opens`, h?.opens ?? ""],
          [`day${d}Closes`, h?.closes ?? ""],
        ]),
      ),
    parse: (read) => {
      const week = DAYS.map((d) => {
        const hours = hoursOf(read.raw(`day${d}Opens`), read.raw(`day${d}Closes`));
        if (typeof hours === "string") read.errors[`day${d}Opens`] = hours;
        return typeof hours === "string" ? null : hours;
      });
      if (!Object.keys(read.errors).some((k) => k.startsWith("day")) && week.every((h) => h === null))
        read.errors.day1Opens = "Informe o horário de pelo menos um dia da semana.";
      return week;
    },
    stored: z.array(dayHours).length(7),
  }),
  exceptions: field<HoursException[], FirstBootEnv>({
    label: "feriados e datas especiais",
    initial: () => [],
    toText: (list) => list.map((e) => `${e.date} ${e.hours ? `${e.hours.opens}-${e.hours.closes}` : "fechado"}`).join("\n"),
    parse: (read, name) => {
      const exceptions: HoursException[] = [];
      const raw = read.text(name, false, 40 * LIMITS.businessHourExceptions);
      if (!raw || read.errors[name]) return exceptions;
      const lines = raw
        .split("\n")
        .map((l) => l.trim())
        .filter(Boolean);
      if (lines.length > LIMITS.businessHourExceptions) read.errors[name] = `No máximo ${LIMITS.businessHourExceptions} datas.`;
      for (const [i, line] of lines.entries()) {
        if (read.errors[name]) break;
        const m = /^(\S+)\s+(fechado|(?:das\s+)?(\S+?)\s*(?:-|às|a|até)\s*(\S+))$/i.exec(line);
        const date = m ? exceptionDay(m[1], read.today) : null;
        if (!m || !date) {
          read.errors[name] = `Linha ${i + 1}: use "25/12 fechado" ou "24/12 8h-12h" (ou 2026-12-24 08:00-12:00).`;
          break;
        }
        const hours = m[3] ? hoursOf(m[3], m[4]) : null;
        if (typeof hours === "string") read.errors[name] = `Linha ${i + 1}: ${hours}`;
        else if (exceptions.some((e) => e.date === date))
          read.errors[name] = `Linha ${i + 1}: a data ${date.split("-").reverse().join("/")} aparece duas vezes.`;
        else exceptions.push({ date, hours });
      }
      return exceptions.sort((a, b) => a.date.localeCompare(b.date));
    },
    stored: z.array(z.object({ date: z.string(), hours: dayHours })),
  }),
  promo: group<{ priceCents: number; start: string; end: string }, FirstBootEnv>({
    fields: ["promoPrice", "promoStart", "promoEnd"],
    label: (f) => ({ promoPrice: "preço da manutenção express", promoStart: "início da promoção", promoEnd: "fim da promoção" })[f] ?? f,
    initial: (env, today) => {
      const start = env.PROMO_START_DATE && isValidDay(env.PROMO_START_DATE) ? env.PROMO_START_DATE : `${today.slice(0, 8)}01`;
      return { priceCents: EXPRESS_MAINTENANCE.priceCents, start, end: addMonths(start, EXPRESS_MAINTENANCE.validityMonths) };
    },
    toForm: (p) => ({ promoPrice: centsText(p.priceCents), promoStart: p.start, promoEnd: p.end }),
    parse: (read) => {
      const priceCents = read.money("promoPrice");
      const start = read.day("promoStart");
      const end = read.day("promoEnd");
      if (!read.errors.promoStart && !read.errors.promoEnd && end < start)
        read.errors.promoEnd = "A data final da promoção deve ser igual ou depois da inicial.";
      return { priceCents, start, end };
    },
    stored: z.object({ priceCents: z.number().int(), start: z.string(), end: z.string() }),
  }),
  tiers: group<Tier[], FirstBootEnv>({
    fields: SPEED_TIERS.flatMap((_, i) => [`tier${i}Name`, `tier${i}Seconds`, `tier${i}Price`]),
    label: (f) => {
      const [, i, part] = /^tier(\d)(Name|Seconds|Price)$/.exec(f) ?? [];
      return `${{ Name: "nome", Seconds: "segundos", Price: "preço" }[part] ?? part} da faixa ${Number(i) + 1}`;
    },
    initial: () => SPEED_TIERS.map(({ name, seconds, priceCents }) => ({ name, seconds, priceCents })),
    toForm: (tiers) =>
      Object.fromEntries(
        tiers.flatMap((t, i) => [
          [`tier${i}Name`, t.name],
          [`tier${i}Seconds`, String(t.seconds)],
          [`tier${i}Price`, centsText(t.priceCents)],
        ]),
      ),
    // Seconds and price are the tier's model's in the catalogue (decision 0029); only the name is the owner's here.
    parse: (read) => SPEED_TIERS.map((tier, i) => ({ name: read.text(`tier${i}Name`, true, 60) ?? "", seconds: tier.seconds, priceCents: tier.priceCents })),
    stored: z.array(z.object({ name: z.string(), seconds: z.number(), priceCents: z.number().int() })),
  }),
  /** Which gates the business sells motors for and on which it installs and repairs (one text, shown as written). */
  gateServices: field<string, FirstBootEnv>({
    label: "tipos de portão",
    initial: () => GATE_SERVICES_DEFAULT,
    toText: (v) => v,
    parse: (read, name) => read.text(name, true, LIMITS.businessGateServicesChars) ?? "",
    stored: z.string(),
  }),
  claims: group<
    { rating: number | null; ratingSource: string | null; reviewCount: number | null; customers: number | null; since: number | null },
    FirstBootEnv
  >({
    fields: ["rating", "ratingSource", "reviewCount", "customers", "since"],
    label: (f) =>
      ({ rating: "nota", ratingSource: "origem da nota", reviewCount: "número de avaliações", customers: "clientes atendidos", since: "ano de início" })[f] ??
      f,
    initial: () => ({ rating: null, ratingSource: null, reviewCount: null, customers: null, since: null }),
    toForm: (c) => ({
      rating: c.rating === null ? "" : String(c.rating).replace(".", ","),
      ratingSource: optionalText(c.ratingSource),
      reviewCount: numberText(c.reviewCount),
      customers: numberText(c.customers),
      since: numberText(c.since),
    }),
    parse: (read) => {
      const rating = read.number("rating", z.number().min(1).max(5), "Use uma nota de 1 a 5, como 4,8.");
      const ratingSource = read.text("ratingSource", false, 120);
      const reviewCount = read.number("reviewCount", z.number().int().min(1).max(10_000_000), "Use um número inteiro de avaliações.");
      if (rating !== null && !read.errors.ratingSource && !ratingSource)
        read.errors.ratingSource = "Diga de onde vem a nota (por exemplo, Google), ou deixe a nota vazia.";
      const customers = read.number("customers", z.number().int().min(1).max(10_000_000), "Use um número inteiro de clientes, como 1500.");
      const thisYear = new Date().getUTCFullYear();
      const since = read.number("since", z.number().int().min(1900).max(thisYear), `Use um ano entre 1900 e ${thisYear}.`);
      return { rating, ratingSource: rating === null ? null : ratingSource, reviewCount: rating === null ? null : reviewCount, customers, since };
    },
    stored: z.object({
      rating: z.number().nullable(),
      ratingSource: z.string().nullable(),
      reviewCount: z.number().nullable(),
      customers: z.number().nullable(),
      since: z.number().nullable(),
    }),
  }),
  /**
   * The factory-direct claim: true = the owner says they buy from PPA without a distributor and sell
   * at the factory's price, and the pages say "preço direto de fábrica"; false = no page says it
   * (`FACTORY_PRICE` in app/content/business.ts; docs/decisions/0050-factory-price-and-visit-fee-are-the-owners.md).
   */
  factoryPrice: field<boolean, FirstBootEnv>({
    label: "preço direto de fábrica",
    initial: () => FIRST_BOOT_FACTORY_PRICE,
    toText: (v) => (v ? "sim" : ""),
    parse: (read, name) => read.raw(name) === "sim",
    stored: z.boolean(),
  }),
  /** Whether the technical visit is charged; null = not said (the pages ask the visitor to ask before booking). */
  visitFee: group<VisitFee | null, FirstBootEnv>({
    fields: ["visitFee", "visitFeePrice"],
    label: (f) => (f === "visitFee" ? "cobrança da visita técnica" : "valor da visita técnica"),
    // The spec says nothing of it: a fresh install guesses no policy.
    initial: () => null,
    toForm: (v) => ({ visitFee: v?.kind ?? "", visitFeePrice: v && v.kind !== "free" ? centsText(v.priceCents) : "" }),
    parse: (read) => {
      const kind = read.raw("visitFee");
      if (kind === "") return null;
      if (kind === "free") return { kind, priceCents: 0 };
      if (kind !== "charged" && kind !== "credited") {
        read.errors.visitFee = "Escolha uma das opções da visita técnica.";
        return null;
      }
      const priceCents = read.money("visitFeePrice");
      if (!read.errors.visitFeePrice && priceCents === 0) read.errors.visitFeePrice = "Informe o valor da visita, ou escolha “sem custo”.";
      return { kind, priceCents };
    },
    stored: z.object({ kind: z.enum(["free", "charged", "credited"]), priceCents: z.number().int() }).nullable(),
  }),
  /** Months of warranty: the motor's from the factory, in total when our team installs it, the installation service's, replaced parts'. */
  warranty: group<Warranty, FirstBootEnv>({
    fields: WARRANTY_FIELDS.map((w) => w.field),
    label: (f) => WARRANTY_FIELDS.find((w) => w.field === f)?.label ?? f,
    initial: () => ({ ...FIRST_BOOT_WARRANTY }),
    toForm: (w) => Object.fromEntries(WARRANTY_FIELDS.map((f) => [f.field, String(w[f.key])])),
    parse: (read) => {
      const warranty = {} as Warranty;
      for (const w of WARRANTY_FIELDS) warranty[w.key] = read.whole(w.field, 1, 120, "Use um número inteiro de meses, de 1 a 120.");
      if (!read.errors.warrantyFactory && !read.errors.warrantyExtended && warranty.extendedMonths < warranty.factoryMonths)
        read.errors.warrantyExtended = "A garantia com a nossa instalação não pode ser menor que a de fábrica.";
      return warranty;
    },
    stored: z.object({ factoryMonths: z.number().int(), extendedMonths: z.number().int(), serviceMonths: z.number().int(), partsMonths: z.number().int() }),
  }),
  /** Price ranges the copy quotes (install kit, repair, residential and heavy-duty replacement). */
  prices: group<Record<PriceKey, { minCents: number; maxCents: number }>, FirstBootEnv>({
    fields: PRICE_FIELDS.flatMap(({ key }) => [`${key}Min`, `${key}Max`]),
    label: (f) => {
      const p = PRICE_FIELDS.find(({ key }) => f === `${key}Min` || f === `${key}Max`);
      return p ? `${p.label.toLowerCase()}: ${f.endsWith("Min") ? "mínimo" : "máximo"}` : f;
    },
    initial: () => structuredClone(FIRST_BOOT_PRICES),
    toForm: (prices) =>
      Object.fromEntries(
        PRICE_FIELDS.flatMap(({ key }) => [
          [`${key}Min`, centsText(prices[key].minCents)],
          [`${key}Max`, centsText(prices[key].maxCents)],
        ]),
      ),
    parse: (read) => {
      const prices = {} as Record<PriceKey, { minCents: number; maxCents: number }>;
      for (const { key } of PRICE_FIELDS) {
        prices[key] = { minCents: read.money(`${key}Min`), maxCents: read.money(`${key}Max`) };
        if (!read.errors[`${key}Min`] && !read.errors[`${key}Max`] && prices[key].maxCents < prices[key].minCents)
          read.errors[`${key}Max`] = "O valor máximo deve ser igual ou maior que o mínimo.";
      }
      return prices;
    },
    stored: z.object({ installKit: priceRange, repair: priceRange, replacementResidential: priceRange, replacementHeavy: priceRange }),
  }),
  /** Most instalments offered ("em até 10x"). */
  instalments: field<number, FirstBootEnv>({
    label: "parcelas",
    initial: () => FIRST_BOOT_INSTALMENTS,
    toText: String,
    parse: (read, name) => read.whole(name, 1, 36, "Use um número inteiro de parcelas, de 1 a 36."),
    stored: z.number().int(),
  }),
  /** Hours an installation usually takes ("2 a 4 horas"). */
  installHours: group<{ min: number; max: number }, FirstBootEnv>({
    fields: ["installHoursMin", "installHoursMax"],
    label: (f) => (f === "installHoursMin" ? "tempo mínimo de instalação" : "tempo máximo de instalação"),
    initial: () => ({ ...FIRST_BOOT_INSTALL_HOURS }),
    toForm: (h) => ({ installHoursMin: String(h.min), installHoursMax: String(h.max) }),
    parse: (read) => {
      const message = "Use um número inteiro de horas, de 1 a 72.";
      const hours = { min: read.whole("installHoursMin", 1, 72, message), max: read.whole("installHoursMax", 1, 72, message) };
      if (!read.errors.installHoursMin && !read.errors.installHoursMax && hours.max < hours.min)
        read.errors.installHoursMax = "O tempo máximo deve ser igual ou maior que o mínimo.";
      return hours;
    },
    stored: z.object({ min: z.number().int(), max: z.number().int() }),
  }),
  /** "Link de avaliação no Google": where the after-job message sends the customer (docs/decisions/0038-job-log.md); null = not set. */
  googleReviewUrl: field({
    label: "link de avaliação no Google",
    initial: (): string | null => null,
    toText: optionalText,
    parse: (read, name) => read.checked(name, isHttpsUrl, "Use o link completo que o Google dá para avaliações, começando com https://", 500),
    stored: z.string().nullable(),
    private: true,
  }),
  // --- Price disclosure (area: sales; Decreto 5.903/2006 art. 3, app/lib/instalments.ts) ---
  /** Monthly interest of the instalments in percent; 0 = "sem juros" (the owner said so); null = not said: no instalment offer is shown beside a price. */
  instalmentRatePct: group<number | null, FirstBootEnv>({
    fields: ["instalmentRate"],
    label: () => "juros do parcelamento",
    // The interest is the owner's word: a fresh install offers no instalments beside a price until it is said.
    initial: () => null,
    toForm: (v) => ({ instalmentRate: v === null ? "" : String(v).replace(".", ",") }),
    parse: (read) =>
      percentOf(read, "instalmentRate", 15, "Use os juros ao mês, de 0 a 15, como 1,99; 0 para sem juros; vazio para não anunciar parcelamento."),
    stored: z.number().nullable(),
  }),
  /** Pix or cash discount in percent; null = none. */
  pixDiscountPct: group<number | null, FirstBootEnv>({
    fields: ["pixDiscount"],
    label: () => "desconto no Pix",
    initial: () => null,
    toForm: (v) => ({ pixDiscount: v === null ? "" : String(v).replace(".", ",") }),
    parse: (read) => {
      const pct = percentOf(read, "pixDiscount", 50, "Use um desconto de 0 a 50%, como 5; vazio para nenhum.");
      return pct === 0 ? null : pct;
    },
    stored: z.number().nullable(),
  }),
  /** Days after which a lead marked "Orçamento enviado" and not updated is listed under "A retomar" on the panel. */
  followUpDays: field<number, FirstBootEnv, true>({
    label: "dias para retomar orçamentos",
    initial: () => FIRST_BOOT_FOLLOW_UP_DAYS,
    toText: String,
    parse: (read, name) => read.whole(name, 1, 60, "Use um número inteiro de dias, de 1 a 60."),
    stored: z.number().int(),
    private: true,
  }),
  // --- Identification by the law (area: requests; Decreto 7.962/2013 art. 2) ---
  /** Razão social as registered with the Receita Federal; null = not set (the footer and the legal pages name the trade name only). */
  legalName: textSetting("razão social", { slot: "{razão social}" }),
};

/** "A retomar": a quote not answered in this many days is listed on the panel until the owner says otherwise. */
export const FIRST_BOOT_FOLLOW_UP_DAYS = 3;

/** A percentage with at most two decimals ("1,99", "0", "5 %"), from 0 to `max`; null when empty. */
function percentOf(read: FormReader, name: string, max: number, message: string): number | null {
  const raw = read.raw(name).replace(/\s*%$/, "");
  if (!raw) return null;
  if (!/^\d{1,2}([.,]\d{1,2})?$/.test(raw)) {
    read.errors[name] = message;
    return null;
  }
  const n = Number(raw.replace(",", "."));
  if (n > max) read.errors[name] = message;
  return n;
}

// A row saved before a setting existed reads its first-boot value, as of today (São Paulo).
const form = settingsForm(BUSINESS_SETTINGS, { textMax: LIMITS.businessTextChars, emptyEnv: {}, today: () => saoPauloToday(new Date()) });

export type BusinessSettings = ValuesOf<typeof BUSINESS_SETTINGS>;
/** What public pages show of "Dados do negócio": every setting but the private ones (contacts go through the contact redirect). */
export type PublicBusiness = Omit<BusinessSettings, PrivateKeys<typeof BUSINESS_SETTINGS>>;

export type SettingsForm = FormValues;
export type SettingsErrors = FormErrors;

export const { formFields, toForm, readForm, parseForm, fieldLabel, changedFields, publicOf: publicBusiness } = form;

/**
 * The slots of the settings that declare one in the table (`slot`), with their shown text: a
 * setting added with a slot reaches every text that names it, with no other edit (docs/architecture.md).
 */
export const settingSlots = (business: Partial<PublicBusiness>): Map<string, string> => form.slotsOf(business as Partial<BusinessSettings>);

/** Zod schema of the stored JSON: a row edited by hand that does not fit falls back to first-boot values. */
export const storedSettingsSchema = form.storedSchema;

/**
 * What a fresh install starts with (decision 0028): the operator's variables where set; the
 * spec's prices, hours and cities; no phone (the seed's 99999-9999 is not a real number) and no
 * claim (4,9, 10.000 and 1999 were invented for the site).
 */
export function firstBootSettings(env: FirstBootEnv, today: string): BusinessSettings {
  return form.firstBoot(env, today);
}

/** Fields a fresh install lacks, for the panel's checklist: field anchor → pt-BR name. */
export function missingFacts(s: BusinessSettings): { field: string; label: string }[] {
  const missing: { field: string; label: string }[] = [];
  if (!s.phone) missing.push({ field: "phone", label: "telefone" });
  if (!s.phone && !s.whatsapp) missing.push({ field: "whatsapp", label: "WhatsApp" });
  if (!s.legalName) missing.push({ field: "legalName", label: "razão social" });
  if (!s.email) missing.push({ field: "email", label: "e-mail" });
  if (!s.address) missing.push({ field: "address", label: "endereço" });
  if (!s.cnpj) missing.push({ field: "cnpj", label: "CNPJ" });
  if (!s.geo) missing.push({ field: "lat", label: "posição no mapa" });
  // Area: sales. Prices say their instalments only once the interest is said; the after-job message and the QR code send customers to the Google profile.
  if (s.instalmentRatePct === null && s.instalments > 1) missing.push({ field: "instalmentRate", label: "juros do parcelamento" });
  if (!s.googleReviewUrl) missing.push({ field: "googleReviewUrl", label: "Perfil do Google" });
  return missing;
}

/** Digits with country code of the WhatsApp chat, or null when neither number is set. */
export function whatsappDigits(s: BusinessSettings): string | null {
  const shown = s.whatsapp ?? s.phone;
  if (!shown) return null;
  const digits = shown.replace(/\D/g, "");
  return digits.startsWith("55") && digits.length >= 12 ? digits : `55${digits}`;
}

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** An hour as the owner types it ("8h", "17h30", "08:00") → "HH:MM", or null. */
function hourText(typed: string): string | null {
  const minutes = parseHour(typed);
  return minutes === null ? null : `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** A holiday's day as typed: "25/12" is the next 25 December from today, a year or ISO date is kept; null when invalid. */
function exceptionDay(typed: string, today: string): string | null {
  const day = parseDay(typed, today);
  if (!day || /\d{4}$|^\d{4}-/.test(typed) || day >= today) return day;
  return parseDay(`${typed}/${Number(today.slice(0, 4)) + 1}`, today);
}

/** "8h"/"18h", "08:00"/"18:00" → hours; both empty → closed; otherwise a pt-BR message. */
function hoursOf(opensTyped: string, closesTyped: string): DayHours | string {
  if (!opensTyped && !closesTyped) return null;
  const opens = hourText(opensTyped);
  const closes = hourText(closesTyped);
  if (!opens || !closes) return "Use horários como 8h, 17h30 ou 08:00 (ou deixe os dois vazios para fechado).";
  if (closes <= opens) return "O horário de fechamento deve ser depois do de abertura.";
  return { opens, closes };
}

/** CNPJ check digits (Receita Federal's modulus-11 rule). */
export function validCnpj(value: string): boolean {
  const d = value.replace(/\D/g, "");
  if (d.length !== 14 || /^(\d)\1+$/.test(d)) return false;
  const digit = (len: number) => {
    const weights = len === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const sum = weights.reduce((acc, w, i) => acc + w * Number(d[i]), 0);
    const r = sum % 11;
    return r < 2 ? 0 : 11 - r;
  };
  return digit(12) === Number(d[12]) && digit(13) === Number(d[13]);
}
