import { afterEach, describe, expect, it } from "vitest";
import { seedDatabase } from "../../db/seed";
import { PAGE_TEXT_SEED_REVISION } from "../../db/seed/page-texts";
import { diagnosisTexts } from "../../db/seed/page-texts/diagnosis";
import { messageText } from "~/lib/leads/message-text";
import { DIAGNOSIS_PATH } from "~/lib/paths";
import { loader } from "~/routes/diagnostico";
import { handleEditorPost } from "~/server/page-texts/editor.server";
import { getPageTextRow } from "~/server/page-texts/store.server";
import { forgetSitePages, storedNames } from "~/server/leads/site-pages.server";
import { useFreshDatabase } from "./helpers";

/**
 * The diagnosis tree is /diagnostico's row in "Páginas do site" (decision 0043): seeded on a
 * fresh database and on an existing one, walked from the stored text, its outcome named in the
 * WhatsApp message by its published title, and guarded at save by the tree's rule.
 */
let cleanup: (() => void) | undefined;
afterEach(() => {
  forgetSitePages();
  cleanup?.();
});

const OWNER = "dono@exemplo.com.br";
const BATTERY = "sintoma=nada&energia=sim&queda-de-energia=nobreak";
const load = (query = "") =>
  loader({ request: new Request(`http://localhost:3000${DIAGNOSIS_PATH}?${query}`), params: {}, context: { clientIp: "127.0.0.1" } });

function fresh() {
  const db = useFreshDatabase();
  cleanup = db.cleanup;
  forgetSitePages();
  return db;
}

/** The editor's post of the page's texts with another body. */
function post(body: string, version: number) {
  const form = new FormData();
  const { published } = getPageTextRow(DIAGNOSIS_PATH);
  for (const [key, value] of Object.entries(published)) if (typeof value === "string") form.set(key, value);
  form.set("body", body);
  form.set("version", String(version));
  form.set("intent", "publicar");
  return handleEditorPost({ path: DIAGNOSIS_PATH, form, by: OWNER, render: undefined });
}

describe("the diagnosis tree in the database", () => {
  it("a fresh database holds the page's texts and tree; the tool walks it and the message names the outcome", () => {
    fresh();
    const [seed] = diagnosisTexts();
    const row = getPageTextRow(DIAGNOSIS_PATH);
    expect(row).toMatchObject({ seeded: true, version: 0 });
    expect(row.published).toEqual({
      title: seed.title,
      description: seed.description,
      heading: seed.heading,
      lead: seed.lead,
      body: seed.body,
      questions: null,
    });
    const start = load();
    expect(start).toMatchObject({ heading: "Por que meu portão não abre?", opening: "", answered: [], outcome: null });
    expect(start.current?.id).toBe("sintoma");
    const end = load(BATTERY);
    expect(end.outcome?.title).toBe("Bateria do nobreak descarregada ou central afetada pelo pico de energia");
    expect(end.answered.map((a) => a.changeHref)).toEqual([
      "/diagnostico?#pergunta",
      "/diagnostico?sintoma=nada#pergunta",
      "/diagnostico?sintoma=nada&energia=sim#pergunta",
    ]);
    expect(messageText(end.whatsappMessage, storedNames())).toContain(
      "Resultado do diagnóstico no site: Bateria do nobreak descarregada ou central afetada pelo pico de energia.",
    );
  });

  it("an owner's publish is what the tool asks and answers next; a tree with an answer leading nowhere is refused, nothing saved", async () => {
    fresh();
    const { body } = getPageTextRow(DIAGNOSIS_PATH).published;
    const broken = body.replace("→ Pergunta: disjuntor", "→ Pergunta: disjuntor-antigo");
    const refused = await post(broken, 0);
    expect(refused.kind).toBe("refused");
    expect(refused.kind === "refused" && refused.errors?.body).toContain(
      "A resposta “Não, parou sem motivo aparente” da pergunta “energia” leva a “Pergunta: disjuntor-antigo”, que não existe no texto.",
    );
    expect(getPageTextRow(DIAGNOSIS_PATH).version).toBe(0);

    const edited = body
      .replace("O portão parou depois de uma queda de energia, de um pico de luz ou de um raio?", "A luz caiu antes de o portão parar?")
      .replace("Bateria do nobreak descarregada ou central afetada pelo pico de energia", "Nobreak sem carga");
    expect((await post(edited, 0)).kind).toBe("saved");
    expect(load("sintoma=nada").current?.question).toBe("A luz caiu antes de o portão parar?");
    const end = load(BATTERY);
    expect(end.outcome?.title).toBe("Nobreak sem carga");
    forgetSitePages();
    expect(messageText(end.whatsappMessage, storedNames())).toContain("Resultado do diagnóstico no site: Nobreak sem carga.");
  });

  it("an upgrade fills the page as a fresh install does; an owner's earlier text stays, shown before the tree", () => {
    const db = fresh();
    const { sqlite } = db.conn;
    const freshRow = getPageTextRow(DIAGNOSIS_PATH).published;
    // The database as the previous version left it: no row for the tool.
    sqlite.prepare("DELETE FROM page_texts WHERE path = ?").run(DIAGNOSIS_PATH);
    seedDatabase(db.conn);
    expect(getPageTextRow(DIAGNOSIS_PATH).published).toEqual(freshRow);

    // The previous version with the owner's title and own text (which the tool did not show).
    sqlite.prepare("DELETE FROM page_texts WHERE path = ?").run(DIAGNOSIS_PATH);
    sqlite
      .prepare("INSERT INTO page_texts (path, title, body, body_html, version, updated_by) VALUES (?, ?, ?, ?, 3, 'dono')")
      .run(DIAGNOSIS_PATH, "Diagnóstico do portão | Motores PPA", "Texto do dono.", "<p>Texto do dono.</p>");
    seedDatabase(db.conn);
    const row = getPageTextRow(DIAGNOSIS_PATH);
    expect(row).toMatchObject({ seeded: true, version: 3 });
    expect(row.published).toMatchObject({ title: "Diagnóstico do portão | Motores PPA", heading: freshRow.heading, lead: freshRow.lead });
    expect(row.published.body).toBe(`Texto do dono.\n\n${freshRow.body}`);
    expect(sqlite.prepare("SELECT seed_revision FROM page_texts WHERE path = ?").pluck().get(DIAGNOSIS_PATH)).toBe(PAGE_TEXT_SEED_REVISION);
    const page = load(BATTERY);
    expect(page.opening).toBe("<p>Texto do dono.</p>");
    expect(page.outcome?.id).toBe("bateria-nobreak");
  });
});
