import { describe, expect, it } from "vitest";
import { MOTOR_SEED } from "../../db/seed/motors";
import { MOTOR_GUIDES } from "~/content/motor-guides";
import { comparisonText } from "~/lib/motors/motor-facts";

describe("motor guides (docs/content-quality.md)", () => {
  const slugs = MOTOR_SEED.map((m) => m.slug);

  it("every model of the catalogue has its guide, and no guide names a model that does not exist", () => {
    expect(Object.keys(MOTOR_GUIDES).sort()).toEqual([...slugs].sort());
    for (const [slug, guide] of Object.entries(MOTOR_GUIDES)) {
      expect(guide.alternatives.length).toBeGreaterThan(0);
      for (const other of guide.alternatives) {
        expect(slugs).toContain(other);
        expect(other).not.toBe(slug);
      }
    }
  });

  it("the comparison is written from both rows: a price changed in the catalogue is the one quoted (decision 0029)", () => {
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
    const home = row("motor-ppa-home");
    const jetflex = { ...row("motor-ppa-home-jetflex"), priceCents: 123_400 };
    const text = comparisonText(home, [jetflex]);
    expect(text).toContain("abre em 4 segundos, contra 16");
    expect(text).toContain("R$ 1.234");
    expect(text).not.toContain("1.349");
    // The Jetflex's power is not stated: no power comparison is made up.
    expect(text).not.toContain("HP");
  });
});
