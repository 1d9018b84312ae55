import type { BreadcrumbList, FAQPage, LocalBusiness, Product, Service, WithContext } from "schema-dts";
import { BRAND, FREE_SHIPPING_CITIES, formatPriceRange } from "~/content/business";
import { WEEKDAY_CODES } from "./business-hours";
import { BUSINESS_SLOTS } from "./business-slots";
import type { Contact, PublicBusiness } from "./contact";
import { absoluteUrl, DEFAULT_OG_IMAGE } from "./seo";
import { phoneDigits } from "./whatsapp";

/**
 * Typed JSON-LD builders. Every page renders LocalBusiness (root layout); pages add
 * their own (Product, Service, FAQPage, BreadcrumbList). Values must match what the
 * page shows. No aggregateRating: self-served reviews are not accepted by Google.
 */

export function businessId(siteUrl: string) {
  return `${siteUrl}/#business`;
}

/** "+55 11 99999-9999": the shown phone in international form (structured data). */
export function internationalPhone(phone: string): string {
  const d = phoneDigits(phone);
  if (d.length === 12 || d.length === 13) return `+${d.slice(0, 2)} ${d.slice(2, 4)} ${d.slice(4, -4)}-${d.slice(-4)}`;
  return `+${d}`;
}

/** The free-shipping cities as schema.org places ("São Paulo (Capital)" is the city of São Paulo). */
function citiesServed(names: readonly string[]) {
  return names.map((name) => ({ "@type": "City" as const, name: name.replace(/ \(Capital\)$/, "") }));
}

/** Every day, in the order schema.org lists them, with its hours; closed days left out. */
function weeklyHours(week: PublicBusiness["week"]) {
  const specs: { "@type": "OpeningHoursSpecification"; dayOfWeek: `https://schema.org/${(typeof WEEKDAY_CODES)[number]}`[]; opens: string; closes: string }[] =
    [];
  for (const d of [1, 2, 3, 4, 5, 6, 0]) {
    const h = week[d];
    if (!h) continue;
    const same = specs.find((s) => s.opens === h.opens && s.closes === h.closes);
    const day = `https://schema.org/${WEEKDAY_CODES[d]}` as const;
    if (same) same.dayOfWeek.push(day);
    else specs.push({ "@type": "OpeningHoursSpecification", dayOfWeek: [day], opens: h.opens, closes: h.closes });
  }
  return specs;
}

/**
 * The business on every page (root layout), from "Dados do negócio" (decision 0028): name, url,
 * logo, the weekly hours and each dated exception (validFrom = validThrough = the day; a closed
 * day opens and closes at 00:00, as schema.org asks), the cities served, price range; telephone,
 * e-mail, address and geo only when set. Never a rating: Google rejects self-served reviews.
 */
export function localBusinessJsonLd(siteUrl: string, contact: Contact, business: PublicBusiness): WithContext<LocalBusiness> {
  const data: WithContext<LocalBusiness> = {
    "@context": "https://schema.org",
    "@type": "HomeAndConstructionBusiness",
    "@id": businessId(siteUrl),
    name: business.name,
    description: `Venda e instalação de motores ${BRAND} para portão automático em São Paulo e região.`,
    url: `${siteUrl}/`,
    logo: absoluteUrl(siteUrl, "/logo.png"),
    image: absoluteUrl(siteUrl, DEFAULT_OG_IMAGE),
    priceRange: formatPriceRange(business.prices.installKit),
    currenciesAccepted: "BRL",
    openingHoursSpecification: [
      ...weeklyHours(business.week),
      ...business.exceptions.map((e) => ({
        "@type": "OpeningHoursSpecification" as const,
        validFrom: e.date,
        validThrough: e.date,
        opens: e.hours?.opens ?? "00:00",
        closes: e.hours?.closes ?? "00:00",
      })),
    ],
  };
  if (business.cities.length > 0) data.areaServed = citiesServed(business.cities);
  if (contact.phone) data.telephone = internationalPhone(contact.phone);
  if (contact.email) data.email = contact.email;
  if (business.cnpj) data.taxID = business.cnpj;
  if (contact.address) {
    data.address = { "@type": "PostalAddress", streetAddress: contact.address, addressRegion: "SP", addressCountry: "BR" };
  }
  if (business.geo) data.geo = { "@type": "GeoCoordinates", latitude: business.geo.lat, longitude: business.geo.lng };
  return data;
}

export type Crumb = { name: string; path: string };

export function breadcrumbJsonLd(siteUrl: string, crumbs: Crumb[]): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.name,
      item: absoluteUrl(siteUrl, c.path),
    })),
  };
}

/**
 * Offers stay valid until the end of next year (the original's fixed 2025-12-31 expired):
 * always at least a year ahead, in any time zone.
 */
export function priceValidUntil(now = new Date()): string {
  return `${now.getUTCFullYear() + 1}-12-31`;
}

export type ProductInput = {
  name: string;
  slug: string;
  description: string;
  image: string;
  category: string;
  /** Null ("sob consulta" or retired): the product has no Offer (decision 0029). */
  priceCents: number | null;
  path: string;
};

/** What every product of the site shares: who makes it, where its page is. */
function productCore(siteUrl: string, p: { name: string; description: string; image: string; path: string }) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: p.name,
    description: p.description,
    image: absoluteUrl(siteUrl, p.image),
    brand: { "@type": "Brand", name: BRAND },
    url: absoluteUrl(siteUrl, p.path),
  } as const;
}

/** The terms every offer shares: BRL, in stock, valid into next year, sold by the business. */
function offerTerms(siteUrl: string, path: string, now: Date) {
  return {
    priceCurrency: "BRL",
    availability: "https://schema.org/InStock",
    priceValidUntil: priceValidUntil(now),
    url: absoluteUrl(siteUrl, path),
    seller: { "@id": businessId(siteUrl) },
  } as const;
}

const brl = (cents: number) => (cents / 100).toFixed(2);

export function productJsonLd(siteUrl: string, p: ProductInput, now = new Date()): WithContext<Product> {
  return {
    ...productCore(siteUrl, p),
    sku: p.slug,
    model: p.name,
    category: p.category,
    ...(p.priceCents !== null && {
      offers: {
        "@type": "Offer",
        price: brl(p.priceCents),
        itemCondition: "https://schema.org/NewCondition",
        ...offerTerms(siteUrl, p.path, now),
      },
    }),
  };
}

export type PriceRangeProductInput = { name: string; description: string; image: string; path: string; minCents: number; maxCents: number };

/** A product sold at a price range (the install kit of the service page): an AggregateOffer. */
export function priceRangeProductJsonLd(siteUrl: string, p: PriceRangeProductInput, now = new Date()): WithContext<Product> {
  return {
    ...productCore(siteUrl, p),
    offers: {
      "@type": "AggregateOffer",
      lowPrice: brl(p.minCents),
      highPrice: brl(p.maxCents),
      ...offerTerms(siteUrl, p.path, now),
    },
  };
}

export type ServiceInput = { name: string; description: string; path: string; serviceType?: string; areaServed?: readonly string[] };

export function serviceJsonLd(siteUrl: string, s: ServiceInput): WithContext<Service> {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: s.name,
    description: s.description,
    serviceType: s.serviceType ?? s.name,
    url: absoluteUrl(siteUrl, s.path),
    provider: { "@type": "HomeAndConstructionBusiness", "@id": businessId(siteUrl), name: BUSINESS_SLOTS.name },
    areaServed: citiesServed(s.areaServed ?? FREE_SHIPPING_CITIES),
  };
}

export type FaqItem = { question: string; answer: string };

/** Only the questions visible on the page. Answers are plain text. */
export function faqPageJsonLd(items: FaqItem[]): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((i) => ({
      "@type": "Question",
      name: i.question,
      acceptedAnswer: { "@type": "Answer", text: i.answer },
    })),
  };
}

/**
 * JSON for a <script type="application/ld+json">. "<", ">" and "&" become \u003c-style escapes so no
 * content can close the tag or open a comment; U+2028/2029 are escaped for old parsers.
 * JSON.parse gives back exactly the same values.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
