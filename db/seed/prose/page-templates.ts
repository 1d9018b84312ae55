import { BRAND, FACTORY_PRICE, FACTS, PRICES, WARRANTY, formatPriceRange } from "../../../app/content/business";
import { BUSINESS_SLOTS } from "../../../app/lib/business-slots";
import { BRAND_SLOT, NAME_SLOT, TEMPLATE_PATHS, type TemplatePath } from "../../../app/lib/page-templates";

/**
 * The starting text of the page templates (decision 0043): the page an unknown /cidades/{slug}
 * answers and the topic pages without a text of their own, by menu group. Moved here from
 * app/pages/place-page.ts (`genericPage`, with the "misto" housing profile's gates, choice and care,
 * two concerns' tips and the service steps of app/content/place-profiles.ts) and
 * app/pages/topic-page.ts (`genericSections`, `genericDescription`), word for word; read by the
 * seed only (db/seed/page-texts/templates.ts). {nome} (and {marca}) are the name the address
 * gives, filled by the page (app/lib/page-templates.ts); figures are slots of "Dados do negócio".
 */
export type TemplateBlock = { kind: "p"; text: string } | { kind: "ul" | "ol"; items: string[] };

export type TemplateProse = {
  title: string;
  description: string;
  heading: string;
  /** The opening under the heading; null: the page shows the description there (the topics). */
  lead: string | null;
  /** Paragraphs before the first section. */
  intro: string[];
  sections: { heading: string; blocks: TemplateBlock[] }[];
};

const p = (text: string): TemplateBlock => ({ kind: "p", text });
const ul = (items: string[]): TemplateBlock => ({ kind: "ul", items });
const ol = (items: string[]): TemplateBlock => ({ kind: "ol", items });

const repair = formatPriceRange(PRICES.repair);

/** A topic's title and description, the same for every group. */
const topicLines = {
  title: `${NAME_SLOT} | Motores PPA`,
  description: `${NAME_SLOT}: atendimento especializado, venda e instalação de motores ${BRAND} e assistência técnica em São Paulo e região.`,
  heading: NAME_SLOT,
  lead: null,
};

export const TEMPLATE_PROSE: Record<TemplatePath, TemplateProse> = {
  // The place is not one of ours, so the preposition it takes is unknown: no sentence names it.
  [TEMPLATE_PATHS.place]: {
    title: `${NAME_SLOT}: Motor para Portão ${BRAND} | Venda e Instalação`,
    description: `${NAME_SLOT}: motor para portão automático ${BRAND}, instalação por técnicos, garantia estendida de fábrica e assistência técnica.`,
    heading: `Motor para Portão ${BRAND}: ${NAME_SLOT}`,
    lead: `Procurando motor para portão automático? Vendemos e instalamos motores ${BRAND} em ${BUSINESS_SLOTS.cityCount} cidades de São Paulo e região, com ${WARRANTY.summary.toLowerCase()}. Você paga ${FACTORY_PRICE.phrase}.`,
    intro: ["Conte o tipo de portão e o endereço: confirmamos o atendimento na sua região e passamos o orçamento."],
    sections: [
      {
        heading: "Portões que automatizamos",
        blocks: [
          ul([
            "Portões basculantes de garagem em sobrados e casas mais antigas.",
            "Portões deslizantes em prédios pequenos, muitos sem porteiro.",
            "Portões de pedestres com fechadura elétrica ou eletroímã.",
          ]),
        ],
      },
      {
        heading: "Qual motor escolher",
        blocks: [
          p(
            "Como a região tem de tudo, o motor é escolhido pelo peso do portão e pelo número de aberturas: PPA Home para a casa, Potenza para portões largos e pesados e Condominium para o prédio com muitos moradores.",
          ),
        ],
      },
      {
        heading: "Cuidados com o motor de portão",
        blocks: [
          ul([
            "Temporais e descargas elétricas: as tempestades de verão são a principal causa de placa queimada. Um protetor contra surtos (DPS) no circuito do portão e um bom aterramento protegem a central; em dia de raio, desligar o disjuntor do portão é uma medida simples que evita prejuízo.",
            "Quedas de energia: onde a luz cai com frequência, um nobreak próprio para motor de portão mantém o portão funcionando por alguns ciclos. Todo morador também deve saber usar a chave de destravamento para abrir o portão manualmente.",
          ]),
          p(`Casas pedem revisão anual; prédios com garagem coletiva, ${FACTS.maintenancePerYear.condominium} revisões por ano.`),
        ],
      },
      {
        heading: "Como funciona o atendimento",
        blocks: [
          ol([
            "Você pede a visita ou o orçamento e conta o tipo de portão, as medidas aproximadas e quantas vezes ele abre por dia.",
            "Indicamos o motor e passamos o orçamento; se for preciso, um técnico confere o portão no local.",
            `A instalação leva de ${FACTS.installHours}, com teste de fim de curso, fotocélula e controles.`,
            "Ao final, mostramos como usar a chave de destravamento e deixamos a garantia por escrito.",
          ]),
        ],
      },
    ],
  },
  [TEMPLATE_PATHS.brandTopic]: {
    ...topicLines,
    intro: [`Tem um motor ${BRAND_SLOT} e precisa de manutenção, conserto ou troca? Veja o que avaliar antes de decidir.`],
    sections: [
      {
        heading: "Consertar ou trocar",
        blocks: [
          ul([
            `Se o defeito é pontual (capacitor, controle, fim de curso), o conserto costuma compensar: ${repair}.`,
            `Se o motor é antigo, a engrenagem está gasta e a central já foi trocada, um motor novo com garantia pode sair mais em conta: ${formatPriceRange(PRICES.replacementResidential)} com instalação.`,
            "Antes de qualquer troca, verifique se o portão corre leve com a mão; portão pesado queima qualquer marca.",
          ]),
        ],
      },
      {
        heading: "Controles e compatibilidade",
        blocks: [
          p(
            `Cada fabricante usa sua própria codificação. Ao trocar um ${BRAND_SLOT} por um ${BRAND}, o kit novo vem com central e controles próprios, e os controles antigos são substituídos.`,
          ),
        ],
      },
    ],
  },
  [TEMPLATE_PATHS.problemTopic]: {
    ...topicLines,
    intro: [`${NAME_SLOT}? Antes de chamar o técnico, algumas verificações simples resolvem boa parte dos casos ou ajudam a explicar o defeito.`],
    sections: [
      {
        heading: "Verificações seguras",
        blocks: [
          ul([
            "O disjuntor do portão está ligado? Houve queda de energia ou temporal?",
            "O controle acende o LED ao apertar? Teste a botoeira ou outro controle.",
            "Há algo na frente da fotocélula ou as lentes estão sujas?",
            "Destravado, o portão corre leve com a mão?",
          ]),
        ],
      },
      {
        heading: "Quando chamar o técnico",
        blocks: [
          p(
            `Se o motor zumbe sem girar, cheira a queimado, desarma o disjuntor ou o portão está torto, desligue o disjuntor e não insista. O conserto costuma ficar na faixa de ${repair}.`,
          ),
        ],
      },
    ],
  },
  [TEMPLATE_PATHS.topic]: {
    ...topicLines,
    intro: [`${NAME_SLOT}: informações e atendimento especializado em motores ${BRAND} para portão automático em São Paulo e região.`],
    sections: [
      {
        heading: "Como podemos ajudar",
        blocks: [
          ul([
            `Venda de motores com ${FACTORY_PRICE.phrase}.`,
            "Instalação por técnicos da equipe, com o que vem no kit de cada modelo (a lista de cada um está no catálogo).",
            "Manutenção e conserto com peças originais.",
            `${WARRANTY.summary}.`,
          ]),
        ],
      },
      { heading: "Fale com a gente", blocks: [p("Conte o tipo de portão e o que você precisa; respondemos com a indicação e o orçamento.")] },
    ],
  },
};
