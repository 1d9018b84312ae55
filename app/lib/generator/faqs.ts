import { FACTS, FREE_SHIPPING_CITIES, INSTALMENTS, WARRANTY } from "~/content/business";
import type { ProductType, ServiceType } from "./analysis";
import type { GenContext } from "./context";
import { BUSINESS_SLOTS } from "~/lib/business-slots";

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
      a: () => `Uma vez por ano em casas e ${FACTS.maintenancePerYear.condominium} vezes por ano em condomínios, onde o portão trabalha muito mais.`,
    },
    {
      q: () => "O que é feito na manutenção preventiva?",
      a: () => "Limpeza e lubrificação, reaperto de suportes, regulagem de força e fim de curso, teste da fotocélula, do destravamento manual e dos controles.",
    },
  ],
  repair: [
    {
      q: () => "O conserto tem garantia?",
      a: () => `Sim. Peças trocadas têm ${WARRANTY.partsMonths} meses de garantia e o serviço é testado na sua frente antes de irmos embora.`,
    },
    {
      q: () => "Vale a pena consertar ou é melhor trocar o motor?",
      a: () =>
        "Se o conserto passa de metade do preço de um motor novo ou se o motor já não dá conta do peso do portão, a troca costuma compensar. O técnico mostra as duas opções no orçamento.",
    },
  ],
  replacement: [
    {
      q: () => "Dá para aproveitar alguma peça do motor antigo?",
      a: () => "Muitas vezes a cremalheira, os suportes ou a fotocélula estão em bom estado e podem ficar. O técnico avalia na visita.",
    },
    { q: () => "O motor novo tem garantia?", a: () => `${WARRANTY.summary}.` },
  ],
  purchase: [
    {
      q: () => "Posso comprar o motor e instalar depois?",
      a: () => "Pode, mas a instalação feita pela nossa equipe estende a garantia do motor e garante a regulagem correta de força e fim de curso.",
    },
    {
      q: () => "O que vem no kit?",
      a: () => "Motor com redutor e central de comando, 2 controles remotos, braço ou cremalheira conforme o portão, chave de destravamento e manual.",
    },
  ],
  general: [
    { q: () => "Vocês fazem visita técnica?", a: () => "Sim. Marcamos a visita pelo WhatsApp ou por telefone, e o orçamento é sem compromisso." },
    {
      q: () => "Vocês atendem condomínios?",
      a: () => `Sim. Para condomínios indicamos motores para uso intenso e manutenção ${FACTS.maintenancePerYear.condominium} vezes por ano.`,
    },
  ],
};

const PRODUCT_FAQS: Record<ProductType, FaqTemplate> = {
  sliding: {
    q: () => "O portão deslizante precisa de trilho novo para automatizar?",
    a: () => "Só se o trilho estiver torto ou as roldanas gastas. O portão precisa correr leve com a mão antes de receber o motor.",
  },
  tilting: {
    q: () => "Qual a diferença entre os modelos Home, Speedy e Jetflex?",
    a: () => "A velocidade: o Home tem a abertura padrão, o Speedy é mais rápido e o Jetflex é o mais rápido da linha.",
  },
  swing: {
    q: () => "Portão pivotante de duas folhas precisa de dois motores?",
    a: () => "Sim, cada folha recebe seu braço ou pistão, e a central controla as duas, com atraso entre elas para fecharem na ordem certa.",
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
    q: () => "Qual motor serve para o meu portão?",
    a: () => "Depende do tipo (deslizante, basculante, pivotante ou articulado), do peso e do uso. Mande uma foto pelo WhatsApp e indicamos o modelo.",
  },
};

const GENERAL_FAQS: FaqTemplate[] = [
  { q: () => "Qual é a garantia?", a: () => `${WARRANTY.summary}. Peças trocadas têm ${WARRANTY.partsMonths} meses de garantia.` },
  { q: () => "Vocês parcelam?", a: () => `Sim, em até ${INSTALMENTS}x.` },
  {
    q: (c) => `Vocês atendem ${c.placeRef}?`,
    a: (c) => `Sim. Atendemos ${c.placeRef} e toda a Grande São Paulo, com entrega grátis em ${FREE_SHIPPING_CITIES.length} cidades.`,
  },
  { q: () => "Qual o horário de atendimento?", a: () => `Atendemos de ${BUSINESS_SLOTS.hours}.` },
  {
    q: () => "O portão abre se faltar energia?",
    a: () => "Sim, pelo destravamento manual com chave. Quem precisa do portão motorizado mesmo sem luz pode instalar um nobreak próprio para motores.",
  },
  { q: () => "Como peço um orçamento?", a: () => "Pelo WhatsApp ou por telefone. Uma foto do portão já ajuda o técnico a dar uma primeira orientação." },
];

/** Every FAQ that fits the context, most specific first (at least 9). */
export function faqPool(c: GenContext): FaqTemplate[] {
  return [...SERVICE_FAQS[c.analysis.serviceType], PRODUCT_FAQS[c.analysis.productType], ...GENERAL_FAQS];
}
