import { BRAND, FACTS, WARRANTY } from "../../../app/content/business";
import { BUSINESS_SLOTS } from "../../../app/lib/business-slots";
import { HOME_PATH } from "../../../app/lib/paths";

/**
 * The starting text of the home (docs/product.md §4.1), seeded into "Páginas do site"
 * (db/seed/page-texts/home.ts, decision 0043); the site reads the stored row, and this module is
 * read by the seed only. Figures are slots of "Dados do negócio" (decision 0028). The claims
 * (customers, year started), the links of "Atendimento local" and the hero's buttons and
 * benefits stay the template's (app/content/home.ts).
 */
export const HOME_PROSE = {
  path: HOME_PATH,
  title: `Motor para Portão Automático ${BRAND} em São Paulo | Instalação Grátis`,
  description: `Motores ${BRAND} para portão automático com preço de fábrica, entrega e instalação grátis em São Paulo e região e ${WARRANTY.summary.toLowerCase()}.`,
  heading: `Motor para Portão Automático ${BRAND} com Instalação Grátis em São Paulo`,
  lead: `Preço direto de fábrica, entrega e instalação por técnicos próprios em ${BUSINESS_SLOTS.cityCount} cidades de São Paulo e região. Seu portão automatizado em ${FACTS.installHours}.`,
  videoTitle: `Veja o motor ${BRAND} em funcionamento`,
  reasons: {
    title: "Por que escolher a gente",
    text: `Motor original ${BRAND}, instalação feita por quem entende e atendimento que continua depois da venda.`,
    /** The claims the owner set in "Dados do negócio" are shown after the third (app/content/home.ts claimReasons). */
    items: [
      {
        title: "Preço de fábrica",
        text: `Você compra o motor ${BRAND} sem intermediários. O preço de cada modelo, com as condições de pagamento, está no catálogo.`,
      },
      { title: "Instalação grátis", text: "Na compra do kit, a entrega e a mão de obra da instalação não são cobradas." },
      {
        title: "Garantia estendida",
        text: `${WARRANTY.extendedMonths} meses de garantia no motor instalado pela nossa equipe e ${WARRANTY.serviceMonths} meses no serviço de instalação.`,
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
