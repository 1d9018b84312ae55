import { formatBRL } from "~/content/business";

/**
 * "Qual motor para o meu portão?" (/qual-motor, docs/architecture.md, "The two tools"): which catalogue models fit a gate,
 * best first, each with why; the others with why not. Driven only by the motor table
 * (gate types, weight and width limits, openings a day, speed, price); nothing here knows a
 * model by name. Tested on a table of gate cases in tests/unit/motor-selector.test.ts.
 */
export const GATE_TYPES = [
  { value: "basculante", label: "Basculante (sobe e desce)" },
  { value: "deslizante", label: "Deslizante (corre para o lado)" },
  { value: "pivotante", label: "Pivotante (gira num eixo)" },
  { value: "giro", label: "De giro ou de abrir (folhas com dobradiças)" },
  { value: "articulado", label: "Articulado (folha que dobra ao subir)" },
] as const;
export type GateType = (typeof GATE_TYPES)[number]["value"];

export const USES = [
  { value: "casa", label: "Casa: até cerca de 20 aberturas por dia", openingsPerDay: 20 },
  { value: "comercio", label: "Comércio ou garagem de empresa: até cerca de 100 por dia", openingsPerDay: 100 },
  { value: "condominio", label: "Condomínio: mais de 100 aberturas por dia", openingsPerDay: 300 },
] as const;
export type Use = (typeof USES)[number]["value"];

export const WEIGHT_RANGES = [
  { value: "ate-150", label: "Até 150 kg", maxKg: 150 },
  { value: "150-250", label: "De 150 a 250 kg", maxKg: 250 },
  { value: "250-300", label: "De 250 a 300 kg", maxKg: 300 },
  { value: "300-400", label: "De 300 a 400 kg", maxKg: 400 },
  { value: "400-600", label: "De 400 a 600 kg", maxKg: 600 },
  { value: "acima-600", label: "Mais de 600 kg", maxKg: 1000 },
  { value: "nao-sei", label: "Não sei o peso", maxKg: null },
] as const;

export const SPEEDS = [
  { value: "16", label: "Padrão: cerca de 16 segundos" },
  { value: "8", label: "Speedy: cerca de 8 segundos" },
  { value: "4", label: "Jetflex: cerca de 4 segundos" },
  { value: "tanto-faz", label: "Tanto faz" },
] as const;

export const BUDGETS = [
  { value: "ate-900", label: "Até R$ 900", maxCents: 90_000 },
  { value: "ate-1000", label: "Até R$ 1.000", maxCents: 100_000 },
  { value: "ate-1400", label: "Até R$ 1.400", maxCents: 140_000 },
  { value: "sem-limite", label: "Quero o mais adequado, sem limite definido", maxCents: null },
] as const;

export type SelectorAnswers = {
  gateType: GateType;
  /** Heaviest the leaf may be (the range's top, or the number typed); null when unknown. */
  weightKg: number | null;
  widthM: number | null;
  use: Use;
  openDuringPowerCut: boolean;
  /** Preferred opening time in seconds; null when any will do. */
  seconds: number | null;
  budgetCents: number | null;
};

export type MotorFacts = {
  slug: string;
  name: string;
  position: number;
  gateTypes: string[];
  maxWeightKg: number;
  maxWidthCm: number;
  cyclesPerDay: number;
  openingSeconds: number;
  /** Null: "sob consulta". */
  priceCents: number | null;
};

export type Verdict = { motor: MotorFacts; why: string[]; whyNot: string[] };
export type Selection = { recommended: Verdict[]; alsoFit: Verdict[]; excluded: Verdict[]; notes: string[] };

const metres = (cm: number) => `${(cm / 100).toLocaleString("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 2 })} m`;
const gateLabel = (type: string) =>
  GATE_TYPES.find((g) => g.value === type)
    ?.label.split(" (")[0]
    .toLowerCase() ?? type;

function judge(motor: MotorFacts, a: SelectorAnswers): { hard: string[]; soft: string[]; why: string[] } {
  const hard: string[] = [];
  const soft: string[] = [];
  const why: string[] = [];
  const openings = USES.find((u) => u.value === a.use)!.openingsPerDay;
  if (!motor.gateTypes.includes(a.gateType)) hard.push(`serve só portão ${motor.gateTypes.map(gateLabel).join(", ")}`);
  else why.push(`feito para portão ${gateLabel(a.gateType)}`);
  // 0 is "not known" (decision 0029): the model is not ruled out, the visit confirms it.
  if (a.weightKg !== null && motor.maxWeightKg === 0) soft.push("peso máximo a confirmar na visita técnica");
  else if (a.weightKg !== null) {
    if (a.weightKg > motor.maxWeightKg) hard.push(`peso acima de ${motor.maxWeightKg} kg`);
    else why.push(`suporta até ${motor.maxWeightKg} kg (seu portão: até ${a.weightKg} kg)`);
  }
  if (a.widthM !== null && motor.maxWidthCm === 0) soft.push("largura máxima a confirmar na visita técnica");
  else if (a.widthM !== null) {
    if (a.widthM * 100 > motor.maxWidthCm) hard.push(`largura acima de ${metres(motor.maxWidthCm)}`);
    else why.push(`portões de até ${metres(motor.maxWidthCm)} de largura`);
  }
  if (motor.cyclesPerDay === 0) soft.push("aberturas por dia a confirmar na visita técnica");
  else if (openings > motor.cyclesPerDay) hard.push(`indicado para até ${motor.cyclesPerDay} aberturas por dia`);
  else why.push(`indicado para até ${motor.cyclesPerDay} aberturas por dia`);
  if (a.seconds !== null) {
    if (motor.openingSeconds !== a.seconds) soft.push(`abre em ${motor.openingSeconds} s (você prefere ${a.seconds} s)`);
    else why.push(`abre em ${motor.openingSeconds} s, como você quer`);
  }
  if (motor.priceCents === null) {
    if (a.budgetCents !== null) soft.push("preço sob consulta");
    else why.push("preço sob consulta");
  } else if (a.budgetCents !== null && motor.priceCents > a.budgetCents)
    soft.push(`${formatBRL(motor.priceCents)}, acima do orçamento de ${formatBRL(a.budgetCents)}`);
  else why.push(`${formatBRL(motor.priceCents)} com instalação`);
  return { hard, soft, why };
}

/** Cheapest first; then the smallest capacity that still fits (a right-sized motor), then catalogue order. */
function byBestFit(x: Verdict, y: Verdict): number {
  return (
    (x.motor.priceCents ?? Number.MAX_SAFE_INTEGER) - (y.motor.priceCents ?? Number.MAX_SAFE_INTEGER) ||
    x.motor.maxWeightKg - y.motor.maxWeightKg ||
    x.motor.maxWidthCm - y.motor.maxWidthCm ||
    x.motor.position - y.motor.position
  );
}

export function selectMotors(a: SelectorAnswers, catalogue: MotorFacts[]): Selection {
  const recommended: Verdict[] = [];
  const alsoFit: Verdict[] = [];
  const excluded: Verdict[] = [];
  for (const motor of catalogue) {
    const { hard, soft, why } = judge(motor, a);
    if (hard.length > 0) excluded.push({ motor, why: [], whyNot: hard });
    else if (soft.length > 0) alsoFit.push({ motor, why, whyNot: soft });
    else recommended.push({ motor, why, whyNot: [] });
  }
  recommended.sort(byBestFit);
  alsoFit.sort((x, y) => x.whyNot.length - y.whyNot.length || byBestFit(x, y));
  excluded.sort((x, y) => x.whyNot.length - y.whyNot.length || x.motor.position - y.motor.position);
  const notes: string[] = [];
  if (a.openDuringPowerCut) {
    notes.push(
      "Na falta de energia, todos os modelos abrem na mão pela chave de destravamento. Para abrir pelo controle durante a falta de luz, o portão precisa de um nobreak para motor, um acessório orçado à parte.",
    );
  }
  if (a.weightKg === null) notes.push("Sem o peso do portão, a indicação considera só os outros dados: o técnico confirma o peso na visita.");
  return { recommended, alsoFit, excluded, notes };
}

/** Answers from the query string (/qual-motor?tipo=…); null while a required one is missing or invalid. */
export function readSelectorAnswers(q: URLSearchParams): SelectorAnswers | null {
  const gateType = GATE_TYPES.find((g) => g.value === q.get("tipo"))?.value;
  const use = USES.find((u) => u.value === q.get("uso"))?.value;
  const range = WEIGHT_RANGES.find((w) => w.value === q.get("peso"));
  const typedKg = parsePositive(q.get("peso_kg"), 2000);
  const widthM = parsePositive(q.get("largura"), 20);
  const speed = SPEEDS.find((s) => s.value === q.get("velocidade"))?.value;
  const budget = BUDGETS.find((b) => b.value === q.get("orcamento"));
  const power = q.get("energia");
  if (!gateType || !use || (!range && typedKg === null) || !speed || !budget || (power !== "sim" && power !== "nao")) return null;
  return {
    gateType,
    weightKg: typedKg !== null ? Math.ceil(typedKg) : (range?.maxKg ?? null),
    widthM,
    use,
    openDuringPowerCut: power === "sim",
    seconds: speed === "tanto-faz" ? null : Number(speed),
    budgetCents: budget.maxCents,
  };
}

/** "3,2" or "3.2" → 3.2; empty, zero, negative, absurd or not a number → null. */
export function parsePositive(raw: string | null, max: number): number | null {
  if (!raw?.trim()) return null;
  const n = Number(raw.trim().replace(",", "."));
  return Number.isFinite(n) && n > 0 && n <= max ? n : null;
}

const QUESTION_LABELS: Record<string, string> = {
  tipo: "tipo de portão",
  peso: "peso da folha",
  uso: "uso do portão",
  energia: "abrir na falta de energia",
  velocidade: "velocidade",
  orcamento: "orçamento",
};

/** Which required questions are unanswered or invalid, in the order asked (pt-BR labels). */
export function missingAnswers(q: URLSearchParams): string[] {
  const valid: Record<string, (v: string | null) => boolean> = {
    tipo: (v) => GATE_TYPES.some((g) => g.value === v),
    peso: (v) => WEIGHT_RANGES.some((w) => w.value === v) || parsePositive(q.get("peso_kg"), 2000) !== null,
    uso: (v) => USES.some((u) => u.value === v),
    energia: (v) => v === "sim" || v === "nao",
    velocidade: (v) => SPEEDS.some((s) => s.value === v),
    orcamento: (v) => BUDGETS.some((b) => b.value === v),
  };
  return Object.keys(QUESTION_LABELS)
    .filter((k) => !valid[k](q.get(k)))
    .map((k) => QUESTION_LABELS[k]);
}

/** The answers as lines for the WhatsApp message. */
export function selectorSummary(a: SelectorAnswers): string {
  const label = <T extends { value: string; label: string }>(list: readonly T[], value: string) => list.find((x) => x.value === value)?.label ?? value;
  return [
    `- Portão: ${label(GATE_TYPES, a.gateType)}`,
    `- Peso: ${a.weightKg === null ? "não sei" : `até ${a.weightKg} kg`}`,
    ...(a.widthM === null ? [] : [`- Largura: ${a.widthM.toLocaleString("pt-BR")} m`]),
    `- Uso: ${label(USES, a.use)}`,
    `- Abrir sem energia: ${a.openDuringPowerCut ? "sim" : "não"}`,
    `- Velocidade: ${a.seconds === null ? "tanto faz" : `${a.seconds} s`}`,
    `- Orçamento: ${a.budgetCents === null ? "sem limite definido" : `até ${formatBRL(a.budgetCents)}`}`,
  ].join("\n");
}
