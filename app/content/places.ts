import { slugify } from "~/lib/slug";

/**
 * Places served (docs/product.md §3 header, §4.11 sitemap groups, §2 free-delivery list).
 * Every place has one page at /cidades/{slug}. Neighbourhood slugs of Osasco and
 * Guarulhos carry the city name so "Centro" or "Bela Vista" never collide.
 */

export type PlaceGroupId = "sp-centro" | "sp-norte" | "sp-sul" | "sp-leste" | "sp-oeste" | "abcd" | "outras-cidades" | "osasco" | "guarulhos";

export type PlaceKind = "bairro" | "cidade";

export type Place = {
  name: string;
  slug: string;
  group: PlaceGroupId;
  kind: PlaceKind;
  /** City the place belongs to ("São Paulo" for capital neighbourhoods). */
  city: string;
  /** Label in the original version's style: "Moema - São Paulo (Capital)". */
  label: string;
};

export type PlaceGroup = { id: PlaceGroupId; title: string; city: string; kind: PlaceKind; names: string[] };

export const PLACE_GROUPS: PlaceGroup[] = [
  {
    id: "sp-centro",
    title: "Centro",
    city: "São Paulo",
    kind: "bairro",
    names: ["Sé", "República", "Bela Vista", "Consolação", "Liberdade", "Santa Cecília", "Bom Retiro", "Cambuci", "Aclimação"],
  },
  {
    id: "sp-norte",
    title: "Zona Norte",
    city: "São Paulo",
    kind: "bairro",
    names: [
      "Santana",
      "Tucuruvi",
      "Casa Verde",
      "Vila Maria",
      "Tremembé",
      "Mandaqui",
      "Freguesia do Ó",
      "Pirituba",
      "Vila Guilherme",
      "Jaçanã",
      "Brasilândia",
      "Limão",
    ],
  },
  {
    id: "sp-sul",
    title: "Zona Sul",
    city: "São Paulo",
    kind: "bairro",
    names: [
      "Vila Mariana",
      "Moema",
      "Saúde",
      "Ipiranga",
      "Jabaquara",
      "Santo Amaro",
      "Campo Belo",
      "Brooklin",
      "Interlagos",
      "Cidade Ademar",
      "Capão Redondo",
      "Campo Limpo",
      "Morumbi",
      "Vila Andrade",
      "Cursino",
    ],
  },
  {
    id: "sp-leste",
    title: "Zona Leste",
    city: "São Paulo",
    kind: "bairro",
    names: [
      "Mooca",
      "Tatuapé",
      "Penha",
      "Vila Formosa",
      "Carrão",
      "Vila Prudente",
      "Itaquera",
      "São Mateus",
      "Aricanduva",
      "Belém",
      "Brás",
      "Guaianases",
      "Sapopemba",
      "Cidade Tiradentes",
      "Ermelino Matarazzo",
    ],
  },
  {
    id: "sp-oeste",
    title: "Zona Oeste",
    city: "São Paulo",
    kind: "bairro",
    names: [
      "Pinheiros",
      "Lapa",
      "Perdizes",
      "Butantã",
      "Vila Leopoldina",
      "Jaguaré",
      "Alto de Pinheiros",
      "Barra Funda",
      "Pompeia",
      "Vila Madalena",
      "Rio Pequeno",
      "Jardim Paulista",
      "Itaim Bibi",
    ],
  },
  {
    id: "abcd",
    title: "Cidades ABCD",
    city: "ABCD",
    kind: "cidade",
    names: ["Santo André", "São Bernardo do Campo", "São Caetano do Sul", "Diadema", "Mauá", "Ribeirão Pires", "Rio Grande da Serra"],
  },
  {
    id: "outras-cidades",
    title: "Outras Cidades",
    city: "Grande São Paulo",
    kind: "cidade",
    names: [
      "Guarulhos",
      "Osasco",
      "Barueri",
      "Carapicuíba",
      "Cotia",
      "Taboão da Serra",
      "Itapevi",
      "Santana de Parnaíba",
      "Cajamar",
      "Campo Limpo Paulista",
      "Embu das Artes",
      "Itaquaquecetuba",
      "Ferraz de Vasconcelos",
      "Suzano",
      "Arujá",
      "Mogi das Cruzes",
      "Santa Isabel",
      "Mairiporã",
      "Atibaia",
      "Franco da Rocha",
      "Francisco Morato",
    ],
  },
  {
    id: "osasco",
    title: "Bairros de Osasco",
    city: "Osasco",
    kind: "bairro",
    names: [
      "Centro",
      "Vila Yara",
      "Jardim das Flores",
      "Presidente Altino",
      "Km 18",
      "Rochdale",
      "Bela Vista",
      "Jardim Veloso",
      "Munhoz Júnior",
      "Quitaúna",
      "Novo Osasco",
      "Bonfim",
      "Piratininga",
      "Vila Campesina",
      "Jaguaribe",
      "Cipava",
    ],
  },
  {
    id: "guarulhos",
    title: "Bairros de Guarulhos",
    city: "Guarulhos",
    kind: "bairro",
    names: [
      "Centro",
      "Vila Galvão",
      "Macedo",
      "Gopoúva",
      "Bonsucesso",
      "Pimentas",
      "Cumbica",
      "Taboão",
      "Picanço",
      "Jardim Maia",
      "Vila Augusta",
      "Cocaia",
      "São João",
      "Ponte Grande",
    ],
  },
];

function toPlace(group: PlaceGroup, name: string): Place {
  const inCapital = group.city === "São Paulo";
  const local = group.id === "osasco" || group.id === "guarulhos";
  return {
    name,
    slug: local ? slugify(`${name} ${group.city}`) : slugify(name),
    group: group.id,
    kind: group.kind,
    city: group.kind === "cidade" ? name : group.city,
    label: inCapital ? `${name} - São Paulo (Capital)` : local ? `${name} - ${group.city}` : name,
  };
}

export const PLACES: Place[] = PLACE_GROUPS.flatMap((g) => g.names.map((n) => toPlace(g, n)));

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
