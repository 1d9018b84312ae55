import { BUSINESS_SLOTS } from "~/lib/business-slots";
import { BRAND, FACTS, WARRANTY } from "./business";
import { slugify } from "~/lib/slug";
import { findPlace } from "./places";
import { GUARULHOS_PATH, OSASCO_PATH, SERVICE_PATH } from "~/lib/paths";

/** Copy of the home sections (docs/product.md §4.1), also shown by the not-found page. */

export const HERO = {
  headline: `Motor para Portão Automático ${BRAND} com Instalação Grátis em São Paulo`,
  lead: `Preço direto de fábrica, entrega e instalação por técnicos próprios em ${BUSINESS_SLOTS.cityCount} cidades de São Paulo e região. Seu portão automatizado em ${FACTS.installHours}.`,
  benefits: ["Preço direto de fábrica", "Entrega e instalação grátis em São Paulo e região", "Linha Jetflex: a abertura mais rápida da linha"],
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

export const VIDEO = {
  title: `Veja o motor ${BRAND} em funcionamento`,
  poster: { src: "/images/video-demonstracao.svg", width: 1280, height: 720, alt: "Portão basculante abrindo com motor PPA Jetflex" },
  whatsappMessage: `Olá! Gostaria de ver um vídeo do motor ${BRAND} funcionando antes de comprar.`,
} as const;

export type Reason = { title: string; text: string };

/** Claims (customers, year started) only once the owner entered them (decision 0028). */
export function reasonsToChoose(claims: { customers: number | null; since: number | null }, now = new Date()): Reason[] {
  const reasons: (Reason | null)[] = [
    {
      title: "Preço de fábrica",
      text: `Você compra o motor ${BRAND} sem intermediários. O preço de cada modelo, com as condições de pagamento, está no catálogo.`,
    },
    { title: "Instalação grátis", text: "Na compra do kit, a entrega e a mão de obra da instalação não são cobradas." },
    {
      title: "Garantia estendida",
      text: `${WARRANTY.extendedMonths} meses de garantia no motor instalado pela nossa equipe e ${WARRANTY.serviceMonths} meses no serviço de instalação.`,
    },
    claims.customers === null
      ? null
      : {
          title: `Mais de ${claims.customers.toLocaleString("pt-BR")} clientes`,
          text: "Casas, comércios e condomínios da Grande São Paulo confiam no nosso trabalho.",
        },
    claims.since === null ? null : { title: `Desde ${claims.since}`, text: yearsText(now.getFullYear() - claims.since) },
    { title: "Técnicos próprios", text: "Equipe treinada na linha PPA, com peças originais para manutenção e conserto." },
  ];
  return reasons.filter((r): r is Reason => r !== null);
}

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

/** "Atendimento local" links: landings, capital neighbourhoods and nearby cities. */
export const LOCAL_SERVICE_LINKS: { title: string; links: LocalLink[] }[] = [
  {
    title: "Páginas das cidades",
    links: [
      { label: "Portão automático em Guarulhos", to: GUARULHOS_PATH },
      { label: "Portão automático em Osasco", to: OSASCO_PATH },
      { label: "Instalação e manutenção", to: SERVICE_PATH },
    ],
  },
  { title: "Bairros de São Paulo", links: NEIGHBOURHOODS.map(placeLink) },
  { title: "Grande São Paulo", links: CITIES.map(placeLink) },
];
