import { BRAND, formatBRL } from "~/content/business";
import { GATE_TYPES } from "~/lib/motor-selector";
import { DESCRIPTION_MAX, TITLE_MAX, wholeSentencesWithin } from "~/lib/snippet-length";

/**
 * How a model's figures read on every page (decision 0029): one place turns the catalogue's
 * columns into pt-BR, so no page types a figure of its own. An unknown figure (empty text, 0)
 * is left out, never guessed.
 */
export type MotorFigures = {
  priceCents: number | null;
  openingSeconds: number;
  maxWeightKg: number;
  maxWidthCm: number;
  /** Most openings a day; 0 or absent = not known. */
  cyclesPerDay?: number;
  power: string;
  voltage: string;
  dutyCycle: string;
  gateTypes: string[];
  specs: [string, string][];
};

export const PRICE_ON_REQUEST = "Preço sob consulta";

/** "R$ 899" or "Preço sob consulta". */
export function priceLabel(m: Pick<MotorFigures, "priceCents">): string {
  return m.priceCents === null ? PRICE_ON_REQUEST : formatBRL(m.priceCents);
}

/**
 * The model page's meta description, written to fit 160 characters from the catalogue row: its
 * own description with price and opening time, else with the price (or alone when the price is
 * on request), else the name, price and time first and the description's whole sentences that still fit (never cut with "…").
 */
/**
 * The model page's title: the longest that fits 60 characters (names of catalogue models vary in
 * length); "Preço" only where the page shows one (a model "sob consulta" does not).
 */
export function motorTitle(m: Pick<MotorFigures, "priceCents"> & { name: string }): string {
  const forms =
    m.priceCents === null
      ? [`${m.name}: Especificações e Instalação`, `${m.name}: Especificações`]
      : [`${m.name}: Preço, Especificações e Instalação`, `${m.name}: Preço e Especificações`];
  return [...forms, `${m.name} | ${BRAND}`].find((t) => [...t].length <= TITLE_MAX) ?? m.name;
}

export function motorMetaDescription(m: Pick<MotorFigures, "priceCents" | "openingSeconds"> & { name: string; description: string }): string {
  const description = m.description.trim();
  const price = priceLabel(m);
  const time = m.openingSeconds > 0 ? `; abre em ${m.openingSeconds} s` : "";
  const candidates = [`${description} ${price}, com instalação grátis${time}.`, `${description} ${price}, com instalação grátis.`];
  // Without a price to show, the model's own text alone says more than its name.
  if (m.priceCents === null) candidates.push(description);
  const fitting = candidates.find((c) => [...c].length <= DESCRIPTION_MAX);
  if (fitting) return fitting;
  const lead = `${m.name}${m.priceCents === null ? "" : ` por ${price}`}, com instalação grátis${time}.`;
  const rest = wholeSentencesWithin(description, DESCRIPTION_MAX - [...lead].length - 1);
  return rest ? `${lead} ${rest}` : lead;
}

/** "basculante" → "basculantes"; the labels of GATE_TYPES without their explanation. */
export function gateTypesLabel(types: string[]): string {
  const words = types.map((t) => (GATE_TYPES.find((g) => g.value === t)?.label.split(" (")[0] ?? t).toLowerCase());
  return words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} e ${words.at(-1)}`;
}

const metres = (cm: number) => `${(cm / 100).toLocaleString("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 2 })} m`;

/** Labels the columns own: a stored extra row with one of them is not shown twice. */
const OWN_LABELS = new Set([
  "Tensão",
  "Potência",
  "Tempo de abertura",
  "Peso máximo do portão",
  "Largura máxima do portão",
  "Aberturas por dia",
  "Ciclos por hora",
  "Ciclo de trabalho",
  "Tipos de portão",
]);

/** The specification table: the columns first, then the extra rows stored with the model. */
export function specRows(m: MotorFigures): [string, string][] {
  const rows: [string, string][] = [];
  if (m.gateTypes.length > 0) rows.push(["Tipos de portão", gateTypesLabel(m.gateTypes)]);
  rows.push(["Tempo de abertura", `${m.openingSeconds} segundos`]);
  if (m.maxWeightKg > 0) rows.push(["Peso máximo do portão", `${m.maxWeightKg} kg`]);
  if (m.maxWidthCm > 0) rows.push(["Largura máxima do portão", metres(m.maxWidthCm)]);
  if (m.cyclesPerDay) rows.push(["Aberturas por dia", `até ${m.cyclesPerDay.toLocaleString("pt-BR")}`]);
  if (m.power) rows.push(["Potência", m.power]);
  if (m.voltage) rows.push(["Tensão", m.voltage]);
  if (m.dutyCycle) rows.push(["Ciclo de trabalho", m.dutyCycle]);
  return [...rows, ...m.specs.filter(([label]) => !OWN_LABELS.has(label))];
}

/** The figures a card or a meta description quotes: speed, weight, gate types. */
export function figureLines(m: MotorFigures): string[] {
  return [
    `Abertura em ${m.openingSeconds} segundos`,
    ...(m.maxWeightKg > 0 ? [`Para portões de até ${m.maxWeightKg} kg`] : []),
    ...(m.gateTypes.length > 0 ? [`Para portão ${gateTypesLabel(m.gateTypes)}`] : []),
  ];
}

/**
 * Specification rows with the same value on every model given (the line's gate type, voltage,
 * remote): said once on the catalogue (`/motores#kit`), left out of each model's table.
 */
export function lineWideRows(models: MotorFigures[]): [string, string][] {
  if (models.length === 0) return [];
  const [first, ...rest] = models.map((m) => new Map(specRows(m)));
  return [...first].filter(([label, value]) => rest.every((t) => t.get(label) === value));
}

/**
 * The items every active model's kit holds: listed once, on the catalogue (`/motores#kit`);
 * a model page lists only what its kit adds (app/routes/motores.$slug.tsx).
 */
export function kitOfEveryModel(models: { includedItems: string[] }[]): string[] {
  if (models.length === 0) return [];
  const [first, ...rest] = models;
  return first.includedItems.filter((item) => rest.every((m) => m.includedItems.includes(item)));
}
