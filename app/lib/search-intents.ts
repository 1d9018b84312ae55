import { z } from "zod";
import { CONTENT_QUALITY } from "./content-quality";
import { CITY_LANDINGS, landingCityPage, type CityLanding } from "./city-landing";
import { slugify } from "./slug";

/**
 * The intent map (docs/content-quality.md "One page per search intent"): the searches that bring
 * customers, each with the pages of the site that answer it. Exactly one of them is the indexed
 * answer, the chosen page; the others stay reachable, `noindex, follow`, with a canonical to it.
 * The owner may choose another candidate in "Google" (/admin/google); without a choice the page
 * with the best stored figures wins, and without figures the first candidate (the page written
 * for that search). Pure data and rules; the database side is app/server/verdicts/intents.server.ts.
 *
 * A main page (the home, the catalogue, the service page) is never a candidate: it is in the
 * index by rule. The exception is a city landing (/portao-automatico-{city}): it answers the
 * same search as the city's place page, so both are candidates of the city's intent
 * (`cityIntent`), the place page first, and the landing is indexed only while chosen (its row's
 * `byVerdict` in app/lib/page-registry.ts). Models are intents of their own, one per active model
 * (`modelIntent`), indexed by their text as before (decision 0037).
 */
export type SearchIntent = {
  /** Stored in `page_verdicts.intent` and `search_intent_choices.intent`: never renamed. */
  key: string;
  /** The search, as the owner reads it in the admin (pt-BR). */
  label: string;
  /** Paths of the pages answering it; the first is the page written for it. */
  candidates: readonly string[];
  /**
   * Models (decision 0037): the chosen page keeps the verdict its text earned instead of being
   * indexed because it was chosen; the other candidates still point to it.
   */
  indexByText?: boolean;
};

export const SEARCH_INTENTS: readonly SearchIntent[] = [
  { key: "instalacao", label: "instalação de motor de portão", candidates: ["/topicos/instalacao-de-motor-de-portao"] },
  { key: "conserto", label: "conserto de motor de portão", candidates: ["/topicos/conserto-de-motor-de-portao"] },
  { key: "manutencao", label: "manutenção de portão automático", candidates: ["/topicos/manutencao-de-motor-de-portao"] },
  {
    key: "preco-conserto",
    label: "preço do conserto de motor de portão",
    candidates: ["/quanto-custa-consertar-motor-de-portao", "/quanto-custa-trocar-a-placa-do-portao", "/manutencao-de-portao-automatico-barata"],
  },
  { key: "orcamento", label: "orçamento de motor de portão", candidates: ["/topicos/orcamento-de-motor-de-portao"] },
  { key: "troca-de-motor", label: "troca de motor de portão", candidates: ["/troca-de-motor-de-portao"] },
  { key: "conserto-urgente", label: "conserto urgente de portão", candidates: ["/conserto-urgente-de-portao-automatico"] },
  {
    key: "portao-nao-abre",
    label: "portão não abre",
    candidates: [
      "/portao-nao-abre",
      "/portao-eletronico-nao-abre",
      "/portao-de-garagem-nao-abre",
      "/portao-automatico-nao-funciona",
      "/topicos/portao-automatico-nao-abre",
    ],
  },
  {
    key: "portao-nao-fecha",
    label: "portão não fecha",
    candidates: ["/portao-nao-fecha", "/portao-eletronico-nao-fecha", "/portao-pivotante-nao-fecha", "/topicos/portao-automatico-nao-fecha"],
  },
  {
    key: "motor-queimado",
    label: "motor de portão queimado",
    candidates: [
      "/motor-de-portao-queimado",
      "/motor-de-portao-com-cheiro-de-queimado",
      "/capacitor-do-motor-de-portao-queimado",
      "/motor-de-portao-nao-liga",
      "/motor-de-portao-zumbindo-e-nao-abre",
    ],
  },
  { key: "abre-e-fecha-sozinho", label: "portão abre e fecha sozinho", candidates: ["/portao-abre-e-fecha-sozinho", "/topicos/portao-abre-e-fecha-sozinho"] },
  { key: "abre-sozinho", label: "portão abre sozinho", candidates: ["/portao-abre-sozinho"] },
  { key: "fecha-sozinho", label: "portão fecha sozinho", candidates: ["/portao-fecha-sozinho"] },
  {
    key: "controle-nao-funciona",
    label: "controle do portão não funciona",
    candidates: [
      "/controle-remoto-do-portao-nao-funciona",
      "/bateria-do-controle-do-portao-fraca",
      "/controle-do-portao-com-alcance-curto",
      "/portao-automatico-nao-obedece-o-controle",
      "/receptor-do-portao-com-defeito",
      "/topicos/controle-do-portao-nao-funciona",
    ],
  },
  {
    key: "barulho",
    label: "motor de portão fazendo barulho",
    candidates: [
      "/motor-de-portao-fazendo-barulho",
      "/portao-automatico-batendo-forte",
      "/portao-automatico-fazendo-barulho-ao-fechar",
      "/portao-rangendo",
      "/topicos/motor-de-portao-fazendo-barulho",
    ],
  },
  { key: "para-no-meio", label: "portão para no meio", candidates: ["/portao-para-no-meio", "/portao-abre-so-ate-a-metade"] },
  {
    key: "lento",
    label: "portão automático lento",
    candidates: ["/portao-automatico-lento", "/portao-automatico-abre-devagar", "/portao-automatico-sem-forca"],
  },
  {
    key: "sem-energia",
    label: "destravar o portão sem energia",
    candidates: [
      "/destravar-motor-de-portao",
      "/como-abrir-portao-automatico-sem-energia",
      "/chave-de-destravamento-do-portao-perdida",
      "/portao-nao-funciona-depois-de-queda-de-energia",
    ],
  },
  { key: "placa-queimada", label: "placa do motor de portão queimada", candidates: ["/placa-do-motor-de-portao-queimada"] },
  {
    key: "motor-ppa-com-defeito",
    label: "motor PPA com defeito",
    candidates: ["/motor-de-portao-ppa-nao-funciona", "/motor-ppa-home-nao-abre", "/motor-ppa-jetflex-com-defeito", "/placa-ppa-com-defeito"],
  },
  ...CITY_LANDINGS.map(cityIntent),
];

/**
 * The search for a city that has a landing page ("portão automático em Guarulhos"): its place
 * page (/cidades/{slug}) answers it first, being the fuller answer (the city's jobs, where it is,
 * its neighbourhoods' sections); the landing (/portao-automatico-{city}: the express offer, the
 * neighbourhoods served) links to it. The owner may choose the landing in "Google".
 */
export function cityIntent(landing: CityLanding): SearchIntent {
  return { key: `cidade:${slugify(landing.city)}`, label: `portão automático em ${landing.city}`, candidates: [landingCityPage(landing), landing.path] };
}

/** The intent of each active model: its own page answers the search for its name. */
export function modelIntent(model: { slug: string; name: string }, path: string): SearchIntent {
  return { key: `modelo:${model.slug}`, label: model.name, candidates: [path], indexByText: true };
}

/** Stored figures of a candidate, as its verdict holds them. */
export type CandidateFigures = {
  path: string;
  indexable: boolean;
  ownWords: number | null;
  sharedShare: number | null;
};

function meetsTargets(c: CandidateFigures): boolean {
  return c.ownWords !== null && c.sharedShare !== null && c.ownWords >= CONTENT_QUALITY.minOwnWords && c.sharedShare <= CONTENT_QUALITY.maxSharedShare;
}

/**
 * The candidate that answers an intent: the owner's choice when it is still a candidate, else
 * the candidate meeting the targets with the most own words, else the first candidate (the page
 * written for the search). Candidates without a page (no verdict) are never chosen.
 */
export function choosePage(intent: SearchIntent, figures: readonly CandidateFigures[], ownerChoice: string | null): string | null {
  const present = intent.candidates.filter((p) => figures.some((f) => f.path === p));
  if (present.length === 0) return null;
  if (ownerChoice !== null && present.includes(ownerChoice)) return ownerChoice;
  const passing = present
    .map((p, order) => ({ order, f: figures.find((f) => f.path === p)! }))
    .filter(({ f }) => meetsTargets(f))
    .sort((a, b) => (b.f.ownWords ?? 0) - (a.f.ownWords ?? 0) || a.order - b.order);
  return passing[0]?.f.path ?? present[0]!;
}

/** The owner's form in "Google": which page answers which search. */
export const intentChoiceSchema = z.object({
  intent: z.string().trim().min(1, "Escolha uma busca.").max(120),
  path: z.string().trim().min(1, "Escolha a página que responde a essa busca.").max(600).regex(/^\//, "Escolha uma das páginas da lista."),
});
