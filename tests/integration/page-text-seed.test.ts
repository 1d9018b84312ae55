import { afterEach, describe, expect, it } from "vitest";
import { seedDatabase } from "../../db/seed";
import { PAGE_TEXT_SEED_REVISION, PAGE_TEXT_SLICE, preparePageTexts, seedPageTexts, seededTexts } from "../../db/seed/page-texts";
import { INITIALLY_ADMITTED_PATHS } from "../../db/seed/initial-verdicts";
import { getPageTextRow, getPublicPageText, listPageTextVersions, savePageText } from "~/server/page-texts/store.server";
import { getTopicPage } from "~/routes/topicos.$slug/topic-page.server";
import { useFreshDatabase } from "./helpers";
import { faqTexts } from "../../db/seed/page-texts/faq";
import { FAQ_CATEGORIES } from "../../db/seed/prose/faq";
import { faqAnchor, questionsOf } from "~/lib/faq-questions";
import { FAQ_PATH, SERVICE_PATH } from "~/lib/paths";
import { getDb } from "~/server/data/db.server";
import { serviceLayout } from "~/pages/service-page.server";
import { loader as faqLoader } from "~/routes/duvidas-frequentes";

/**
 * The built-in topics' text lives in "Páginas do site" (decision 0043): seeded once per revision,
 * read by the page, and merged with what an owner wrote before the upgrade without losing a word.
 */
let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

const PATH = "/topicos/instalacao-de-motor-de-portao";

describe("the topics' starting text in the database", () => {
  it("a fresh database holds every built-in topic's text, and the page reads it from there", () => {
    const fresh = useFreshDatabase();
    cleanup = fresh.cleanup;
    const seeds = seededTexts();
    expect(seeds.length).toBeGreaterThanOrEqual(30);
    for (const seed of seeds) {
      const row = getPageTextRow(seed.path);
      expect(row.seeded, seed.path).toBe(true);
      expect(row.version).toBe(0);
      expect(row.published.heading).toBe(seed.heading);
    }
    // The models' texts too, on the first boot, where the catalogue is seeded in the same transaction.
    const models = fresh.conn.sqlite.prepare("SELECT count(*) FROM page_texts WHERE path LIKE '/motores/%' AND seed_revision > 0").pluck().get();
    expect(models).toBe(14);
    // What the page serves is what the database holds: an owner's publish is the next request's page.
    savePageText({
      path: PATH,
      fields: { ...getPageTextRow(PATH).published, heading: "Instalação feita pelo dono", body: "## Só nesta página\n\nUm parágrafo novo." },
      publish: true,
      expectedVersion: 0,
      by: "dono@exemplo.com.br",
    });
    const page = getTopicPage("instalacao-de-motor-de-portao");
    expect(page.title).toBe("Instalação feita pelo dono");
    expect(page.body).toEqual({ kind: "html", html: expect.stringContaining("<h2>Só nesta página</h2>") });
    expect(JSON.stringify(page.body)).not.toContain("Etapas da instalação");
  });

  it("seeding again changes nothing the owner wrote, even a field they cleared", () => {
    const fresh = useFreshDatabase();
    cleanup = fresh.cleanup;
    const before = getPageTextRow(PATH);
    savePageText({ path: PATH, fields: { ...before.published, description: null, body: "" }, publish: true, expectedVersion: 0, by: "dono@exemplo.com.br" });
    seedDatabase(fresh.conn);
    const after = getPageTextRow(PATH);
    expect(after.published.description).toBeNull();
    expect(after.published.body).toBe("");
    expect(after.version).toBe(1);
  });

  it("a page the owner wrote for before the upgrade keeps their fields, and their own text follows the starting text everywhere", () => {
    const fresh = useFreshDatabase();
    cleanup = fresh.cleanup;
    const { sqlite } = fresh.conn;
    // The database as the previous version left it: no starting text, the owner's title, own text, draft and history.
    sqlite.prepare("DELETE FROM page_texts WHERE path = ?").run(PATH);
    sqlite
      .prepare("INSERT INTO page_texts (path, title, body, body_html, draft, version, updated_by) VALUES (?, ?, ?, ?, ?, 2, 'dono')")
      .run(
        PATH,
        "Instalação em um dia | Motores PPA",
        "Texto do dono.",
        "<p>Texto do dono.</p>",
        JSON.stringify({ title: null, description: null, heading: "Rascunho do dono", lead: null, body: "Rascunho do texto.", questions: null }),
      );
    sqlite
      .prepare("INSERT INTO page_text_versions (path, version, fields, changed, saved_by) VALUES (?, 1, ?, 'body', 'dono')")
      .run(PATH, JSON.stringify({ title: null, description: null, heading: null, lead: null, body: "Versão antiga.", questions: null }));

    seedDatabase(fresh.conn);
    const seed = seededTexts().find((s) => s.path === PATH)!;
    const row = getPageTextRow(PATH);
    expect(row.seeded).toBe(true);
    expect(row.version).toBe(2);
    expect(row.published.title).toBe("Instalação em um dia | Motores PPA");
    expect(row.published.heading).toBe(seed.heading);
    expect(row.published.description).toBe(seed.description);
    expect(row.published.body).toBe(`${seed.body}\n\nTexto do dono.`);
    expect(row.draft?.heading).toBe("Rascunho do dono");
    expect(row.draft?.body).toBe(`${seed.body}\n\nRascunho do texto.`);
    expect(listPageTextVersions(PATH)[0].fields.body).toBe(`${seed.body}\n\nVersão antiga.`);
    const html = getTopicPage("instalacao-de-motor-de-portao").body;
    expect(html.kind === "html" && html.html.indexOf("Etapas da instalação") < html.html.indexOf("Texto do dono.")).toBe(true);
    expect(sqlite.prepare("SELECT seed_revision FROM page_texts WHERE path = ?").pluck().get(PATH)).toBe(PAGE_TEXT_SEED_REVISION);
  });
});

describe("a new revision of the starting texts (decision 0048)", () => {
  it("refills the pages the owner never saved, a few per transaction, and a refill stopped half-way ends at the next start", () => {
    const fresh = useFreshDatabase();
    cleanup = fresh.cleanup;
    const { sqlite, db } = fresh.conn;
    const owned = "/topicos/manutencao-de-motor-de-portao";
    const measured = INITIALLY_ADMITTED_PATHS.find((p) => p.startsWith("/topicos/") && p !== owned && p !== PATH)!;
    // The database as the previous revision left it: older starting texts, one page the owner saved.
    sqlite
      .prepare("UPDATE page_texts SET seed_revision = ?, body = 'Texto antigo.', body_html = '<p>Texto antigo.</p>' WHERE seed_revision > 0")
      .run(PAGE_TEXT_SEED_REVISION - 1);
    sqlite.prepare("UPDATE page_texts SET version = 1, body = 'Texto do dono.', body_html = '<p>Texto do dono.</p>' WHERE path = ?").run(owned);
    // A verdict measured from the older text of a page the refill replaces.
    sqlite.prepare("UPDATE page_verdicts SET indexable = 0, reason = 'texto-repetido', own_words = 12, shared_share = 0.9 WHERE path = ?").run(measured);
    const stale = sqlite.prepare("SELECT count(*) FROM page_texts WHERE seed_revision < ?").pluck();
    const all = stale.get(PAGE_TEXT_SEED_REVISION) as number;
    expect(all).toBeGreaterThan(PAGE_TEXT_SLICE * 2);

    // Stopped after its first transaction.
    const prepared = preparePageTexts(db);
    expect(prepared).toHaveLength(all);
    db.transaction((tx) => seedPageTexts(tx, prepared.slice(0, PAGE_TEXT_SLICE)));
    expect(stale.get(PAGE_TEXT_SEED_REVISION)).toBe(all - PAGE_TEXT_SLICE);

    // The next start ends it.
    seedDatabase(fresh.conn);
    expect(stale.get(PAGE_TEXT_SEED_REVISION)).toBe(0);
    for (const seed of seededTexts().filter((s) => s.path !== owned)) {
      const row = getPageTextRow(seed.path);
      expect(row.version, seed.path).toBe(0);
      expect(row.published.body, seed.path).toBe(seed.body);
    }
    expect(sqlite.prepare("SELECT count(*) FROM page_texts WHERE body = 'Texto antigo.'").pluck().get()).toBe(0);
    const mine = getPageTextRow(owned);
    expect(mine.version).toBe(1);
    expect(mine.published.body).toBe("Texto do dono.");
    expect(getTopicPage("manutencao-de-motor-de-portao").body).toEqual({ kind: "html", html: "<p>Texto do dono.</p>" });
    // Back at a starting text: its verdict follows the starting list, as on a fresh install.
    expect(sqlite.prepare("SELECT indexable, reason, own_words FROM page_verdicts WHERE path = ?").get(measured)).toEqual({
      indexable: 1,
      reason: "inicial-dentro",
      own_words: null,
    });
  });
});

describe("the FAQ's starting text in the database", () => {
  const seed = () => faqTexts(getDb()).find((s) => s.path === FAQ_PATH)!;

  it("a fresh database holds the FAQ's texts and questions, and the page reads them from there", () => {
    const fresh = useFreshDatabase();
    cleanup = fresh.cleanup;
    const row = getPageTextRow(FAQ_PATH);
    expect(row.seeded).toBe(true);
    expect(row.version).toBe(0);
    expect(row.published.questions).toEqual(questionsOf(FAQ_CATEGORIES));
    expect(row.published.questions!.length).toBeGreaterThanOrEqual(45);
    expect(row.published).toMatchObject({ heading: seed().heading, lead: seed().lead, title: seed().title, description: seed().description, body: "" });
    // The page's themes and questions are the stored ones, in their order.
    const shown = faqLoader().categories;
    expect(shown.map((c) => c.title)).toEqual(FAQ_CATEGORIES.map((c) => c.title));
    expect(shown.flatMap((c) => c.items)).toEqual(FAQ_CATEGORIES.flatMap((c) => c.items));
    // An owner's publish is the next request's page: a question moved to another theme, one answer changed.
    const [first, second, ...rest] = row.published.questions!;
    savePageText({
      path: FAQ_PATH,
      fields: { ...row.published, questions: [second, { ...first, answer: "Resposta do dono." }, ...rest] },
      publish: true,
      expectedVersion: 0,
      by: "dono@exemplo.com.br",
    });
    const items = faqLoader().categories.flatMap((c) => c.items);
    expect(items[0].question).toBe(second.question);
    expect(items[1]).toEqual({ question: first.question, answer: "Resposta do dono." });
  });

  it("the service page links only to questions the FAQ holds", () => {
    const fresh = useFreshDatabase();
    cleanup = fresh.cleanup;
    const anchors = new Set(getPageTextRow(FAQ_PATH).published.questions!.map((q) => `${FAQ_PATH}#${faqAnchor(q.question)}`));
    const links = serviceLayout(getPublicPageText(SERVICE_PATH)?.bodyHtml ?? "").faq?.links ?? [];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(anchors.has(link.path), link.name).toBe(true);
  });

  it("an FAQ the owner wrote before the upgrade keeps their questions and fields; one never given questions gets the starting ones", () => {
    const fresh = useFreshDatabase();
    cleanup = fresh.cleanup;
    const { sqlite } = fresh.conn;
    const own = [{ group: "Horários", question: "Vocês instalam aos sábados?", answer: "Sim, com hora marcada." }, ...questionsOf(FAQ_CATEGORIES).slice(0, 3)];
    sqlite.prepare("DELETE FROM page_texts WHERE path = ?").run(FAQ_PATH);
    sqlite
      .prepare("INSERT INTO page_texts (path, title, body, body_html, questions, draft, version, updated_by) VALUES (?, ?, ?, ?, ?, ?, 3, 'dono')")
      .run(
        FAQ_PATH,
        "Perguntas do dono | Motores PPA",
        "Texto do dono.",
        "<p>Texto do dono.</p>",
        JSON.stringify(own),
        JSON.stringify({ title: null, description: null, heading: "Rascunho do dono", lead: null, body: "", questions: null }),
      );
    sqlite
      .prepare("INSERT INTO page_text_versions (path, version, fields, changed, saved_by) VALUES (?, 2, ?, 'title', 'dono')")
      .run(FAQ_PATH, JSON.stringify({ title: "Antigo", description: null, heading: null, lead: null, body: "", questions: null }));

    seedDatabase(fresh.conn);
    const row = getPageTextRow(FAQ_PATH);
    expect(row.seeded).toBe(true);
    expect(row.version).toBe(3);
    expect(row.published).toMatchObject({
      title: "Perguntas do dono | Motores PPA",
      description: seed().description,
      heading: seed().heading,
      lead: seed().lead,
      body: "Texto do dono.",
      questions: own,
    });
    // The draft and the kept version never had questions: they show the starting ones, as the page did then.
    expect(row.draft).toMatchObject({ heading: "Rascunho do dono", lead: seed().lead, body: "", questions: questionsOf(FAQ_CATEGORIES) });
    expect(listPageTextVersions(FAQ_PATH)[0].fields).toMatchObject({ title: "Antigo", questions: questionsOf(FAQ_CATEGORIES) });
    expect(faqLoader().categories.map((c) => c.title)).toEqual(["Horários", FAQ_CATEGORIES[0].title]);
    // Seeding again changes nothing.
    seedDatabase(fresh.conn);
    expect(getPageTextRow(FAQ_PATH)).toEqual(row);
  });
});
