import { describe, expect, it } from "vitest";
import { MOTOR_SEED } from "../../db/seed/motors";
import { MOTOR_GUIDES } from "~/content/motor-guides";

describe("motor guides (issue #14)", () => {
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

  it("quotes the catalogue's own weight and opening time for each model", () => {
    for (const m of MOTOR_SEED) {
      const guide = MOTOR_GUIDES[m.slug];
      const text = [guide.fit, guide.compare, guide.check].join(" ");
      expect(text, m.slug).toContain(`${m.maxWeightKg} kg`);
    }
  });
});
