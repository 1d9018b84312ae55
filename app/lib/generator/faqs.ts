import { FACTS, WARRANTY } from "~/content/business";
import { BUSINESS_SLOTS } from "~/lib/business-slots";
import type { ProductType, ServiceType } from "./analysis";
import type { GenContext } from "./context";

export type FaqTemplate = { q: (c: GenContext) => string; a: (c: GenContext) => string };

const SERVICE_FAQS: Record<ServiceType, FaqTemplate[]> = {
  installation: [
    {
      q: () => "Quanto tempo leva a instalação?",
      a: () => `Na maioria dos portões residenciais, de ${FACTS.installHours}, já com os controles cadastrados e a fotocélula testada.`,
    },
    {
      q: (c) => `Preciso preparar algo no ${c.product.gate} antes da instalação?`,
      a: () =>
        "Basta um ponto de energia perto do local do motor. Se o portão estiver pesado, torto ou com dobradiças soltas, o técnico avisa antes, porque o motor não corrige esses problemas.",
    },
  ],
  maintenance: [
    {
      q: () => "Com que frequência devo fazer a manutenção?",
      a: () =>
        `Em casa, uma revisão a cada ano; em condomínio, onde o portão trabalha o dia inteiro, ${FACTS.maintenancePerYear.condominium} revisões a cada ano.`,
    },
    {
      q: () => "O que o técnico faz numa revisão preventiva?",
      a: () =>
        "Limpa e lubrifica as partes móveis, reaperta os suportes, ajusta a força e a parada do portão e testa a fotocélula, o destravamento manual e os controles.",
    },
  ],
  repair: [
    {
      q: () => "O conserto tem garantia?",
      a: () => `Sim. Peças trocadas têm ${WARRANTY.partsMonths} meses de garantia e o serviço é testado na sua frente antes de irmos embora.`,
    },
    {
      q: () => "Quando a troca do motor compensa mais que o conserto?",
      a: () =>
        "Se o conserto passa de metade do preço de um motor novo ou se o motor já não dá conta do peso do portão, a troca costuma compensar. O técnico mostra as duas opções no orçamento.",
    },
  ],
  replacement: [
    {
      q: () => "Dá para aproveitar alguma peça do motor antigo?",
      a: () => "Muitas vezes a cremalheira, os suportes ou a fotocélula estão em bom estado e podem ficar. O técnico avalia na visita.",
    },
    {
      q: () => "O motor novo tem garantia?",
      a: () => "Sim: a de fábrica, mais longa quando a nossa equipe faz a instalação. Os prazos estão na página de garantia.",
    },
  ],
  purchase: [
    {
      q: () => "Posso comprar o motor e instalar depois?",
      a: () => "Pode, mas a instalação feita pela nossa equipe estende a garantia do motor e garante a regulagem correta de força e fim de curso.",
    },
    {
      q: () => "O que vem no kit?",
      a: () => "O motor já com o redutor e a central, 2 controles remotos, o braço ou a cremalheira conforme o portão, a chave de destravamento e o manual.",
    },
  ],
  general: [
    { q: () => "Vocês fazem visita técnica?", a: () => "Sim. A visita é marcada no dia e no horário que combinarmos, e o orçamento é sem compromisso." },
    {
      q: () => "Vocês atendem condomínios?",
      a: () => `Sim. Para condomínios indicamos motores feitos para uso intenso e ${FACTS.maintenancePerYear.condominium} revisões preventivas a cada ano.`,
    },
  ],
};

const PRODUCT_FAQS: Record<ProductType, FaqTemplate> = {
  sliding: {
    q: () => "O portão deslizante precisa de trilho novo para automatizar?",
    a: () => "Só se o trilho estiver torto ou as roldanas gastas. Antes da automação, a folha tem de deslizar sem esforço quando empurrada.",
  },
  tilting: {
    q: () => "Por que escolher um basculante mais rápido?",
    a: () =>
      "Porque o portão passa menos tempo aberto: o carro entra e a passagem fecha logo, o que ajuda na segurança em ruas movimentadas. O catálogo traz quantos segundos cada modelo leva para abrir.",
  },
  swing: {
    q: () => "Portão pivotante de duas folhas precisa de dois motores?",
    a: () => "Sim: um braço ou pistão em cada folha, e a central comanda as duas, com atraso entre elas para fecharem na ordem certa.",
  },
  articulated: {
    q: () => "Todo portão articulado pode ser automatizado?",
    a: () => "Quase todos, desde que as dobradiças centrais estejam firmes e a folha bem equilibrada. O técnico confere isso antes de indicar o motor.",
  },
  remote: {
    q: () => "Posso cadastrar um controle novo sozinho?",
    a: () => "Em muitas centrais, sim, seguindo o manual; se o portão não reconhecer o controle, o técnico confere a frequência e a memória da central.",
  },
  board: {
    q: () => "A central queimou. Preciso trocar o motor também?",
    a: () => "Nem sempre. Se o motor estiver bom, trocamos só a central, cadastramos os controles e regulamos força e fim de curso de novo.",
  },
  sensor: {
    q: () => "A fotocélula é obrigatória?",
    a: () => "É o principal item de segurança do portão automático e recomendamos em toda instalação, principalmente em condomínios e casas com crianças.",
  },
  generic: {
    q: () => "Como saber qual motor o meu portão pede?",
    a: () => "Pelo tipo de portão (deslizante, basculante, pivotante ou articulado), pelo peso e pelo uso. Com uma foto do portão, indicamos o modelo.",
  },
};

// The warranty, the instalments and the opening hours are answered once, on the FAQ page (and the
// hours in every page's footer): a generated page does not repeat them.
const GENERAL_FAQS: FaqTemplate[] = [
  {
    q: (c) => `Vocês atendem ${c.placeRef}?`,
    a: (c) => `Sim. A equipe vai até ${c.placeRef} e às cidades vizinhas, e a entrega é grátis em ${BUSINESS_SLOTS.cityCount} cidades.`,
  },
  {
    q: () => "O motor faz muito barulho?",
    a: () =>
      "Um motor bem fixado e regulado faz um ruído baixo e constante. Trancos, rangidos ou um zumbido alto indicam folga, falta de lubrificação ou desgaste, e pedem uma revisão.",
  },
  {
    q: () => "Preciso de uma tomada perto do motor?",
    a: () => "Sim: um ponto de energia próprio, perto de onde o motor fica, de preferência com um disjuntor só para ele no quadro.",
  },
  {
    q: () => "Posso usar os controles antigos no motor novo?",
    a: () => "Só quando a frequência e a codificação são aceitas pela central nova; o técnico testa cada controle na instalação e diz quais podem ficar.",
  },
  {
    q: () => "O portão abre se faltar energia?",
    a: () => "Sim, pelo destravamento manual com chave. Quem precisa do portão motorizado mesmo sem luz pode instalar um nobreak próprio para motores.",
  },
  {
    q: () => "Como peço um orçamento?",
    a: () => "Pelos contatos desta página ou pelo pedido de visita. Uma foto do portão já ajuda o técnico a dar uma primeira orientação.",
  },
];

/** Every FAQ that fits the context, most specific first (at least 9). */
export function faqPool(c: GenContext): FaqTemplate[] {
  return [...SERVICE_FAQS[c.analysis.serviceType], PRODUCT_FAQS[c.analysis.productType], ...GENERAL_FAQS];
}
