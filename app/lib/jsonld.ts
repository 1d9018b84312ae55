import type { BreadcrumbList, LocalBusiness, WithContext } from "schema-dts";
import { BRAND, BUSINESS_NAME, FREE_SHIPPING_CITIES, OPENING_HOURS, PRICE_RANGE_TEXT } from "~/content/business";
import type { Contact } from "./contact";
import { absoluteUrl } from "./seo";

/**
 * Typed JSON-LD builders. Every page renders LocalBusiness (root layout); pages add
 * their own (Product, Service, FAQPage, BreadcrumbList). Values must match what the
 * page shows. No aggregateRating: self-served reviews are not accepted by Google.
 */

export function businessId(siteUrl: string) {
  return `${siteUrl}/#business`;
}

export function localBusinessJsonLd(siteUrl: string, contact: Contact, geo?: { lat: number; lng: number } | null): WithContext<LocalBusiness> {
  const data: WithContext<LocalBusiness> = {
    "@context": "https://schema.org",
    "@type": "HomeAndConstructionBusiness",
    "@id": businessId(siteUrl),
    name: BUSINESS_NAME,
    description: `Venda e instalação de motores ${BRAND} para portão automático em São Paulo e região.`,
    url: `${siteUrl}/`,
    logo: absoluteUrl(siteUrl, "/logo.png"),
    image: absoluteUrl(siteUrl, "/og-image.png"),
    telephone: contact.phone,
    priceRange: PRICE_RANGE_TEXT,
    openingHoursSpecification: OPENING_HOURS.map((h) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: h.dayCodes.map((d) => `https://schema.org/${d}` as const),
      opens: h.opens,
      closes: h.closes,
    })),
    areaServed: FREE_SHIPPING_CITIES.map((name) => ({ "@type": "City", name })),
  };
  if (contact.email) data.email = contact.email;
  if (contact.address) {
    data.address = { "@type": "PostalAddress", streetAddress: contact.address, addressRegion: "SP", addressCountry: "BR" };
  }
  if (geo) data.geo = { "@type": "GeoCoordinates", latitude: geo.lat, longitude: geo.lng };
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

/** JSON for a <script type="application/ld+json">: "<" escaped so content cannot close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
