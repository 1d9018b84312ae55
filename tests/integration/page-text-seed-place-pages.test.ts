import { afterEach, describe, expect, it } from "vitest";
import { seedDatabase } from "../../db/seed";
import { PAGE_TEXT_SEED_REVISION } from "../../db/seed/page-texts";
import { placeTexts } from "../../db/seed/page-texts/places";
import { PAGE_PLACES } from "~/content/places";
import { cityPath } from "~/lib/paths";
import { placePage, placePageText } from "~/pages/place-page";
import { editorValues } from "~/server/page-texts/editor.server";
import { getPageTextRow, getPublicPageText } from "~/server/page-texts/store.server";
import { useFreshDatabase } from "./helpers";

/**
 * The place pages' text lives in "Páginas do site" (decision 0043): seeded for every place with a
 * page, read by the page, and merged with what an owner wrote for a place before the upgrade.
 */
let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

const NO_SHOWN = { title: null, description: null, heading: null, lead: null };

describe("the place pages' starting text in the database", () => {
  it("a fresh database holds every place page's title, description, heading, lead and text, with no questions", () => {
    const fresh = useFreshDatabase();
    cleanup = fresh.cleanup;
    const seeds = placeTexts();
    expect(seeds.map((s) => s.path).sort()).toEqual(PAGE_PLACES.map((p) => cityPath(p)).sort());
    for (const seed of seeds) {
      const row = getPageTextRow(seed.path);
      expect(row.seeded, seed.path).toBe(true);
      expect(row.version).toBe(0);
      expect(row.published).toMatchObject({ title: seed.title, description: seed.description, heading: seed.heading, lead: seed.lead, body: seed.body });
      expect(row.published.questions).toEqual([]);
      // The editor offers the page's questions as a list, empty to start with.
      expect(editorValues(row, NO_SHOWN).questions).toEqual([]);
    }
    // Osasco's neighbourhoods are sections of its stored text, each found by the page under its anchor.
    const osasco = placePage("osasco", undefined, getPublicPageText("/cidades/osasco"));
    expect(osasco.districts.map((d) => d.anchor)).toContain("vila-yara-osasco");
    expect(osasco.districts.every((d) => d.html.startsWith("<p>"))).toBe(true);
    expect(osasco.bodyHtml).not.toContain("<h3");
  });

  it("a place page the owner wrote for before the upgrade keeps their fields, their text before the place's", () => {
    const fresh = useFreshDatabase();
    cleanup = fresh.cleanup;
    const { sqlite } = fresh.conn;
    const path = "/cidades/mooca";
    sqlite.prepare("DELETE FROM page_texts WHERE path = ?").run(path);
    sqlite
      .prepare("INSERT INTO page_texts (path, heading, body, body_html, version, updated_by) VALUES (?, ?, ?, ?, 1, 'dono')")
      .run(path, "Motor de portão na Mooca, pelo dono", "Texto do dono.", "<p>Texto do dono.</p>");
    seedDatabase(fresh.conn);
    const seed = placeTexts().find((s) => s.path === path)!;
    const row = getPageTextRow(path);
    expect(row.seeded).toBe(true);
    expect(row.published.heading).toBe("Motor de portão na Mooca, pelo dono");
    expect(row.published.title).toBe(seed.title);
    expect(row.published.lead).toBe(seed.lead);
    expect(row.published.body).toBe(`Texto do dono.\n\n${seed.body}`);
    expect(sqlite.prepare("SELECT seed_revision FROM page_texts WHERE path = ?").pluck().get(path)).toBe(PAGE_TEXT_SEED_REVISION);
    const page = placePage("mooca", undefined, getPublicPageText(path));
    expect(page.heading).toBe("Motor de portão na Mooca, pelo dono");
    expect(placePageText(page)).toMatch(/^[^\n]+\nTexto do dono\.\n/);
  });
});
