import { formatBRL } from "~/content/business";
import { findPlace, placesInGroup, type Place } from "~/content/places";
import { GUARULHOS_PATH, OSASCO_PATH, cityPath } from "~/lib/paths";
import { slugify } from "~/lib/slug";

/**
 * Structure of the local landing pages (/portao-automatico-{city}): the city, its address and the
 * neighbourhoods served. Their text (title, description, opening, local remark and questions) is
 * the page's stored row in "Páginas do site" (decision 0043), seeded from db/seed/prose/landings.
 * The city itself (area, access, houses and gates) is on its place page, linked, not repeated;
 * the services and prevention tips are on /instalacao-manutencao (docs/content-quality.md).
 */
export type CityLanding = {
  /** The city, as testimonials are assigned to it (app/lib/testimonials/rules.ts). */
  city: "Guarulhos" | "Osasco";
  path: string;
  neighbourhoods: string[];
  /** Above the neighbourhood list: which parts of the city the list spans, not a count. */
  neighbourhoodsNote: string;
};

/** /portao-automatico-guarulhos (docs/product.md §4.5): about 100 neighbourhoods served in Guarulhos. */
export const GUARULHOS_LANDING: CityLanding = {
  city: "Guarulhos",
  path: GUARULHOS_PATH,
  neighbourhoods: [
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
    "Jardim Santa Mena",
    "Vila Rosália",
    "Vila Endres",
    "Jardim Tranquilidade",
    "Vila Rio de Janeiro",
    "Jardim Santa Francisca",
    "Parque Cecap",
    "Jardim Presidente Dutra",
    "Jardim Cumbica",
    "Vila Barros",
    "Vila Moreira",
    "Jardim Zaira",
    "Jardim Adriana",
    "Parque Continental",
    "Jardim Bela Vista",
    "Jardim Vila Galvão",
    "Jardim Flor da Montanha",
    "Vila Progresso",
    "Jardim São Paulo",
    "Cidade Jardim Cumbica",
    "Parque Jurema",
    "Jardim Angélica",
    "Vila Fátima",
    "Água Chata",
    "Cabuçu",
    "Lavras",
    "Capelinha",
    "Jardim Álamo",
    "Jardim Fortaleza",
    "Jardim Bananal",
    "Jardim Nova Cumbica",
    "Jardim Ottawa",
    "Vila Carmela",
    "Jardim São João",
    "Jardim Acácio",
    "Parque Santo Antônio",
    "Vila Flórida",
    "Jardim Paraíso",
    "Jardim Bom Clima",
    "Vila São Rafael",
    "Jardim Palmira",
    "Jardim Santa Clara",
    "Vila Leonor",
    "Jardim Pinhal",
    "Jardim Normandia",
    "Vila Nova Bonsucesso",
    "Jardim São Domingos",
    "Jardim Santo Afonso",
    "Vila Camargos",
    "Parque Primavera",
    "Jardim Testae",
    "Vila Any",
    "Jardim Arapongas",
    "Jardim Ponte Alta",
    "Parque Uirapuru",
    "Jardim Itapoan",
    "Vila Sorocabana",
    "Jardim Rosa de França",
    "Vila Hulda",
    "Jardim Munhoz",
    "Vila Alzira",
    "Jardim Lenize",
    "Vila Tijuco",
    "Jardim Novo Portugal",
    "Jardim Odete",
    "Jardim Triunfo",
    "Jardim Marilena",
    "Parque Alvorada",
    "Jardim Iporanga",
    "Jardim Aliança",
    "Vila Milton",
    "Parque Renato Maia",
    "Vila Bremen",
    "Bosque Maia",
    "Jardim São Ricardo",
    "Parque Jandaia",
    "Jardim Toscana",
    "Jardim Dona Luíza",
    "Jardim Monte Carmelo",
    "Jardim Divinolândia",
    "Jardim Albertina",
    "Parque São Miguel",
    "Cidade Seródio",
    "Cidade Soberana",
    "Jardim Nova Carolina",
    "Parque Mikail",
    "Jardim Aracília",
    "Água Azul",
  ],
  neighbourhoodsNote: "Do Centro aos bairros mais afastados, como Cabuçu, Água Azul e Pimentas.",
};

/** /portao-automatico-osasco (docs/product.md §4.5): about 50 neighbourhoods served in Osasco. */
export const OSASCO_LANDING: CityLanding = {
  city: "Osasco",
  path: OSASCO_PATH,
  neighbourhoods: [
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
    "Ayrosa",
    "Baronesa",
    "Bussocaba",
    "City Bussocaba",
    "Conceição",
    "Continental",
    "Helena Maria",
    "IAPI",
    "Jardim D'Abril",
    "Jardim Roberto",
    "Bandeiras",
    "Aliança",
    "Metalúrgicos",
    "Mutinga",
    "Padroeira",
    "Paiva Ramos",
    "Pestana",
    "Portal D'Oeste",
    "Remédios",
    "Santa Fé",
    "Santa Maria",
    "Santo Antônio",
    "São Pedro",
    "Três Montanhas",
    "Umuarama",
    "Vila Menck",
    "Vila Militar",
    "Vila Osasco",
    "Vila Yolanda",
    "Jardim Agu",
    "Jardim Santo Antônio",
    "Jardim Platina",
    "Jardim Elvira",
    "Jardim Cipava",
  ],
  neighbourhoodsNote: "Os dois lados do Tietê, do Centro ao Rochdale.",
};

export const CITY_LANDINGS: readonly CityLanding[] = [GUARULHOS_LANDING, OSASCO_LANDING];

/** The city's place page (/cidades/{slug}), which holds its geography and its neighbourhoods' sections. */
export function landingCityPage(landing: CityLanding): string {
  const city = findPlace(slugify(landing.city));
  if (!city || !city.ownPage) throw new Error(`missing place page for ${landing.city}`);
  return cityPath(city);
}

export type ServedNeighbourhood = { name: string; href?: string };

/** The neighbourhoods served; those with a section on the city's page link to it. */
export function servedNeighbourhoods(landing: CityLanding): ServedNeighbourhood[] {
  const group = landing.city === "Osasco" ? "osasco" : "guarulhos";
  const sections = new Map(placesInGroup(group).map((p: Place) => [p.name, p.href]));
  return landing.neighbourhoods.map((name) => ({ name, href: sections.get(name) }));
}

export type ExpressOffer = { title: string; priceText: string };

/**
 * The express offer's title and price. What the revision includes is the preventive-maintenance
 * card of /instalacao-manutencao, linked from the offer: both landings carry the same offer, so
 * its list is said there once (docs/content-quality.md).
 */
export function expressOffer(city: string, priceCents: number): ExpressOffer {
  return { title: `Manutenção Express em ${city}`, priceText: formatBRL(priceCents) };
}
