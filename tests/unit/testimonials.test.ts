import { describe, expect, it } from "vitest";
import { TESTIMONIALS, testimonialsFor } from "~/content/testimonials";

describe("testimonials", () => {
  it("has the generic three plus one each for São Paulo, Guarulhos and Osasco", () => {
    expect(TESTIMONIALS.filter((t) => !t.city)).toHaveLength(3);
    for (const city of ["São Paulo", "Guarulhos", "Osasco"] as const) expect(TESTIMONIALS.filter((t) => t.city === city)).toHaveLength(1);
  });

  it("shows at most three, the city's own first", () => {
    expect(testimonialsFor()).toHaveLength(3);
    expect(testimonialsFor().every((t) => !t.city)).toBe(true);
    const osasco = testimonialsFor("Osasco");
    expect(osasco).toHaveLength(3);
    expect(osasco[0].city).toBe("Osasco");
    expect(osasco.slice(1).every((t) => !t.city)).toBe(true);
  });
});
