import { ol, p, section, ul, type ContentSection } from "../../../app/content/blocks";
import { BRAND, FACTORY_PRICE, FACTS } from "../../../app/content/business";
import { PLACE_FACTS, type PlaceFacts } from "../../../app/content/place-facts";
import type { Concern } from "../../../app/content/place-profiles";
import { PROFILE_PROSE } from "./profiles";
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
  const profile = PROFILE_PROSE[facts.profile];
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
