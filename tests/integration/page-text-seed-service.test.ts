import { afterEach, describe, expect, it } from "vitest";
import { seedDatabase } from "../../db/seed";
import { serviceBody } from "../../db/seed/page-texts/service";
import { SERVICE_PROSE } from "../../db/seed/prose/service";
import { faqLink } from "~/lib/faq-questions";
import { SERVICE_PATH } from "~/lib/paths";
import { getPageTextRow, savePageText } from "~/server/page-texts/store.server";
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
