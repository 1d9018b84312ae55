// One truth on prices (app/lib/catalogue-prices.ts): every price a page states is a figure the
// catalogue or "Dados do negócio" holds, the kit with installation is the catalogue's range from
// its cheapest to its dearest priced model (and so is a residential replacement), and a change in the catalogue shows on the next request.
import { describe, expect, it } from "vitest";
import { useBuiltServer } from "./built-server";
import { formatBRL, type PriceRange } from "~/content/business";
import { sitePagePaths } from "~/lib/index-candidates";
import { getBusinessSettings, getServedBusiness } from "~/server/data/business-settings.server";
import { findMotor, listMotors } from "~/server/data/motors.server";
import { checkMotor, typedFromMotor, updateMotor } from "~/server/admin/motor-catalogue.server";
import { PROCESS_TEST_TIMEOUT_MS } from "../limits";

/** "R$ 1.349" / "R$ 1.349,90" → cents. */
const cents = (text: string) => Math.round(Number(text.replace(/\./g, "").replace(",", ".")) * 100);
const MONEY = String.raw`R\$\s?(\d{1,3}(?:\.\d{3})*(?:,\d{2})?)`;

/** The visible text of a page: tags dropped, entities of the figures decoded. */
function textOf(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/\s+/g, " ");
}

type Said = { ranges: PriceRange[]; single: { cents: number; before: string }[] };

function pricesSaid(text: string): Said {
  const ranges: PriceRange[] = [];
  const rangeRe = new RegExp(`${MONEY} (?:a|até) ${MONEY}`, "g");
  const rest = text.replace(rangeRe, (_, a: string, b: string) => {
    ranges.push({ minCents: cents(a), maxCents: cents(b) });
    return " ";
  });
  const single = [...rest.matchAll(new RegExp(MONEY, "g"))].map((m) => ({ cents: cents(m[1]), before: rest.slice(Math.max(0, m.index! - 24), m.index) }));
  return { ranges, single };
}

describe("every price the site states agrees with the catalogue and the owner's figures", () => {
  const server = useBuiltServer("price-claims");

  const page = async (p: string) => {
    const res = await fetch(server.url + p);
    expect(res.status, p).toBe(200);
    return textOf(await res.text());
  };

  it(
    "on every page but the posts (which state no price), each range is one of the served ranges and each price a catalogue, promotion or in-range figure",
    async () => {
      const served = getServedBusiness();
      const priced = listMotors().flatMap((m) => (m.priceCents === null ? [] : [m.priceCents]));
      expect(priced.length).toBeGreaterThan(0);
      const catalogue = { minCents: Math.min(...priced), maxCents: Math.max(...priced) };
      // The kit is the catalogue's, whatever "Dados do negócio" held for it.
      expect(served.prices.installKit).toEqual(catalogue);
      expect(getBusinessSettings().prices.installKit).not.toEqual(catalogue);
      // A residential replacement is a catalogue model installed in place of the old one: one range with the kit.
      expect(served.prices.replacementResidential).toEqual(catalogue);
      expect(getBusinessSettings().prices.replacementResidential).not.toEqual(catalogue);

      const allowedRanges = Object.values(served.prices).map((r) => `${r.minCents}-${r.maxCents}`);
      const within = (c: number) => Object.values(served.prices).some((r) => c >= r.minCents && c <= r.maxCents);
      const paths = sitePagePaths(
        listMotors().map((m) => m.slug),
        [],
      );
      expect(paths.length).toBeGreaterThan(200);
      let rangesSeen = 0;
      let kitSeen = 0;
      for (const p of paths) {
        const text = await page(p);
        expect(text, p).not.toMatch(/\{preço[^}]*\}/);
        const said = pricesSaid(text);
        for (const r of said.ranges) {
          rangesSeen++;
          if (r.minCents === catalogue.minCents && r.maxCents === catalogue.maxCents) kitSeen++;
          expect(allowedRanges, `${p}: ${formatBRL(r.minCents)} a ${formatBRL(r.maxCents)}`).toContain(`${r.minCents}-${r.maxCents}`);
        }
        for (const s of said.single) {
          // "Até R$ 1.400" is a budget the visitor picks in "Qual motor" (app/lib/motor-selector.ts), not a price stated.
          const ok =
            priced.includes(s.cents) || s.cents === served.promo.priceCents || within(s.cents) || /\d+x de $|Pix: $|parcelas de $|Até $/.test(s.before);
          expect(ok, `${p}: “…${s.before}${formatBRL(s.cents)}”`).toBe(true);
        }
      }
      expect(rangesSeen).toBeGreaterThan(20);
      expect(kitSeen).toBeGreaterThan(5);
    },
    PROCESS_TEST_TIMEOUT_MS * 4,
  );

  it("a new price in the catalogue changes the kit's range on every page on the next request", async () => {
    const before = getServedBusiness().prices.installKit;
    const jetflex = findMotor("motor-ppa-home-jetflex")!;
    expect(jetflex.priceCents).toBe(before.maxCents);
    const checked = checkMotor({ ...typedFromMotor(jetflex), price: "1.599" }, jetflex.id);
    if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
    updateMotor(jetflex, checked.values);
    const after = { minCents: before.minCents, maxCents: 159_900 };
    expect(getServedBusiness().prices.installKit).toEqual(after);
    expect(getServedBusiness().prices.replacementResidential).toEqual(after);
    // The kit's pages, and the replacement's (problem page and topic), follow the catalogue together.
    for (const p of [
      "/instalacao-manutencao",
      "/duvidas-frequentes",
      "/topicos/instalacao-de-motor-de-portao",
      "/troca-de-motor-de-portao",
      "/motor-de-portao-queimado",
    ]) {
      const said = pricesSaid(await page(p));
      expect(
        said.ranges.some((r) => r.minCents === after.minCents && r.maxCents === after.maxCents),
        p,
      ).toBe(true);
      expect(
        said.ranges.some((r) => r.maxCents === before.maxCents && r.minCents === before.minCents),
        p,
      ).toBe(false);
    }
  });
});
