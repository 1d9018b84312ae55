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
