import { MOTORS_PATH, SERVICE_PATH, WARRANTY_PATH } from "~/lib/paths";
import { placeDisplayName, placeEm } from "~/lib/place-names";
import { isServedPlace } from "~/lib/places/served";
import { slugify } from "~/lib/slug";
import { findPlace, type Place } from "~/content/places";

/**
 * Posts (docs/product.md §4.9): four title types across the places. The title, slug,
 * description and date are stored by the seed (db/seed/posts.ts); the text is the post's row in
 * "Páginas do site" (decision 0043, seeded from db/seed/prose/posts.ts). What stays here is
 * structure: the title and address rules, the "Veja também" links and the notice for a place
 * outside the owner's served cities. The kind "loja" keeps its stored name and its addresses,
 * but its title and text claim no shop: the business sells and installs, it has no store for a
 * visitor to walk into (docs/product.md §4.9).
 */
export type PostKind = "loja" | "servicos" | "basculante" | "motor";

export const POST_KINDS: PostKind[] = ["loja", "servicos", "basculante", "motor"];

const TITLE_PREFIX: Record<PostKind, string> = {
  loja: "Venda e Instalação de Motores de Portão",
  servicos: "Serviços de Automação de Portões",
  basculante: "Motores Basculantes para Portão",
  motor: "Motores de Portão Automático",
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

export function isPostKind(value: string): value is PostKind {
  return (POST_KINDS as string[]).includes(value);
}

export type PostLink = { name: string; path: string };

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

/**
 * "Veja também": the place's page, then the pages that state prices, warranty and service facts
 * once (docs/content-quality.md): a post links to them instead of repeating their sentences.
 */
export function postLinks(kind: PostKind, placeSlug: string): PostLink[] {
  const place = findPlace(placeSlug);
  return [...(place ? [{ name: `Motor para portão ${placeEm(place)}`, path: place.href }] : []), ...SHARED_LINKS[kind]];
}

/** The kinds whose text ends with what the place's delivery depends on: the shop's and the motor's. */
const NOTICE_KINDS: readonly PostKind[] = ["loja", "motor"];

/**
 * The notice after the text of a post about a place outside the owner's list of served cities
 * ("Dados do negócio"), as the place page says it (app/lib/places/served.ts): decided on each
 * request from the list, never stored, so it follows the list. Null for a served place, a place
 * the site does not list, and the kinds that never said it.
 */
export function postServedNotice(kind: PostKind, placeSlug: string, servedCities: readonly string[]): string | null {
  const place = findPlace(placeSlug);
  if (!place || !NOTICE_KINDS.includes(kind) || isServedPlace(place, servedCities)) return null;
  return "Este lugar fica fora das cidades que atendemos hoje: pergunte se chegamos ao seu endereço.";
}
