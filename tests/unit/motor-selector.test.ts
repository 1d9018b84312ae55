import { describe, expect, it } from "vitest";
import { readSelectorAnswers, selectMotors, type MotorFacts } from "~/lib/motor-selector";
import { MOTOR_SEED } from "../../db/seed/motors";

/** The seeded catalogue, as the selector reads it from SQLite. */
const CATALOGUE: MotorFacts[] = MOTOR_SEED.map((m) => ({
  slug: m.slug,
  name: m.name,
  position: m.position,
  gateTypes: m.gateTypes ?? [],
  maxWeightKg: m.maxWeightKg ?? 0,
  maxWidthCm: m.maxWidthCm ?? 0,
  cyclesPerDay: m.cyclesPerDay ?? 0,
  openingSeconds: m.openingSeconds,
  priceCents: m.priceCents ?? null,
}));

const short = (slug: string) => slug.replace("motor-ppa-", "");
const pick = (query: string) => {
  const answers = readSelectorAnswers(new URLSearchParams(query));
  if (!answers) throw new Error(`respostas incompletas: ${query}`);
  return selectMotors(answers, CATALOGUE);
};

/** Gate cases and the models expected, best first, worked out by hand from the seeded table. */
const CASES: [query: string, expected: string[]][] = [
  ["tipo=basculante&peso=150-250&uso=casa&energia=nao&velocidade=4&orcamento=sem-limite", ["home-jetflex"]],
  ["tipo=basculante&peso=250-300&uso=casa&energia=nao&velocidade=4&orcamento=sem-limite", ["home-jetflex"]],
  ["tipo=basculante&peso=300-400&uso=casa&energia=nao&velocidade=4&orcamento=sem-limite", []],
  [
    "tipo=basculante&peso=150-250&uso=casa&energia=nao&velocidade=tanto-faz&orcamento=sem-limite",
    // Priced models first (cheapest first), then "sob consulta"; the Jetflex siblings without a known weight are only "also fit".
    [
      "home",
      "home-legero",
      "home-jetflex",
      "home-mono",
      "levante",
      "home-custom-mono",
      "home-custom-legero",
      "home-sp-mono",
      "home-custom-sp-mono",
      "potenza",
      "penta",
      "condominium",
    ],
  ],
  ["tipo=basculante&peso=150-250&uso=casa&energia=sim&velocidade=8&orcamento=sem-limite", ["home-legero", "home-custom-legero"]],
  ["tipo=basculante&peso=150-250&uso=casa&energia=nao&velocidade=16&orcamento=ate-900", ["home"]],
  ["tipo=basculante&peso=nao-sei&peso_kg=270&uso=casa&energia=nao&velocidade=tanto-faz&orcamento=ate-1000", []],
  [
    "tipo=basculante&peso=150-250&largura=3,2&uso=casa&energia=nao&velocidade=tanto-faz&orcamento=sem-limite",
    ["home-custom-mono", "home-custom-legero", "home-custom-sp-mono", "potenza", "penta", "condominium"],
  ],
  ["tipo=basculante&peso=150-250&uso=comercio&energia=nao&velocidade=tanto-faz&orcamento=sem-limite", ["potenza", "penta", "condominium"]],
  ["tipo=basculante&peso=300-400&uso=condominio&energia=nao&velocidade=tanto-faz&orcamento=sem-limite", ["condominium"]],
  ["tipo=deslizante&peso=400-600&uso=condominio&energia=sim&velocidade=tanto-faz&orcamento=sem-limite", []],
  ["tipo=deslizante&peso=ate-150&uso=casa&energia=nao&velocidade=tanto-faz&orcamento=sem-limite", []],
  ["tipo=pivotante&peso=150-250&uso=casa&energia=nao&velocidade=tanto-faz&orcamento=sem-limite", []],
  ["tipo=basculante&peso=acima-600&uso=casa&energia=nao&velocidade=tanto-faz&orcamento=sem-limite", []],
  ["tipo=basculante&peso=nao-sei&uso=casa&energia=nao&velocidade=4&orcamento=sem-limite", ["home-jetflex", "home-custom-jetflex", "penta-jetflex"]],
  ["tipo=basculante&peso=150-250&uso=condominio&energia=nao&velocidade=tanto-faz&orcamento=ate-900", []],
  ["tipo=basculante&peso=400-600&uso=casa&energia=nao&velocidade=tanto-faz&orcamento=sem-limite", []],
  ["tipo=basculante&peso=150-250&uso=casa&energia=nao&velocidade=4&orcamento=ate-1000", []],
];

describe("motor selector", () => {
  it.each(CASES)("%s", (query, expected) => {
    expect(pick(query).recommended.map((v) => short(v.motor.slug))).toEqual(expected);
  });

  it("recommends Home Jetflex first for a 250 kg tilting home gate that must open in 4 s, and says why", () => {
    const [best] = pick("tipo=basculante&peso=150-250&uso=casa&energia=nao&velocidade=4&orcamento=sem-limite").recommended;
    expect(best.motor.name).toBe("Motor PPA Home Jetflex");
    expect(best.why).toEqual([
      "feito para portão basculante",
      "suporta até 300 kg (seu portão: até 250 kg)",
      "indicado para até 40 aberturas por dia",
      "abre em 4 s, como você quer",
      "R$ 1.349 com instalação",
    ]);
  });

  it("explains each model that does not fit", () => {
    const result = pick("tipo=deslizante&peso=400-600&uso=condominio&energia=sim&velocidade=tanto-faz&orcamento=sem-limite");
    expect(result.excluded).toHaveLength(14);
    const home = result.excluded.find((v) => v.motor.slug === "motor-ppa-home-jetflex")!;
    expect(home.whyNot).toEqual(["serve só portão basculante", "peso acima de 300 kg", "indicado para até 40 aberturas por dia"]);
    expect(result.notes[0]).toMatch(/nobreak/);
  });

  it("keeps models that fit but miss a wish apart, with the wish they miss", () => {
    const result = pick("tipo=basculante&peso=150-250&uso=casa&energia=nao&velocidade=4&orcamento=ate-1000");
    expect(result.alsoFit.find((v) => v.motor.slug === "motor-ppa-home-jetflex")?.whyNot).toEqual(["R$ 1.349, acima do orçamento de R$ 1.000"]);
    expect(result.alsoFit.find((v) => v.motor.slug === "motor-ppa-home")?.whyNot).toEqual(["abre em 16 s (você prefere 4 s)"]);
  });

  it("waits for every required answer and refuses nonsense", () => {
    expect(readSelectorAnswers(new URLSearchParams("tipo=basculante"))).toBeNull();
    expect(readSelectorAnswers(new URLSearchParams("tipo=foguete&peso=ate-150&uso=casa&energia=nao&velocidade=4&orcamento=sem-limite"))).toBeNull();
    expect(readSelectorAnswers(new URLSearchParams("tipo=basculante&peso_kg=-5&uso=casa&energia=nao&velocidade=4&orcamento=sem-limite"))).toBeNull();
    expect(
      readSelectorAnswers(new URLSearchParams("tipo=basculante&peso=ate-150&largura=abc&uso=casa&energia=nao&velocidade=4&orcamento=sem-limite"))?.widthM,
    ).toBeNull();
  });
});
