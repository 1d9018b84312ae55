import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { JsonLd } from "~/components/seo/JsonLd";
import { FREE_SHIPPING_CITIES } from "~/content/business";
import { firstBootSettings } from "~/lib/business-settings";
import type { Contact, PublicBusiness } from "~/lib/contact";
import {
  breadcrumbJsonLd,
  faqPageJsonLd,
  internationalPhone,
  localBusinessJsonLd,
  priceValidUntil,
  productJsonLd,
  serializeJsonLd,
  serviceJsonLd,
} from "~/lib/jsonld";

/** A parsed JSON-LD object: tests read arbitrary properties of it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON-LD is untyped JSON
type JsonLdNode = Record<string, any>;

const SITE = "https://www.motoresppa.com.br";
const contact: Contact = {
  phone: "(11) 98765-4321",
  phoneHref: "tel:+5511987654321",
  whatsappNumber: "5511987654321",
  email: "contato@motoresppa.com.br",
  address: null,
};
const BUSINESS: PublicBusiness = firstBootSettings({}, "2026-11-01");
const GEO = { ...BUSINESS, geo: { lat: -23.55, lng: -46.63 } };
const ATTACK = "</script><script>alert(1)</script>";

/** What a crawler reads: the serialised block parsed back. */
const roundTrip = (data: unknown) => JSON.parse(serializeJsonLd(data)) as JsonLdNode;

describe("LocalBusiness", () => {
  const business = roundTrip(localBusinessJsonLd(SITE, contact, BUSINESS));

  it("has the fields the business card needs", () => {
    expect(business["@context"]).toBe("https://schema.org");
    expect(business["@type"]).toBe("HomeAndConstructionBusiness");
    expect(business.name).toBe("Motores PPA São Paulo");
    expect(business.telephone).toBe("+55 11 98765-4321");
    expect(business.email).toBe("contato@motoresppa.com.br");
    expect(business.url).toBe(`${SITE}/`);
    expect(business.logo).toBe(`${SITE}/logo.png`);
    expect(business.image).toBe(`${SITE}/og-image.png`);
    expect(business.priceRange).toBe("R$ 800 a R$ 1.400");
  });

  it("opens Mon–Fri 08:00–18:00 and Sat 08:00–14:00", () => {
    expect(business.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map((d) => `https://schema.org/${d}`),
        opens: "08:00",
        closes: "18:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["https://schema.org/Saturday"], opens: "08:00", closes: "14:00" },
    ]);
  });

  it("serves the 27 free-shipping cities", () => {
    expect(business.areaServed).toHaveLength(27);
    expect(business.areaServed).toHaveLength(FREE_SHIPPING_CITIES.length);
    expect(business.areaServed[0]).toEqual({ "@type": "City", name: "São Paulo" });
    expect(business.areaServed.map((c: { name: string }) => c.name)).toContain("Francisco Morato");
  });

  it("never carries a rating or reviews", () => {
    const text = serializeJsonLd(localBusinessJsonLd(SITE, contact, GEO));
    expect(text).not.toMatch(/aggregateRating|"review"|ratingValue/i);
  });

  it("adds address and geo only when configured, and no e-mail when there is none", () => {
    expect(business.address).toBeUndefined();
    expect(business.geo).toBeUndefined();
    const full = roundTrip(localBusinessJsonLd(SITE, { ...contact, email: null, address: "Rua Exemplo, 100" }, GEO));
    expect(full.email).toBeUndefined();
    expect(full.address).toMatchObject({ "@type": "PostalAddress", streetAddress: "Rua Exemplo, 100", addressCountry: "BR" });
    expect(full.geo).toEqual({ "@type": "GeoCoordinates", latitude: -23.55, longitude: -46.63 });
  });

  it("states dated exceptions with validFrom/validThrough, and no telephone while none is set", () => {
    const holiday = roundTrip(
      localBusinessJsonLd(
        SITE,
        { ...contact, phone: null, phoneHref: null },
        {
          ...BUSINESS,
          exceptions: [
            { date: "2026-12-25", hours: null },
            { date: "2026-12-24", hours: { opens: "08:00", closes: "12:00" } },
          ],
        },
      ),
    );
    expect(holiday.telephone).toBeUndefined();
    expect(holiday.openingHoursSpecification).toContainEqual({
      "@type": "OpeningHoursSpecification",
      validFrom: "2026-12-25",
      validThrough: "2026-12-25",
      opens: "00:00",
      closes: "00:00",
    });
    expect(holiday.openingHoursSpecification).toContainEqual({
      "@type": "OpeningHoursSpecification",
      validFrom: "2026-12-24",
      validThrough: "2026-12-24",
      opens: "08:00",
      closes: "12:00",
    });
  });

  it("writes phones in international form", () => {
    expect(internationalPhone("(11) 3456-7890")).toBe("+55 11 3456-7890");
    expect(internationalPhone("+55 11 98765-4321")).toBe("+55 11 98765-4321");
  });
});

describe("Product", () => {
  const motor = {
    name: "Motor PPA Home Jetflex",
    slug: "motor-ppa-home-jetflex",
    description: "Motor basculante que abre o portão em 4 segundos.",
    image: "/images/motores/motor-ppa-home-jetflex.webp",
    category: "Automatizadores Basculantes",
    priceCents: 134900,
    path: "/motores/motor-ppa-home-jetflex",
  };

  it("has name, description, image, brand, sku, model and a BRL offer in stock", () => {
    const p = roundTrip(productJsonLd(SITE, motor, new Date("2026-03-10T12:00:00Z")));
    expect(p["@type"]).toBe("Product");
    expect(p.name).toBe(motor.name);
    expect(p.description).toBe(motor.description);
    expect(p.image).toBe(`${SITE}/images/motores/motor-ppa-home-jetflex.webp`);
    expect(p.brand).toEqual({ "@type": "Brand", name: "PPA" });
    expect(p.sku).toBe("motor-ppa-home-jetflex");
    expect(p.model).toBe(motor.name);
    expect(p.offers).toMatchObject({
      "@type": "Offer",
      price: "1349.00",
      priceCurrency: "BRL",
      availability: "https://schema.org/InStock",
      priceValidUntil: "2027-12-31",
      url: `${SITE}/motores/motor-ppa-home-jetflex`,
    });
    expect(JSON.stringify(p)).not.toMatch(/aggregateRating|review/i);
  });
});

describe("priceValidUntil", () => {
  it("is the end of next year, in the future even on the last second of a year", () => {
    for (const now of ["2026-01-01T00:00:00Z", "2026-12-31T23:59:59Z", "2030-06-15T12:00:00-03:00"]) {
      const clock = new Date(now);
      const until = priceValidUntil(clock);
      expect(until).toMatch(/^\d{4}-12-31$/);
      expect(Date.parse(`${until}T23:59:59Z`) - clock.getTime()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    }
    expect(priceValidUntil(new Date("2026-12-31T23:59:59Z"))).toBe("2027-12-31");
  });

  it("is in the future today (the original's 2025-12-31 had expired)", () => {
    expect(Date.parse(priceValidUntil())).toBeGreaterThan(Date.now());
  });
});

describe("Service, FAQPage and BreadcrumbList", () => {
  it("Service names the provider and the area served", () => {
    const s = roundTrip(
      serviceJsonLd(SITE, { name: "Instalação de motor de portão", description: "Instalação em 2 a 4 horas.", path: "/instalacao-manutencao" }),
    );
    expect(s["@type"]).toBe("Service");
    expect(s.name).toBe("Instalação de motor de portão");
    expect(s.url).toBe(`${SITE}/instalacao-manutencao`);
    expect(s.provider).toMatchObject({ "@id": `${SITE}/#business`, name: "{nome do negócio}" /* filled with the settings' name by JsonLd (decision 0028) */ });
    expect(s.areaServed).toHaveLength(27);
    const local = roundTrip(serviceJsonLd(SITE, { name: "x", description: "y", path: "/p", areaServed: ["Osasco"] }));
    expect(local.areaServed).toEqual([{ "@type": "City", name: "Osasco" }]);
  });

  it("FAQPage holds exactly the questions given", () => {
    const items = [
      { question: "Quanto tempo leva a instalação?", answer: "De 2 a 4 horas." },
      { question: "Tem garantia?", answer: "Sim, de 1 ano de fábrica." },
    ];
    const f = roundTrip(faqPageJsonLd(items));
    expect(f["@type"]).toBe("FAQPage");
    expect(f.mainEntity).toEqual(items.map((i) => ({ "@type": "Question", name: i.question, acceptedAnswer: { "@type": "Answer", text: i.answer } })));
  });

  it("BreadcrumbList numbers absolute items from 1", () => {
    const b = roundTrip(
      breadcrumbJsonLd(SITE, [
        { name: "Início", path: "/" },
        { name: "Motores", path: "/motores" },
      ]),
    );
    expect(b.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Início", item: `${SITE}/` },
      { "@type": "ListItem", position: 2, name: "Motores", item: `${SITE}/motores` },
    ]);
  });
});

describe("escaping", () => {
  it("content cannot close the script tag, and parses back unchanged", () => {
    const data = serviceJsonLd(SITE, { name: ATTACK, description: "a & b <!-- c --> \u2028", path: "/links-uteis/x" });
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>]/);
    expect(text).not.toContain("\u2028");
    expect(JSON.parse(text).name).toBe(ATTACK);
    expect(JSON.parse(text).description).toBe("a & b <!-- c --> \u2028");
  });

  it("a rendered <JsonLd> block holds one script whose JSON is the data", () => {
    const html = renderToString(<JsonLd data={{ "@context": "https://schema.org", "@type": "Service", name: ATTACK }} />);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const body = html.match(/^<script type="application\/ld\+json">([\s\S]*)<\/script>$/)?.[1];
    expect(body).toBeDefined();
    expect(JSON.parse(body!).name).toBe(ATTACK);
  });
});
