import { afterEach, describe, expect, it } from "vitest";
import { seedDatabase } from "../../db/seed";
import { serviceBody, serviceGuides } from "../../db/seed/page-texts/service";
import { PAGE_TEXT_SEED_REVISION } from "../../db/seed/page-texts";
import { SERVICE_PROSE } from "../../db/seed/prose/service";
import { faqLink } from "~/lib/faq-questions";
import { matchProblemPath } from "~/lib/problem-path";
import { SERVICE_PATH, problemPath } from "~/lib/paths";
import { getPageTextRow, listPageTextVersions, savePageText } from "~/server/page-texts/store.server";
import { handleEditorPost } from "~/server/page-texts/editor.server";
import { loader } from "~/routes/instalacao-manutencao";
import { useFreshDatabase } from "./helpers";

/**
 * The service page's text lives in "Páginas do site" (decision 0043): seeded, laid out from the
 * stored row (cards, care between visits, questions linked to the FAQ), editable, and merged with
 * what an owner wrote before the upgrade.
 */
let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

describe("the service page's starting text in the database", () => {
  it("a fresh database holds the page's texts, and the page lays them out as cards, care list and linked questions", () => {
    const fresh = useFreshDatabase();
    cleanup = fresh.cleanup;
    const row = getPageTextRow(SERVICE_PATH);
    expect(row.seeded).toBe(true);
    expect(row.version).toBe(0);
    expect(row.published).toMatchObject({
      title: SERVICE_PROSE.title,
      description: SERVICE_PROSE.description,
      heading: SERVICE_PROSE.heading,
      lead: SERVICE_PROSE.lead,
    });
    expect(row.published.body).toBe(serviceBody());
    const { layout, heading } = loader();
    expect(heading).toBe(SERVICE_PROSE.heading);
    expect(layout.opening).toBe("");
    expect(layout.cards.map((c) => [c.heading, c.items])).toEqual(SERVICE_PROSE.cards.map((c) => [c.title, c.items]));
    // Figures stay slots of "Dados do negócio", filled when the page is served (decision 0028).
    expect(layout.cards[0].blocks).toEqual([{ kind: "p", html: SERVICE_PROSE.cards[0].text }]);
    expect(layout.cards[0].blocks[0].html).toContain("{tempo de instalação}");
    expect(layout.summary).toBe(SERVICE_PROSE.cards[0].text);
    expect(layout.tips).toMatchObject({ heading: SERVICE_PROSE.tips.title, items: SERVICE_PROSE.tips.items });
    expect(layout.faq?.links).toEqual(SERVICE_PROSE.faq.questions.map(faqLink));
    expect(layout.after).toBe("");
    // The common problems' guide: one card per "### ", its labels, lists and link to its problem page.
    expect(layout.guides?.heading).toBe(SERVICE_PROSE.guides.title);
    expect(layout.guides?.cards).toEqual(
      SERVICE_PROSE.guides.items.map((g) => ({
        title: g.title,
        blocks: [
          { kind: "label", html: SERVICE_PROSE.guides.causesLabel },
          { kind: "ul", items: g.causes },
          { kind: "label", html: SERVICE_PROSE.guides.whatToDoLabel },
          { kind: "ol", items: g.whatToDo },
          { kind: "link", name: `Saiba mais: ${g.keyword}`, path: problemPath(matchProblemPath(`/${g.keyword.replace(/ /g, "-")}`)!) },
        ],
      })),
    );
  });

  it("the owner rewrites a problem card and reads it on the next request; a card linking to no problem page is refused", async () => {
    const fresh = useFreshDatabase();
    cleanup = fresh.cleanup;
    // Saved as a draft: the check is the publish's, without the judge that a publish runs after it.
    const post = (body: string) => {
      const row = getPageTextRow(SERVICE_PATH);
      const form = new FormData();
      for (const [key, value] of Object.entries({ ...row.published, questions: undefined })) if (typeof value === "string") form.set(key, value);
      form.set("version", String(row.version));
      form.set("intent", "rascunho");
      form.set("body", body);
      return handleEditorPost({ path: SERVICE_PATH, form, by: "dono", render: undefined });
    };
    const broken = serviceBody().replace("](/portao-nao-abre)", "](/portao-que-sumiu)");
    const refused = await post(broken);
    expect(refused.kind).toBe("refused");
    expect(refused.kind === "refused" && refused.errors?.body).toContain("“Portão não abre” leva a /portao-que-sumiu");
    expect(getPageTextRow(SERVICE_PATH).version).toBe(0);

    // A link written with the problem's words is the problem's page, at its address.
    const body = serviceBody()
      .replace("### Portão não abre", "### O portão não abre de jeito nenhum")
      .replace("- Bateria do controle fraca", "- Pilha do controle no fim")
      .replace("](/portao-nao-abre)", "](/Portao-Nao-Abre)");
    expect(await post(body)).toMatchObject({ kind: "saved" });
    const saved = getPageTextRow(SERVICE_PATH);
    savePageText({ path: SERVICE_PATH, fields: saved.draft!, publish: true, expectedVersion: saved.version, by: "dono" });
    const [card] = loader().layout.guides!.cards;
    expect(card.title).toBe("O portão não abre de jeito nenhum");
    expect(card.blocks[1]).toEqual({ kind: "ul", items: ["Pilha do controle no fim", ...SERVICE_PROSE.guides.items[0].causes.slice(1)] });
    expect(card.blocks.at(-1)).toEqual({ kind: "link", name: "Saiba mais: portão não abre", path: "/portao-nao-abre" });
  });

  it("a text the owner saved before the guide moved into it gets the guide after their care list, in the draft and kept versions too", () => {
    const fresh = useFreshDatabase();
    cleanup = fresh.cleanup;
    const { sqlite } = fresh.conn;
    const withoutGuides = serviceBody().replace(`${serviceGuides()}\n\n`, "");
    const owner = withoutGuides.replace("Diagnóstico no local", "Diagnóstico no mesmo dia");
    const fields = (body: string) => JSON.stringify({ title: null, description: null, heading: null, lead: null, body, questions: null });
    sqlite
      .prepare("UPDATE page_texts SET body = ?, body_html = '', draft = ?, version = 3, seed_revision = ? WHERE path = ?")
      .run(owner, fields("Rascunho do dono."), PAGE_TEXT_SEED_REVISION - 1, SERVICE_PATH);
    sqlite
      .prepare("INSERT INTO page_text_versions (path, version, fields, changed, saved_by) VALUES (?, 2, ?, 'body', 'dono')")
      .run(SERVICE_PATH, fields(withoutGuides));
    seedDatabase(fresh.conn);
    const row = getPageTextRow(SERVICE_PATH);
    expect(row.version).toBe(3);
    expect(row.published.body).toBe(serviceBody().replace("Diagnóstico no local", "Diagnóstico no mesmo dia"));
    expect(row.draft?.body).toBe(`Rascunho do dono.\n\n${serviceGuides()}`);
    expect(listPageTextVersions(SERVICE_PATH)[0].fields.body).toBe(serviceBody());
    expect(loader().layout.guides?.cards).toHaveLength(SERVICE_PROSE.guides.items.length);
    expect(loader().layout.cards[2].blocks[0].html).toContain("Diagnóstico no mesmo dia");
    // Added once: the next start leaves it as the owner has it.
    seedDatabase(fresh.conn);
    expect(getPageTextRow(SERVICE_PATH)).toEqual(row);
  });

  it("an owner's publish is what the page serves next: a card's text, an added tip, a section of their own", () => {
    const fresh = useFreshDatabase();
    cleanup = fresh.cleanup;
    const body = serviceBody()
      .replace("Diagnóstico no local", "Diagnóstico no mesmo dia")
      .replace("7. Ao notar", "7. Desligue o motor antes de limpar o trilho.\n8. Ao notar")
      .concat("\n\n## Atendimento aos sábados\n\nCom hora marcada.");
    savePageText({ path: SERVICE_PATH, fields: { ...getPageTextRow(SERVICE_PATH).published, body }, publish: true, expectedVersion: 0, by: "dono" });
    const { layout } = loader();
    expect(layout.cards[2].blocks[0].html).toContain("Diagnóstico no mesmo dia");
    expect(layout.tips?.items).toContain("Desligue o motor antes de limpar o trilho.");
    expect(layout.tips?.items).toHaveLength(SERVICE_PROSE.tips.items.length + 1);
    expect(layout.after).toBe("<h2>Atendimento aos sábados</h2><p>Com hora marcada.</p>");
    seedDatabase(fresh.conn);
    expect(getPageTextRow(SERVICE_PATH).published.body).toBe(body);
  });

  it("an upgrade keeps the text an owner wrote before the move under the page's heading, before the cards", () => {
    const fresh = useFreshDatabase();
    cleanup = fresh.cleanup;
    const { sqlite } = fresh.conn;
    sqlite.prepare("DELETE FROM page_texts WHERE path = ?").run(SERVICE_PATH);
    sqlite
      .prepare("INSERT INTO page_texts (path, title, body, body_html, version, updated_by) VALUES (?, ?, ?, ?, 2, 'dono')")
      .run(SERVICE_PATH, "Instalação de portão | Meu título", "Texto do dono.", "<p>Texto do dono.</p>");
    seedDatabase(fresh.conn);
    const row = getPageTextRow(SERVICE_PATH);
    expect(row.published.title).toBe("Instalação de portão | Meu título");
    expect(row.published.heading).toBe(SERVICE_PROSE.heading);
    expect(row.published.body).toBe(`Texto do dono.\n\n${serviceBody()}`);
    const { layout } = loader();
    expect(layout.opening).toBe("<p>Texto do dono.</p>");
    expect(layout.cards).toHaveLength(3);
  });
});
