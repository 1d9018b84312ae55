import { FREE_SHIPPING_CITIES } from "~/content/business";
import { PLACES } from "~/content/places";
import { foldText } from "~/lib/slug";

/**
 * Question analysis of a title (docs/product.md §6.4): what the
 * title is about (product and service), whether it asks something and what kind of
 * answer it wants, and the place it names.
 */

export type ProductType = "sliding" | "tilting" | "swing" | "articulated" | "remote" | "board" | "sensor" | "generic";
export type ServiceType = "installation" | "maintenance" | "repair" | "replacement" | "purchase" | "general";
export type QuestionType = "price" | "time" | "why" | "where" | "how" | "which" | "possibility" | "none";

export type QuestionAnalysis = {
  productType: ProductType;
  serviceType: ServiceType;
  questionType: QuestionType;
  isQuestion: boolean;
  /** Place named in the title ("Osasco", "Vila Mariana"), or null. */
  place: string | null;
  /** How the title puts it ("na Vila Mariana"), or "em {place}". */
  placePhrase: string | null;
};

type Rule<T> = [T, RegExp];

const GATE_RULES: Rule<ProductType>[] = [
  ["sliding", /\b(deslizantes?|de correr|corredic[oa]s?)\b/],
  ["tilting", /\bbasculantes?\b/],
  ["swing", /\b(pivotantes?|de abrir|de batente)\b/],
  ["articulated", /\barticulad[oa]s?\b/],
];

const ACCESSORY_RULES: Rule<ProductType>[] = [
  ["remote", /\b(controles? remotos?|controles?)\b/],
  ["board", /\b(centra(l|is)( de comando)?|placas?)\b/],
  ["sensor", /\b(fotocelulas?|sensor(es)?)\b/],
];

const SERVICE_RULES: Rule<ServiceType>[] = [
  ["installation", /\b(instala\w*|instalador\w*)\b/],
  ["replacement", /\b(troca\w*|trocar|substitui\w*)\b/],
  [
    "repair",
    /\b(consert\w*|repar\w*|arrum\w*|defeito\w*|quebrad\w*|queimad\w*|queimou|travad\w*|emperrad\w*|assistencia|sozinh[oa]|barulh\w*|lent[oa]|parou|falh\w*|nao (abre|fecha|funciona|liga|sobe|para|obedece|reconhece)|problemas?)\b/,
  ],
  ["maintenance", /\b(manutenc\w*|preventiva|revis\w*|lubrific\w*|regulage\w*|cuidados?)\b/],
  ["purchase", /\b(compr\w*|vend\w*|loja|kit|modelos?)\b/],
];

/** Checked in this order: the first that matches wins ("qual o preço" asks a price). */
const QUESTION_RULES: Rule<QuestionType>[] = [
  ["price", /\b(quanto custa\w*|quanto sai|quanto e|precos?|valor(es)?|orcamentos?|custos?|barat\w*)\b/],
  ["time", /\b(quanto tempo|quando|prazos?|demora\w*|durac\w*|dura|frequencia|de quanto em quanto)\b/],
  ["why", /\b(por que|porque|por qual motivo)\b/],
  ["where", /\b(onde)\b/],
  ["how", /\b(como)\b/],
  ["which", /\b(qual|quais|melhor(es)?|diferencas?)\b/],
  ["possibility", /\b(posso|pode|podem|e possivel|da para|vale a pena|precisa|devo)\b/],
];

const QUESTION_START =
  /^(quanto|quanta|quantos|quantas|como|qual|quais|quando|onde|por que|porque|o que|e possivel|vale a pena|posso|pode|devo|precisa|existe|tem)\b/;

/** Names that are also ordinary words or too vague to be read as a place. */
const AMBIGUOUS_PLACES = new Set(["Sé", "Centro"]);

const PLACE_NAMES: string[] = [...new Set(["São Paulo", ...FREE_SHIPPING_CITIES.map((c) => c.replace(/\s*\(.*\)$/, "")), ...PLACES.map((p) => p.name)])]
  .filter((n) => !AMBIGUOUS_PLACES.has(n))
  .sort((a, b) => b.length - a.length);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function firstMatch<T>(rules: Rule<T>[], text: string): { value: T; index: number } | null {
  let best: { value: T; index: number } | null = null;
  for (const [value, re] of rules) {
    const m = re.exec(text);
    if (m && (!best || m.index < best.index)) best = { value, index: m.index };
  }
  return best;
}

function detectProduct(folded: string): ProductType {
  const gate = firstMatch(GATE_RULES, folded);
  const accessory = firstMatch(ACCESSORY_RULES, folded);
  // "Controle do portão deslizante" is about the remote; "motor basculante com controle" about the motor.
  if (accessory && (!gate || accessory.index < gate.index)) return accessory.value;
  return gate?.value ?? "generic";
}

function detectPlace(folded: string): { place: string; placePhrase: string } | null {
  for (const name of PLACE_NAMES) {
    const re = new RegExp(`(?:^|[^a-z0-9])((?:(em|no|na|nos|nas)\\s+)?)${escapeRegExp(foldText(name))}(?![a-z0-9])`);
    const m = re.exec(folded);
    if (m) {
      const preposition = m[2];
      return { place: name, placePhrase: `${preposition ?? "em"} ${name}` };
    }
  }
  return null;
}

export function analyzeTitle(title: string): QuestionAnalysis {
  const trimmed = title.trim();
  const folded = foldText(trimmed);
  const question = QUESTION_RULES.find(([, re]) => re.test(folded));
  const found = detectPlace(folded);
  return {
    productType: detectProduct(folded),
    serviceType: firstMatch(SERVICE_RULES, folded)?.value ?? "general",
    questionType: question ? question[0] : "none",
    isQuestion: trimmed.endsWith("?") || QUESTION_START.test(folded),
    place: found?.place ?? null,
    placePhrase: found?.placePhrase ?? null,
  };
}
