import { slugify, titleFromSlug } from "~/lib/slug";
import type { FaqItem } from "~/lib/jsonld";
import { ol, p, section, sectionsText, ul, type ContentSection } from "~/content/blocks";
import { BRAND, FACTS, FREE_SHIPPING_CITIES, INSTALMENTS, PRICES, WARRANTY, formatPriceRange } from "~/content/business";
import { PLACE_FACTS, type PlaceFacts } from "~/content/place-facts";
import { PLACE_LOCAL, type PlaceLocal } from "~/content/place-local";
import { CONCERNS, PROFILES, concernLine } from "~/content/place-profiles";
import { PLACES, findPlace, placeGroup, placesInGroup, type Place, type PlaceGroupId } from "~/content/places";
import { GUARULHOS_PATH, OSASCO_PATH, cityPath } from "~/lib/paths";
import { whatsappMessage, type WhatsAppMessage } from "~/lib/leads/message-keys";

/**
 * The /cidades/{slug} page as data (docs/product.md §4.6 and §7): title,
 * description and promotional content composed from the place's own facts, so two
 * places never share the same text. Unknown slugs get the generic template.
 */
export type NamedLink = { name: string; path: string };

export type PlacePage = {
  slug: string;
  /** Name as the page shows it: "Moema", "Vila Yara, Osasco". */
  name: string;
  known: boolean;
  title: string;
  description: string;
  intro: string[];
  benefits: string[];
  sections: ContentSection[];
  motors: { name: string; slug: string }[];
  faqs: FaqItem[];
  neighbours: NamedLink[];
  /** Links to the place's group (and city, for neighbourhoods of Osasco and Guarulhos). */
  groupLinks: NamedLink[];
  whatsappMessage: WhatsAppMessage;
};

/** Longest unknown slug rendered with the generic template; longer ones are not a place. */
export const MAX_GENERIC_SLUG_LENGTH = 60;

export function placeDisplayName(place: Place): string {
  return place.group === "osasco" || place.group === "guarulhos" ? `${place.name}, ${place.city}` : place.name;
}

/** Anchor of the place group on the HTML sitemap. */
export function placeGroupAnchor(id: PlaceGroupId): string {
  return id;
}

function groupLinkLabel(id: PlaceGroupId): string {
  const group = placeGroup(id);
  if (id.startsWith("sp-")) return `Todos os bairros atendidos: ${group.title} de São Paulo`;
  if (id === "abcd") return "Todas as cidades do ABCD atendidas";
  if (id === "outras-cidades") return "Todas as cidades da Grande São Paulo atendidas";
  return `Todos os ${group.title.toLowerCase()} atendidos`;
}

export function hasFreeShipping(place: Place): boolean {
  const city = place.kind === "cidade" ? place.name : place.city;
  const label = city === "São Paulo" ? "São Paulo (Capital)" : city;
  return (FREE_SHIPPING_CITIES as readonly string[]).includes(label);
}

const LOCAL_LANDINGS: Record<string, string> = {
  guarulhos: GUARULHOS_PATH,
  osasco: OSASCO_PATH,
};

function joinList(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} e ${items[items.length - 1]}`;
}

function benefits(name: string, freeShipping: boolean | null): string[] {
  const delivery =
    freeShipping === true
      ? `Entrega e instalação grátis em ${name}`
      : freeShipping === false
        ? `Entrega e instalação em ${name} com frete e deslocamento combinados no orçamento`
        : `Entrega e instalação grátis em São Paulo e nas ${FREE_SHIPPING_CITIES.length} cidades atendidas da região (confirme para ${name})`;
  return [
    delivery,
    `Garantia estendida de fábrica: ${WARRANTY.extendedMonths} meses no motor instalado pela nossa equipe`,
    `Assistência técnica local para ${name} e arredores, com peças originais ${BRAND}`,
    "Tecnologia de última geração: abertura rápida na linha Jetflex e controles com código rolante",
    `Preço direto de fábrica, em até ${INSTALMENTS}x`,
  ];
}

function priceFaq(name: string, freeShipping: boolean | null): FaqItem {
  const shipping =
    freeShipping === false
      ? `Para ${name} o deslocamento é combinado no orçamento.`
      : freeShipping === true
        ? `Em ${name} a entrega e a instalação são grátis.`
        : `A entrega e a instalação são grátis em São Paulo e nas cidades atendidas da região; confirme ${name} pelo WhatsApp.`;
  return {
    question: `Quanto custa instalar motor de portão em ${name}?`,
    answer: `O kit com motor ${BRAND} e instalação fica na faixa de ${formatPriceRange(PRICES.installKit)}, conforme o modelo e o portão, em até ${INSTALMENTS}x. ${shipping}`,
  };
}

export function serviceSteps(name: string): ContentSection {
  return section(
    `Como funciona o atendimento em ${name}`,
    ol([
      "Você chama no WhatsApp ou liga e conta o tipo de portão, as medidas aproximadas e quantas vezes ele abre por dia.",
      "Indicamos o motor e passamos o orçamento; se for preciso, um técnico confere o portão no local.",
      `A instalação leva de ${FACTS.installHours}, com teste de fim de curso, fotocélula e controles.`,
      "Ao final, mostramos como usar a chave de destravamento e deixamos a garantia por escrito.",
    ]),
  );
}

function knownPage(place: Place, facts: PlaceFacts): PlacePage {
  const name = placeDisplayName(place);
  const profile = PROFILES[facts.profile];
  const free = hasFreeShipping(place);
  const near = facts.landmarks.length > 0 ? `, inclusive para quem mora perto de ${joinList(facts.landmarks)}` : "";
  const intro = [
    facts.note,
    `Vendemos e instalamos motores ${BRAND} para ${profile.housing} em ${name}${near}. O preço é direto de fábrica e o portão fica automatizado no mesmo dia.`,
  ];
  const local: PlaceLocal | undefined = PLACE_LOCAL[place.slug];
  const sections: ContentSection[] = [
    // The place's own housing paragraph replaces the profile's list of gates (shared by every
    // place of the profile) when it exists.
    ...(local
      ? [
          section(`${place.name} por dentro: bairros e vizinhança`, p(local.area)),
          section(`Como se chega e se circula em ${place.name}`, p(local.access)),
          section(`Casas, prédios e portões de ${place.name}`, p(local.housing)),
        ]
      : [
          section(
            `Portões mais comuns em ${name}`,
            p(`Em ${name} encontramos principalmente ${profile.housing}. Os portões que mais automatizamos são:`),
            ul(profile.gates),
          ),
        ]),
    section(`Qual motor escolher em ${name}`, p(profile.recommendation)),
    section(
      `Cuidados com o motor de portão em ${name}`,
      p(`Cada região tem seus desafios. Em ${name}, estes são os pontos que mais pesam na vida útil do motor:`),
      ul(facts.concerns.map((c) => concernLine(c))),
      p(profile.maintenance),
    ),
  ];
  // The steps of the service and the profile's question are on the service page and in the
  // recommendation above: repeated on every place of a profile, they made siblings read alike
  // (docs/content-quality.md).
  const faqs = [...facts.concerns.slice(0, 2).map((c) => CONCERNS[c].faq(name)), priceFaq(name, free)];
  const groupLinks: NamedLink[] = [{ name: groupLinkLabel(place.group), path: `/sitemap#${placeGroupAnchor(place.group)}` }];
  if (place.group === "osasco" || place.group === "guarulhos") {
    const city = PLACES.find((p) => p.group === "outras-cidades" && p.name === place.city);
    if (city) groupLinks.unshift({ name: `Motor de portão em ${city.name}`, path: cityPath(city) });
  }
  const landing = LOCAL_LANDINGS[place.slug];
  if (landing) groupLinks.unshift({ name: `Portão automático em ${place.name}: atendimento local`, path: landing });
  return {
    slug: place.slug,
    name,
    known: true,
    title: `Motor para Portão ${BRAND} em ${name} | ${profile.hook}`,
    description: `Motor de portão ${BRAND} em ${name} para ${profile.housing}. ${free ? "Entrega e instalação grátis" : "Instalação com orçamento"}, garantia de ${WARRANTY.extendedMonths} meses e assistência local.`,
    intro,
    benefits: benefits(name, free),
    sections,
    motors: profile.motors,
    faqs,
    neighbours: neighbours(place),
    groupLinks,
    whatsappMessage: whatsappMessage("local", place.slug),
  };
}

/** Up to 8 places of the same group, the ones listed around it first; cities also list their neighbourhoods. */
function neighbours(place: Place): NamedLink[] {
  const group = placesInGroup(place.group);
  const at = group.findIndex((p) => p.slug === place.slug);
  const around: Place[] = [];
  for (let step = 1; around.length < Math.min(8, group.length - 1); step++) {
    for (const i of [at + step, at - step]) {
      const other = group[(i + group.length) % group.length];
      if (other.slug !== place.slug && !around.includes(other) && around.length < 8) around.push(other);
    }
  }
  const own = place.slug === "osasco" || place.slug === "guarulhos" ? placesInGroup(place.slug as PlaceGroupId) : [];
  return [...own, ...around].map((p) => ({ name: placeDisplayName(p), path: cityPath(p) }));
}

function genericPage(slug: string): PlacePage {
  const name = titleFromSlug(slug);
  const profile = PROFILES.misto;
  return {
    slug,
    name,
    known: false,
    title: `Motor para Portão ${BRAND} em ${name} | Venda e Instalação`,
    description: `Motor para portão automático ${BRAND} em ${name}: preço de fábrica, instalação por técnicos, garantia estendida de fábrica e assistência técnica.`,
    intro: [
      `Procurando motor para portão automático em ${name}? Vendemos e instalamos motores ${BRAND} em toda a Grande São Paulo, com preço direto de fábrica e ${WARRANTY.summary.toLowerCase()}.`,
      "Conte pelo WhatsApp o tipo de portão e o endereço: confirmamos o atendimento na sua região e passamos o orçamento.",
    ],
    benefits: benefits(name, null),
    sections: [
      section("Portões que automatizamos", ul(profile.gates)),
      section("Qual motor escolher", p(profile.recommendation)),
      section("Cuidados com o motor de portão", ul((["raios", "queda-energia"] as const).map((c) => concernLine(c))), p(profile.maintenance)),
      serviceSteps(name),
    ],
    motors: profile.motors,
    faqs: [priceFaq(name, null), CONCERNS["queda-energia"].faq(name), CONCERNS.raios.faq(name)],
    neighbours: [],
    groupLinks: [{ name: "Todas as cidades e bairros atendidos", path: "/sitemap#cidades" }],
    // Not a place of the site: the default message (decision 0023).
    whatsappMessage: whatsappMessage("geral"),
  };
}

/** The page for a slug already in canonical form (see the route for redirects and 404s). */
export function placePage(slug: string): PlacePage {
  const place = findPlace(slug);
  const facts = place ? PLACE_FACTS[place.slug] : undefined;
  return place && facts ? knownPage(place, facts) : genericPage(slug);
}

/** Visible body text of a place page, for the uniqueness test. */
export function placePageText(page: PlacePage): string {
  return [...page.intro, ...page.benefits, sectionsText(page.sections), ...page.faqs.flatMap((f) => [f.question, f.answer])].join("\n");
}

export type PlaceSlugDecision = { kind: "page"; slug: string } | { kind: "redirect"; slug: string } | { kind: "not-found" };

/**
 * What /cidades/{raw} answers: the page when the slug is canonical, a redirect to the
 * canonical slug ("Vila%20Mariana" -> "vila-mariana"), or 404 for text that cannot be a
 * place name (empty after the slug rule, or longer than any place name).
 */
export function decidePlaceSlug(raw: string): PlaceSlugDecision {
  const slug = slugify(raw);
  if (!slug || slug.length > MAX_GENERIC_SLUG_LENGTH) return { kind: "not-found" };
  return slug === raw ? { kind: "page", slug } : { kind: "redirect", slug };
}
