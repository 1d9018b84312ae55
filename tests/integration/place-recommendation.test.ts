import { afterEach, describe, expect, it } from "vitest";
import { PAGE_PLACES } from "~/content/places";
import { placePage, placePageText } from "~/pages/place-page";
import { cityPath } from "~/lib/paths";
import { getPageTextRow, getPublicPageText, savePageText } from "~/server/page-texts/store.server";
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

/** A place page as a request reads it: its stored row in "Páginas do site" (decision 0043). */
function storedPlacePage(slug: string) {
  return placePage(slug, undefined, getPublicPageText(cityPath({ slug })));
}

type Figures = { slug: string; maxWeightKg: number; maxWidthCm: number; cyclesPerDay: number | null; status: string; gateTypes: string[] };

/** The kinds of gate a reader sees named in a page's words, as the catalogue's gate types. */
const GATE_WORDS: [string, RegExp][] = [
  ["deslizante", /\b(deslizantes?|de correr)\b/],
  ["pivotante", /\bpivotantes?\b/],
  ["giro", /\b(de abrir|duas folhas|folha dupla|abertura em giro)\b/],
];

/** The contradictions a reader found, read directly from the page's words. */
function contradictions(text: string, models: Figures[], gateTypesNote: boolean): string[] {
  const t = foldText(text);
  const found: string[] = [];
  // A sliding or swing gate in the text: a model that moves it, or the page says plainly what the business does for it.
  for (const [type, words] of GATE_WORDS)
    if (words.test(t) && !models.some((m) => m.gateTypes.includes(type)) && !gateTypesNote)
      found.push(`portão ${type} sem modelo nem nota dos tipos de portão`);
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
    const page = storedPlacePage(place.slug);
    const { models, uncoveredGateTypes } = placeModels(page);
    const figures = models.map((m) => catalogue.get(m.slug)!);
    return contradictions(placePageText(page), figures, uncoveredGateTypes.length > 0).map((c) => `${place.slug}: ${c}`);
  });
}

describe("place pages' recommended models", () => {
  it("agree with every place page's own words about its gates", () => {
    const fresh = useFreshDatabase();
    cleanup = fresh.cleanup;
    expect(PAGE_PLACES.length).toBeGreaterThan(90);
    expect(everyContradiction()).toEqual([]);
    // The cases a reader found: heavy wide gates in Casa Verde, houses in Guarulhos, Moema's many residents.
    expect(placeModels(storedPlacePage("casa-verde")).models.map((m) => m.slug)).toContain("motor-ppa-potenza");
    expect(placeModels(storedPlacePage("guarulhos")).models.map((m) => m.slug)).toContain("motor-ppa-home");
    expect(placeModels(storedPlacePage("moema")).models.map((m) => m.slug)).toContain("motor-ppa-condominium");
  });

  it("say why each model is there, and list none that meets nothing the page says about its gates", () => {
    const fresh = useFreshDatabase();
    cleanup = fresh.cleanup;
    const unexplained = PAGE_PLACES.flatMap((place) =>
      placeModels(storedPlacePage(place.slug))
        .models.filter((m) => m.why.trim() === "")
        .map((m) => `${place.slug}: ${m.slug}`),
    );
    expect(unexplained).toEqual([]);
    // República's buildings with heavy iron leaves: the model rated for both, not a 150-openings one beside it;
    // the page also names sliding gates, so the reasons say the model is for basculantes.
    const republica = placeModels(storedPlacePage("republica")).models;
    expect(republica.map((m) => m.slug)).toEqual(["motor-ppa-condominium"]);
    expect(republica[0].why).toBe(
      "Para folha basculante pesada ou larga: até 400 kg e 4,5 m de largura. Para portão basculante de prédio, aberto o dia todo: até 400 aberturas por dia.",
    );
  });

  it("still agree when the catalogue changes: a retired model is replaced by one that meets the same need", () => {
    const fresh = useFreshDatabase();
    cleanup = fresh.cleanup;
    fresh.conn.sqlite.prepare("UPDATE motors SET status = 'fora-de-linha' WHERE slug IN ('motor-ppa-potenza', 'motor-ppa-home')").run();
    expect(listMotors().some((m) => m.slug === "motor-ppa-potenza")).toBe(false);
    expect(everyContradiction()).toEqual([]);
    const casaVerde = placeModels(storedPlacePage("casa-verde")).models.map((m) => m.slug);
    expect(casaVerde).not.toContain("motor-ppa-potenza");
    expect(casaVerde).toContain("motor-ppa-penta");
  });

  it("name the catalogue's model for a sliding or swing gate the text describes, or carry the owner's note of gate types", async () => {
    const fresh = useFreshDatabase();
    cleanup = fresh.cleanup;
    const { loader } = await import("~/routes/cidades.$slug");
    const load = async (slug: string) =>
      (
        (await loader({ params: { slug }, request: new Request(`http://localhost/cidades/${slug}`), context: { clientIp: "198.51.100.7" } })) as {
          page: { motors: { slug: string }[]; gateTypesNote: boolean };
        }
      ).page;
    // The seeded catalogue moves tilting gates only: the pages a reader found say so beside their models.
    for (const slug of ["taboao-da-serra", "vila-madalena", "interlagos"]) expect((await load(slug)).gateTypesNote).toBe(true);
    // A page about tilting gates alone needs no note.
    const tilting = PAGE_PLACES.filter((p) => !GATE_WORDS.some(([, w]) => w.test(foldText(placePageText(storedPlacePage(p.slug))))));
    expect(tilting.length).toBeGreaterThan(0);
    expect((await load(tilting[0].slug)).gateTypesNote).toBe(false);
    // Once the catalogue has a sliding-gate model, the pages that describe sliding gates recommend it.
    fresh.conn.sqlite.prepare(`UPDATE motors SET gate_types = '["deslizante"]' WHERE slug = 'motor-ppa-penta'`).run();
    expect(everyContradiction()).toEqual([]);
    const vilaMadalena = await load("vila-madalena");
    expect(vilaMadalena.motors.map((m) => m.slug)).toContain("motor-ppa-penta");
  });
});

describe("place pages' model picks follow the stored text", () => {
  it("an owner who rewrites a place's text changes its models on the next request", async () => {
    const fresh = useFreshDatabase();
    cleanup = fresh.cleanup;
    const { loader } = await import("~/routes/cidades.$slug");
    const models = async () =>
      (
        (await loader({ params: { slug: "moema" }, request: new Request("http://localhost/cidades/moema"), context: { clientIp: "198.51.100.7" } })) as {
          page: { motors: { slug: string; why: string }[] };
        }
      ).page.motors;
    // Moema's starting text names its buildings: the model rated for a building's gate.
    expect((await models()).map((m) => m.slug)).toContain("motor-ppa-condominium");
    const row = getPageTextRow("/cidades/moema");
    savePageText({
      path: "/cidades/moema",
      fields: {
        ...row.published,
        lead: "Em Moema atendemos ruas tranquilas perto do parque.",
        body: "Aqui instalamos motores em casas térreas com portão basculante de chapa simples.",
      },
      publish: true,
      expectedVersion: row.version,
      by: "dono@exemplo.com.br",
    });
    // Now the text names houses only: a residential model, and no building's model beside it.
    const after = await models();
    expect(after.map((m) => m.slug)).toContain("motor-ppa-home");
    expect(after.map((m) => m.slug)).not.toContain("motor-ppa-condominium");
    expect(after.every((m) => m.why.includes("de casa"))).toBe(true);
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
