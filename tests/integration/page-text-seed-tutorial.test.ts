import { afterEach, describe, expect, it } from "vitest";
import { seedDatabase } from "../../db/seed";
import { PAGE_TEXT_SEED_REVISION } from "../../db/seed/page-texts";
import { tutorialTexts } from "../../db/seed/page-texts/tutorial";
import { TUTORIAL_PROSE } from "../../db/seed/prose/tutorial-brake-board";
import { editorValues } from "~/server/page-texts/editor.server";
import { getPageTextRow, savePageText } from "~/server/page-texts/store.server";
import { TUTORIAL_PATH } from "~/lib/paths";
import { loader } from "~/routes/tutoriais.configurar-motor-deslizante-com-placa-de-freio";
import { useFreshDatabase } from "./helpers";

/**
 * The tutorial's text lives in "Páginas do site" (decision 0043): seeded, laid out by the page
 * from the stored text (its "## N. " sections are the steps), editable, and merged with what an
 * owner wrote before the upgrade.
 */
let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

const NO_SHOWN = { title: null, description: null, heading: null, lead: null };
const seed = () => tutorialTexts()[0];
const OWNER = "dono@exemplo.com.br";

describe("the tutorial's starting text in the database", () => {
  it("a fresh database holds its title, description, heading and text, and the page lays out the stored text", () => {
    const fresh = useFreshDatabase();
    cleanup = fresh.cleanup;
    const row = getPageTextRow(TUTORIAL_PATH);
    expect(row.seeded).toBe(true);
    expect(row.version).toBe(0);
    expect(row.published).toMatchObject({ title: TUTORIAL_PROSE.metaTitle, description: TUTORIAL_PROSE.description, heading: TUTORIAL_PROSE.title });
    expect(row.published.body).toBe(seed().body);
    // The editor shows the whole text under "Texto da página", with no question list (the page has none).
    expect(editorValues(row, NO_SHOWN)).toMatchObject({ body: seed().body, questions: null });

    const { heading, layout } = loader();
    expect(heading).toBe(TUTORIAL_PROSE.title);
    expect(layout.opening).toHaveLength(TUTORIAL_PROSE.intro.length);
    expect(layout.cards.map((c) => c.heading)).toEqual([TUTORIAL_PROSE.safetyHeading, TUTORIAL_PROSE.toolsHeading]);
    expect(layout.steps.map((s) => s.heading)).toEqual(TUTORIAL_PROSE.steps.map((s) => s.title));
    for (const [i, step] of TUTORIAL_PROSE.steps.entries()) {
      expect(layout.steps[i].paragraphs).toHaveLength(step.paragraphs.length);
      expect(layout.steps[i].checks).toEqual("checks" in step ? step.checks : []);
    }
    expect(layout.after.map((s) => s.heading)).toEqual([TUTORIAL_PROSE.troubleshootingHeading]);
    const [table, closing] = layout.after[0].blocks;
    expect(table).toEqual({ kind: "table", rows: TUTORIAL_PROSE.troubleshooting.map((t) => ({ symptom: t.symptom, fix: t.fix })) });
    expect(closing).toMatchObject({ kind: "html", html: expect.stringContaining('href="/instalacao-manutencao"') });
  });

  it("an owner's publish is the next request's page: a step added, a section unnumbered, the table rewritten", () => {
    const fresh = useFreshDatabase();
    cleanup = fresh.cleanup;
    const body = [
      "Abertura do dono.",
      "## Segurança primeiro",
      "- Desligue o disjuntor.",
      "## 1. Destrave e empurre",
      "O portão corre leve.",
      "- Corre com uma mão",
      "## 2. Grave o percurso",
      "Aperte PROG.",
      "## Depois da instalação",
      "- **Bate no batente** Aumente o freio.\n- Uma linha sem sintoma.",
      "## Se der errado",
      "- **Para no meio**\n\n- **Bate** Reduza a força.",
    ].join("\n\n");
    savePageText({
      path: TUTORIAL_PATH,
      fields: { ...getPageTextRow(TUTORIAL_PATH).published, heading: "Central com freio, do meu jeito", body },
      publish: true,
      expectedVersion: 0,
      by: OWNER,
    });
    const { heading, layout } = loader();
    expect(heading).toBe("Central com freio, do meu jeito");
    expect(layout.opening).toEqual(["<p>Abertura do dono.</p>"]);
    expect(layout.cards.map((c) => c.heading)).toEqual(["Segurança primeiro"]);
    expect(layout.steps).toEqual([
      { heading: "1. Destrave e empurre", paragraphs: ["<p>O portão corre leve.</p>"], checks: ["Corre com uma mão"] },
      { heading: "2. Grave o percurso", paragraphs: ["<p>Aperte PROG.</p>"], checks: [] },
    ]);
    // A list with an item that does not open in bold stays a list.
    expect(layout.after).toEqual([
      { heading: "Depois da instalação", blocks: [{ kind: "html", html: expect.stringContaining("Uma linha sem sintoma.") }] },
      // Items typed with blank lines between them are a table too.
      {
        heading: "Se der errado",
        blocks: [
          {
            kind: "table",
            rows: [
              { symptom: "Para no meio", fix: "" },
              { symptom: "Bate", fix: "Reduza a força." },
            ],
          },
        ],
      },
    ]);
    // Seeding again keeps what the owner published.
    seedDatabase(fresh.conn);
    expect(getPageTextRow(TUTORIAL_PATH).published.body).toBe(body);
  });

  it("an upgrade fills the page as a fresh install does; a page the owner wrote for before keeps their fields, their text after the starting text", () => {
    const fresh = useFreshDatabase();
    cleanup = fresh.cleanup;
    const { sqlite } = fresh.conn;
    const freshRow = getPageTextRow(TUTORIAL_PATH).published;
    // The database as the previous version left it: no row for the tutorial.
    sqlite.prepare("DELETE FROM page_texts WHERE path = ?").run(TUTORIAL_PATH);
    seedDatabase(fresh.conn);
    expect(getPageTextRow(TUTORIAL_PATH).published).toEqual(freshRow);

    // The previous version with the owner's title and own text (shown after the template's sections).
    sqlite.prepare("DELETE FROM page_texts WHERE path = ?").run(TUTORIAL_PATH);
    sqlite
      .prepare("INSERT INTO page_texts (path, title, body, body_html, version, updated_by) VALUES (?, ?, ?, ?, 3, 'dono')")
      .run(TUTORIAL_PATH, "Central com freio passo a passo | Motores PPA", "Texto do dono.", "<p>Texto do dono.</p>");
    seedDatabase(fresh.conn);
    const row = getPageTextRow(TUTORIAL_PATH);
    expect(row.seeded).toBe(true);
    expect(row.version).toBe(3);
    expect(row.published.title).toBe("Central com freio passo a passo | Motores PPA");
    expect(row.published.heading).toBe(TUTORIAL_PROSE.title);
    expect(row.published.body).toBe(`${seed().body}\n\nTexto do dono.`);
    expect(sqlite.prepare("SELECT seed_revision FROM page_texts WHERE path = ?").pluck().get(TUTORIAL_PATH)).toBe(PAGE_TEXT_SEED_REVISION);
    // Their text is still shown where it was, after the template's sections.
    const { layout } = loader();
    expect(layout.steps).toHaveLength(TUTORIAL_PROSE.steps.length);
    expect(layout.after.at(-1)!.blocks.at(-1)).toEqual({ kind: "html", html: "<p>Texto do dono.</p>" });
  });
});
