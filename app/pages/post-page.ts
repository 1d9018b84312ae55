import { p, section, ul, type ContentSection } from "~/content/blocks";
import { BRAND, FACTORY_PRICE } from "~/content/business";
import { MOTORS_PATH, SERVICE_PATH, WARRANTY_PATH } from "~/lib/paths";
import { placeDisplayName, placeEm } from "~/lib/place-names";
import { hasFreeShipping, serviceSteps } from "./place-page";
import { slugify } from "~/lib/slug";
import { PLACE_FACTS, type PlaceFacts } from "~/content/place-facts";
import { PROFILES, concernLine } from "~/content/place-profiles";
import { findPlace, type Place } from "~/content/places";

/**
 * Posts (docs/product.md §4.9): four title types across the places. The title,
 * slug, description and date are stored by the seed; the body is composed here from
 * the post's kind and place when the page is rendered. The kind "loja" keeps its stored name
 * and its addresses, but its title and text claim no shop: the business sells and installs, it
 * has no store for a visitor to walk into (docs/product.md §4.9).
 */
export type PostKind = "loja" | "servicos" | "basculante" | "motor";

export const POST_KINDS: PostKind[] = ["loja", "servicos", "basculante", "motor"];

const TITLE_PREFIX: Record<PostKind, string> = {
  loja: "Venda e Instalação de Motores de Portão",
  servicos: "Serviços de Automação de Portões",
  basculante: "Motores Basculantes para Portão",
  motor: "Motores de Portão Automático",
};

/** The "type phrase" of the description rule (docs/product.md §4.9), one per title type. */
export const TYPE_PHRASES: Record<PostKind, string> = {
  loja: `Venda e instalação de motores de portão ${BRAND}, com kits completos, peças originais, garantia e atendimento`,
  servicos: "Serviços de automação de portões: instalação, manutenção preventiva e conserto de motores",
  basculante: `Motores basculantes ${BRAND} para a garagem de casa e de condomínio, com instalação`,
  motor: "Motores de portão automático: venda, instalação e assistência técnica",
};

/**
 * What the seed wrote before (docs/product.md §4.9): the first title words of each kind. The
 * slug keeps them, and the seed replaces a stored title still in one of these forms.
 */
const EARLIER_TITLE_PREFIXES: Record<PostKind, string[]> = {
  loja: ["Loja Especializada em Motores de Portão"],
  servicos: [],
  basculante: [],
  motor: [],
};

/** The title: the kind's words and the place with its own preposition ("… na Mooca", "… no Tatuapé"). */
export function postTitle(kind: PostKind, place: Place): string {
  return `${TITLE_PREFIX[kind]} ${placeEm(place)}`;
}

/** The title as the first seed wrote it: the kind's first words, "em" before every place ("… em Mooca"). */
export function firstPostTitle(kind: PostKind, place: Place): string {
  return `${EARLIER_TITLE_PREFIXES[kind][0] ?? TITLE_PREFIX[kind]} em ${placeDisplayName(place)}`;
}

/**
 * The address keeps the form the first titles had ("…-em-mooca", "loja-especializada-…"), so
 * that no post's URL changed when the titles took each place's preposition or lost the word
 * "loja" (docs/product.md §4.9).
 */
export function postSlug(kind: PostKind, place: Place): string {
  return slugify(firstPostTitle(kind, place));
}

/**
 * What the seed ever stored for this post: every title (the first "… em Mooca" form, the earlier
 * words of its kind, the current one) and the endings of its descriptions (" em Mooca.",
 * " na Mooca."). A row holding one of these titles and a description with one of these endings,
 * and not the current pair, is the seed's own and takes the current title and description.
 */
export function seededPostForms(kind: PostKind, place: Place): { titles: string[]; descriptionEnds: string[] } {
  const places = [...new Set([`em ${placeDisplayName(place)}`, placeEm(place)])];
  const prefixes = [...EARLIER_TITLE_PREFIXES[kind], TITLE_PREFIX[kind]];
  return {
    titles: places.flatMap((at) => prefixes.map((prefix) => `${prefix} ${at}`)),
    descriptionEnds: places.map((at) => ` ${at}.`),
  };
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

/** Description rule of docs/product.md §4.9: the title type's phrase followed by the place the title ends with. */
export function postDescription(kind: PostKind, place: Place): string {
  return `${TYPE_PHRASES[kind]} ${placeEm(place)}.`;
}

export function isPostKind(value: string): value is PostKind {
  return (POST_KINDS as string[]).includes(value);
}

export type PostLink = { name: string; path: string };

export type PostBody = {
  intro: string[];
  sections: ContentSection[];
  /** "Veja também": the place's page, then the pages that state prices, warranty and service facts once. */
  links: PostLink[];
};

const GENERIC_FACTS: PlaceFacts = { profile: "misto", concerns: ["raios", "queda-energia"], landmarks: [] };

/**
 * `em` is the place in a sentence, with its preposition: "na Mooca", "em Osasco".
 * Prices, instalments, the warranty and free delivery are stated once, on the catalogue, the
 * warranty terms and the service page (docs/content-quality.md): a post links to them ("Veja
 * também") instead of repeating their sentences. Only a place outside the owner's list of served
 * cities says so, since that is the one thing about delivery that differs here.
 */
function kindSections(kind: PostKind, em: string, place: Place | undefined, facts: PlaceFacts, servedCities?: readonly string[]): ContentSection[] {
  const profile = PROFILES[facts.profile];
  const concerns = facts.concerns.map((c) => concernLine(c));
  // Outside the owner's list of served cities the post says what the place page says (app/lib/places/served.ts).
  const paidDelivery =
    place && !hasFreeShipping(place, servedCities) ? [p("Este lugar fica fora das cidades que atendemos hoje: pergunte se chegamos ao seu endereço.")] : [];
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
        section(`Motor indicado para ${profile.housing}`, p(profile.recommendation), ...paidDelivery),
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
        section(`O que pesa na vida útil do motor ${em}`, ul(concerns), ...paidDelivery),
      ];
  }
}

/**
 * The post's opening. It never repeats the place page's own text (its note and local block):
 * a post is a variant of a title pattern, and copying the place's text would make the place
 * page share it (docs/content-quality.md).
 */
function intro(kind: PostKind, em: string): string[] {
  const lead: Record<PostKind, string> = {
    loja: `Procurando quem venda e instale motor de portão ${em}? Vendemos motores ${BRAND} e instalamos com garantia. Você paga ${FACTORY_PRICE.phrase}.`,
    servicos: `Instalação, manutenção e conserto de portões automáticos ${em}, com técnicos especializados em motores ${BRAND} e peças originais.`,
    basculante: `O portão basculante é o mais comum nas garagens de São Paulo e da região. Veja como escolher o motor certo para ele ${em}.`,
    motor: `Escolher o motor de portão certo ${em} começa pelo tipo de portão, pelo peso da folha e por quantas vezes ele abre por dia.`,
  };
  return [lead[kind]];
}

/** The pages that hold the facts a post of each kind would otherwise repeat. */
const SHARED_LINKS: Record<PostKind, PostLink[]> = {
  loja: [
    { name: "Modelos de motor, preços e parcelamento", path: MOTORS_PATH },
    { name: "Termos de garantia", path: WARRANTY_PATH },
  ],
  servicos: [{ name: "Instalação e manutenção: serviços e preços", path: SERVICE_PATH }],
  basculante: [{ name: "Modelos de motor, velocidades e preços", path: MOTORS_PATH }],
  motor: [{ name: "Modelos de motor, preços e parcelamento", path: MOTORS_PATH }],
};

/** Body of a post from its kind and place slug (an unknown place gets general advice). */
/** `servedCities`: the owner's list of served cities ("Dados do negócio"); without it, the list a fresh install starts with. */
export function postBody(kind: PostKind, placeSlug: string, fallbackName: string, servedCities?: readonly string[]): PostBody {
  const place = findPlace(placeSlug);
  const facts = (place && PLACE_FACTS[place.slug]) || GENERIC_FACTS;
  const em = place ? placeEm(place) : `em ${fallbackName}`;
  return {
    intro: intro(kind, em),
    sections: kindSections(kind, em, place, facts, servedCities),
    links: [...(place ? [{ name: `Motor para portão ${em}`, path: place.href }] : []), ...SHARED_LINKS[kind]],
  };
}
