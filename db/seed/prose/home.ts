import { BRAND, FACTORY_PRICE, FACTS, WARRANTY } from "../../../app/content/business";
import { BUSINESS_SLOTS } from "../../../app/lib/business-slots";
import { HOME_PATH } from "../../../app/lib/paths";

/**
 * The starting text of the home (docs/product.md §4.1), seeded into "Páginas do site"
 * (db/seed/page-texts/home.ts, decision 0043); the site reads the stored row, and this module is
 * read by the seed only. Figures are slots of "Dados do negócio" (decision 0028), and so is the
 * factory-direct claim (`FACTORY_PRICE`: a tick or reason that holds it goes when the owner does
 * not make it, decision 0050). The claims (customers, year started), the links of "Atendimento
 * local" and the hero's buttons stay the template's (app/content/home.ts).
 */
export const HOME_PROSE = {
  path: HOME_PATH,
  title: `Motor para Portão Automático ${BRAND} em São Paulo | Instalação Grátis`,
  description: `Motores ${BRAND} para portão automático com entrega e instalação grátis em São Paulo e região e ${WARRANTY.summary.toLowerCase()}.`,
  heading: `Motor para Portão Automático ${BRAND} com Instalação Grátis em São Paulo`,
  lead: `Vendemos o motor ${BRAND} e o instalamos com a nossa equipe em casas, comércios e condomínios de ${BUSINESS_SLOTS.cityCount} cidades paulistas, a capital entre elas. Uma instalação costuma levar ${FACTS.installHours}.`,
  /** The hero's benefit ticks; the owner's instalment offer joins after the second (app/pages/home-page.server.ts). */
  benefits: {
    title: "Vantagens no topo da página",
    items: [FACTORY_PRICE.title, "Frete e instalação grátis nas cidades atendidas", "Linha Jetflex: a abertura mais rápida da linha"],
  },
  videoTitle: `Veja o motor ${BRAND} em funcionamento`,
  /** Shown while no video is set: the first beside the WhatsApp button, the second beside the visit request's (no WhatsApp number). */
  videoOffers: [
    "Quer ver o motor funcionando? Peça o vídeo de demonstração pelo WhatsApp.",
    "Quer ver o motor antes de comprar? Peça uma visita técnica e tire as dúvidas.",
  ],
  reasons: {
    title: "Por que escolher a gente",
    text: `Motor original ${BRAND}, instalação feita por quem entende e atendimento que continua depois da venda.`,
    /** The claims the owner set in "Dados do negócio" are shown after the third (app/content/home.ts claimReasons). */
    items: [
      {
        title: FACTORY_PRICE.title,
        text: `Você compra o motor ${BRAND} sem intermediários, e o catálogo mostra quanto custa cada modelo e como pagar.`,
      },
      {
        title: "Frete e montagem por nossa conta",
        text: "Nas cidades atendidas, quem compra o kit não paga o frete nem a mão de obra: o técnico monta o motor, regula o percurso e cadastra os controles.",
      },
      {
        title: "Garantia estendida",
        text: `Quando a nossa equipe instala, a garantia do motor passa de ${WARRANTY.factoryMonths} para ${WARRANTY.extendedMonths} meses, e a instalação tem ${WARRANTY.serviceMonths} meses de garantia própria.`,
      },
      { title: "Técnicos próprios", text: `Equipe treinada na linha ${BRAND}, com peças originais para manutenção e conserto.` },
    ],
  },
  local: {
    title: "Atendimento local",
    text: "Técnicos na capital e nas cidades vizinhas. Veja a página da sua região:",
    /** The titles of the three groups of links, in the order of app/content/home.ts LOCAL_SERVICE_LINKS. */
    groups: ["Páginas das cidades", "Bairros de São Paulo", "Grande São Paulo"],
  },
};
