import type { ProblemKeyword } from "~/content/problem-keywords";
import { MOTORS_PATH, motorPath } from "./paths";
import { searchProblem } from "./problem-search";
import { foldText } from "./slug";

/**
 * Buying intent in "Buscar Solução" (docs/product.md §4.10): a visitor who types a price word or
 * a model's name is looking for a motor, not for a fault. Read before the problem keywords
 * (app/lib/problem-search.ts), so "preço motor ppa" reaches the catalogue and "motor jetflex"
 * never lands on "motor ppa jetflex com defeito". A text that also names a fault ("não abre",
 * "defeito", "queimou"…) is a problem and goes to the problem search. Pure: the route passes the
 * catalogue's active models.
 */

export type CatalogueModel = { name: string; slug: string };

export type BuyerDestination = { kind: "model"; path: string; model: CatalogueModel } | { kind: "catalogue"; path: string };

/** Words of a purchase: price, buying, quote, the kit. */
const BUYING_WORDS = [
  "preco",
  "precos",
  "valor",
  "valores",
  "custa",
  "custo",
  "comprar",
  "compra",
  "orcamento",
  "kit",
  "barato",
  "promocao",
  "vende",
  "venda",
  "loja",
];

/** Gate and motor kinds a buyer names without a fault ("motor deslizante", "motor para portão basculante"). */
const KIND_WORDS = ["deslizante", "basculante", "pivotante", "correr", "condominio", "industrial"];

/** Word starts that name a fault: any of them makes the text a problem. */
const FAULT_STEMS = [
  "nao",
  "defeit",
  "queim",
  "parou",
  "quebr",
  "barulh",
  "consert",
  "repar",
  "trav",
  "problem",
  "sozinh",
  "lent",
  "esquent",
  "desarm",
  "falh",
  "estrag",
  "emperr",
  "ruid",
  "bip",
  "pisca",
  "manutenc",
  "regul",
  "troca",
];

/** Words of a model's name that do not tell models apart. */
const BRAND_WORDS = new Set(["motor", "ppa", "de", "portao"]);

function words(text: string): string[] {
  return foldText(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** True when `a` and `b` differ by at most one edit (a typo), for words of five letters or more. */
function closeWord(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length < 5 || b.length < 5 || Math.abs(a.length - b.length) > 1) return false;
  // One substitution, insertion, deletion or swap of neighbours.
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return (
    a.slice(i + 1) === b.slice(i + 1) ||
    a.slice(i + 1) === b.slice(i) ||
    a.slice(i) === b.slice(i + 1) ||
    (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2))
  );
}

const hasWord = (query: string[], word: string) => query.some((q) => closeWord(q, word));

/** The words of a model's name that tell it apart ("Motor PPA Home Custom Jetflex" → home, custom, jetflex). */
function modelWords(model: CatalogueModel): string[] {
  return words(model.name).filter((w) => !BRAND_WORDS.has(w));
}

/**
 * The model the text names: every distinctive word of its name is in the text (a typo allowed),
 * the one with the most such words when several are (so "home custom jetflex" is that model,
 * not "Home"); null when none is, or when two are named equally.
 */
export function namedModel(text: string, models: readonly CatalogueModel[]): CatalogueModel | null {
  const query = words(text);
  const named = models
    .map((model) => ({ model, words: modelWords(model) }))
    .filter((m) => m.words.length > 0 && m.words.every((w) => hasWord(query, w)))
    .sort((a, b) => b.words.length - a.words.length);
  if (named.length === 0) return null;
  if (named.length > 1 && named[1].words.length === named[0].words.length) return null;
  return named[0].model;
}

/** True when the text names a fault. */
export function namesFault(text: string): boolean {
  const folded = ` ${words(text).join(" ")} `;
  return FAULT_STEMS.some((stem) => folded.includes(` ${stem}`));
}

/** Where a buyer's text goes, or null when it is not a purchase (then the problem search answers). */
export function buyerDestination(text: string, models: readonly CatalogueModel[]): BuyerDestination | null {
  if (namesFault(text)) return null;
  const model = namedModel(text, models);
  if (model) return { kind: "model", path: motorPath(model.slug), model };
  const query = words(text);
  const buying = BUYING_WORDS.some((w) => hasWord(query, w)) || (query.includes("quanto") && query.some((w) => w.startsWith("cust")));
  // A distinctive word of some model alone ("jetflex", "penta"), without the rest of its name: the
  // catalogue shows every model that carries it.
  const modelWord = models.some((m) => modelWords(m).some((w) => w.length >= 5 && hasWord(query, w)));
  const kind = KIND_WORDS.some((w) => hasWord(query, w)) && query.some((w) => w === "motor" || w === "motores" || w === "automatico" || w === "automatizar");
  return buying || modelWord || kind ? { kind: "catalogue", path: MOTORS_PATH } : null;
}

export type SiteSearchResult = { kind: "blank" } | { kind: "go"; path: string } | { kind: "results"; nearest: ProblemKeyword[] };

/**
 * The whole "Buscar Solução" answer: a problem keyword typed exactly → its page; a purchase →
 * the model or the catalogue; the clearly closest problem → its page; else the nearest problems.
 */
export function searchSite(text: string, models: readonly CatalogueModel[]): SiteSearchResult {
  const problem = searchProblem(text);
  if (problem.kind === "blank") return { kind: "blank" };
  if (problem.kind === "exact") return { kind: "go", path: problem.path };
  const buyer = buyerDestination(text, models);
  if (buyer) return { kind: "go", path: buyer.path };
  if (problem.kind === "close") return { kind: "go", path: problem.path };
  return { kind: "results", nearest: problem.nearest };
}
