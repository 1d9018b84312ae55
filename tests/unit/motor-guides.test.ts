import { describe, expect, it } from "vitest";
import { MOTOR_SEED } from "../../db/seed/motors";
import { MOTOR_GUIDES } from "../../db/seed/prose/motor-guides";
import { MOTOR_SIBLINGS } from "~/lib/motors/motor-siblings";
import { kitOfEveryModel, lineWideRows } from "~/lib/motors/motor-facts";

describe("motor guides (docs/content-quality.md)", () => {
  const slugs = MOTOR_SEED.map((m) => m.slug);

  it("every model of the catalogue has its starting text and siblings to compare, and no sibling is a model that does not exist", () => {
    expect(Object.keys(MOTOR_GUIDES).sort()).toEqual([...slugs].sort());
    expect(Object.keys(MOTOR_SIBLINGS).sort()).toEqual([...slugs].sort());
    for (const [slug, siblings] of Object.entries(MOTOR_SIBLINGS)) {
      expect(siblings.length).toBeGreaterThan(0);
      for (const other of siblings) {
        expect(slugs).toContain(other);
        expect(other).not.toBe(slug);
      }
    }
  });

  it("rows every model shares are found from the catalogue rows, and leave as soon as one model differs (decision 0029)", () => {
    const row = (slug: string) => {
      const m = MOTOR_SEED.find((s) => s.slug === slug)!;
      return {
        ...m,
        priceCents: m.priceCents ?? null,
        gateTypes: m.gateTypes ?? [],
        maxWeightKg: m.maxWeightKg ?? 0,
        maxWidthCm: m.maxWidthCm ?? 0,
        power: m.power ?? "",
        voltage: m.voltage ?? "",
        dutyCycle: m.dutyCycle ?? "",
      };
    };
    const rows = MOTOR_SEED.map((m) => row(m.slug));
    const common = new Map(lineWideRows(rows));
    // Every model is for tilting gates and has the same voltage: said once, on the catalogue.
    expect(common.get("Tipos de portão")).toBe("basculante");
    expect(common.has("Tensão")).toBe(true);
    // A figure that differs between models stays on each model's own table.
    expect(common.has("Tempo de abertura")).toBe(false);
    expect(common.has("Peso máximo do portão")).toBe(false);
    // One model changed in the catalogue: the row is no longer the line's, and each page shows its own value.
    const changed = lineWideRows(rows.map((m, i) => (i === 0 ? { ...m, voltage: "127 V" } : m)));
    expect(changed.map(([label]) => label)).not.toContain("Tensão");
  });

  it("what every kit holds is found once; a model's extra item is not in it", () => {
    const common = kitOfEveryModel(MOTOR_SEED.map((m) => ({ includedItems: m.includedItems ?? [] })));
    expect(common).toContain("Chave de destravamento manual");
    expect(common).not.toContain("Kit de fotocélula de segurança");
  });
});
