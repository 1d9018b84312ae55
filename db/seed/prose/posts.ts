import { ol, p, section, ul, type ContentSection } from "../../../app/content/blocks";
import { BRAND, FACTORY_PRICE, FACTS, KIT_OFFER, PRICES, formatPriceRange } from "../../../app/content/business";
import { PLACE_FACTS, type PlaceFacts } from "../../../app/content/place-facts";
import type { Concern, HousingProfile } from "../../../app/content/place-profiles";
import { findPlace, type Place } from "../../../app/content/places";
import { placeEm } from "../../../app/lib/place-names";
import type { PostKind } from "../../../app/pages/post-page";

/**
 * The posts' starting text (docs/product.md §4.9), read by the seed only: each post's opening and
 * sections, composed from its kind and its place's housing profile and concerns
 * (app/content/place-facts.ts), become its row in "Páginas do site" (decision 0043,
 * db/seed/page-texts/posts.ts). Figures of "Dados do negócio" stay slots (decision 0028): the
 * factory-direct claim (`FACTORY_PRICE`, a sentence of its own that goes when the owner does not
 * make the claim, decision 0050), the kit's offer, the price ranges and the installation time.
 * Prices, instalments, the warranty and free delivery are stated once, on the catalogue, the
 * warranty terms and the service page (docs/content-quality.md): a post links to them ("Veja
 * também", the template's) instead of repeating their sentences. Whether the place is outside
 * the owner's served cities is the template's notice, decided on each request from their list.
 * The kind "loja" claims no shop: the business sells and installs, it has no store for a visitor
 * to walk into (docs/product.md §4.9).
 */

/** The "type phrase" of the description rule (docs/product.md §4.9), one per title type. */
export const TYPE_PHRASES: Record<PostKind, string> = {
  loja: `Venda e instalação de motores de portão ${BRAND}, com kits completos, peças originais, garantia e atendimento`,
  servicos: "Serviços de automação de portões: instalação, manutenção preventiva e conserto de motores",
  basculante: `Motores basculantes ${BRAND} para a garagem de casa e de condomínio, com instalação`,
  motor: "Motores de portão automático: venda, instalação e assistência técnica",
};

/** Description rule of docs/product.md §4.9: the title type's phrase followed by the place the title ends with. */
export function postDescription(kind: PostKind, place: Place): string {
  return `${TYPE_PHRASES[kind]} ${placeEm(place)}.`;
}

/**
 * The place a stored title ends with, for a post whose place is not (or no longer) one of the
 * site's: the text after the title's last " em ", else its last word.
 */
export function titleTail(title: string): string {
  const trimmed = title.trim();
  const at = trimmed.lastIndexOf(" em ");
  if (at >= 0) return trimmed.slice(at + 4).trim();
  return trimmed.split(/\s+/).pop() ?? "";
}

/** What a housing profile's buildings and gates mean for a post: the profile's texts the posts were written from. */
type PostProfile = {
  /** "condomínios verticais e prédios residenciais" */
  housing: string;
  /** Gate types found there, each with a short explanation. */
  gates: string[];
  /** Which motor suits these gates, and why. */
  recommendation: string;
  maintenance: string;
};

const condoVisits = FACTS.maintenancePerYear.condominium;

const PROFILES: Record<HousingProfile, PostProfile> = {
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

/** Each local condition that wears a gate motor, as one list item: its name, then what to do about it. */
const CONCERN_LINES: Record<Concern, string> = {
  alagamento:
    "Chuva forte e ruas que acumulam água: nos portões deslizantes o motor fica rente ao chão. Onde a água sobe em temporais, instalamos o motor sobre uma base elevada, vedamos a caixa de passagem dos cabos e, depois de uma enchente, o motor deve ser desligado no disjuntor até ser verificado.",
  ladeira:
    "Ruas em ladeira e garagens com rampa: em rampa, o portão basculante trabalha desequilibrado e o deslizante tende a correr sozinho na descida. Regulamos a força e a desaceleração na central, conferimos contrapeso e molas e, no deslizante em declive, usamos travamento mecânico para o portão não descer sem comando.",
  raios:
    "Temporais e descargas elétricas: as tempestades de verão são a principal causa de placa queimada. Um protetor contra surtos (DPS) no circuito do portão e um bom aterramento protegem a central; em dia de raio, desligar o disjuntor do portão é uma medida simples que evita prejuízo.",
  "uso-intenso":
    "Portão que abre o dia inteiro: muitos ciclos por hora aquecem o motor e gastam engrenagem, cremalheira e roldanas. O motor precisa ser dimensionado para o movimento real, e a revisão deve ser mais frequente do que em uma casa.",
  poeira:
    "Poeira, folhas e sujeira no trilho: poeira de obras e de tráfego pesado, terra e folhas se acumulam no trilho e nas roldanas, e o portão passa a exigir mais força do motor. Limpar o trilho a cada quinze dias e não lubrificar com graxa no trilho (ela segura a sujeira) prolonga a vida do conjunto.",
  umidade:
    "Umidade, neblina e mata: a umidade oxida contatos e bornes da central e atrai insetos para dentro da caixa do motor. Caixas bem vedadas, passagem de cabos com curva para baixo e limpeza anual da central evitam falhas intermitentes.",
  "queda-energia":
    "Quedas de energia: onde a luz cai com frequência, um nobreak próprio para motor de portão mantém o portão funcionando por alguns ciclos. Todo morador também deve saber usar a chave de destravamento para abrir o portão manualmente.",
  ruido:
    "Vizinhança próxima e silêncio à noite: em prédios colados e ruas residenciais, um motor barulhento incomoda às seis da manhã. Engrenagens lubrificadas, buchas de borracha na fixação e a rampa de desaceleração da central deixam a abertura bem mais silenciosa.",
  seguranca:
    "Segurança na entrada e saída: o momento mais vulnerável é o carro parado esperando o portão abrir. Motores rápidos, como os da linha Jetflex, fechamento automático e controles de código rolante (o código muda a cada clique, o que dificulta a cópia por um aparelho clonador) reduzem esse risco.",
  restricao:
    "Ruas estreitas e restrição de carga e descarga: em ruas estreitas, com zona azul ou restrição de caminhões, a instalação precisa ser combinada: o técnico leva o kit em carro pequeno e o síndico ou o responsável deve reservar o acesso à garagem no horário marcado.",
};

/** A post about a place the site does not list: general advice. */
const GENERIC_FACTS: PlaceFacts = { profile: "misto", concerns: ["raios", "queda-energia"], landmarks: [] };

/** How a service goes, step by step ("Como funciona o atendimento na Mooca"). */
function serviceSteps(em: string): ContentSection {
  return section(
    `Como funciona o atendimento ${em}`,
    ol([
      "Você pede a visita ou o orçamento e conta o tipo de portão, as medidas aproximadas e quantas vezes ele abre por dia.",
      "Indicamos o motor e passamos o orçamento; se for preciso, um técnico confere o portão no local.",
      `A instalação leva de ${FACTS.installHours}, com teste de fim de curso, fotocélula e controles.`,
      "Ao final, mostramos como usar a chave de destravamento e deixamos a garantia por escrito.",
    ]),
  );
}

/** `em` is the place in a sentence, with its preposition: "na Mooca", "em Osasco". */
function kindSections(kind: PostKind, em: string, facts: PlaceFacts): ContentSection[] {
  const profile = PROFILES[facts.profile];
  const concerns = facts.concerns.map((c) => CONCERN_LINES[c]);
  switch (kind) {
    case "loja":
      return [
        section(
          "O que você encontra",
          ul([
            "Kits completos: motor, central de comando, dois controles de código rolante, braço de transmissão e chave de destravamento.",
            "Peças originais de reposição: coroa, capacitor, central, receptor e controles.",
            "Acessórios de segurança e conforto: fotocélula, nobreak e trava eletromagnética.",
            "Orientação antes da compra, para o motor combinar com o peso e o uso do portão.",
          ]),
        ),
        section(`Motor indicado para ${profile.housing}`, p(profile.recommendation)),
      ];
    case "servicos":
      return [
        section(
          `Serviços de automação ${em}`,
          ul([
            "Instalação de motor novo com o kit do modelo e o cadastro dos controles; o ponto elétrico e os acessórios fora do kit são vistos na visita e orçados antes.",
            `Manutenção preventiva. ${profile.maintenance}`,
            "Conserto de central, capacitor, engrenagem e transmissão.",
            "Troca de motor antigo por modelo atual, com garantia.",
          ]),
        ),
        section(`Cuidados com portões ${em}`, ul(concerns)),
        serviceSteps(em),
      ];
    case "basculante":
      return [
        section(
          "Velocidades de abertura",
          p(
            "Quanto cada modelo leva para abrir e quanto custa está no catálogo de motores. A rampa de desaceleração faz o portão chegar suave ao fim do curso, mesmo nos modelos mais rápidos.",
          ),
        ),
        section(
          "Antes de instalar: o portão equilibrado",
          p(
            "Destravado, o basculante deve ficar parado em qualquer ponto do curso. Se ele cai ou sobe sozinho, o contrapeso ou as molas são ajustados antes da instalação, para o motor não levantar o peso todo.",
          ),
        ),
        section(`Portões ${em}`, p(`Encontramos principalmente ${profile.housing}.`), ul(profile.gates)),
      ];
    case "motor":
      return [
        section(
          "Tipos de motor de portão",
          ul([
            "Basculante: o mais comum em garagens de casa; a linha PPA tem modelos de velocidades diferentes.",
            "Deslizante: para portões de correr, com cremalheira e motor no chão.",
            "Pivotante e de abrir: motores de braço para folhas que giram.",
            "Uso intensivo: para condomínios e comércio, com mais ciclos por hora.",
          ]),
        ),
        section(`Qual escolher ${em}`, p(profile.recommendation)),
        section(`O que pesa na vida útil do motor ${em}`, ul(concerns)),
      ];
  }
}

/**
 * The post's opening. It never repeats the place page's own text (its note and local block):
 * a post is a variant of a title pattern, and copying the place's text would make the place
 * page share it (docs/content-quality.md).
 */
function intro(kind: PostKind, em: string): string {
  const lead: Record<PostKind, string> = {
    loja: `Procurando quem venda e instale motor de portão ${em}? Vendemos motores ${BRAND} e instalamos com garantia. Você paga ${FACTORY_PRICE.phrase}.`,
    servicos: `Instalação, manutenção e conserto de portões automáticos ${em}, com técnicos especializados em motores ${BRAND} e peças originais.`,
    basculante: `O portão basculante é o mais comum nas garagens de São Paulo e da região. Veja como escolher o motor certo para ele ${em}.`,
    motor: `Escolher o motor de portão certo ${em} começa pelo tipo de portão, pelo peso da folha e por quantas vezes ele abre por dia.`,
  };
  return lead[kind];
}

/**
 * A post's starting opening and sections, from its kind and its place (a place the site does not
 * list, or no longer, gets general advice, named as its stored title ends: `titleTail`).
 */
export function postProse(kind: PostKind, placeSlug: string, title: string): { intro: string; sections: ContentSection[] } {
  const place = findPlace(placeSlug);
  const facts = (place && PLACE_FACTS[place.slug]) || GENERIC_FACTS;
  const em = place ? placeEm(place) : `em ${titleTail(title)}`;
  return { intro: intro(kind, em), sections: kindSections(kind, em, facts) };
}
