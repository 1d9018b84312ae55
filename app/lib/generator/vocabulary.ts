import { FACTORY_PRICE, FACTS, PRICES, PRICE_OFFERS, formatPriceRange } from "~/content/business";
import type { ProductType, ServiceType } from "./analysis";

/**
 * What the generator knows about each product and service: names, facts and list
 * items in plain pt-BR. Business numbers come from app/content/business.ts.
 */

export type ProductInfo = {
  /** "motor para portão basculante" */
  noun: string;
  /** "motor" (used as "trocar o motor do seu portão"). */
  short: string;
  /** Gender of the noun: "o"/"um" or "a"/"uma". */
  feminine: boolean;
  /** "portão basculante" */
  gate: string;
  /** Two or more sentences explaining the product. */
  facts: string[];
  /** At least seven items for the features list. */
  features: string[];
};

export type ServiceInfo = {
  /** "instalação" (used as "instalação de motor para portão ..."). */
  noun: string;
  /** What the visitor wants to do: "instalar um motor para portão basculante". */
  cta: (product: ProductInfo) => string;
  /** Steps of the service, in order. */
  steps: string[];
  /** Sentences about the service. */
  facts: string[];
  /** Price sentence for this service. */
  price: string;
};

// Saved pages keep their text: no model's price or time is written into them (decision 0029).
// The models are named by the catalogue, not here (the home and the catalogue list them).
const TIER_SENTENCE = "Na linha basculante PPA há modelos de velocidades diferentes; o catálogo dá o preço e os segundos que cada um leva para abrir.";

export const PRODUCTS: Record<ProductType, ProductInfo> = {
  sliding: {
    noun: "motor para portão deslizante",
    short: "motor",
    feminine: false,
    gate: "portão deslizante",
    facts: [
      "O motor do portão deslizante é fixado no piso, ao lado da passagem, e movimenta a folha por uma cremalheira presa ao portão, que corre sobre um trilho com roldanas.",
      "O motor certo depende do peso e do comprimento da folha: portões pesados ou de uso intenso, como os de condomínio, pedem um redutor mais robusto que o residencial.",
      "Trilho limpo e roldanas em bom estado fazem metade do trabalho: um portão que corre com esforço sobrecarrega qualquer motor e encurta a vida da engrenagem.",
    ],
    features: [
      "Cremalheira dimensionada para o comprimento da folha",
      "Fim de curso ajustado para parar o portão no ponto exato",
      "Ajuste de força que faz o portão recuar ao encontrar um obstáculo",
      "Destravamento manual para abrir o portão sem energia",
      "Partida e parada suaves, que poupam trilho e roldanas",
      "Receptor de 433 MHz na central de comando",
      "Entrada para fotocélula de segurança",
      "Base do motor nivelada e chumbada no piso",
    ],
  },
  tilting: {
    noun: "motor para portão basculante",
    short: "motor",
    feminine: false,
    gate: "portão basculante",
    facts: [
      "O portão basculante sobe e recolhe a folha para dentro da garagem. O motor vai montado na própria folha, em geral no meio dela, e os braços ligam o conjunto ao batente.",
      TIER_SENTENCE,
      "Portões maiores ou de condomínio pedem modelos mais fortes; o catálogo mostra até quantos quilos cada modelo move.",
    ],
    features: [
      "Três faixas de velocidade de abertura na linha basculante",
      "Modelos para portões residenciais, comerciais e de condomínio",
      "Suportes e braço de transmissão na caixa",
      "Destravamento manual em caso de falta de energia",
      "Central de comando integrada com 2 controles remotos",
      "Motor 220 V; versão 127 V sob encomenda",
      "Ajuste de força e de fim de curso na central",
      "Compatível com fotocélula de segurança",
    ],
  },
  swing: {
    noun: "motor para portão pivotante",
    short: "motor",
    feminine: false,
    gate: "portão pivotante",
    facts: [
      "O portão pivotante, também chamado de portão de abrir ou de batente, gira sobre dobradiças como uma porta. Cada folha recebe um braço articulado ou um pistão, comandado pela central.",
      "É preciso deixar livre a área de giro das folhas; nos portões de duas folhas, a central abre e fecha uma folha pouco depois da outra.",
      "Dobradiças firmes e sem folga são indispensáveis: o motor empurra a folha pela ponta e qualquer desalinhamento aparece como esforço e barulho.",
    ],
    features: [
      "Braço articulado ou pistão para cada folha",
      "Atraso programável entre as folhas",
      "Batentes de parada na abertura e no fechamento",
      "Destravamento manual com chave",
      "Fotocélula protegendo a área de giro",
      "Fechadura eletromagnética opcional para folhas grandes",
      "Ajuste de força para folhas leves ou pesadas",
    ],
  },
  articulated: {
    noun: "motor para portão articulado",
    short: "motor",
    feminine: false,
    gate: "portão articulado",
    facts: [
      "O portão articulado é uma variação do basculante em que a folha se dobra ao subir, o que pede um braço próprio para essa dobra.",
      "Como a folha trabalha em duas partes, as dobradiças centrais e o equilíbrio do conjunto precisam estar em dia antes da automação.",
      "O motor vai preso à folha e a movimenta pelos braços; a regulagem de força e de fim de curso é feita na central depois da instalação.",
    ],
    features: [
      "Braço de transmissão que acompanha a dobra da folha",
      "Ocupa pouco espaço na abertura",
      "Dobradiças centrais revisadas na instalação",
      "Fixação reforçada no teto ou na parede",
      "Destravamento manual para falta de energia",
      "Central com ajuste de força e de fim de curso",
      "Compatível com fotocélula de segurança",
    ],
  },
  remote: {
    noun: "controle remoto para portão",
    short: "controle",
    feminine: false,
    gate: "portão automático",
    facts: [
      "Os controles de portão trabalham, em geral, na frequência de 433 MHz e precisam ser cadastrados na central do motor para funcionar.",
      "Quando o alcance diminui, o primeiro passo é trocar a bateria; se o problema continuar, a antena e o receptor da central devem ser verificados.",
      "Um controle perdido ou roubado pode ser apagado da memória da central, o que impede que seja usado para abrir o portão.",
    ],
    features: [
      "Frequência de 433 MHz",
      "Cadastro na central feito pelo técnico",
      "Código variável, que dificulta a clonagem",
      "Bateria de troca simples",
      "Exclusão de controles perdidos na central",
      "Modelos de 2 ou 3 botões, um para cada portão",
      "Alcance maior com antena externa na central",
    ],
  },
  board: {
    noun: "central de comando para portão",
    short: "central",
    feminine: true,
    gate: "portão automático",
    facts: [
      "A central é o cérebro do portão automático: recebe o sinal do controle, aciona o motor, lê a fotocélula e a posição do portão e controla a força e o tempo de pausa.",
      "Surtos de energia e raios estão entre as causas mais comuns de central queimada; um protetor contra surtos na alimentação reduz esse risco.",
      "Depois da troca da central, o técnico cadastra outra vez cada controle e refaz a regulagem de força e de fim de curso.",
    ],
    features: [
      "Receptor integrado para controles de 433 MHz",
      "Ajuste de força e de velocidade",
      "Fechamento automático com tempo de pausa programável",
      "Entradas para fotocélula e botoeira",
      "LEDs de diagnóstico",
      "Memória para vários controles",
      "Inversão do movimento ao detectar obstáculo",
    ],
  },
  sensor: {
    noun: "sensor fotocélula para portão",
    short: "sensor",
    feminine: false,
    gate: "portão automático",
    facts: [
      "A fotocélula protege a passagem enquanto o portão fecha: com uma pessoa, um animal ou um carro no caminho, o fechamento é interrompido.",
      "É o item de segurança mais importante de um portão automático, principalmente em casas com crianças e animais e em condomínios com muito movimento de carros.",
      "Sol direto, sujeira nas lentes e sensores desalinhados são as falhas mais comuns, e quase sempre se resolvem com limpeza e realinhamento.",
    ],
    features: [
      "Feixe infravermelho entre emissor e receptor",
      "Impede o fechamento com pessoa, animal ou carro na passagem",
      "Ligação direta à central de comando",
      "Alinhamento ajustado na instalação",
      "Caixa protegida contra sol e chuva",
      "Teste de funcionamento a cada manutenção",
      "Serve para portões deslizantes, basculantes e pivotantes",
    ],
  },
  generic: {
    noun: "motor de portão automático",
    short: "motor",
    feminine: false,
    gate: "portão automático",
    facts: [
      "O tipo de motor depende do portão: deslizante, basculante, pivotante ou articulado. Antes de indicar um modelo, o técnico avalia quanto o portão pesa, suas medidas e o uso diário.",
      TIER_SENTENCE,
      "Todo portão automático precisa de três cuidados básicos: fixação firme, regulagem correta de força e de fim de curso e um dispositivo de segurança, como a fotocélula.",
    ],
    features: [
      "Central de comando com 2 controles remotos",
      "Destravamento manual para falta de energia",
      "Ajuste de força e de fim de curso",
      "Entrada para fotocélula de segurança",
      `Potência de ${FACTS.motorPower}, conforme o modelo`,
      "Peças de reposição originais PPA",
      `Instalação em ${FACTS.installHours}`,
    ],
  },
};

const REPAIR_PRICE = `Um conserto costuma ficar na faixa de ${formatPriceRange(PRICES.repair)}; o valor exato é passado depois do diagnóstico, antes de qualquer serviço.`;
/** The kit's price where the page offers it in instalments: the cash range with the owner's terms (PRICE_OFFERS). */
export const KIT_PRICE = `Com a instalação incluída, o valor do kit depende do modelo e do tipo de portão e fica na faixa de ${PRICE_OFFERS.installKit}.`;

/** The factory-direct price is the owner's claim: the sentence holding it goes when they do not make it (decision 0050). */
export const PURCHASE_DELIVERY_FACT = `Entregamos sem custo nas cidades atendidas. O motor sai com ${FACTORY_PRICE.phrase}.`;

export const SERVICES: Record<ServiceType, ServiceInfo> = {
  installation: {
    noun: "instalação",
    cta: (p) => `instalar ${p.feminine ? "uma" : "um"} ${p.noun}`,
    steps: [
      "Avaliação do portão: peso, tamanho e estado das dobradiças ou do trilho",
      "Montagem do motor com o braço (basculante) ou a cremalheira (deslizante)",
      "Ligação elétrica e da central de comando",
      "Regulagem de força e de fim de curso",
      "Cadastro de cada controle remoto",
      "Teste de segurança e orientação sobre o destravamento manual",
    ],
    facts: [
      `Na maioria dos portões residenciais, a instalação termina no mesmo dia: ${FACTS.installHours} de trabalho.`,
      "Antes de instalar, conferimos se o portão corre livre: um motor novo não corrige portão empenado, dobradiça solta ou trilho torto.",
    ],
    price: KIT_PRICE,
  },
  maintenance: {
    noun: "manutenção",
    cta: (p) => `fazer a manutenção do seu ${p.gate}`,
    steps: [
      "Limpeza e lubrificação das partes móveis",
      "Reaperto de parafusos, suportes e dobradiças",
      "Regulagem de força e de fim de curso",
      "Teste da fotocélula e do destravamento manual",
      "Verificação da central de comando e dos controles",
    ],
    facts: [
      `Uma casa pede ${FACTS.maintenancePerYear.home} revisão preventiva a cada ano; um condomínio, onde o portão não para, pede ${FACTS.maintenancePerYear.condominium}.`,
      "A manutenção preventiva encontra desgaste de engrenagem, folga no braço e roldanas gastas antes que parem o portão.",
    ],
    price: REPAIR_PRICE,
  },
  repair: {
    noun: "conserto",
    cta: (p) => `consertar seu ${p.gate}`,
    steps: [
      "Diagnóstico do defeito no local",
      "Orçamento antes de qualquer troca de peça",
      "Reparo ou troca da peça com defeito: placa, capacitor, engrenagem ou fim de curso",
      "Teste completo antes de liberar o portão",
    ],
    facts: [
      "Muitos defeitos, como capacitor fraco, controle descadastrado ou fim de curso fora do ponto, são resolvidos na própria visita.",
      "Quando o portão para de repente, vale conferir o disjuntor e o destravamento manual antes de chamar o técnico.",
    ],
    price: REPAIR_PRICE,
  },
  replacement: {
    noun: "troca",
    cta: (p) => `trocar ${p.feminine ? "a" : "o"} ${p.short} do seu ${p.gate}`,
    steps: [
      "Avaliação do motor antigo e do portão",
      "Indicação do modelo certo para o peso e o uso do portão",
      "Retirada do equipamento antigo",
      "Instalação, regulagem e cadastro dos controles",
      "Teste de segurança",
    ],
    facts: [
      "A troca compensa quando o conserto passa de metade do preço de um motor novo ou quando o motor já não dá conta do peso do portão.",
      "O motor novo chega com garantia e, muitas vezes, aproveita a cremalheira ou os suportes que estão em bom estado.",
    ],
    price: `Trocar um motor residencial custa na faixa de ${formatPriceRange(PRICES.replacementResidential)}; motores para uso pesado, como os de condomínio, ficam na faixa de ${formatPriceRange(PRICES.replacementHeavy)}.`,
  },
  purchase: {
    noun: "venda",
    cta: (p) => `comprar ${p.feminine ? "uma" : "um"} ${p.noun}`,
    steps: [
      "Conversa sobre tipo, peso e uso do portão",
      "Indicação do modelo e orçamento",
      "Entrega grátis nas cidades atendidas",
      "Instalação pela nossa equipe, se você quiser",
    ],
    facts: [
      PURCHASE_DELIVERY_FACT,
      "Comprar e instalar com a mesma equipe estende a garantia do motor e evita a troca de responsabilidades se algo não funcionar.",
    ],
    price: `${TIER_SENTENCE} ${KIT_PRICE}`,
  },
  general: {
    noun: "atendimento",
    cta: (p) => `cuidar do seu ${p.gate}`,
    steps: [
      "Pedido de atendimento pelos contatos do site",
      "Visita técnica e orçamento sem compromisso",
      "Instalação, manutenção ou conserto",
      "Garantia e suporte depois do serviço",
    ],
    facts: [
      "Vendemos motores de portão e cuidamos deles depois: instalação, revisão e conserto, sempre com peças originais PPA.",
      "Um portão automático bem instalado e revisado dura muitos anos e funciona com segurança no dia a dia.",
    ],
    price: KIT_PRICE,
  },
};
