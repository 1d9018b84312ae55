import { BRAND, FACTS, PRICES, formatPriceRange } from "../../../app/content/business";
import { SERVICE_PATH } from "../../../app/lib/paths";

/**
 * The starting text of the service page, /instalacao-manutencao (docs/product.md §4.3), seeded
 * into "Páginas do site" (db/seed/page-texts/service.ts, decision 0043); the site reads the stored
 * row, and this module is read by the seed only. Figures are slots of "Dados do negócio"
 * (decision 0028). Each card's price line and the served cities stay the template's
 * (app/pages/service-page.ts).
 */

export type ServiceCardProse = { title: string; text: string; items: string[] };

/**
 * A common problem in short: causes and the first checks that are this page's own; the linked
 * problem page (named by its keyword, app/content/problem-keywords.ts) has the rest, so the steps
 * it states are not repeated here (docs/content-quality.md).
 */
export type ProblemGuideProse = { title: string; causes: string[]; whatToDo: string[]; keyword: string };

export const SERVICE_PROSE = {
  path: SERVICE_PATH,
  title: `Instalação e Manutenção de Motor de Portão ${BRAND} em São Paulo`,
  description: `Instalação, manutenção preventiva e conserto de motor de portão automático ${BRAND} em São Paulo e região, com técnicos próprios, peças originais e garantia.`,
  heading: `Instalação e Manutenção de Motor de Portão ${BRAND}`,
  lead: `Instalamos, regulamos e consertamos motores de portão automático em São Paulo e região, com técnicos próprios, peças originais ${BRAND} e garantia por escrito.`,
  /** The three service cards, in the order of their price lines (app/pages/service-page.ts SERVICE_CARD_SLOTS). */
  cards: [
    {
      title: "Instalação de motor de portão",
      text: `Automatizamos portões basculantes com motores ${BRAND} novos, em ${FACTS.installHours}. Portões deslizantes, pivotantes e de abrir: consulte antes.`,
      items: [
        "Avaliação do portão (peso, largura, roldanas, trilho e contrapeso)",
        "Fixação do motor, cremalheira ou braço e ligação elétrica",
        "Regulagem de fim de curso, força e tempo de pausa",
        "Programação dos controles e orientação de uso e destravamento",
      ],
    },
    {
      title: "Manutenção preventiva",
      text: `Evita que o portão pare na hora errada: ${FACTS.maintenancePerYear.home} visita por ano em casas e ${FACTS.maintenancePerYear.condominium} em condomínios.`,
      items: [
        "Limpeza e lubrificação de trilho, roldanas, cremalheira e articulações",
        "Reaperto de suportes e conferência do alinhamento do portão",
        "Teste de fotocélula, controles, botoeira e destravamento",
        "Verificação da central, capacitor e fiação",
      ],
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
    },
  ] satisfies ServiceCardProse[],
  /** What the owner can do between two visits: a numbered list under its heading and opening line. */
  tips: {
    title: "Cuidados entre uma revisão e outra",
    text: `Recomendamos manutenção ${FACTS.maintenancePerYear.home}x por ano em casas e ${FACTS.maintenancePerYear.condominium}x em condomínios. Entre uma visita e outra:`,
    items: [
      "Limpe o trilho e a soleira do portão a cada quinze dias: pedrinhas e folhas travam as roldanas e forçam o motor.",
      "Lubrifique roldanas, dobradiças e articulações a cada três meses com graxa ou óleo próprio, sem exagero.",
      "Teste a fotocélula passando um objeto na frente durante o fechamento: o portão deve parar e voltar.",
      "Mantenha a tampa do motor fechada e vedada, longe de poças e de formigueiros.",
      "Instale um protetor de surto (DPS) no quadro de energia: ele desvia a descarga de um raio antes que ela chegue à placa da central.",
      "Guarde a chave de destravamento em local conhecido por todos da casa, para abrir o portão se faltar energia.",
      "Ao notar barulho novo, tranco ou lentidão, peça uma revisão antes que a peça quebre.",
    ],
  },
  /** The common problems, each a card with its causes, what to do and the link to its problem page. */
  guides: {
    title: "Guia dos problemas mais comuns",
    causesLabel: "Causas mais comuns",
    whatToDoLabel: "O que fazer",
    items: [
      {
        title: "Portão não abre",
        causes: ["Bateria do controle fraca", "Disjuntor desarmado ou falta de fase", "Motor destravado", "Placa da central ou capacitor queimados"],
        whatToDo: ["Confira se o disjuntor do motor está ligado.", "Veja se a trava do motor está acionada (chave de destravamento na posição fechada)."],
        keyword: "portão não abre",
      },
      {
        title: "Portão abre e fecha sozinho",
        causes: ["Controle com botão preso", "Umidade ou insetos na central", "Interferência no receptor", "Placa com defeito"],
        whatToDo: [
          "Verifique se algum controle está com o botão travado ou apertado dentro de bolsa ou porta-luvas.",
          "Desligue o disjuntor do motor e, até a visita técnica, destrave-o só na hora de abrir ou fechar à mão, travando logo depois.",
          "Não tente secar a central com secador nem abrir a placa.",
        ],
        keyword: "portão abre e fecha sozinho",
      },
      {
        title: "Motor faz barulho e o portão não se move",
        causes: ["Capacitor fraco", "Engrenagem (coroa) gasta", "Portão travado no trilho", "Cremalheira desalinhada"],
        whatToDo: [
          "Pare de acionar o motor: ele esquenta e pode queimar o enrolamento.",
          "Chame a assistência para medir o capacitor e avaliar as engrenagens.",
        ],
        keyword: "motor de portão zumbindo e não abre",
      },
      {
        title: "Controle remoto não funciona",
        causes: ["Bateria gasta", "Controle desprogramado após queda de energia", "Antena do receptor solta", "Controle incompatível com a central"],
        whatToDo: ["Teste outro controle: se o outro funciona, o problema é no primeiro."],
        keyword: "controle remoto do portão não funciona",
      },
    ] satisfies ProblemGuideProse[],
  },
  /** Questions about the service, answered once on the FAQ page (docs/product.md §4.3, §4.4): linked, not repeated. */
  faq: {
    title: "Perguntas frequentes sobre instalação e manutenção",
    text: "Respondidas na página de dúvidas, com as demais sobre garantia, pagamento e modelos.",
    questions: [
      "Quanto tempo leva para instalar um motor de portão?",
      "A instalação também tem garantia?",
      "De quanto em quanto tempo devo fazer manutenção no portão automático?",
      "O que é feito na manutenção preventiva?",
      "Vale a pena consertar ou é melhor trocar o motor?",
      "Como abrir o portão quando falta energia?",
    ],
  },
};
