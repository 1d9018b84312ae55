import { slugify } from "~/lib/slug";
import { PLACES_HUB_PATH, cityPath } from "~/lib/paths";

/**
 * Places served (docs/product.md §3 header, §4.11 sitemap groups, §2 free-delivery list).
 * Groups follow the city's own division: the capital's neighbourhoods sit in the zone of their
 * subprefecture (docs/place-facts.md). Neighbourhood slugs of Osasco and Guarulhos carry the
 * city name so "Centro" or "Bela Vista" never collide.
 *
 * Each place is written once, with the preposition and article it takes in a sentence
 * ("na Mooca", "no Tatuapé", "em Santana"): that form is the place's `em` and the name is what
 * follows the preposition.
 */

export type PlaceGroupId = "sp-centro" | "sp-norte" | "sp-sul" | "sp-leste" | "sp-oeste" | "abcd" | "outras-cidades" | "osasco" | "guarulhos";

export type PlaceKind = "bairro" | "cidade";

/**
 * Where a city of the "Outras Cidades" group lies around the capital: the sub-regions of the
 * Região Metropolitana de São Paulo (Oeste, Sudoeste, Norte, Leste; the ABC is a group of its
 * own). Campo Limpo Paulista (Jundiaí's region) and Atibaia (the Bragantina), outside the
 * metropolitan region, lie north of the capital, beside Francisco Morato and Mairiporã along the
 * Linha 7 and the Fernão Dias. A place page lists as "more places" only the places of its own
 * zone, sub-region or group, so it never offers a city across the metropolis as nearby.
 */
export type CityRegion = "oeste" | "sudoeste" | "norte" | "leste";

export const CITY_REGIONS: Readonly<Record<string, CityRegion>> = {
  Osasco: "oeste",
  Barueri: "oeste",
  Carapicuíba: "oeste",
  Itapevi: "oeste",
  "Santana de Parnaíba": "oeste",
  Cotia: "sudoeste",
  "Taboão da Serra": "sudoeste",
  "Embu das Artes": "sudoeste",
  Cajamar: "norte",
  "Franco da Rocha": "norte",
  "Francisco Morato": "norte",
  Mairiporã: "norte",
  "Campo Limpo Paulista": "norte",
  Atibaia: "norte",
  Guarulhos: "leste",
  Itaquaquecetuba: "leste",
  "Ferraz de Vasconcelos": "leste",
  Suzano: "leste",
  Arujá: "leste",
  "Mogi das Cruzes": "leste",
  "Santa Isabel": "leste",
};

/** "a oeste da capital": a region in a heading. */
export const CITY_REGION_EM: Readonly<Record<CityRegion, string>> = {
  oeste: "a oeste da capital",
  sudoeste: "a sudoeste da capital",
  norte: "ao norte da capital",
  leste: "a leste da capital",
};

/** The region of a city of "Outras Cidades" (undefined for any other place). */
export function cityRegion(place: Pick<Place, "group" | "name">): CityRegion | undefined {
  return place.group === "outras-cidades" ? CITY_REGIONS[place.name] : undefined;
}

export type Place = {
  name: string;
  /** The name with its preposition and article, as a sentence uses it: "na Mooca", "em Santana". */
  em: string;
  slug: string;
  group: PlaceGroupId;
  kind: PlaceKind;
  /** City the place belongs to ("São Paulo" for capital neighbourhoods). */
  city: string;
  /** Label in the original version's style: "Moema - São Paulo (Capital)". */
  label: string;
  /**
   * Whether the place has a page of its own at /cidades/{slug}. A neighbourhood without enough
   * to say of its own is a section of its city's page instead (docs/product.md, departures),
   * and its old URL redirects there.
   */
  ownPage: boolean;
  /** Where a link to the place goes: its page, or its section (anchor) on the page that holds it. */
  href: string;
};

export type PlaceGroup = {
  id: PlaceGroupId;
  title: string;
  /** The group in a sentence: "na Zona Norte", "no ABC". */
  em: string;
  city: string;
  kind: PlaceKind;
  /** Neighbourhoods presented as sections of a page (their city's, or the hub's) rather than pages. */
  folded: boolean;
  names: string[];
};

type GroupSource = Omit<PlaceGroup, "names"> & { places: string[] };

const PREPOSITION = /^(em|no|na|nos|nas) /;

/** "na Vila Mariana" -> "Vila Mariana". */
export function nameOfForm(form: string): string {
  return form.replace(PREPOSITION, "");
}

const SOURCES: GroupSource[] = [
  {
    id: "sp-centro",
    title: "Centro",
    em: "no Centro",
    city: "São Paulo",
    kind: "bairro",
    folded: false,
    places: ["na Sé", "na República", "na Bela Vista", "na Consolação", "na Liberdade", "em Santa Cecília", "no Bom Retiro", "no Cambuci", "na Aclimação"],
  },
  {
    id: "sp-norte",
    title: "Zona Norte",
    em: "na Zona Norte",
    city: "São Paulo",
    kind: "bairro",
    folded: false,
    places: [
      "em Santana",
      "no Tucuruvi",
      "na Casa Verde",
      "na Vila Maria",
      "no Tremembé",
      "no Mandaqui",
      "na Freguesia do Ó",
      "em Pirituba",
      "na Vila Guilherme",
      "no Jaçanã",
      "na Brasilândia",
      "no Limão",
    ],
  },
  {
    id: "sp-sul",
    title: "Zona Sul",
    em: "na Zona Sul",
    city: "São Paulo",
    kind: "bairro",
    folded: false,
    places: [
      "na Vila Mariana",
      "em Moema",
      "na Saúde",
      "no Ipiranga",
      "no Jabaquara",
      "em Santo Amaro",
      "no Campo Belo",
      "no Brooklin",
      "em Interlagos",
      "na Cidade Ademar",
      "no Capão Redondo",
      "no Campo Limpo",
      "na Vila Andrade",
      "no Cursino",
    ],
  },
  {
    id: "sp-leste",
    title: "Zona Leste",
    em: "na Zona Leste",
    city: "São Paulo",
    kind: "bairro",
    folded: false,
    places: [
      "na Mooca",
      "no Tatuapé",
      "na Penha",
      "na Vila Formosa",
      "no Carrão",
      "na Vila Prudente",
      "em Itaquera",
      "em São Mateus",
      "em Aricanduva",
      "no Belém",
      "no Brás",
      "em Guaianases",
      "em Sapopemba",
      "na Cidade Tiradentes",
      "em Ermelino Matarazzo",
    ],
  },
  {
    id: "sp-oeste",
    title: "Zona Oeste",
    em: "na Zona Oeste",
    city: "São Paulo",
    kind: "bairro",
    folded: false,
    places: [
      "em Pinheiros",
      "na Lapa",
      "em Perdizes",
      "no Butantã",
      "no Morumbi",
      "na Vila Leopoldina",
      "no Jaguaré",
      "no Alto de Pinheiros",
      "na Barra Funda",
      "na Pompeia",
      "na Vila Madalena",
      "no Rio Pequeno",
      "no Jardim Paulista",
      "no Itaim Bibi",
    ],
  },
  {
    id: "abcd",
    title: "Cidades ABCD",
    em: "no ABC",
    city: "ABCD",
    kind: "cidade",
    folded: false,
    places: ["em Santo André", "em São Bernardo do Campo", "em São Caetano do Sul", "em Diadema", "em Mauá", "em Ribeirão Pires", "em Rio Grande da Serra"],
  },
  {
    id: "outras-cidades",
    title: "Outras Cidades",
    em: "nas outras cidades da região",
    city: "Grande São Paulo",
    kind: "cidade",
    folded: false,
    places: [
      "em Guarulhos",
      "em Osasco",
      "em Barueri",
      "em Carapicuíba",
      "em Cotia",
      "em Taboão da Serra",
      "em Itapevi",
      "em Santana de Parnaíba",
      "em Cajamar",
      "em Campo Limpo Paulista",
      "em Embu das Artes",
      "em Itaquaquecetuba",
      "em Ferraz de Vasconcelos",
      "em Suzano",
      "em Arujá",
      "em Mogi das Cruzes",
      "em Santa Isabel",
      "em Mairiporã",
      "em Atibaia",
      "em Franco da Rocha",
      "em Francisco Morato",
    ],
  },
  {
    id: "osasco",
    title: "Bairros de Osasco",
    em: "em Osasco",
    city: "Osasco",
    kind: "bairro",
    folded: true,
    places: [
      "no Centro",
      "na Vila Yara",
      "no Jardim das Flores",
      "em Presidente Altino",
      "no Km 18",
      "no Rochdale",
      "na Bela Vista",
      "no Jardim Veloso",
      "no Munhoz Júnior",
      "em Quitaúna",
      "no Novo Osasco",
      "no Bonfim",
      "no Piratininga",
      "na Vila Campesina",
      "no Jaguaribe",
      "no Cipava",
    ],
  },
  {
    id: "guarulhos",
    title: "Bairros de Guarulhos",
    em: "em Guarulhos",
    city: "Guarulhos",
    kind: "bairro",
    folded: true,
    places: [
      "no Centro",
      "na Vila Galvão",
      "no Macedo",
      "no Gopoúva",
      "no Bonsucesso",
      "nos Pimentas",
      "em Cumbica",
      "no Taboão",
      "no Picanço",
      "no Jardim Maia",
      "na Vila Augusta",
      "no Cocaia",
      "no São João",
      "na Ponte Grande",
    ],
  },
];

export const PLACE_GROUPS: PlaceGroup[] = SOURCES.map(({ places, ...group }) => ({ ...group, names: places.map(nameOfForm) }));

/** The page that holds the sections of a folded group: its city's page, or the hub for the capital. */
function foldedHome(group: GroupSource): string {
  return group.city === "São Paulo" ? PLACES_HUB_PATH : cityPath({ slug: slugify(group.city) });
}

function toPlace(group: GroupSource, form: string): Place {
  const name = nameOfForm(form);
  const inCapital = group.city === "São Paulo";
  const local = group.id === "osasco" || group.id === "guarulhos";
  const slug = local ? slugify(`${name} ${group.city}`) : slugify(name);
  return {
    name,
    em: form,
    slug,
    group: group.id,
    kind: group.kind,
    city: group.kind === "cidade" ? name : group.city,
    label: inCapital ? `${name} - São Paulo (Capital)` : local ? `${name} - ${group.city}` : name,
    ownPage: !group.folded,
    href: group.folded ? `${foldedHome(group)}#${slug}` : cityPath({ slug }),
  };
}

export const PLACES: Place[] = SOURCES.flatMap((g) => g.places.map((form) => toPlace(g, form)));

/** The places with a page of their own (the others are sections of another page). */
export const PAGE_PLACES: Place[] = PLACES.filter((p) => p.ownPage);

const bySlug = new Map(PLACES.map((p) => [p.slug, p]));

export function findPlace(slug: string): Place | undefined {
  return bySlug.get(slug);
}

export function placesInGroup(id: PlaceGroupId): Place[] {
  return PLACES.filter((p) => p.group === id);
}

export function placeGroup(id: PlaceGroupId): PlaceGroup {
  const group = PLACE_GROUPS.find((g) => g.id === id);
  if (!group) throw new Error(`unknown place group ${id}`);
  return group;
}
