import { FACTS, KIT_OFFER, PRICES, formatPriceRange } from "../../../app/content/business";
import type { HousingProfile } from "../../../app/content/place-profiles";

/**
 * The housing profiles' prose (app/content/place-profiles.ts holds the profiles as data: their
 * names and the models each one points to), read by the seed only: the posts' sections
 * (db/seed/prose/posts.ts) and, where a place's opening does not fit a snippet, its starting
 * description (db/seed/page-texts/places.ts). Figures of "Dados do negócio" stay slots (decision 0028).
 */

/** What a housing profile's buildings and gates mean, in words: the texts the posts were written from. */
export type ProfileProse = {
  /** "condomínios verticais e prédios residenciais" */
  housing: string;
  /** Gate types found there, each with a short explanation. */
  gates: string[];
  /** Which motor suits these gates, and why. */
  recommendation: string;
  maintenance: string;
};

const condoVisits = FACTS.maintenancePerYear.condominium;

export const PROFILE_PROSE: Record<HousingProfile, ProfileProse> = {
  vertical: {
    housing: "condomínios verticais e prédios residenciais",
    gates: [
      "Portão de garagem do prédio, basculante ou deslizante, que abre dezenas de vezes por dia nos horários de entrada e saída.",
      "Portão de pedestres com fechadura eletromagnética ligada ao interfone e à portaria.",
      "Eclusa (dois portões em sequência), em que um só abre quando o outro fecha.",
    ],
    recommendation:
      "Em prédio, o que manda é o número de ciclos: um motor residencial comum aquece e desarma quando o portão não para. Para garagens coletivas indicamos motores de uso intensivo, como o Condominium, feito para o vai e vem de condomínios, sempre com fotocélula e fechamento automático.",
    maintenance: `Portões de condomínio devem passar por revisão ${condoVisits} vezes por ano: lubrificação, reaperto, teste da fotocélula e conferência do fim de curso.`,
  },
  sobrados: {
    housing: "sobrados e casas térreas com garagem na frente",
    gates: [
      "Portão basculante de garagem, o mais comum em sobrados: sobe inteiro e ocupa pouco espaço na calçada.",
      "Portão deslizante de chapa ou grade, quando há recuo lateral para a folha correr.",
      "Portão social separado, com fechadura elétrica acionada pelo interfone.",
    ],
    recommendation:
      "Para a garagem de casa, o PPA Home atende o portão basculante comum. Quem quer entrar mais rápido pode optar pelo Home Jetflex, o mais rápido da linha, que reduz o tempo com o carro parado na rua.",
    maintenance: "Em casa, uma revisão por ano basta na maioria dos casos, desde que o portão esteja alinhado e as articulações lubrificadas.",
  },
  misto: {
    housing: "sobrados, vilas e prédios de médio porte lado a lado",
    gates: [
      "Portões basculantes de garagem em sobrados e casas mais antigas.",
      "Portões deslizantes em prédios pequenos, muitos sem porteiro.",
      "Portões de pedestres com fechadura elétrica ou eletroímã.",
    ],
    recommendation:
      "Como a região tem de tudo, o motor é escolhido pelo peso do portão e pelo número de aberturas: PPA Home para a casa, Potenza para portões largos e pesados e Condominium para o prédio com muitos moradores.",
    maintenance: `Casas pedem revisão anual; prédios com garagem coletiva, ${condoVisits} revisões por ano.`,
  },
  comercial: {
    housing: "lojas, prédios comerciais e estacionamentos",
    gates: [
      "Portões deslizantes largos na entrada de estacionamentos e docas de carga.",
      "Portões basculantes de garagem em prédios comerciais antigos.",
      "Portões de grade em lojas que precisam de ventilação e visibilidade da rua.",
    ],
    recommendation:
      "Em comércio o portão abre o dia inteiro e não pode parar: indicamos motores de alto torque e mais ciclos por hora, como o Potenza ou o Penta Jetflex, com fotocélula obrigatória por causa do movimento de pedestres.",
    maintenance: "Em uso comercial a revisão deve ser semestral, e peças de desgaste (engrenagem, cremalheira e roldanas) são conferidas em toda visita.",
  },
  galpoes: {
    housing: "galpões, transportadoras e pequenas indústrias",
    gates: [
      "Portões deslizantes grandes e pesados, por onde passam caminhões.",
      "Portões basculantes de chapa em depósitos e oficinas.",
      "Portões de pedestres separados para funcionários.",
    ],
    recommendation: `Portões de galpão pedem motores de uso pesado, dimensionados pelo peso real da folha. Quando a troca envolve equipamento industrial, o orçamento fica na faixa de ${formatPriceRange(PRICES.replacementHeavy)}; para portões basculantes largos e pesados o Potenza é o indicado.`,
    maintenance: "Com poeira e tráfego de caminhões, a revisão semestral inclui limpeza do trilho, troca de roldanas gastas e reaperto da cremalheira.",
  },
  "alto-padrao": {
    housing: "casas de alto padrão com portões grandes",
    gates: [
      "Portões basculantes ou pivotantes altos, revestidos de madeira ou alumínio, bem mais pesados que um portão comum.",
      "Portões deslizantes largos com acabamento sob medida.",
      "Portão social com controle de acesso integrado ao interfone.",
    ],
    recommendation:
      "Em portões pesados e revestidos, o motor precisa de torque e de partida e parada suaves para não forçar o acabamento. O Home Custom Jetflex e o Penta Jetflex, da faixa mais rápida, também reduzem o tempo com o carro parado na frente de casa.",
    maintenance: "Portões revestidos mudam de peso com o tempo (umidade na madeira, novas camadas de verniz); a revisão anual reajusta a força na central.",
  },
  horizontal: {
    housing: "condomínios fechados de casas",
    gates: [
      "Portões basculantes e deslizantes das garagens de cada casa.",
      "Portões largos e pesados na portaria do condomínio, de uso intenso.",
      "Portões de serviço e de pedestres com controle de acesso.",
    ],
    recommendation:
      "Na casa, um Home ou Home Jetflex atende o portão da garagem; na portaria do condomínio o portão abre centenas de vezes por dia e pede motor de uso intensivo, como o Condominium, com nobreak para não deixar moradores presos do lado de fora.",
    maintenance: `Casas: uma revisão por ano. Portaria: ${condoVisits} revisões por ano, com teste do nobreak e da fotocélula.`,
  },
  chacaras: {
    housing: "chácaras, casas de campo e terrenos amplos",
    gates: [
      "Portões de abrir de duas folhas na entrada do terreno, longe da casa.",
      "Portões deslizantes de grade em muros extensos.",
      "Portões de garagem junto à casa, basculantes na maioria.",
    ],
    recommendation:
      "Com o portão longe da casa, o alcance do controle e a proteção elétrica pesam tanto quanto o motor: usamos cabos dimensionados para a distância, protetor contra surtos e, quando a rede cai com frequência, nobreak.",
    maintenance: "Em área de mata e umidade, a revisão anual inclui a vedação da central e a limpeza de insetos e folhas que entram na caixa do motor.",
  },
  conjuntos: {
    housing: "casas e sobrados de construção própria e conjuntos residenciais",
    gates: [
      "Portões basculantes de ferro feitos sob medida pelo serralheiro do bairro.",
      "Portões de correr de grade, leves e estreitos.",
      "Garagens curtas, em que o portão abre rente à calçada.",
    ],
    recommendation: `Para portões leves de ferro o PPA Home resolve com bom custo. Parcelado, o kit com instalação sai ${KIT_OFFER}; o catálogo de motores mostra, para cada modelo, o preço à vista, o valor das parcelas e o total. Se o portão foi feito sob medida e é mais pesado, o Home SP Mono tem redutor reforçado para portões mais pesados.`,
    maintenance: "Portões de ferro pedem atenção à ferrugem nas dobradiças e guias: uma revisão por ano com lubrificação evita que o motor force.",
  },
};
