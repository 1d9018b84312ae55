import { KIT_OFFER } from "../../../app/content/business";
import { LISTING_SLOTS } from "../../../app/lib/listing-texts";
import { MOTORS_PATH, PLACES_HUB_PATH, SELECTOR_PATH, SERVICE_PATH, SITEMAP_PATH, TOPICS_HUB_PATH, USEFUL_LINKS_PATH } from "../../../app/lib/paths";

/** A hub's lines, and the text it shows between its heading and its list (light syntax; "" for none). */
export type ListingProse = { title: string; description: string; heading: string; lead: string; body: string };

/**
 * The starting lines of the hubs and tools (app/lib/listing-texts.ts), read by the seed only
 * (db/seed/page-texts/listings.ts): what their templates wrote before the text was the owner's
 * (decision 0043). Counts and lists are slots the page fills from what it lists; the kit's
 * instalment offer is the business slot, said only while the owner offers instalments.
 */
export const LISTING_PROSE: Record<string, ListingProse> = {
  [MOTORS_PATH]: {
    title: "Modelos de Motor PPA para Portão Basculante | Catálogo com Preços",
    description: `Compare os ${LISTING_SLOTS.modelCount} modelos de motor PPA para portão basculante: ${LISTING_SLOTS.modelLines}, com preço e instalação grátis.`,
    heading: "Modelos de Motor PPA",
    lead: `Automatizadores Basculantes: ${LISTING_SLOTS.modelCount} modelos para portões basculantes de casas, comércios e condomínios. O preço de cada kit já inclui a instalação. Parcelado, o kit sai ${KIT_OFFER}.`,
    body: [
      `Em dúvida entre os modelos? [Responda seis perguntas e veja qual motor serve para o seu portão](${SELECTOR_PATH}).`,
      `Instalação, manutenção e conserto em outros tipos de portão: [veja para quais portões atendemos](${SERVICE_PATH}#tipos-de-portao).`,
      "Modelos com preço sob consulta têm o valor passado no orçamento, conforme o portão e a instalação.",
    ].join("\n\n"),
  },
  [PLACES_HUB_PATH]: {
    title: "Cidades e bairros atendidos | Motores PPA",
    description: `Os ${LISTING_SLOTS.placePageCount} bairros e cidades da região com página própria: zonas da capital, ABC, Guarulhos, Osasco e seus bairros.`,
    heading: "Cidades e bairros atendidos",
    lead: "Escolha o seu bairro ou cidade para ver os modelos indicados, o atendimento na região e como pedir um orçamento.",
    body: "",
  },
  [TOPICS_HUB_PATH]: {
    title: "Serviços de portão automático | Motores PPA",
    description: "Instalação, manutenção, tipos de motor, marcas, acessórios e problemas de portão automático: todos os assuntos em que atendemos.",
    heading: "Serviços",
    lead: "Os assuntos em que atendemos, do motor novo ao conserto: escolha o que o seu portão precisa.",
    body: "",
  },
  [USEFUL_LINKS_PATH]: {
    title: "Links Úteis sobre portão automático | Motores PPA",
    description:
      "Páginas e guias sobre motor de portão automático, instalação, manutenção e atendimento em São Paulo e região, das mais novas às mais antigas.",
    heading: "Links Úteis",
    lead: "Páginas sobre motores, instalação e manutenção de portão automático publicadas pela nossa equipe.",
    body: "",
  },
  [SITEMAP_PATH]: {
    title: "Mapa do Site | Motores PPA",
    description:
      "Todas as páginas do site: motores, serviços, tópicos, cidades e bairros atendidos em São Paulo e região, soluções para problemas de portão e links úteis.",
    heading: "Mapa do Site",
    lead: "Todas as páginas do site, organizadas por assunto.",
    body: "",
  },
  [SELECTOR_PATH]: {
    title: "Qual motor PPA para o meu portão? | Motores PPA",
    description:
      "Responda seis perguntas sobre o portão e veja quais motores PPA servem para ele, do mais indicado ao menos, com o motivo e o preço com instalação.",
    heading: "Qual motor para o meu portão?",
    lead: "Tipo de portão, peso, uso e a velocidade que você quer decidem o motor. Responda às perguntas e veja os modelos do catálogo que servem, do mais indicado ao menos, com o motivo de cada um.",
    body: "",
  },
};
