import { foldText } from "~/lib/slug";
import type { GateType } from "~/lib/motor-selector";

/**
 * What a place page's own text says about its gates, read as needs a recommended model must meet
 * (docs/product.md: a place's recommendation agrees with what its text says about its gates):
 * - `heavy`: a gate, a sliding or tilting leaf described as heavy or wide;
 * - `intensive`: a building's or a business's gate that many people open all day (prédio,
 *   condomínio, garagem coletiva, estacionamento, dezenas or centenas of openings);
 * - `houses`: houses and sobrados, whose gates a residential model serves.
 */
export type GateNeeds = { heavy: boolean; intensive: boolean; houses: boolean };

const GATE = "(?:portao|portoes|deslizantes?|basculantes?|folhas?|pivotantes?)";
const HEAVY = new RegExp(`\\b${GATE}\\b[^.;:]{0,60}\\b(?:largos?|largas?|pesados?|pesadas?)\\b`);
const INTENSIVE =
  /\b(?:condominios?|predios?|edificios?|garagens? coletivas?|portoes coletivos|estacionamentos?|dezenas de (?:moradores|carros|aberturas)|centenas de|a todo momento|o dia inteiro)\b/;
const HOUSES = /\b(?:casas?|sobrados?|terreas?)\b/;

export function gateNeeds(text: string): GateNeeds {
  const folded = foldText(text);
  return { heavy: HEAVY.test(folded), intensive: INTENSIVE.test(folded), houses: HOUSES.test(folded) };
}

/** The catalogue's figures a need is judged by. */
export type NeedFigures = { maxWeightKg: number; maxWidthCm: number; cyclesPerDay: number };

/** A model for heavy or wide leaves: a stated weight and width of at least these (Potenza, Penta, Condominium in the seeded catalogue). */
export const HEAVY_GATE = { kg: 350, cm: 400 } as const;
/** A model for a building's gate: at least this many openings a day (the Condominium in the seeded catalogue). */
export const INTENSIVE_CYCLES = 400;
/** A residential model: made for the openings of one family's gate. */
export const RESIDENTIAL_CYCLES = 40;

export function meetsNeed(m: NeedFigures, need: keyof GateNeeds): boolean {
  if (need === "heavy") return m.maxWeightKg >= HEAVY_GATE.kg && m.maxWidthCm >= HEAVY_GATE.cm;
  if (need === "intensive") return m.cyclesPerDay >= INTENSIVE_CYCLES;
  return m.cyclesPerDay > 0 && m.cyclesPerDay <= RESIDENTIAL_CYCLES;
}

/**
 * The models to recommend: the place profile's (as the catalogue has them now), then, for each
 * need its text names that none of them meets, the active model that meets it with the least to
 * spare (heavy: the lightest, narrowest model rated for it; intensive: the most openings a day;
 * houses: the cheapest residential model), the catalogue's order breaking ties. A need no active model meets adds nothing.
 */
export function modelsForNeeds<M extends NeedFigures & { name: string; slug: string; priceCents: number | null }>(
  chosen: readonly { name: string; slug: string }[],
  needs: GateNeeds,
  active: readonly M[],
): { name: string; slug: string }[] {
  const out = [...chosen];
  const figures = (slug: string) => active.find((m) => m.slug === slug);
  const order: Record<keyof GateNeeds, (a: M, b: M) => number> = {
    heavy: (a, b) => a.maxWeightKg - b.maxWeightKg || a.maxWidthCm - b.maxWidthCm,
    intensive: (a, b) => b.cyclesPerDay - a.cyclesPerDay,
    houses: (a, b) => (a.priceCents ?? Number.MAX_SAFE_INTEGER) - (b.priceCents ?? Number.MAX_SAFE_INTEGER),
  };
  for (const need of ["houses", "heavy", "intensive"] as const) {
    if (!needs[need]) continue;
    if (
      out.some((c) => {
        const m = figures(c.slug);
        return m !== undefined && meetsNeed(m, need);
      })
    )
      continue;
    const best = active.filter((m) => meetsNeed(m, need)).sort(order[need])[0];
    if (best) out.push({ name: best.name, slug: best.slug });
  }
  return out;
}

/** What a gate type is called in a sentence ("move portão deslizante"). */
const TYPE_WORDS: Record<GateType, string> = {
  basculante: "basculante",
  deslizante: "deslizante",
  pivotante: "pivotante",
  giro: "de abrir",
  articulado: "articulado",
};

/** A width in centimetres as a reader says it: 400 → "4 m", 450 → "4,5 m". */
function metres(cm: number): string {
  return `${(cm / 100).toLocaleString("pt-BR", { maximumFractionDigits: 2 })} m`;
}

/**
 * Why a model is on a place page's list, in the reader's words and with the catalogue's figures:
 * each need the page's text names that the model meets (`needs`), and the gate types it names
 * that the model moves (`types`).
 */
export function pickReasons(
  m: NeedFigures & { gateTypes: readonly string[] },
  needs: GateNeeds,
  types: readonly GateType[],
): { needs: string[]; types: GateType[] } {
  // Where the text names gates the model does not move (a sliding leaf beside basculantes), each
  // reason says which gates it is for.
  const own = m.gateTypes.filter((t): t is GateType => t in TYPE_WORDS);
  const q = types.some((t) => !m.gateTypes.includes(t)) && own.length > 0 ? ` ${own.map((t) => TYPE_WORDS[t]).join(" ou ")}` : "";
  const met: string[] = [];
  if (needs.heavy && meetsNeed(m, "heavy")) met.push(`Para folha${q} pesada ou larga: até ${m.maxWeightKg} kg e ${metres(m.maxWidthCm)} de largura.`);
  if (needs.intensive && meetsNeed(m, "intensive")) met.push(`Para portão${q} de prédio, aberto o dia todo: até ${m.cyclesPerDay} aberturas por dia.`);
  if (needs.houses && meetsNeed(m, "houses")) met.push(`Para portão${q} de casa: modelo residencial, até ${m.cyclesPerDay} aberturas por dia.`);
  return { needs: met, types: types.filter((t) => m.gateTypes.includes(t)) };
}

/** "Move portão deslizante e de abrir." */
export function movesText(types: readonly GateType[]): string {
  return `Move portão ${types.map((t) => TYPE_WORDS[t]).join(" e ")}.`;
}

/**
 * The models a place page lists and why, from the models chosen for it (profile, needs, gate
 * types, in that order): when its text names needs about its gates, a model stays for a need it
 * meets, or for a named gate type no model kept for a need moves; otherwise one that moves a named
 * type stays; a page that names neither keeps every model with its stated figures. So a
 * building's page never lists a 150-openings model beside the one rated for it.
 */
export function explainedPicks<M extends NeedFigures & { name: string; slug: string; gateTypes: readonly string[] }>(
  models: readonly M[],
  needs: GateNeeds,
  types: readonly GateType[],
): { name: string; slug: string; why: string }[] {
  const read = models.map((m) => ({ m, ...pickReasons(m, needs, types) }));
  if (read.some((r) => r.needs.length > 0)) {
    const kept = read.filter((r) => r.needs.length > 0);
    const moved = new Set(kept.flatMap((r) => r.types));
    for (const r of read) {
      if (r.needs.length > 0 || r.types.every((t) => moved.has(t))) continue;
      kept.push(r);
      for (const t of r.types) moved.add(t);
    }
    return read
      .filter((r) => kept.includes(r))
      .map((r) => ({ name: r.m.name, slug: r.m.slug, why: [...r.needs, ...(r.needs.length === 0 ? [movesText(r.types)] : [])].join(" ") }));
  }
  if (read.some((r) => r.types.length > 0))
    return read.filter((r) => r.types.length > 0).map((r) => ({ name: r.m.name, slug: r.m.slug, why: movesText(r.types) }));
  return read.map((r) => ({ name: r.m.name, slug: r.m.slug, why: modelFigures(r.m) }));
}

/** The catalogue's figures of a model, for a page that names nothing about its gates: those the catalogue states. */
export function modelFigures(m: NeedFigures): string {
  const parts = [
    m.maxWeightKg > 0 ? `até ${m.maxWeightKg} kg` : null,
    m.maxWidthCm > 0 ? `${metres(m.maxWidthCm)} de largura` : null,
    m.cyclesPerDay > 0 ? `${m.cyclesPerDay} aberturas por dia` : null,
  ].filter((p) => p !== null);
  const text = parts.join(", ");
  return text ? `${text[0].toUpperCase()}${text.slice(1)}.` : "";
}

/**
 * The kinds of gate (the catalogue's gate types, app/lib/motor-selector.ts) a place page's own
 * text names: a sliding gate ("deslizante", "de correr"), a pivoting one ("pivotante") or a
 * swing gate ("de abrir", "duas folhas", "abertura em giro"). Tilting gates are named too, so a
 * page about them alone asks for nothing else.
 */
const NAMED_TYPES: [GateType, RegExp][] = [
  ["basculante", /\bbasculantes?\b/],
  ["deslizante", /\b(?:deslizantes?|de correr)\b/],
  ["pivotante", /\bpivotantes?\b/],
  ["giro", /\b(?:de abrir|duas folhas|folha dupla|abertura em giro)\b/],
];

export function namedGateTypes(text: string): GateType[] {
  const folded = foldText(text);
  return NAMED_TYPES.filter(([, re]) => re.test(folded)).map(([type]) => type);
}

/**
 * The models that move each gate type the page names: the recommended ones already do, or the
 * active model of that type that costs least (the catalogue's order breaking ties) is added.
 * `uncovered`: the types no active model moves, for which the page says what the business does
 * instead (the owner's "Tipos de portão", docs/product.md §4.6); never an invented product.
 */
export function modelsForGateTypes<M extends { name: string; slug: string; priceCents: number | null; gateTypes: readonly string[] }>(
  chosen: readonly { name: string; slug: string }[],
  types: readonly GateType[],
  active: readonly M[],
): { models: { name: string; slug: string }[]; uncovered: GateType[] } {
  const models = [...chosen];
  const uncovered: GateType[] = [];
  const moves = (slug: string, type: GateType) => active.some((m) => m.slug === slug && m.gateTypes.includes(type));
  for (const type of types) {
    if (models.some((c) => moves(c.slug, type))) continue;
    const best = active
      .filter((m) => m.gateTypes.includes(type))
      .sort((a, b) => (a.priceCents ?? Number.MAX_SAFE_INTEGER) - (b.priceCents ?? Number.MAX_SAFE_INTEGER))[0];
    if (best) models.push({ name: best.name, slug: best.slug });
    else uncovered.push(type);
  }
  return { models, uncovered };
}
