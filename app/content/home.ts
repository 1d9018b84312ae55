import { BRAND, FACTORY_PRICE } from "./business";
import { slugify } from "~/lib/slug";
import { findPlace } from "./places";
import { GUARULHOS_PATH, OSASCO_PATH, SERVICE_PATH } from "~/lib/paths";

/** Copy of the home sections (docs/product.md §4.1), also shown by the not-found page. */

export const HERO = {
  /** The heading while the home's row has none (its heading and text are the stored row's, decision 0043). */
  name: `Motores ${BRAND}`,
  /**
   * The benefit ticks while the home's row has none: a home whose text the owner saved before the
   * ticks moved into it (decision 0043). The seeded row holds the same ticks; the factory-direct
   * one follows the owner's claim in "Dados do negócio".
   */
  benefits: [FACTORY_PRICE.title, "Entrega e instalação grátis em São Paulo e região", "Linha Jetflex: a abertura mais rápida da linha"],
  /**
   * The hero's main button: the discount only once the owner set a Pix or cash discount in "Dados
   * do negócio", naming it (`discountDetail`); else a plain chat label; without a WhatsApp number,
   * the visit request (decision 0028).
   */
  discountLabel: "QUERO MEU DESCONTO",
  discountDetail: (pct: string) => `Pix ou à vista com ${pct} de desconto`,
  chatLabel: "Falar no WhatsApp",
  requestLabel: "Pedir orçamento",
  discountMessage: `Olá! Vi o site e quero meu desconto no motor ${BRAND} para portão automático com instalação grátis.`,
  specsLabel: "Ver Especificações",
  image: { src: "/images/hero-portao-automatico.svg", width: 640, height: 480, alt: `Casa com portão basculante automatizado por motor ${BRAND}` },
} as const;

/** The video block's fixed parts; its heading and offers are the home's stored text (decision 0043). */
export const VIDEO = {
  /** The offers while the home's row has none (a text the owner saved before they moved into it): with WhatsApp, then without. */
  offers: [
    "Quer ver o motor funcionando? Peça o vídeo de demonstração pelo WhatsApp.",
    "Quer ver o motor antes de comprar? Peça uma visita técnica e tire as dúvidas.",
  ],
  poster: { src: "/images/video-demonstracao.svg", width: 1280, height: 720, alt: "Portão basculante abrindo com motor PPA Jetflex" },
  whatsappMessage: `Olá! Gostaria de ver um vídeo do motor ${BRAND} funcionando antes de comprar.`,
} as const;

export type Reason = { title: string; text: string };

/**
 * The claims the owner entered in "Dados do negócio" (customers, year started), as reasons to
 * choose: none until they are set (decision 0028). The other reasons are the home's stored text
 * (decision 0043); these are shown after its third.
 */
export function claimReasons(claims: { customers: number | null; since: number | null }, now = new Date()): Reason[] {
  const reasons: (Reason | null)[] = [
    claims.customers === null
      ? null
      : {
          title: `Mais de ${claims.customers.toLocaleString("pt-BR")} clientes`,
          text: "Casas, comércios e condomínios da Grande São Paulo confiam no nosso trabalho.",
        },
    claims.since === null ? null : { title: `Desde ${claims.since}`, text: yearsText(now.getFullYear() - claims.since) },
  ];
  return reasons.filter((r): r is Reason => r !== null);
}

/** Where the claims go among the stored reasons: after the third, as before the move. */
export const CLAIMS_AFTER = 3;

function yearsText(years: number): string {
  return years >= 2
    ? `Mais de ${years} anos instalando e consertando portões automáticos.`
    : "Instalando e consertando portões automáticos na Grande São Paulo.";
}

export type LocalLink = { label: string; to: string };

const NEIGHBOURHOODS = ["Santana", "Tatuapé", "Mooca", "Vila Mariana", "Moema", "Pinheiros", "Lapa", "Ipiranga"];
const CITIES = ["Santo André", "São Bernardo do Campo", "São Caetano do Sul", "Barueri", "Carapicuíba", "Cotia"];

function placeLink(name: string): LocalLink {
  const place = findPlace(slugify(name));
  if (!place) throw new Error(`missing place ${name}`);
  return { label: place.name, to: place.href };
}

/**
 * "Atendimento local" links: landings, capital neighbourhoods and nearby cities. Each group's
 * title is the home's stored text, by position (decision 0043).
 */
export const LOCAL_SERVICE_LINKS: { links: LocalLink[] }[] = [
  {
    links: [
      { label: "Portão automático em Guarulhos", to: GUARULHOS_PATH },
      { label: "Portão automático em Osasco", to: OSASCO_PATH },
      { label: "Instalação e manutenção", to: SERVICE_PATH },
    ],
  },
  { links: NEIGHBOURHOODS.map(placeLink) },
  { links: CITIES.map(placeLink) },
];
