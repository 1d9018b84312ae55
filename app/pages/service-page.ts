import { PROBLEMS } from "~/content/problem-keywords";
import { BUSINESS_SLOTS } from "~/lib/business-slots";
import { BRAND, FACTS, PRICES, WARRANTY, formatPriceRange } from "~/content/business";
import { faqLink } from "~/lib/faq-questions";
import { findPlace } from "~/content/places";
import { slugify } from "~/lib/slug";
import { GUARULHOS_PATH, OSASCO_PATH, problemPath } from "~/lib/paths";
import type { PromoPeriod } from "~/lib/promo";

/** Copy of /instalacao-manutencao (docs/product.md §4.3): hero, 3 services, 4 guides, 6 FAQs, the served cities. */

export const SERVICE_HERO = {
  title: `Instalação e Manutenção de Motor de Portão ${BRAND}`,
  lead: `Instalamos, regulamos e consertamos motores de portão automático em São Paulo e região, com técnicos próprios, peças originais ${BRAND} e garantia por escrito.`,
};

export type ServiceOffer = {
  title: string;
  text: string;
  items: string[];
  /** The card's price line; null for the preventive card, whose line is the express offer with its period (`expressOfferLine`). */
  price: string | null;
  /** Anchor other pages link to. */
  id?: string;
};

/** The preventive-maintenance card: what the landings' express offer includes is listed there, once. */
export const PREVENTIVE_ANCHOR = "manutencao-preventiva";

export const SERVICES: ServiceOffer[] = [
  {
    title: "Instalação de motor de portão",
    text: `Automatizamos portões basculantes com motores ${BRAND} novos, em ${FACTS.installHours}. Portões deslizantes, pivotantes e de abrir: consulte antes.`,
    items: [
      "Avaliação do portão (peso, largura, roldanas, trilho e contrapeso)",
      "Fixação do motor, cremalheira ou braço e ligação elétrica",
      "Regulagem de fim de curso, força e tempo de pausa",
      "Programação dos controles e orientação de uso e destravamento",
    ],
    price: `Kit com instalação de ${formatPriceRange(PRICES.installKit)}; instalação grátis na compra do motor.`,
  },
  {
    title: "Manutenção preventiva",
    id: PREVENTIVE_ANCHOR,
    text: `Evita que o portão pare na hora errada: ${FACTS.maintenancePerYear.home} visita por ano em casas e ${FACTS.maintenancePerYear.condominium} em condomínios.`,
    items: [
      "Limpeza e lubrificação de trilho, roldanas, cremalheira e articulações",
      "Reaperto de suportes e conferência do alinhamento do portão",
      "Teste de fotocélula, controles, botoeira e destravamento",
      "Verificação da central, capacitor e fiação",
    ],
    price: null,
  },
  {
    title: "Conserto e assistência técnica",
    text: "Diagnóstico no local e conserto com peças originais, com garantia sobre as peças trocadas.",
    items: [
      "Troca de placa da central, capacitor, receptor e fim de curso",
      "Troca de engrenagem (coroa), sem-fim e cremalheira",
      "Clonagem e programação de controles remotos",
      `Troca do motor quando o conserto não compensa (${formatPriceRange(PRICES.replacementResidential)} residencial)`,
    ],
    price: `Orçamento de conserto de ${formatPriceRange(PRICES.repair)}; peças com ${WARRANTY.partsMonths} meses de garantia.`,
  },
];

/**
 * The express maintenance offer with the period the owner set in "Dados do negócio": a promotion
 * is never named without its dates, and an ended one is not offered.
 */
export function expressOfferLine(promo: Pick<PromoPeriod, "status" | "start" | "end">): string {
  // Dates as numbers: the city pages state the period in words, and this card says it in its own.
  const day = (iso: string) => iso.split("-").reverse().join("/");
  if (promo.status === "ended")
    return `A última campanha de manutenção express em Guarulhos e Osasco terminou em ${day(promo.end)}; pergunte as condições atuais.`;
  const from = promo.status === "upcoming" ? ` a partir de ${day(promo.start)}` : "";
  return `Manutenção express por ${BUSINESS_SLOTS.promoPrice} em Guarulhos e Osasco${from}, até ${day(promo.end)}.`;
}

/**
 * The four common problems in short: causes and the first checks that are this page's own; the
 * linked guide has the rest, so the steps it states are not repeated here (docs/content-quality.md).
 */
export type ProblemGuide = { title: string; causes: string[]; whatToDo: string[]; link: { label: string; to: string } };

function problemLink(keyword: string) {
  const problem = PROBLEMS.find((p) => p.keyword === keyword);
  if (!problem) throw new Error(`missing problem keyword ${keyword}`);
  return { label: `Saiba mais: ${keyword}`, to: problemPath(problem) };
}

export const PROBLEM_GUIDES: ProblemGuide[] = [
  {
    title: "Portão não abre",
    causes: ["Bateria do controle fraca", "Disjuntor desarmado ou falta de fase", "Motor destravado", "Placa da central ou capacitor queimados"],
    whatToDo: ["Confira se o disjuntor do motor está ligado.", "Veja se a trava do motor está acionada (chave de destravamento na posição fechada)."],
    link: problemLink("portão não abre"),
  },
  {
    title: "Portão abre e fecha sozinho",
    causes: ["Controle com botão preso", "Umidade ou insetos na central", "Interferência no receptor", "Placa com defeito"],
    whatToDo: [
      "Verifique se algum controle está com o botão travado ou apertado dentro de bolsa ou porta-luvas.",
      "Desligue o disjuntor do motor e, até a visita técnica, destrave-o só na hora de abrir ou fechar à mão, travando logo depois.",
      "Não tente secar a central com secador nem abrir a placa.",
    ],
    link: problemLink("portão abre e fecha sozinho"),
  },
  {
    title: "Motor faz barulho e o portão não se move",
    causes: ["Capacitor fraco", "Engrenagem (coroa) gasta", "Portão travado no trilho", "Cremalheira desalinhada"],
    whatToDo: ["Pare de acionar o motor: ele esquenta e pode queimar o enrolamento.", "Chame a assistência para medir o capacitor e avaliar as engrenagens."],
    link: problemLink("motor de portão zumbindo e não abre"),
  },
  {
    title: "Controle remoto não funciona",
    causes: ["Bateria gasta", "Controle desprogramado após queda de energia", "Antena do receptor solta", "Controle incompatível com a central"],
    whatToDo: ["Teste outro controle: se o outro funciona, o problema é no primeiro."],
    link: problemLink("controle remoto do portão não funciona"),
  },
];

/** What the owner can do between two visits (docs/product.md §4.3), shown on the service page only. */
export const PREVENTION_TIPS: string[] = [
  "Limpe o trilho e a soleira do portão toda semana: pedrinhas e folhas travam as roldanas e forçam o motor.",
  "Lubrifique roldanas, dobradiças e articulações a cada três meses com graxa ou óleo próprio, sem exagero.",
  "Teste a fotocélula passando um objeto na frente durante o fechamento: o portão deve parar e voltar.",
  "Mantenha a tampa do motor fechada e vedada, longe de poças e de formigueiros.",
  "Instale um protetor de surto (DPS) no quadro de energia: ele desvia a descarga de um raio antes que ela chegue à placa da central.",
  "Guarde a chave de destravamento em local conhecido por todos da casa, para abrir o portão se faltar energia.",
  "Ao notar barulho novo, tranco ou lentidão, peça uma revisão antes que a peça quebre.",
];

/** Questions about the service, answered once on the FAQ page (docs/product.md §4.3, §4.4): linked, not repeated. */
export const SERVICE_FAQ = [
  "Quanto tempo leva para instalar um motor de portão?",
  "A instalação também tem garantia?",
  "De quanto em quanto tempo devo fazer manutenção no portão automático?",
  "O que é feito na manutenção preventiva?",
  "Vale a pena consertar ou é melhor trocar o motor?",
  "Como abrir o portão quando falta energia?",
].map(faqLink);

export type ServedRegion = { name: string; to?: string };

/**
 * The owner's served cities ("Dados do negócio", decision 0028) as the page lists them: the same
 * cities the `{número de cidades atendidas}` slot counts, each linked to its landing or place
 * page when it has one. Never a list or a count typed here (docs/content-quality.md "Facts").
 */
export function servedRegions(cities: readonly string[]): ServedRegion[] {
  const landings: Record<string, string> = { guarulhos: GUARULHOS_PATH, osasco: OSASCO_PATH };
  return cities.map((name) => {
    const slug = slugify(name);
    const place = findPlace(slug);
    return { name, to: landings[slug] ?? (place?.kind === "cidade" ? place.href : undefined) };
  });
}
