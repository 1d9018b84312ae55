import { FACTS, KIT_OFFER, PRICES, formatPriceRange } from "./business";
import type { FaqItem } from "~/lib/jsonld";

/**
 * What kind of buildings and gates a place has (its housing profile) and which local
 * conditions wear a gate motor there (concerns). Place pages compose their text from
 * these, so advice follows the place instead of repeating one template.
 */
export type HousingProfile = "vertical" | "sobrados" | "misto" | "comercial" | "galpoes" | "alto-padrao" | "horizontal" | "chacaras" | "conjuntos";

export type Concern = "alagamento" | "ladeira" | "raios" | "uso-intenso" | "poeira" | "umidade" | "queda-energia" | "ruido" | "seguranca" | "restricao";

type ProfileCopy = {
  /** "condomínios verticais e prédios residenciais" */
  housing: string;
  /** End of the page title: "Prédios e Condomínios". */
  hook: string;
  /** Gate types found there, each with a short explanation. */
  gates: string[];
  /** Which motor suits these gates, and why. */
  recommendation: string;
  /** Catalogue slugs worth a look (links on the page). */
  motors: { name: string; slug: string }[];
  maintenance: string;
  faq: (place: string) => FaqItem;
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
    hook: "Prédios e Condomínios",
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
    faq: (place) => ({
      question: `Qual motor é indicado para o portão da garagem de um prédio em ${place}?`,
      answer:
        "Para garagens coletivas o ideal é um motor de uso intensivo, como o PPA Condominium, com fotocélula e fechamento automático. Na visita técnica medimos o portão e contamos os carros para dimensionar o equipamento.",
    }),
  },
  sobrados: {
    hook: "Casas e Sobrados",
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
    faq: (place) => ({
      question: `Dá para automatizar o portão basculante antigo de um sobrado em ${place}?`,
      answer:
        "Na maioria dos casos, sim. Verificamos se a folha está no prumo, se as guias e roldanas correm livres e se o contrapeso ou as molas estão equilibrados. Com o portão leve e alinhado, o motor é instalado sem trocar a folha.",
    }),
  },
  misto: {
    hook: "Casas e Prédios",
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
    faq: (place) => ({
      question: `Em ${place}, moro em um prédio pequeno sem porteiro. O motor precisa ser diferente?`,
      answer:
        "Depende de quantas vezes o portão abre por dia. Em prédios com até oito ou dez vagas um motor residencial reforçado costuma bastar; acima disso indicamos um modelo de uso intensivo. O controle de quem se mudou só deixa de abrir zerando o receptor e recadastrando os demais.",
    }),
  },
  comercial: {
    hook: "Comércio e Garagens",
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
    faq: (place) => ({
      question: `Vocês instalam motor em portão de loja ou estacionamento em ${place}?`,
      answer:
        "Sim. Avaliamos a largura, o peso e quantas vezes o portão abre por hora para indicar um motor de alto torque, e combinamos a instalação fora do horário de pico para não atrapalhar o movimento.",
    }),
  },
  galpoes: {
    hook: "Galpões e Empresas",
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
    faq: (place) => ({
      question: `O motor aguenta o portão pesado de um galpão em ${place}?`,
      answer:
        "Aguenta quando é dimensionado pelo peso real da folha. Pesamos ou calculamos o portão na visita, conferimos trilho e roldanas e indicamos um motor com margem de força, para que ele não trabalhe no limite.",
    }),
  },
  "alto-padrao": {
    hook: "Portões de Alto Padrão",
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
    faq: (place) => ({
      question: `Meu portão em ${place} é revestido de madeira. O motor comum serve?`,
      answer:
        "O revestimento aumenta bastante o peso. Calculamos o peso real e indicamos um motor com torque de sobra e rampa de desaceleração, como os modelos Jetflex, para que o portão não bata no fim do curso.",
    }),
  },
  horizontal: {
    hook: "Condomínios de Casas",
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
    faq: (place) => ({
      question: `Vocês atendem condomínios fechados em ${place}?`,
      answer:
        "Sim, tanto o portão da garagem de cada casa quanto o portão da portaria. Para a entrada do condomínio indicamos motor de uso intensivo, nobreak e fotocélula, e agendamos a instalação com a administração.",
    }),
  },
  chacaras: {
    hook: "Chácaras e Casas de Campo",
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
    faq: (place) => ({
      question: `O controle funciona se o portão fica longe da casa, como em muitos terrenos de ${place}?`,
      answer:
        "Funciona dentro do alcance do receptor, que varia com muros e vegetação. Quando a distância é grande instalamos uma antena externa no receptor, o que aumenta o alcance sem trocar o motor.",
    }),
  },
  conjuntos: {
    hook: "Portões de Casa",
    housing: "casas e sobrados de construção própria e conjuntos residenciais",
    gates: [
      "Portões basculantes de ferro feitos sob medida pelo serralheiro do bairro.",
      "Portões de correr de grade, leves e estreitos.",
      "Garagens curtas, em que o portão abre rente à calçada.",
    ],
    recommendation: `Para portões leves de ferro o PPA Home resolve com bom custo. Parcelado, o kit com instalação sai ${KIT_OFFER}; o catálogo de motores mostra, para cada modelo, o preço à vista, o valor das parcelas e o total. Se o portão foi feito sob medida e é mais pesado, o Home SP Mono tem redutor reforçado para portões mais pesados.`,
    motors: [HOME, SP_MONO],
    maintenance: "Portões de ferro pedem atenção à ferrugem nas dobradiças e guias: uma revisão por ano com lubrificação evita que o motor force.",
    faq: (place) => ({
      question: `Meu portão em ${place} foi feito pelo serralheiro. Dá para colocar motor?`,
      answer:
        "Dá, desde que o portão esteja no prumo e corra leve com a mão. Na visita verificamos as guias, o contrapeso e os pontos de fixação; se precisar de um reforço na estrutura, avisamos antes de instalar.",
    }),
  },
};

type ConcernCopy = { title: string; tip: string; faq: (place: string) => FaqItem };

export const CONCERNS: Record<Concern, ConcernCopy> = {
  alagamento: {
    title: "Chuva forte e ruas que acumulam água",
    tip: "Nos portões deslizantes o motor fica rente ao chão. Onde a água sobe em temporais, instalamos o motor sobre uma base elevada, vedamos a caixa de passagem dos cabos e, depois de uma enchente, o motor deve ser desligado no disjuntor até ser verificado.",
    faq: (place) => ({
      question: `A rua alagou em ${place} e o motor ficou molhado. Posso ligar?`,
      answer:
        "Não ligue antes de secar e verificar. Desligue o disjuntor do portão, abra-o manualmente pela chave de destravamento e chame um técnico para secar a central e medir o isolamento do motor. Ligar molhado pode queimar a placa.",
    }),
  },
  ladeira: {
    title: "Ruas em ladeira e garagens com rampa",
    tip: "Em rampa, o portão basculante trabalha desequilibrado e o deslizante tende a correr sozinho na descida. Regulamos a força e a desaceleração na central, conferimos contrapeso e molas e, no deslizante em declive, usamos travamento mecânico para o portão não descer sem comando.",
    faq: (place) => ({
      question: `Minha garagem em ${place} fica em rampa. O motor aguenta?`,
      answer:
        "Aguenta quando o portão está equilibrado e a força é regulada para a inclinação. Conferimos o contrapeso do basculante ou a trava do deslizante e ajustamos a desaceleração para o portão não bater no fim do curso.",
    }),
  },
  raios: {
    title: "Temporais e descargas elétricas",
    tip: "As tempestades de verão são a principal causa de placa queimada. Um protetor contra surtos (DPS) no circuito do portão e um bom aterramento protegem a central; em dia de raio, desligar o disjuntor do portão é uma medida simples que evita prejuízo.",
    faq: (place) => ({
      question: `Caiu um raio perto de casa em ${place} e o portão parou. O que fazer?`,
      answer:
        "Desligue o disjuntor do portão e abra-o manualmente. Surtos costumam queimar a central ou o receptor sem danificar o motor; o técnico testa cada parte e, na troca, instala um protetor contra surtos para a próxima tempestade.",
    }),
  },
  "uso-intenso": {
    title: "Portão que abre o dia inteiro",
    tip: "Muitos ciclos por hora aquecem o motor e gastam engrenagem, cremalheira e roldanas. O motor precisa ser dimensionado para o movimento real, e a revisão deve ser mais frequente do que em uma casa.",
    faq: (place) => ({
      question: `O portão em ${place} abre muitas vezes por dia e o motor esquenta. É normal?`,
      answer:
        "Aquecer um pouco é normal; desligar por superaquecimento não. Isso indica motor subdimensionado ou portão pesado. Verificamos o alinhamento e, se for o caso, indicamos um motor de uso intensivo.",
    }),
  },
  poeira: {
    title: "Poeira, folhas e sujeira no trilho",
    tip: "Poeira de obras e de tráfego pesado, terra e folhas se acumulam no trilho e nas roldanas, e o portão passa a exigir mais força do motor. Limpar o trilho a cada quinze dias e não lubrificar com graxa no trilho (ela segura a sujeira) prolonga a vida do conjunto.",
    faq: (place) => ({
      question: `Com a poeira de ${place}, de quanto em quanto tempo devo limpar o trilho?`,
      answer:
        "A cada quinze dias, com vassoura e pano seco. Graxa no trilho junta poeira e vira lixa; a lubrificação vai nas roldanas e articulações, nunca na pista do trilho.",
    }),
  },
  umidade: {
    title: "Umidade, neblina e mata",
    tip: "A umidade oxida contatos e bornes da central e atrai insetos para dentro da caixa do motor. Caixas bem vedadas, passagem de cabos com curva para baixo e limpeza anual da central evitam falhas intermitentes.",
    faq: (place) => ({
      question: `O portão falha mais em dias úmidos em ${place}. Por quê?`,
      answer:
        "Umidade na central ou no receptor causa mau contato e comandos que não chegam. A solução é limpar e secar a placa, trocar bornes oxidados e melhorar a vedação da caixa.",
    }),
  },
  "queda-energia": {
    title: "Quedas de energia",
    tip: "Onde a luz cai com frequência, um nobreak próprio para motor de portão mantém o portão funcionando por alguns ciclos. Todo morador também deve saber usar a chave de destravamento para abrir o portão manualmente.",
    faq: (place) => ({
      question: `Faltou luz em ${place}. Como tiro o carro da garagem?`,
      answer:
        "Use a chave de destravamento que acompanha o motor: ela solta o portão e permite abri-lo com a mão. Quando a energia voltar, trave de novo e acione o controle. Para não depender disso, há nobreaks próprios para motor de portão.",
    }),
  },
  ruido: {
    title: "Vizinhança próxima e silêncio à noite",
    tip: "Em prédios colados e ruas residenciais, um motor barulhento incomoda às seis da manhã. Engrenagens lubrificadas, buchas de borracha na fixação e a rampa de desaceleração da central deixam a abertura bem mais silenciosa.",
    faq: (place) => ({
      question: `O barulho do portão incomoda os vizinhos em ${place}. Tem solução?`,
      answer:
        "Quase sempre. Ruído vem de engrenagem seca, roldana gasta, fixação solta ou portão batendo no batente. Lubrificação, troca de roldanas e ajuste da desaceleração resolvem a maioria dos casos sem trocar o motor.",
    }),
  },
  seguranca: {
    title: "Segurança na entrada e saída",
    tip: "O momento mais vulnerável é o carro parado esperando o portão abrir. Motores rápidos, como os da linha Jetflex, fechamento automático e controles de código rolante (o código muda a cada clique, o que dificulta a cópia por um aparelho clonador) reduzem esse risco.",
    faq: (place) => ({
      question: `Um portão mais rápido ajuda na segurança em ${place}?`,
      answer:
        "Ajuda: com a tecnologia Jetflex o portão basculante abre bem mais rápido que com um motor padrão, e o carro fica menos tempo parado na rua. Fechamento automático e controle com código rolante completam a proteção.",
    }),
  },
  restricao: {
    title: "Ruas estreitas e restrição de carga e descarga",
    tip: "Em ruas estreitas, com zona azul ou restrição de caminhões, a instalação precisa ser combinada: o técnico leva o kit em carro pequeno e o síndico ou o responsável deve reservar o acesso à garagem no horário marcado.",
    faq: (place) => ({
      question: `A rua em ${place} é estreita e movimentada. Como é feita a instalação?`,
      answer: `Combinamos dia e horário com o responsável, levamos o kit em veículo pequeno e a instalação leva de ${FACTS.installHours}. O portão fica fora de uso só durante esse período.`,
    }),
  },
};

/** "Quedas de energia: onde a luz cai com frequência, ..." (one list item per concern). */
export function concernLine(concern: Concern): string {
  const { title, tip } = CONCERNS[concern];
  return `${title}: ${tip.charAt(0).toLowerCase()}${tip.slice(1)}`;
}
