import { afterEach, describe, expect, it } from "vitest";
import { seedDatabase } from "../../db/seed";
import { PAGE_TEXT_SEED_REVISION } from "../../db/seed/page-texts";
import { landingTexts } from "../../db/seed/page-texts/landings";
import { editorValues } from "~/server/page-texts/editor.server";
import { getPageTextRow, getPublicPageText, savePageText } from "~/server/page-texts/store.server";
import { GUARULHOS_PATH, OSASCO_PATH } from "~/lib/paths";
import { useFreshDatabase } from "./helpers";

/**
 * The city landings' text lives in "Páginas do site" (decision 0043): seeded with their questions,
 * read by the page, editable as a list, and merged with what an owner wrote before the upgrade.
 */
let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

const NO_SHOWN = { title: null, description: null, heading: null, lead: null };

describe("the city landings' starting text in the database", () => {
  it("a fresh database holds each landing's title, description, heading, opening, text and questions", () => {
    const fresh = useFreshDatabase();
    cleanup = fresh.cleanup;
    const seeds = landingTexts();
    expect(seeds.map((s) => s.path).sort()).toEqual([GUARULHOS_PATH, OSASCO_PATH]);
    for (const seed of seeds) {
      const row = getPageTextRow(seed.path);
      expect(row.seeded, seed.path).toBe(true);
      expect(row.version).toBe(0);
      expect(row.published.title).toBe(seed.title);
      expect(row.published.description).toContain("{preço da manutenção express}");
      expect(row.published.lead).toBe(seed.lead);
      expect(row.published.questions?.length).toBeGreaterThan(0);
      expect(row.published.questions).toEqual(seed.questions);
      // The editor lists the questions as the page's own, to reorder, add or remove.
      expect(editorValues(row, NO_SHOWN).questions).toEqual(seed.questions);
    }
  });

  it("an owner's publish is what the next request reads, and seeding again keeps it", () => {
    const fresh = useFreshDatabase();
    cleanup = fresh.cleanup;
    const before = getPageTextRow(OSASCO_PATH);
    const questions = [{ group: "", question: "Atendem no Km 18?", answer: "Sim, no mesmo dia útil." }, ...(before.published.questions ?? [])];
    savePageText({
      path: OSASCO_PATH,
      fields: { ...before.published, title: "Portão em Osasco | Dono", questions },
      publish: true,
      expectedVersion: 0,
      by: "dono@exemplo.com.br",
    });
    seedDatabase(fresh.conn);
    const shown = getPublicPageText(OSASCO_PATH);
    expect(shown?.title).toBe("Portão em Osasco | Dono");
    expect(shown?.questions?.[0].question).toBe("Atendem no Km 18?");
    expect(shown?.questions).toHaveLength(questions.length);
    expect(getPageTextRow(OSASCO_PATH).version).toBe(1);
  });

  it("a landing the owner wrote for before the upgrade keeps their fields and gains the starting text", () => {
    const fresh = useFreshDatabase();
    cleanup = fresh.cleanup;
    const { sqlite } = fresh.conn;
    sqlite.prepare("DELETE FROM page_texts WHERE path = ?").run(GUARULHOS_PATH);
    sqlite
      .prepare("INSERT INTO page_texts (path, title, body, body_html, version, updated_by) VALUES (?, ?, ?, ?, 1, 'dono')")
      .run(GUARULHOS_PATH, "Guarulhos pelo dono", "Texto do dono.", "<p>Texto do dono.</p>");
    seedDatabase(fresh.conn);
    const seed = landingTexts().find((s) => s.path === GUARULHOS_PATH)!;
    const row = getPageTextRow(GUARULHOS_PATH);
    expect(row.seeded).toBe(true);
    expect(row.published.title).toBe("Guarulhos pelo dono");
    expect(row.published.description).toBe(seed.description);
    expect(row.published.lead).toBe(seed.lead);
    expect(row.published.questions).toEqual(seed.questions);
    expect(row.published.body).toBe(`${seed.body}\n\nTexto do dono.`);
    expect(sqlite.prepare("SELECT seed_revision FROM page_texts WHERE path = ?").pluck().get(GUARULHOS_PATH)).toBe(PAGE_TEXT_SEED_REVISION);
  });
});
