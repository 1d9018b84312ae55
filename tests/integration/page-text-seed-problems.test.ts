import { afterEach, describe, expect, it } from "vitest";
import { seedDatabase } from "../../db/seed";
import { PAGE_TEXT_SEED_REVISION } from "../../db/seed/page-texts";
import { GUIDE_HEADINGS, guideBody, problemTexts } from "../../db/seed/page-texts/problems";
import { PROBLEM_PROSE } from "../../db/seed/prose/problems/guides";
import { PROBLEMS } from "~/content/problem-keywords";
import { problemPath } from "~/lib/paths";
import { editorValues, handleEditorPost } from "~/server/page-texts/editor.server";
import { getPageTextRow, getPublicPageText, savePageText } from "~/server/page-texts/store.server";
import { loader } from "~/routes/$slug";
import { useFreshDatabase } from "./helpers";

/**
 * The problem pages' text lives in "Páginas do site" (decision 0043): seeded on a fresh database
 * and on an existing one, served from the stored row with the template's structure around it,
 * editable, and merged with what an owner wrote before the upgrade.
 */
let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

const NO_SHOWN = { title: null, description: null, heading: null, lead: null };
const OWNER = "dono@exemplo.com.br";
const GUIDE = "/portao-nao-abre";
const VARIANT = "/portao-eletronico-nao-abre";

const load = (path: string) => loader({ request: new Request(`http://localhost:3000${path}`), params: {}, context: { clientIp: "127.0.0.1" } });

function fresh() {
  const db = useFreshDatabase();
  cleanup = db.cleanup;
  return db;
}

describe("the problem pages' starting text in the database", () => {
  it("a fresh database holds each page's title, description, heading, opening, text and questions, and the page serves them", () => {
    fresh();
    const texts = problemTexts();
    expect(texts.map((t) => t.path)).toEqual(PROBLEMS.map(problemPath));
    for (const text of texts) {
      const row = getPageTextRow(text.path);
      expect(row.seeded, text.path).toBe(true);
      expect(row.version).toBe(0);
      expect(row.published).toEqual({
        title: text.title,
        description: text.description,
        heading: text.heading,
        lead: text.lead,
        body: text.body,
        questions: text.questions ?? null,
      });
      // The editor shows the whole text under "Texto da página" and the page's questions.
      expect(editorValues(row, NO_SHOWN)).toMatchObject({ body: text.body, questions: text.questions ?? [] });
    }
    const guide = getPageTextRow(GUIDE).published;
    expect(guide.title).toBe("Portão não abre: causas e solução | Motores PPA");
    expect(guide.body).toBe(guideBody("portão não abre", PROBLEM_PROSE["portão não abre"] as Extract<(typeof PROBLEM_PROSE)[string], { kind: "guide" }>));
    expect(guide.questions).toHaveLength(3);
    // Prices stay slots of "Dados do negócio", filled when the page is served (decision 0028).
    expect(guide.body).toContain("{preço do conserto}");
    expect(guide.body).not.toMatch(/R\$\s?\d/);
    // The safety note is the quote over the numbered checks; the diagnosis link goes before "Quando chamar".
    const { body } = load(GUIDE);
    expect(body.main).toMatch(
      new RegExp(`^<h2>${GUIDE_HEADINGS.causes}</h2>[\\s\\S]*<h2>${GUIDE_HEADINGS.checks}</h2>\\s*<blockquote>[\\s\\S]*</blockquote>\\s*<ol>`),
    );
    expect(body.call).toMatch(new RegExp(`^<h2>${GUIDE_HEADINGS.call}</h2>`));
    // A variant's row is its opening; its page has no text of its own.
    expect(getPageTextRow(VARIANT).published).toMatchObject({ body: "", questions: null });
    expect(load(VARIANT).body).toEqual({ main: "", call: "" });
  });

  it("an owner's publish of a guide is what the page serves next, and a later seed keeps it", () => {
    const db = fresh();
    const body = "## Causas mais comuns\n\n- Pilha fraca.\n\n## O que fazer\n\n1. Desligue o disjuntor.\n2. Solte o motor pela chave.";
    const questions = [{ group: "", question: "Quanto custa?", answer: "De {preço do conserto}." }];
    savePageText({
      path: GUIDE,
      fields: { ...getPageTextRow(GUIDE).published, lead: "Meu resumo.", body, questions },
      publish: true,
      expectedVersion: 0,
      by: OWNER,
    });
    // No "Quando chamar" section: the text is shown whole, the diagnosis link after it.
    expect(load(GUIDE).body).toEqual({ main: getPublicPageText(GUIDE)!.bodyHtml, call: "" });
    seedDatabase(db.conn);
    expect(getPageTextRow(GUIDE).published).toMatchObject({ lead: "Meu resumo.", body, questions });
  });

  it("the editor refuses a guide whose checks free the motor before cutting the power", async () => {
    fresh();
    const form = new FormData();
    const row = getPageTextRow(GUIDE);
    for (const [key, value] of Object.entries({ ...row.published, questions: undefined })) if (typeof value === "string") form.set(key, value);
    form.set("version", String(row.version));
    form.set("intent", "publicar");
    form.set("body", "## O que verificar\n\n1. Solte o motor pela chave e empurre a folha.\n2. Desligue o disjuntor.");
    const outcome = await handleEditorPost({ path: GUIDE, form, by: OWNER, render: undefined });
    expect(outcome.kind).toBe("refused");
    expect(outcome.kind === "refused" && outcome.errors?.body).toContain("“Solte o motor pela chave e empurre a folha.”");
    expect(getPageTextRow(GUIDE).version).toBe(0);
  });

  it("an upgrade fills the pages as a fresh install does; a page the owner wrote for before keeps their fields, their text before the guide's", () => {
    const db = fresh();
    const { sqlite } = db.conn;
    const paths = PROBLEMS.map(problemPath);
    const freshRows = paths.map((p) => getPageTextRow(p).published);
    // The database as the previous version left it: no rows for the problem pages.
    for (const path of paths) sqlite.prepare("DELETE FROM page_texts WHERE path = ?").run(path);
    seedDatabase(db.conn);
    expect(paths.map((p) => getPageTextRow(p).published)).toEqual(freshRows);

    // The previous version with the owner's heading and own text (shown under the opening, before the causes).
    sqlite.prepare("DELETE FROM page_texts WHERE path = ?").run(GUIDE);
    sqlite
      .prepare("INSERT INTO page_texts (path, heading, body, body_html, version, updated_by) VALUES (?, ?, ?, ?, 2, 'dono')")
      .run(GUIDE, "Meu portão não abre", "Texto do dono.", "<p>Texto do dono.</p>");
    seedDatabase(db.conn);
    const row = getPageTextRow(GUIDE);
    const seed = problemTexts().find((t) => t.path === GUIDE)!;
    expect(row.seeded).toBe(true);
    expect(row.version).toBe(2);
    expect(row.published).toMatchObject({ heading: "Meu portão não abre", title: seed.title, lead: seed.lead, questions: seed.questions });
    expect(row.published.body).toBe(`Texto do dono.\n\n${seed.body}`);
    expect(sqlite.prepare("SELECT seed_revision FROM page_texts WHERE path = ?").pluck().get(GUIDE)).toBe(PAGE_TEXT_SEED_REVISION);
    expect(load(GUIDE).body.main).toMatch(/^<p>Texto do dono\.<\/p>\s*<h2>Causas mais comuns<\/h2>/);
  });
});
