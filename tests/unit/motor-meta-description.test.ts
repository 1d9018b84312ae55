import { describe, expect, it } from "vitest";
import { motorMetaDescription, motorTitle } from "~/lib/motors/motor-facts";

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

describe("a model's title", () => {
  it("promises a price only where the page shows one, and fits 60 characters", () => {
    expect(motorTitle(HOME)).toBe("Motor PPA Home: Preço, Especificações e Instalação");
    expect(motorTitle({ ...HOME, priceCents: null })).toBe("Motor PPA Home: Especificações e Instalação");
    const long = { name: "Motor PPA Home Custom SP Mono Jetflex Extra", priceCents: null };
    expect(motorTitle(long)).toBe("Motor PPA Home Custom SP Mono Jetflex Extra: Especificações");
    expect(motorTitle(long)).not.toContain("Preço");
  });
});
