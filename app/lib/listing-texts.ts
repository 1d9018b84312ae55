import { MOTORS_PATH, PLACES_HUB_PATH, SELECTOR_PATH, SITEMAP_PATH, TOPICS_HUB_PATH, USEFUL_LINKS_PATH } from "./paths";

/**
 * The hubs and tools (the catalogue, the lists of places and topics, "Links Úteis", the site map,
 * the model selector) store their lines in "Páginas do site" like every page (decision 0043):
 * title, description, heading and opening. What they list is the template's, made from the
 * catalogue and the tables; the owner's own text shows under the heading. A count or list a
 * line names is a slot of this table, filled by the page from what it lists when it is served,
 * so the number the owner reads in the editor is never a figure frozen in the text.
 */
export const LISTING_SLOTS = {
  /** How many models the catalogue shows now. */
  modelCount: "{número de modelos}",
  /** The catalogue's model lines ("PPA Home, Penta, …"), as the catalogue names them now. */
  modelLines: "{linhas de modelos}",
  /** How many places in the owner's served cities have a page of their own. */
  placePageCount: "{número de bairros e cidades com página}",
} as const;

export type ListingSlot = (typeof LISTING_SLOTS)[keyof typeof LISTING_SLOTS];
export type ListingSlotValues = Partial<Record<ListingSlot, string>>;

type ListingPage = {
  /** What the page makes by itself below the owner's text, as the editor names it. */
  lists: string;
  /** The slots its lines may name, and what the editor says each one becomes. */
  slots: { slot: ListingSlot; means: string }[];
};

const LISTING_PAGES: Record<string, ListingPage> = {
  [MOTORS_PATH]: {
    lists: "os cartões dos modelos do catálogo, o conteúdo do kit e o quadro de contato",
    slots: [
      { slot: LISTING_SLOTS.modelCount, means: "o número de modelos do catálogo" },
      { slot: LISTING_SLOTS.modelLines, means: "as linhas de modelos do catálogo, separadas por vírgula" },
    ],
  },
  [PLACES_HUB_PATH]: {
    lists: "os bairros e cidades com página, por região, só das cidades que você atende",
    slots: [{ slot: LISTING_SLOTS.placePageCount, means: "o número de bairros e cidades com página, nas cidades que você atende" }],
  },
  [TOPICS_HUB_PATH]: { lists: "os assuntos do menu “Serviços”, por grupo", slots: [] },
  [USEFUL_LINKS_PATH]: { lists: "as páginas geradas publicadas, das mais novas às mais antigas", slots: [] },
  [SITEMAP_PATH]: { lists: "os links de todas as páginas do site, por assunto", slots: [] },
  [SELECTOR_PATH]: { lists: "as perguntas sobre o portão e os modelos indicados para as respostas", slots: [] },
};

export function listingSlotsOf(path: string): ListingSlot[] {
  return (LISTING_PAGES[path]?.slots ?? []).map((s) => s.slot);
}

/** What the editor says a hub makes by itself, and its slots (null: not a hub). */
export function listingAutomaticParts(path: string): string | null {
  const page = LISTING_PAGES[path];
  if (!page) return null;
  const slots = page.slots.length ? ` Nas linhas, ${page.slots.map((s) => `${s.slot} é trocado por ${s.means}`).join("; ")}.` : "";
  return `Automático nesta página: ${page.lists}, logo abaixo do texto da página.${slots}`;
}

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A line with the page's slots filled. A list slot with nothing to list takes the ": " or ", "
 * before it with it, so "modelos: {linhas de modelos}, com preço" reads "modelos, com preço".
 * Replaced by functions: a replacement string would read "$&" and its kin.
 */
export function fillListingSlots(text: string, values: ListingSlotValues): string {
  if (!text.includes("{")) return text;
  let out = text;
  for (const [slot, value] of Object.entries(values) as [ListingSlot, string][]) {
    out = value ? out.replaceAll(slot, () => value) : out.replace(new RegExp(`(?:[:,] )?${escapeForPattern(slot)}`, "g"), () => "");
  }
  return out;
}
