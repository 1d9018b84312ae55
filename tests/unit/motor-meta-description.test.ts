import { describe, expect, it } from "vitest";
import { motorMetaDescription } from "~/lib/motors/motor-facts";

const HOME = { name: "Motor PPA Home", description: "O modelo de entrada da linha basculante PPA.", priceCents: 89900, openingSeconds: 16 };

describe("a model's meta description", () => {
  it("is its own description with the catalogue's price and opening time", () => {
    expect(motorMetaDescription(HOME)).toBe("O modelo de entrada da linha basculante PPA. R$ 899, com instalação grátis; abre em 16 s.");
    expect(motorMetaDescription({ ...HOME, priceCents: null })).toBe(
      "O modelo de entrada da linha basculante PPA. Preço sob consulta, com instalação grátis; abre em 16 s.",
    );
  });

  it("fits 160 characters with whole sentences when the owner's description is long, never an ellipsis", () => {
    const long = `${"Motor robusto e silencioso para portões pesados. ".repeat(4)}Fim.`;
    for (const m of [
      { ...HOME, description: long },
      { ...HOME, description: long, priceCents: null },
      { ...HOME, description: "x ".repeat(120) },
    ]) {
      const d = motorMetaDescription(m);
      expect([...d].length).toBeLessThanOrEqual(160);
      expect(d).toMatch(/[^…]$/);
    }
    expect(motorMetaDescription({ ...HOME, description: long })).toMatch(/^Motor PPA Home por R\$ 899, com instalação grátis; abre em 16 s\. Motor robusto/);
  });
});
