import { afterEach, describe, expect, it } from "vitest";
import { PAGE_PLACES } from "~/content/places";
import { placePage, placePageText } from "~/pages/place-page";
import { foldText } from "~/lib/slug";
import { listMotors } from "~/server/data/motors.server";
import { placeModels } from "~/server/places/place-models.server";
import { getBusinessSettings, saveBusinessSettings } from "~/server/data/business-settings.server";
import { useFreshDatabase } from "./helpers";

/**
 * A place page's recommended models agree with what its own text says about its gates
 * (docs/product.md): a heavy or wide gate gets a model rated for 350 kg, a building's gate opened
 * all day a model rated for hundreds of openings, houses a residential model, all read from the
 * catalogue as it is now.
 */
let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

type Figures = { slug: string; maxWeightKg: number; maxWidthCm: number; cyclesPerDay: number | null; status: string };

/** The contradictions a reader found, read directly from the page's words. */
function contradictions(text: string, models: Figures[]): string[] {
  const t = foldText(text);
  const found: string[] = [];
  if (/(portao|portoes|deslizante|basculante|folha)[^.;:]{0,60}\b(pesad|larg)[oa]s?\b/.test(t) && !models.some((m) => m.maxWeightKg >= 350))
    found.push("portão pesado ou largo sem modelo para 350 kg");
  if (
    /(condominio|predio|edificio|garagem coletiva|portoes coletivos|dezenas de moradores|centenas de)/.test(t) &&
    !models.some((m) => (m.cyclesPerDay ?? 0) >= 400)
  )
    found.push("portão de prédio ou condomínio sem modelo de uso intensivo");
  if (/\b(casas?|sobrados?)\b/.test(t) && !models.some((m) => m.cyclesPerDay !== null && m.cyclesPerDay > 0 && m.cyclesPerDay <= 40))
    found.push("casas sem modelo residencial");
  if (models.some((m) => m.status !== "ativo")) found.push("modelo fora de linha");
  return found;
}

function everyContradiction(): string[] {
  const catalogue = new Map(listMotors().map((m) => [m.slug, m]));
  return PAGE_PLACES.flatMap((place) => {
    const page = placePage(place.slug);
    const models = placeModels(page).map((m) => catalogue.get(m.slug)!);
    return contradictions(placePageText(page), models).map((c) => `${place.slug}: ${c}`);
  });
}

describe("place pages' recommended models", () => {
  it("agree with every place page's own words about its gates", () => {
    const fresh = useFreshDatabase();
    cleanup = fresh.cleanup;
    expect(PAGE_PLACES.length).toBeGreaterThan(90);
    expect(everyContradiction()).toEqual([]);
    // The cases a reader found: heavy wide gates in Casa Verde, houses in Guarulhos, Moema's many residents.
    expect(placeModels(placePage("casa-verde")).map((m) => m.slug)).toContain("motor-ppa-potenza");
    expect(placeModels(placePage("guarulhos")).map((m) => m.slug)).toContain("motor-ppa-home");
    expect(placeModels(placePage("moema")).map((m) => m.slug)).toContain("motor-ppa-condominium");
  });

  it("still agree when the catalogue changes: a retired model is replaced by one that meets the same need", () => {
    const fresh = useFreshDatabase();
    cleanup = fresh.cleanup;
    fresh.conn.sqlite.prepare("UPDATE motors SET status = 'fora-de-linha' WHERE slug IN ('motor-ppa-potenza', 'motor-ppa-home')").run();
    expect(listMotors().some((m) => m.slug === "motor-ppa-potenza")).toBe(false);
    expect(everyContradiction()).toEqual([]);
    const casaVerde = placeModels(placePage("casa-verde")).map((m) => m.slug);
    expect(casaVerde).not.toContain("motor-ppa-potenza");
    expect(casaVerde).toContain("motor-ppa-penta");
  });
});

describe("place pages' delivery terms", () => {
  it("follow the owner's list of served cities on the next request", async () => {
    const fresh = useFreshDatabase();
    cleanup = fresh.cleanup;
    const { loader } = await import("~/routes/cidades.$slug");
    const load = async (slug: string) => {
      const result = (await loader({ params: { slug }, request: new Request(`http://localhost/cidades/${slug}`), context: { clientIp: "198.51.100.7" } })) as {
        page: { freeShipping: boolean; description: string };
      };
      return result.page;
    };
    expect((await load("cotia")).freeShipping).toBe(true);
    expect((await load("ribeirao-pires")).freeShipping).toBe(false);
    const settings = getBusinessSettings();
    saveBusinessSettings({ ...settings, cities: [...settings.cities.filter((c) => c !== "Cotia"), "Ribeirão Pires"] });
    expect((await load("cotia")).freeShipping).toBe(false);
    expect((await load("cotia")).description).not.toMatch(/grátis/);
    expect((await load("ribeirao-pires")).freeShipping).toBe(true);
  });
});
