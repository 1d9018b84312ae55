import { FACTS, KIT_OFFER, PRICES, formatPriceRange } from "./business";

/**
 * What kind of buildings and gates a place has (its housing profile) and which local
 * conditions wear a gate motor there (concerns). A place page's text is its stored row
 * (decision 0043); of these, a known place's page reads only the profile's models (catalogue
 * references, completed from the catalogue by app/lib/places/gate-needs.ts) and, outside the
 * served cities, `housing` for a description its stored lead cannot fit. The posts
 * (app/pages/post-page.ts) and the page for an unknown place still compose their text from
 * the rest. The starting titles' endings are the seed's (db/seed/prose/places/hooks.ts).
 */
export type HousingProfile = "vertical" | "sobrados" | "misto" | "comercial" | "galpoes" | "alto-padrao" | "horizontal" | "chacaras" | "conjuntos";

export type Concern = "alagamento" | "ladeira" | "raios" | "uso-intenso" | "poeira" | "umidade" | "queda-energia" | "ruido" | "seguranca" | "restricao";

type ProfileCopy = {
  /** "condomínios verticais e prédios residenciais" */
  housing: string;
  /** Gate types found there, each with a short explanation. */
  gates: string[];
  /** Which motor suits these gates, and why. */
  recommendation: string;
  /** Catalogue slugs worth a look (links on the page). */
  motors: { name: string; slug: string }[];
  maintenance: string;
};

const HOME = { name: "Motor PPA Home", slug: "motor-ppa-home" };
const JETFLEX = { name: "Motor PPA Home Jetflex", slug: "motor-ppa-home-jetflex" };
const CONDOMINIUM = { name: "Motor PPA Condominium", slug: "motor-ppa-condominium" };
const POTENZA = { name: "Motor PPA Potenza", slug: "motor-ppa-potenza" };
const PENTA_JETFLEX = { name: "Motor PPA Penta Jetflex", slug: "motor-ppa-penta-jetflex" };
const SP_MONO = { name: "Motor PPA Home SP Mono", slug: "motor-ppa-home-sp-mono" };

const condoVisits = FACTS.maintenancePerYear.condominium;

export const PROFILES: Record<HousingProfile, ProfileCopy> = {
  vertical: {
    housing: "condomínios verticais e prédios residenciais",
    gates: [
      "Portão de garagem do prédio, basculante ou deslizante, que abre dezenas de vezes por dia nos horários de entrada e saída.",
      "Portão de pedestres com fechadura eletromagnética ligada ao interfone e à portaria.",
      "Eclusa (dois portões em sequência), em que um só abre quando o outro fecha.",
    ],
    recommendation:
      "Em prédio, o que manda é o número de ciclos: um motor residencial comum aquece e desarma quando o portão não para. Para garagens coletivas indicamos motores de uso intensivo, como o Condominium, feito para o vai e vem de condomínios, sempre com fotocélula e fechamento automático.",
    motors: [CONDOMINIUM, PENTA_JETFLEX],
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
    motors: [HOME, JETFLEX],
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
    motors: [HOME, POTENZA],
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
    motors: [POTENZA, PENTA_JETFLEX],
    maintenance: "Em uso comercial a revisão deve ser semestral, e peças de desgaste (engrenagem, cremalheira e roldanas) são conferidas em toda visita.",
  },
  galpoes: {
    housing: "galpões, transportadoras e pequenas indústrias",
    gates: [
      "Portões deslizantes grandes e pesados, por onde passam caminhões.",
      "Portões basculantes de chapa em depósitos e oficinas.",
      "Portões de pedestres separados para funcionários.",
    ],
    recommendation:
      "Portões de galpão pedem motores de uso pesado, dimensionados pelo peso real da folha. Quando a troca envolve equipamento industrial, o orçamento fica na faixa de " +
      formatPriceRange(PRICES.replacementHeavy) +
      "; para portões basculantes largos e pesados o Potenza é o indicado.",
    motors: [POTENZA, CONDOMINIUM],
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
    motors: [JETFLEX, PENTA_JETFLEX],
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
    motors: [JETFLEX, CONDOMINIUM],
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
    motors: [POTENZA, HOME],
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
    motors: [HOME, SP_MONO],
    maintenance: "Portões de ferro pedem atenção à ferrugem nas dobradiças e guias: uma revisão por ano com lubrificação evita que o motor force.",
  },
};

type ConcernCopy = { title: string; tip: string };

export const CONCERNS: Record<Concern, ConcernCopy> = {
  alagamento: {
    title: "Chuva forte e ruas que acumulam água",
    tip: "Nos portões deslizantes o motor fica rente ao chão. Onde a água sobe em temporais, instalamos o motor sobre uma base elevada, vedamos a caixa de passagem dos cabos e, depois de uma enchente, o motor deve ser desligado no disjuntor até ser verificado.",
  },
  ladeira: {
    title: "Ruas em ladeira e garagens com rampa",
    tip: "Em rampa, o portão basculante trabalha desequilibrado e o deslizante tende a correr sozinho na descida. Regulamos a força e a desaceleração na central, conferimos contrapeso e molas e, no deslizante em declive, usamos travamento mecânico para o portão não descer sem comando.",
  },
  raios: {
    title: "Temporais e descargas elétricas",
    tip: "As tempestades de verão são a principal causa de placa queimada. Um protetor contra surtos (DPS) no circuito do portão e um bom aterramento protegem a central; em dia de raio, desligar o disjuntor do portão é uma medida simples que evita prejuízo.",
  },
  "uso-intenso": {
    title: "Portão que abre o dia inteiro",
    tip: "Muitos ciclos por hora aquecem o motor e gastam engrenagem, cremalheira e roldanas. O motor precisa ser dimensionado para o movimento real, e a revisão deve ser mais frequente do que em uma casa.",
  },
  poeira: {
    title: "Poeira, folhas e sujeira no trilho",
    tip: "Poeira de obras e de tráfego pesado, terra e folhas se acumulam no trilho e nas roldanas, e o portão passa a exigir mais força do motor. Limpar o trilho a cada quinze dias e não lubrificar com graxa no trilho (ela segura a sujeira) prolonga a vida do conjunto.",
  },
  umidade: {
    title: "Umidade, neblina e mata",
    tip: "A umidade oxida contatos e bornes da central e atrai insetos para dentro da caixa do motor. Caixas bem vedadas, passagem de cabos com curva para baixo e limpeza anual da central evitam falhas intermitentes.",
  },
  "queda-energia": {
    title: "Quedas de energia",
    tip: "Onde a luz cai com frequência, um nobreak próprio para motor de portão mantém o portão funcionando por alguns ciclos. Todo morador também deve saber usar a chave de destravamento para abrir o portão manualmente.",
  },
  ruido: {
    title: "Vizinhança próxima e silêncio à noite",
    tip: "Em prédios colados e ruas residenciais, um motor barulhento incomoda às seis da manhã. Engrenagens lubrificadas, buchas de borracha na fixação e a rampa de desaceleração da central deixam a abertura bem mais silenciosa.",
  },
  seguranca: {
    title: "Segurança na entrada e saída",
    tip: "O momento mais vulnerável é o carro parado esperando o portão abrir. Motores rápidos, como os da linha Jetflex, fechamento automático e controles de código rolante (o código muda a cada clique, o que dificulta a cópia por um aparelho clonador) reduzem esse risco.",
  },
  restricao: {
    title: "Ruas estreitas e restrição de carga e descarga",
    tip: "Em ruas estreitas, com zona azul ou restrição de caminhões, a instalação precisa ser combinada: o técnico leva o kit em carro pequeno e o síndico ou o responsável deve reservar o acesso à garagem no horário marcado.",
  },
};

/** "Quedas de energia: onde a luz cai com frequência, ..." (one list item per concern). */
export function concernLine(concern: Concern): string {
  const { title, tip } = CONCERNS[concern];
  return `${title}: ${tip.charAt(0).toLowerCase()}${tip.slice(1)}`;
}
