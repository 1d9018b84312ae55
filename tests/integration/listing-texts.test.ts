// The hubs and tools store their lines in "Páginas do site" like every page (app/lib/listing-texts.ts,
// decision 0043): the owner's title, description, heading and opening show on the next request,
// and the counts and lists the lines name are filled from what the page lists (the catalogue, the
// owner's served cities) at that request, so retiring a model or a city changes them with no edit.
import { describe, expect, it } from "vitest";
import { useBuiltServer } from "./built-server";
import { LISTING_SLOTS } from "~/lib/listing-texts";
import { MOTORS_PATH, PLACES_HUB_PATH, SELECTOR_PATH, SITEMAP_PATH, TOPICS_HUB_PATH, USEFUL_LINKS_PATH } from "~/lib/paths";
import { checkMotor, typedFromMotor, updateMotor } from "~/server/admin/motor-catalogue.server";
import { findMotor, listMotors } from "~/server/data/motors.server";
import { getBusinessSettings, saveBusinessSettings } from "~/server/data/business-settings.server";
import { getPageTextRow } from "~/server/page-texts/store.server";
import { listSitePages } from "~/server/page-texts/site-pages.server";
import { useSiteEditor } from "./site-page-editor";
import { PROCESS_TEST_TIMEOUT_MS } from "../limits";

const HUBS = [MOTORS_PATH, PLACES_HUB_PATH, TOPICS_HUB_PATH, USEFUL_LINKS_PATH, SITEMAP_PATH, SELECTOR_PATH];

const between = (page: string, pattern: RegExp) => page.match(pattern)?.[1]?.replace(/\s+/g, " ").trim() ?? null;
const heading = (page: string) => between(page, /<h1[^>]*>([^<]*)<\/h1>/);
const lead = (page: string) => between(page, /<p data-page-lead=""[^>]*>([^<]*)<\/p>/);
// The whole title (the <title> is cut to what a search result shows).
const title = (page: string) => between(page, /<meta property="og:title" content="([^"]*)"/);
const description = (page: string) => between(page, /<meta name="description" content="([^"]*)"/);
const cards = (page: string) => page.match(/data-motor-card="true"/g)?.length ?? 0;

describe("the hubs' lines in Páginas do site", () => {
  const server = useBuiltServer("listing-texts");
  const get = async (p: string) => {
    const res = await server.fetch(p);
    expect(res.status, p).toBe(200);
    return res.text();
  };

  const { open, publish } = useSiteEditor(server);

  it("each hub's lines are seeded rows, listed and shown as stored, with the counts filled from what it lists", async () => {
    const listed = new Set(listSitePages({ kind: null, status: null, search: "" }).map((r) => r.path));
    for (const path of HUBS) {
      const row = getPageTextRow(path);
      expect(row.seeded, path).toBe(true);
      expect(listed.has(path), path).toBe(true);
      const page = await get(path);
      // What the page shows is the stored row, with the slots filled: no brace reaches a visitor.
      expect(title(page), path).toContain(row.published.title?.split("{")[0].trim() ?? "");
      expect(heading(page), path).toBe(row.published.heading);
      expect(page, path).not.toMatch(/\{(número|linhas) de/);
      if (row.published.lead && !row.published.lead.includes("{")) expect(lead(page), path).toBe(row.published.lead);
    }
    const catalogue = await get(MOTORS_PATH);
    const count = listMotors().length;
    expect(cards(catalogue)).toBe(count);
    expect(lead(catalogue)).toContain(`: ${count} modelos para portões basculantes`);
    expect(description(catalogue)).toContain(`Compare os ${count} modelos`);
    expect(catalogue).toContain("Responda seis perguntas e veja qual motor serve para o seu portão");
  });

  it(
    "the catalogue's counts follow a retired model on the next request, and its instalment sentence the owner's terms",
    async () => {
      const before = listMotors().length;
      const potenza = findMotor("motor-ppa-potenza")!;
      const retired = checkMotor({ ...typedFromMotor(potenza), status: "fora-de-linha" }, potenza.id);
      if (!retired.ok) throw new Error(JSON.stringify(retired.errors));
      updateMotor(potenza, retired.values);
      const page = await get(MOTORS_PATH);
      expect(cards(page)).toBe(before - 1);
      expect(lead(page)).toContain(`: ${before - 1} modelos`);
      expect(description(page)).toContain(`Compare os ${before - 1} modelos`);
      expect(description(page)).not.toContain("Potenza");

      // Without interest said there is no instalment offer: the sentence goes whole, the rest stays.
      const settings = getBusinessSettings();
      saveBusinessSettings({ ...settings, instalments: 10, instalmentRatePct: null });
      expect(lead(await get(MOTORS_PATH))).toMatch(/O preço de cada kit já inclui a instalação\.$/);
      saveBusinessSettings({ ...settings, instalments: 10, instalmentRatePct: 0 });
      expect(lead(await get(MOTORS_PATH))).toMatch(/O preço de cada kit já inclui a instalação\. Parcelado, o kit sai a partir de R\$.*10x.*sem juros/);
      saveBusinessSettings(settings);
      const back = checkMotor({ ...typedFromMotor(findMotor("motor-ppa-potenza")!), status: "ativo" }, potenza.id);
      if (!back.ok) throw new Error(JSON.stringify(back.errors));
      updateMotor(findMotor("motor-ppa-potenza")!, back.values);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    "an owner's lines with a slot show filled on the next request; the editor names the slots and previews them filled",
    async () => {
      const shown = await open(PLACES_HUB_PATH);
      expect(shown.automatic).toContain(LISTING_SLOTS.placePageCount);
      const count = shown.slots[LISTING_SLOTS.placePageCount];
      expect(Number(count)).toBeGreaterThan(50);
      await publish(PLACES_HUB_PATH, {
        title: `Atendemos ${LISTING_SLOTS.placePageCount} lugares | Motores PPA`,
        heading: "Onde instalamos",
        lead: `São ${LISTING_SLOTS.placePageCount} bairros e cidades <b>com página</b>.`,
      });
      const page = await get(PLACES_HUB_PATH);
      expect(title(page)).toBe(`Atendemos ${count} lugares | Motores PPA`);
      expect(heading(page)).toBe("Onde instalamos");
      // Markup typed in a line is text, never markup.
      expect(lead(page)).toBe(`São ${count} bairros e cidades &lt;b&gt;com página&lt;/b&gt;.`);
      // A blank line goes back to the template's label.
      await publish(PLACES_HUB_PATH, { heading: "" });
      expect(heading(await get(PLACES_HUB_PATH))).toBe("Cidades e bairros atendidos");
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
