import { afterEach, describe, expect, it } from "vitest";
import { seedDatabase } from "../../db/seed";
import { PAGE_TEXT_SEED_REVISION } from "../../db/seed/page-texts";
import { legalBody, legalTexts } from "../../db/seed/page-texts/legal";
import { privacyPolicy, TERMS, WARRANTY_DOC } from "../../db/seed/prose/legal";
import { PRIVACY_PERIODS } from "~/lib/legal";
import { LIMITS } from "~/lib/limits";
import { PRIVACY_PATH, TERMS_PATH, WARRANTY_PATH } from "~/lib/paths";
import { editorValues } from "~/server/page-texts/editor.server";
import { getPageTextRow, savePageText } from "~/server/page-texts/store.server";
import { loader as privacyLoader } from "~/routes/privacidade";
import { loader as termsLoader } from "~/routes/termos";
import { loader as warrantyLoader } from "~/routes/garantia";
import { useFreshDatabase } from "./helpers";

/**
 * The legal pages' text lives in "Páginas do site" (decision 0043): seeded, served from the stored
 * row (the privacy policy's periods filled from the code), editable, and merged with what an owner
 * wrote before the upgrade.
 */
let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

const NO_SHOWN = { title: null, description: null, heading: null, lead: null };
const OWNER = "dono@exemplo.com.br";
const DOCS = [
  { doc: TERMS, loader: termsLoader },
  { doc: WARRANTY_DOC, loader: warrantyLoader },
  { doc: privacyPolicy(), loader: privacyLoader },
];

describe("the legal pages' starting text in the database", () => {
  it("a fresh database holds each page's title, description, heading, opening and sections, and the page serves the stored text", () => {
    const fresh = useFreshDatabase();
    cleanup = fresh.cleanup;
    expect(legalTexts().map((t) => t.path)).toEqual([TERMS_PATH, WARRANTY_PATH, PRIVACY_PATH]);
    for (const { doc, loader } of DOCS) {
      const row = getPageTextRow(doc.path);
      expect(row.seeded, doc.path).toBe(true);
      expect(row.version).toBe(0);
      expect(row.published).toMatchObject({ title: doc.metaTitle, description: doc.description, heading: doc.title, lead: doc.intro, questions: null });
      expect(row.published.body).toBe(legalBody(doc));
      // The editor shows the whole text under "Texto da página", with no question list.
      expect(editorValues(row, NO_SHOWN)).toMatchObject({ body: legalBody(doc), lead: doc.intro, questions: null });
      const { bodyHtml } = loader();
      // Each numbered section is a heading of the stored text, in order.
      expect([...bodyHtml.matchAll(/<h2>([^<]+)<\/h2>/g)].map((m) => m[1])).toEqual(doc.sections.map((s) => s.heading));
    }
    // The terms keep their figures as slots, filled when the page is served (decision 0028).
    expect(termsLoader().bodyHtml).toContain("No parcelamento, o kit com instalação sai {menor preço do kit, à vista e parcelado};");
    expect(warrantyLoader().bodyHtml).toContain("garantia de fábrica de {meses de garantia de fábrica} meses");
    // The privacy policy's text holds the period slots; the page fills them with the code's figures.
    const stored = getPageTextRow(PRIVACY_PATH).published.body;
    for (const slot of Object.values(PRIVACY_PERIODS)) expect(stored).toContain(slot);
    const served = privacyLoader().bodyHtml;
    for (const slot of Object.values(PRIVACY_PERIODS)) expect(served).not.toContain(slot);
    expect(served).toContain(`cada endereço é apagado ${LIMITS.notFoundLogMaxAgeDays} dias depois do último acesso a ele`);
  });

  it("an owner's publish of /garantia is what the page serves next, and a later seed keeps it", () => {
    const fresh = useFreshDatabase();
    cleanup = fresh.cleanup;
    const body = "## 1. Prazos\n\n- Motor: {meses de garantia de fábrica} meses.\n\n## 2. Como pedir\n\nChame no WhatsApp.";
    savePageText({
      path: WARRANTY_PATH,
      fields: { ...getPageTextRow(WARRANTY_PATH).published, heading: "Garantia, do meu jeito", body },
      publish: true,
      expectedVersion: 0,
      by: OWNER,
    });
    expect(warrantyLoader().bodyHtml).toBe(
      "<h2>1. Prazos</h2>\n<ul>\n<li>Motor: {meses de garantia de fábrica} meses.</li>\n</ul>\n<h2>2. Como pedir</h2>\n<p>Chame no WhatsApp.</p>",
    );
    seedDatabase(fresh.conn);
    expect(getPageTextRow(WARRANTY_PATH).published).toMatchObject({ heading: "Garantia, do meu jeito", body });
  });

  it("an upgrade fills the pages as a fresh install does; a page the owner wrote for before keeps their fields, their text before the sections", () => {
    const fresh = useFreshDatabase();
    cleanup = fresh.cleanup;
    const { sqlite } = fresh.conn;
    const freshRows = DOCS.map(({ doc }) => getPageTextRow(doc.path).published);
    // The database as the previous version left it: no rows for the legal pages.
    for (const { doc } of DOCS) sqlite.prepare("DELETE FROM page_texts WHERE path = ?").run(doc.path);
    seedDatabase(fresh.conn);
    expect(DOCS.map(({ doc }) => getPageTextRow(doc.path).published)).toEqual(freshRows);

    // The previous version with the owner's title and own text (shown under the opening, before the sections).
    sqlite.prepare("DELETE FROM page_texts WHERE path = ?").run(TERMS_PATH);
    sqlite
      .prepare("INSERT INTO page_texts (path, title, body, body_html, version, updated_by) VALUES (?, ?, ?, ?, 2, 'dono')")
      .run(TERMS_PATH, "Termos do site | Portões", "Texto do dono.", "<p>Texto do dono.</p>");
    seedDatabase(fresh.conn);
    const row = getPageTextRow(TERMS_PATH);
    expect(row.seeded).toBe(true);
    expect(row.version).toBe(2);
    expect(row.published.title).toBe("Termos do site | Portões");
    expect(row.published.heading).toBe(TERMS.title);
    expect(row.published.lead).toBe(TERMS.intro);
    expect(row.published.body).toBe(`Texto do dono.\n\n${legalBody(TERMS)}`);
    expect(sqlite.prepare("SELECT seed_revision FROM page_texts WHERE path = ?").pluck().get(TERMS_PATH)).toBe(PAGE_TEXT_SEED_REVISION);
    expect(termsLoader().bodyHtml).toMatch(/^<p>Texto do dono\.<\/p>\s*<h2>1\. Finalidade do site<\/h2>/);
  });
});
