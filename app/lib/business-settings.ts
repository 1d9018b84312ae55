import { hasUnsafeChars, textRefusal } from "./text-safety";
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
  type PriceKey,
  type PriceRange,
} from "~/content/business";
import { addMonths, isValidDay } from "./promo";
import type { DayHours, HoursException } from "./business-hours";

export type { DayHours, HoursException } from "./business-hours";

/**
 * The business's facts the owner edits in "Dados do negócio" (docs/decisions/0028-business-settings.md).
 * One row in SQLite; every page, structured data and WhatsApp message reads it. Claims are
 * optional: an empty claim is hidden wherever it would appear.
 */

export type Tier = { name: string; seconds: number; priceCents: number };

export type BusinessSettings = {
  name: string;
  /** As shown, "(11) 98765-4321"; null = not set (no call button, decision 0028). */
  phone: string | null;
  /** WhatsApp number as shown; null = the phone above. */
  whatsapp: string | null;
  email: string | null;
  address: string | null;
  cnpj: string | null;
  // --- Identification by the law (area: requests; Decreto 7.962/2013 art. 2) ---
  /** Razão social as registered with the Receita Federal; null = not set (the footer and the legal pages name the trade name only). */
  legalName: string | null;
  // --- end of identification ---
  geo: { lat: number; lng: number } | null;
  cities: string[];
  /** Index 0 = Sunday … 6 = Saturday. */
  week: DayHours[];
  exceptions: HoursException[];
  promo: { priceCents: number; start: string; end: string };
  tiers: Tier[];
  /** Which gates the business sells motors for and on which it installs and repairs (one text, shown as written). */
  gateServices: string;
  claims: {
    rating: number | null;
    ratingSource: string | null;
    reviewCount: number | null;
    customers: number | null;
    since: number | null;
  };
  /** Months of warranty: the motor's from the factory, in total when our team installs it, the installation service's, replaced parts'. */
  warranty: { factoryMonths: number; extendedMonths: number; serviceMonths: number; partsMonths: number };
  /** Price ranges the copy quotes (install kit, repair, residential and heavy-duty replacement). */
  prices: Record<PriceKey, PriceRange>;
  /** Most instalments offered ("em até 10x"). */
  instalments: number;
  /** Hours an installation usually takes ("2 a 4 horas"). */
  installHours: { min: number; max: number };
  /** "Link de avaliação no Google": where the after-job message sends the customer (docs/decisions/0038-job-log.md); null = not set. */
  googleReviewUrl: string | null;
};

/** The price ranges in screen order, with their pt-BR names. */
export const PRICE_FIELDS: { key: PriceKey; label: string }[] = [
  { key: "installKit", label: "Kit motor com instalação" },
  { key: "repair", label: "Conserto e reparo" },
  { key: "replacementResidential", label: "Troca de motor residencial" },
  { key: "replacementHeavy", label: "Troca de motor para uso pesado" },
];

/** The warranty's fields in screen order, with their pt-BR names. */
export const WARRANTY_FIELDS: { key: keyof BusinessSettings["warranty"]; field: string; label: string }[] = [
  { key: "factoryMonths", field: "warrantyFactory", label: "garantia de fábrica (meses)" },
  { key: "extendedMonths", field: "warrantyExtended", label: "garantia com instalação nossa (meses)" },
  { key: "serviceMonths", field: "warrantyService", label: "garantia do serviço (meses)" },
  { key: "partsMonths", field: "warrantyParts", label: "garantia das peças trocadas (meses)" },
];

/** Operator variables that seed the first boot (README "Operator variables"). */
export type FirstBootEnv = {
  BUSINESS_PHONE?: string;
  BUSINESS_EMAIL?: string;
  BUSINESS_ADDRESS?: string;
  BUSINESS_GEO?: string;
  PROMO_START_DATE?: string;
};

/**
 * What a fresh install starts with (decision 0028): the operator's variables where set; the
 * spec's prices, hours and cities; no phone (the seed's 99999-9999 is not a real number) and no
 * claim (4,9, 10.000 and 1999 were invented for the site).
 */
export function firstBootSettings(env: FirstBootEnv, today: string): BusinessSettings {
  const geo = env.BUSINESS_GEO?.split(",").map(Number);
  const start = env.PROMO_START_DATE && isValidDay(env.PROMO_START_DATE) ? env.PROMO_START_DATE : `${today.slice(0, 8)}01`;
  const weekday: DayHours = { opens: "08:00", closes: "18:00" };
  return {
    name: BUSINESS_NAME,
    phone: env.BUSINESS_PHONE ?? null,
    whatsapp: null,
    email: env.BUSINESS_EMAIL ?? null,
    address: env.BUSINESS_ADDRESS ?? null,
    cnpj: null,
    legalName: null,
    geo: geo && geo.length === 2 ? { lat: geo[0], lng: geo[1] } : null,
    cities: [...FREE_SHIPPING_CITIES],
    week: [null, weekday, weekday, weekday, weekday, weekday, { opens: "08:00", closes: "14:00" }],
    exceptions: [],
    promo: { priceCents: EXPRESS_MAINTENANCE.priceCents, start, end: addMonths(start, EXPRESS_MAINTENANCE.validityMonths) },
    tiers: SPEED_TIERS.map(({ name, seconds, priceCents }) => ({ name, seconds, priceCents })),
    gateServices: GATE_SERVICES_DEFAULT,
    claims: { rating: null, ratingSource: null, reviewCount: null, customers: null, since: null },
    ...firstBootFigures(),
    googleReviewUrl: null,
  };
}

/** Warranty, price ranges, instalments and installation time a fresh install (or an older row) starts with. */
export function firstBootFigures(): Pick<BusinessSettings, "warranty" | "prices" | "instalments" | "installHours"> {
  return {
    warranty: { ...FIRST_BOOT_WARRANTY },
    prices: structuredClone(FIRST_BOOT_PRICES),
    instalments: FIRST_BOOT_INSTALMENTS,
    installHours: { ...FIRST_BOOT_INSTALL_HOURS },
  };
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
  return missing;
}

/** Digits with country code of the WhatsApp chat, or null when neither number is set. */
export function whatsappDigits(s: BusinessSettings): string | null {
  const shown = s.whatsapp ?? s.phone;
  if (!shown) return null;
  const digits = shown.replace(/\D/g, "");
  return digits.startsWith("55") && digits.length >= 12 ? digits : `55${digits}`;
}

/* ---------- the form: raw strings in, settings or pt-BR messages out ---------- */

export type SettingsForm = Record<string, string>;
export type SettingsErrors = Record<string, string>;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const PHONE = /^[\d\s()+-]{10,20}$/;

/** The form's field names, in screen order (ids of the inputs are `f-{name}`). */
export function formFields(): string[] {
  const names = ["name", "phone", "whatsapp", "email", "address", "cnpj", "lat", "lng", "cities"];
  for (let d = 0; d < 7; d++) names.push(`day${d}Opens`, `day${d}Closes`);
  names.push("exceptions", "promoPrice", "promoStart", "promoEnd");
  for (let t = 0; t < SPEED_TIERS.length; t++) names.push(`tier${t}Name`, `tier${t}Seconds`, `tier${t}Price`);
  names.push("gateServices");
  names.push("rating", "ratingSource", "reviewCount", "customers", "since");
  names.push(...WARRANTY_FIELDS.map((w) => w.field));
  for (const { key } of PRICE_FIELDS) names.push(`${key}Min`, `${key}Max`);
  names.push("instalments", "installHoursMin", "installHoursMax");
  names.push("googleReviewUrl");
  // Identification by the law (area: requests).
  names.push("legalName");
  return names;
}

function centsText(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2).replace(".", ",");
}

/** The settings as the form shows them. */
export function toForm(s: BusinessSettings): SettingsForm {
  const form: SettingsForm = {
    name: s.name,
    phone: s.phone ?? "",
    whatsapp: s.whatsapp ?? "",
    email: s.email ?? "",
    address: s.address ?? "",
    cnpj: s.cnpj ?? "",
    legalName: s.legalName ?? "",
    lat: s.geo ? String(s.geo.lat) : "",
    lng: s.geo ? String(s.geo.lng) : "",
    cities: s.cities.join("\n"),
    exceptions: s.exceptions.map((e) => `${e.date} ${e.hours ? `${e.hours.opens}-${e.hours.closes}` : "fechado"}`).join("\n"),
    promoPrice: centsText(s.promo.priceCents),
    promoStart: s.promo.start,
    promoEnd: s.promo.end,
    gateServices: s.gateServices,
    rating: s.claims.rating === null ? "" : String(s.claims.rating).replace(".", ","),
    ratingSource: s.claims.ratingSource ?? "",
    reviewCount: s.claims.reviewCount === null ? "" : String(s.claims.reviewCount),
    customers: s.claims.customers === null ? "" : String(s.claims.customers),
    since: s.claims.since === null ? "" : String(s.claims.since),
    instalments: String(s.instalments),
    installHoursMin: String(s.installHours.min),
    installHoursMax: String(s.installHours.max),
    googleReviewUrl: s.googleReviewUrl ?? "",
  };
  for (const w of WARRANTY_FIELDS) form[w.field] = String(s.warranty[w.key]);
  for (const { key } of PRICE_FIELDS) {
    form[`${key}Min`] = centsText(s.prices[key].minCents);
    form[`${key}Max`] = centsText(s.prices[key].maxCents);
  }
  s.week.forEach((h, d) => {
    form[`day${d}Opens`] = h?.opens ?? "";
    form[`day${d}Closes`] = h?.closes ?? "";
  });
  s.tiers.forEach((t, i) => {
    form[`tier${i}Name`] = t.name;
    form[`tier${i}Seconds`] = String(t.seconds);
    form[`tier${i}Price`] = centsText(t.priceCents);
  });
  return form;
}

/** Reads the posted fields, every one as a string (absent = ""), nothing else. */
export function readForm(data: FormData): SettingsForm {
  const form: SettingsForm = {};
  for (const name of formFields()) {
    const v = data.get(name);
    form[name] = typeof v === "string" ? v.replace(/\r\n/g, "\n") : "";
  }
  return form;
}

type Parsed = { ok: true; settings: BusinessSettings } | { ok: false; errors: SettingsErrors };

/** Validates the form on the server; every field with a problem gets its own pt-BR message. */
export function parseForm(form: SettingsForm): Parsed {
  const errors: SettingsErrors = {};
  const max = LIMITS.businessTextChars;

  const text = (name: string, required = false, limit = max): string | null => {
    const v = (form[name] ?? "").trim();
    if (!v) {
      if (required) errors[name] = "Preencha este campo.";
      return null;
    }
    if (v.length > limit) errors[name] = `Use no máximo ${limit.toLocaleString("pt-BR")} caracteres (tem ${v.length.toLocaleString("pt-BR")}).`;
    else if (hasUnsafeChars(v)) errors[name] = "Remova os caracteres de controle (invisíveis) deste campo.";
    else if (textRefusal(v, "Este campo")) errors[name] = textRefusal(v, "Este campo") ?? "";
    else if (/[<>]/.test(v)) errors[name] = "Não use os sinais < e > (marcação HTML não é aceita aqui).";
    return v;
  };
  const phone = (name: string): string | null => {
    const v = text(name);
    if (v && !errors[name] && !PHONE.test(v)) errors[name] = "Use um telefone com DDD, como (11) 98765-4321.";
    return v;
  };
  const number = (name: string, rule: z.ZodNumber, message: string): number | null => {
    const v = text(name);
    if (v === null || errors[name]) return null;
    // "4,9" and "-23.55" are decimals; "10.000" is ten thousand only where the value is whole.
    const n = Number(v.includes(",") ? v.replace(/\./g, "").replace(",", ".") : rule.isInt ? v.replace(/\./g, "") : v);
    const r = rule.safeParse(n);
    if (!r.success) {
      errors[name] = message;
      return null;
    }
    return r.data;
  };
  const money = (name: string): number => {
    const v = text(name, true);
    if (v === null || errors[name]) return 0;
    if (!/^\d{1,6}(,\d{1,2})?$/.test(v.replace(/^R\$\s*/, "").replace(/\./g, ""))) {
      errors[name] = "Use um valor em reais, como 899 ou 899,90.";
      return 0;
    }
    return Math.round(
      Number(
        v
          .replace(/^R\$\s*/, "")
          .replace(/\./g, "")
          .replace(",", "."),
      ) * 100,
    );
  };
  const day = (name: string): string => {
    const v = text(name, true);
    if (v && !errors[name] && !isValidDay(v)) errors[name] = "Use uma data válida no formato AAAA-MM-DD.";
    return v ?? "";
  };

  const name = text("name", true) ?? "";
  const phoneValue = phone("phone");
  const whatsapp = phone("whatsapp");
  const email = text("email");
  if (email && !errors.email && !z.string().email().safeParse(email).success) errors.email = "Use um e-mail como contato@seudominio.com.br.";
  const address = text("address");
  const cnpj = text("cnpj");
  if (cnpj && !errors.cnpj && !validCnpj(cnpj)) errors.cnpj = "CNPJ inválido: confira os 14 dígitos, como 12.345.678/0001-95.";
  const legalName = text("legalName");
  const lat = number("lat", z.number().min(-90).max(90), "Latitude entre -90 e 90, como -23.5505.");
  const lng = number("lng", z.number().min(-180).max(180), "Longitude entre -180 e 180, como -46.6333.");
  if ((lat === null) !== (lng === null) && !errors.lat && !errors.lng) errors.lat = "Preencha latitude e longitude, ou deixe as duas vazias.";

  const citiesRaw = text("cities", true, max * LIMITS.businessCities) ?? "";
  const cities = citiesRaw
    .split("\n")
    .map((c) => c.trim())
    .filter(Boolean);
  if (!errors.cities) {
    if (cities.length > LIMITS.businessCities) errors.cities = `No máximo ${LIMITS.businessCities} cidades.`;
    else if (cities.some((c) => c.length > 80)) errors.cities = "Cada cidade com no máximo 80 caracteres.";
  }

  const week: DayHours[] = [];
  for (let d = 0; d < 7; d++) {
    const opens = (form[`day${d}Opens`] ?? "").trim();
    const closes = (form[`day${d}Closes`] ?? "").trim();
    const hours = hoursOf(opens, closes);
    if (typeof hours === "string") errors[`day${d}Opens`] = hours;
    week.push(typeof hours === "string" ? null : hours);
  }
  if (!Object.keys(errors).some((k) => k.startsWith("day")) && week.every((h) => h === null))
    errors.day1Opens = "Informe o horário de pelo menos um dia da semana.";

  const exceptions: HoursException[] = [];
  const exceptionsRaw = text("exceptions", false, 40 * LIMITS.businessHourExceptions);
  if (exceptionsRaw && !errors.exceptions) {
    const lines = exceptionsRaw
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean);
    if (lines.length > LIMITS.businessHourExceptions) errors.exceptions = `No máximo ${LIMITS.businessHourExceptions} datas.`;
    for (const [i, line] of lines.entries()) {
      if (errors.exceptions) break;
      const m = /^(\d{4}-\d{2}-\d{2})\s+(fechado|(\d{2}:\d{2})\s*-\s*(\d{2}:\d{2}))$/i.exec(line);
      if (!m || !isValidDay(m[1])) {
        errors.exceptions = `Linha ${i + 1}: use "AAAA-MM-DD fechado" ou "AAAA-MM-DD 08:00-12:00".`;
        break;
      }
      const hours = m[3] ? hoursOf(m[3], m[4]) : null;
      if (typeof hours === "string") errors.exceptions = `Linha ${i + 1}: ${hours}`;
      else if (exceptions.some((e) => e.date === m[1])) errors.exceptions = `Linha ${i + 1}: a data ${m[1]} aparece duas vezes.`;
      else exceptions.push({ date: m[1], hours });
    }
    exceptions.sort((a, b) => a.date.localeCompare(b.date));
  }

  const promoPrice = money("promoPrice");
  const promoStart = day("promoStart");
  const promoEnd = day("promoEnd");
  if (!errors.promoStart && !errors.promoEnd && promoEnd < promoStart) errors.promoEnd = "A data final da promoção deve ser igual ou depois da inicial.";

  const tiers: Tier[] = SPEED_TIERS.map((_, i) => {
    const tierName = text(`tier${i}Name`, true, 60) ?? "";
    // Seconds and price are the tier's model's in the catalogue (decision 0029); only the name is the owner's here.
    return { name: tierName, seconds: SPEED_TIERS[i].seconds, priceCents: SPEED_TIERS[i].priceCents };
  });

  const gateServices = text("gateServices", true, LIMITS.businessGateServicesChars) ?? "";

  const rating = number("rating", z.number().min(1).max(5), "Use uma nota de 1 a 5, como 4,8.");
  const ratingSource = text("ratingSource", false, 120);
  const reviewCount = number("reviewCount", z.number().int().min(1).max(10_000_000), "Use um número inteiro de avaliações.");
  if (rating !== null && !errors.ratingSource && !ratingSource) errors.ratingSource = "Diga de onde vem a nota (por exemplo, Google), ou deixe a nota vazia.";
  const customers = number("customers", z.number().int().min(1).max(10_000_000), "Use um número inteiro de clientes, como 1500.");
  const thisYear = new Date().getUTCFullYear();
  const since = number("since", z.number().int().min(1900).max(thisYear), `Use um ano entre 1900 e ${thisYear}.`);

  const whole = (name: string, min: number, maxValue: number, message: string): number => {
    if (!(form[name] ?? "").trim() && !errors[name]) errors[name] = "Preencha este campo.";
    return number(name, z.number().int().min(min).max(maxValue), message) ?? 0;
  };
  const warranty = {} as BusinessSettings["warranty"];
  for (const w of WARRANTY_FIELDS) warranty[w.key] = whole(w.field, 1, 120, "Use um número inteiro de meses, de 1 a 120.");
  if (!errors.warrantyFactory && !errors.warrantyExtended && warranty.extendedMonths < warranty.factoryMonths)
    errors.warrantyExtended = "A garantia com a nossa instalação não pode ser menor que a de fábrica.";
  const prices = {} as BusinessSettings["prices"];
  for (const { key } of PRICE_FIELDS) {
    prices[key] = { minCents: money(`${key}Min`), maxCents: money(`${key}Max`) };
    if (!errors[`${key}Min`] && !errors[`${key}Max`] && prices[key].maxCents < prices[key].minCents)
      errors[`${key}Max`] = "O valor máximo deve ser igual ou maior que o mínimo.";
  }
  const instalments = whole("instalments", 1, 36, "Use um número inteiro de parcelas, de 1 a 36.");
  const installHours = {
    min: whole("installHoursMin", 1, 72, "Use um número inteiro de horas, de 1 a 72."),
    max: whole("installHoursMax", 1, 72, "Use um número inteiro de horas, de 1 a 72."),
  };
  if (!errors.installHoursMin && !errors.installHoursMax && installHours.max < installHours.min)
    errors.installHoursMax = "O tempo máximo deve ser igual ou maior que o mínimo.";

  const googleReviewUrl = text("googleReviewUrl", false, 500);
  if (googleReviewUrl && !errors.googleReviewUrl && !isHttpsUrl(googleReviewUrl))
    errors.googleReviewUrl = "Use o link completo que o Google dá para avaliações, começando com https://";

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    settings: {
      name,
      phone: phoneValue,
      whatsapp,
      email,
      address,
      cnpj,
      legalName,
      geo: lat !== null && lng !== null ? { lat, lng } : null,
      cities,
      week,
      exceptions,
      promo: { priceCents: promoPrice, start: promoStart, end: promoEnd },
      tiers,
      gateServices,
      claims: { rating, ratingSource: rating === null ? null : ratingSource, reviewCount: rating === null ? null : reviewCount, customers, since },
      warranty,
      prices,
      instalments,
      installHours,
      googleReviewUrl,
    },
  };
}

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** "08:00"/"18:00" → hours; both empty → closed; otherwise a pt-BR message. */
function hoursOf(opens: string, closes: string): DayHours | string {
  if (!opens && !closes) return null;
  if (!TIME.test(opens) || !TIME.test(closes)) return "Use horários como 08:00 e 18:00 (ou deixe os dois vazios para fechado).";
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

/** What changed between two versions, for the activity log: "telefone, sábado, preço da promoção". */
export function changedFields(before: BusinessSettings, after: BusinessSettings): string[] {
  const a = toForm(before);
  const b = toForm(after);
  return formFields().filter((f) => (a[f] ?? "") !== (b[f] ?? ""));
}

/** Zod schema of the stored JSON: a row edited by hand that does not fit falls back to first-boot values. */
const dayHours = z.object({ opens: z.string().regex(TIME), closes: z.string().regex(TIME) }).nullable();
const priceRange = z.object({ minCents: z.number().int(), maxCents: z.number().int() });
export const storedSettingsSchema = z.object({
  name: z.string(),
  phone: z.string().nullable(),
  whatsapp: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  cnpj: z.string().nullable(),
  // Rows saved before the razão social existed have none.
  legalName: z.string().nullable().default(null),
  geo: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  cities: z.array(z.string()),
  week: z.array(dayHours).length(7),
  exceptions: z.array(z.object({ date: z.string(), hours: dayHours })),
  promo: z.object({ priceCents: z.number().int(), start: z.string(), end: z.string() }),
  tiers: z.array(z.object({ name: z.string(), seconds: z.number(), priceCents: z.number().int() })),
  gateServices: z.string(),
  claims: z.object({
    rating: z.number().nullable(),
    ratingSource: z.string().nullable(),
    reviewCount: z.number().nullable(),
    customers: z.number().nullable(),
    since: z.number().nullable(),
  }),
  // Rows saved before these figures were the owner's get the first-boot values (decision 0028).
  warranty: z
    .object({ factoryMonths: z.number().int(), extendedMonths: z.number().int(), serviceMonths: z.number().int(), partsMonths: z.number().int() })
    .default(() => firstBootFigures().warranty),
  prices: z
    .object({ installKit: priceRange, repair: priceRange, replacementResidential: priceRange, replacementHeavy: priceRange })
    .default(() => firstBootFigures().prices),
  instalments: z.number().int().default(FIRST_BOOT_INSTALMENTS),
  installHours: z.object({ min: z.number().int(), max: z.number().int() }).default(() => firstBootFigures().installHours),
  googleReviewUrl: z.string().nullable().default(null),
}) satisfies z.ZodType<BusinessSettings, z.ZodTypeDef, unknown>;

const DAY_SHORT = ["domingo", "segunda", "terça", "quarta", "quinta", "sexta", "sábado"];

/** The pt-BR name of a form field, as the activity log and the messages name it. */
export function fieldLabel(name: string): string {
  const fixed: Record<string, string> = {
    name: "nome do negócio",
    phone: "telefone",
    whatsapp: "WhatsApp",
    email: "e-mail",
    address: "endereço",
    cnpj: "CNPJ",
    legalName: "razão social",
    lat: "latitude",
    lng: "longitude",
    cities: "cidades atendidas",
    exceptions: "feriados e datas especiais",
    promoPrice: "preço da manutenção express",
    promoStart: "início da promoção",
    promoEnd: "fim da promoção",
    gateServices: "tipos de portão",
    rating: "nota",
    ratingSource: "origem da nota",
    reviewCount: "número de avaliações",
    customers: "clientes atendidos",
    since: "ano de início",
    instalments: "parcelas",
    installHoursMin: "tempo mínimo de instalação",
    installHoursMax: "tempo máximo de instalação",
    googleReviewUrl: "link de avaliação no Google",
  };
  for (const w of WARRANTY_FIELDS) fixed[w.field] = w.label;
  for (const p of PRICE_FIELDS) {
    fixed[`${p.key}Min`] = `${p.label.toLowerCase()}: mínimo`;
    fixed[`${p.key}Max`] = `${p.label.toLowerCase()}: máximo`;
  }
  if (fixed[name]) return fixed[name];
  const day = /^day(\d)(Opens|Closes)$/.exec(name);
  if (day) return `${day[2] === "Opens" ? "abertura" : "fechamento"} de ${DAY_SHORT[Number(day[1])]}`;
  const tier = /^tier(\d)(Name|Seconds|Price)$/.exec(name);
  if (tier) return `${{ Name: "nome", Seconds: "segundos", Price: "preço" }[tier[2]]} da faixa ${Number(tier[1]) + 1}`;
  return name;
}
