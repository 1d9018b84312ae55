import { describe, expect, it } from "vitest";
import { seedDatabase } from "../../db/seed";
import { PAGE_TEXT_SEED_REVISION } from "../../db/seed/page-texts";
import { postTexts } from "../../db/seed/page-texts/posts";
import { postPath } from "~/lib/paths";
import { getBusinessSettings, saveBusinessSettings } from "~/server/data/business-settings.server";
import { getConnection, getDb } from "~/server/data/db.server";
import { getPageTextRow, savePageText } from "~/server/page-texts/store.server";
import { useBuiltServer } from "./built-server";

/**
 * The posts' text lives in "Páginas do site" (decision 0043): every post's opening and sections
 * are its row's text, seeded from the post's kind and place, with the owner's figures as slots;
 * the page shows the stored text, so the owner's edit shows on the next request; an owner's own
 * text written before the move stays before the post's; the notice for a place outside the
 * served cities stays the template's, following the owner's list.
 */

const LOJA_MOOCA = postPath("loja-especializada-em-motores-de-portao-em-mooca");
const SERVICOS_OSASCO = postPath("servicos-de-automacao-de-portoes-em-osasco");
const BASCULANTE_VILA_MARIANA = postPath("motores-basculantes-para-portao-em-vila-mariana");
const MOTOR_TATUAPE = postPath("motores-de-portao-automatico-em-tatuape");
const MOTOR_ITAQUERA = postPath("motores-de-portao-automatico-em-itaquera");
const LOJA_VILA_MARIA = postPath("loja-especializada-em-motores-de-portao-em-vila-maria");
const MOTOR_RIBEIRAO_PIRES = postPath("motores-de-portao-automatico-em-ribeirao-pires");

/** What the composer in the app wrote for each post before the move: its opening and some of its sections, as typed text. */
const STARTING: Record<string, string[]> = {
  [LOJA_MOOCA]: [
    "Procurando quem venda e instale motor de portão na Mooca? Vendemos motores PPA e instalamos com garantia. Você paga {preço direto de fábrica}.",
    "## O que você encontra",
    "- Kits completos: motor, central de comando, dois controles de código rolante, braço de transmissão e chave de destravamento.",
    "## Motor indicado para sobrados, vilas e prédios de médio porte lado a lado",
  ],
  [SERVICOS_OSASCO]: [
    "Instalação, manutenção e conserto de portões automáticos em Osasco, com técnicos especializados em motores PPA e peças originais.",
    "## Serviços de automação em Osasco",
    "- Manutenção preventiva. Casas pedem revisão anual; prédios com garagem coletiva, 2 revisões por ano.",
    "## Cuidados com portões em Osasco",
    "- Chuva forte e ruas que acumulam água: nos portões deslizantes o motor fica rente ao chão.",
    "## Como funciona o atendimento em Osasco",
    "3. A instalação leva de {tempo de instalação}, com teste de fim de curso, fotocélula e controles.",
  ],
  [BASCULANTE_VILA_MARIANA]: [
    "O portão basculante é o mais comum nas garagens de São Paulo e da região. Veja como escolher o motor certo para ele na Vila Mariana.",
    "## Antes de instalar: o portão equilibrado",
    "## Portões na Vila Mariana",
    "Encontramos principalmente condomínios verticais e prédios residenciais.",
  ],
  [MOTOR_TATUAPE]: [
    "Escolher o motor de portão certo no Tatuapé começa pelo tipo de portão, pelo peso da folha e por quantas vezes ele abre por dia.",
    "## Tipos de motor de portão",
    "## Qual escolher no Tatuapé",
    "## O que pesa na vida útil do motor no Tatuapé",
    "- Segurança na entrada e saída: o momento mais vulnerável é o carro parado esperando o portão abrir.",
  ],
  [MOTOR_ITAQUERA]: ["Parcelado, o kit com instalação sai {menor preço do kit, à vista e parcelado}; o catálogo de motores mostra"],
  [LOJA_VILA_MARIA]: ["Quando a troca envolve equipamento industrial, o orçamento fica na faixa de {preço da troca para uso pesado};"],
};

const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";

describe("the posts' starting text in the database", () => {
  const server = useBuiltServer("post-texts");

  it("every post holds its opening and sections as its page's text, the owner's figures as slots, the rest the template's", () => {
    const { sqlite } = getConnection();
    const postCount = sqlite.prepare("SELECT count(*) FROM posts").pluck().get() as number;
    const rows = sqlite
      .prepare("SELECT path, title, description, heading, lead, body, version, seed_revision AS revision FROM page_texts WHERE path LIKE '/postagens/%'")
      .all() as { path: string; title: null; description: null; heading: null; lead: null; body: string; version: number; revision: number }[];
    expect(postCount).toBeGreaterThan(400);
    expect(rows.length).toBe(postCount);
    for (const row of rows) {
      // Title, description, heading and lead stay the post's own (null: the template's), the page's text is seeded.
      expect(row, row.path).toMatchObject({ title: null, description: null, heading: null, lead: null, version: 0, revision: PAGE_TEXT_SEED_REVISION });
      // Prices, instalments and the installation time are slots, never a figure.
      expect(row.body, row.path).not.toMatch(/R\$|\d+ a \d+ horas|\d+x/);
      expect(row.body.replace(/\{[^{}]+\}/g, ""), row.path).not.toMatch(/[{}]/);
    }
    for (const [path, lines] of Object.entries(STARTING)) {
      const body = getPageTextRow(path).published.body;
      for (const line of lines) expect(body, path).toContain(line);
    }
    // The notice for a place outside the served cities is not stored: the page decides it on each request.
    expect(rows.some((r) => r.body.includes("fora das cidades que atendemos"))).toBe(false);
    // A seeded database composes no post again at its next start.
    expect(postTexts(getDb(), PAGE_TEXT_SEED_REVISION)).toEqual([]);
  });

  it("the page shows the stored text, filled with the owner's figures, and the owner's edit on the next request", async () => {
    const page = mainOf(await server.html(LOJA_MOOCA));
    expect(page).toContain(
      "<p>Procurando quem venda e instale motor de portão na Mooca? Vendemos motores PPA e instalamos com garantia. Você paga preço direto de fábrica.</p>",
    );
    expect(page).toContain("<h2>O que você encontra</h2>");
    // The kit's offer is filled as the instalment rule says (left out while the owner states no terms), never a figure of the seed.
    const itaquera = mainOf(await server.html(MOTOR_ITAQUERA));
    expect(itaquera).toContain("Para portões leves de ferro o PPA Home resolve com bom custo.");
    expect(itaquera).not.toContain("{menor preço do kit");
    expect(mainOf(await server.html(SERVICOS_OSASCO))).toMatch(/A instalação leva de \d+ a \d+ horas/);

    const row = getPageTextRow(LOJA_MOOCA);
    const body = "Vendemos e instalamos motores na Mooca desde a primeira visita.\n\n## O que levamos na visita\n\n- Fotocélula e controles de código rolante.";
    const saved = savePageText({ path: LOJA_MOOCA, fields: { ...row.published, body }, publish: true, expectedVersion: row.version, by: "dono@example.com" });
    expect(saved.ok).toBe(true);
    const edited = mainOf(await server.html(LOJA_MOOCA));
    expect(edited).toContain("<p>Vendemos e instalamos motores na Mooca desde a primeira visita.</p>");
    expect(edited).toContain("<h2>O que levamos na visita</h2>");
    expect(edited).not.toContain("O que você encontra");
    expect(edited).not.toContain("Procurando quem venda");
    // The template's links stay after the owner's text.
    expect(edited).toContain("Veja também");
    expect(edited).toContain('href="/cidades/mooca"');
  });

  it("a post about a place outside the served cities says so after its text, the owner's text too, as long as the list leaves it out", async () => {
    const notice = "Este lugar fica fora das cidades que atendemos hoje: pergunte se chegamos ao seu endereço.";
    expect(mainOf(await server.html(MOTOR_RIBEIRAO_PIRES))).toContain(notice);
    const row = getPageTextRow(MOTOR_RIBEIRAO_PIRES);
    savePageText({
      path: MOTOR_RIBEIRAO_PIRES,
      fields: { ...row.published, body: "Texto do dono sobre Ribeirão Pires." },
      publish: true,
      expectedVersion: row.version,
      by: "dono",
    });
    const page = mainOf(await server.html(MOTOR_RIBEIRAO_PIRES));
    expect(page.indexOf(notice)).toBeGreaterThan(page.indexOf("Texto do dono sobre Ribeirão Pires."));
    const listed = getBusinessSettings().cities;
    saveBusinessSettings({ ...getBusinessSettings(), cities: [...listed, "Ribeirão Pires"] });
    try {
      expect(mainOf(await server.html(MOTOR_RIBEIRAO_PIRES))).not.toContain(notice);
      // A served place's post never said it, an unserved place's "serviços" post neither.
      expect(mainOf(await server.html(postPath("motores-de-portao-automatico-em-mooca")))).not.toContain(notice);
    } finally {
      saveBusinessSettings({ ...getBusinessSettings(), cities: listed });
    }
    expect(mainOf(await server.html(MOTOR_RIBEIRAO_PIRES))).toContain(notice);
    expect(mainOf(await server.html(postPath("servicos-de-automacao-de-portoes-em-ribeirao-pires")))).not.toContain(notice);
  });

  it("a post the owner wrote for before the move keeps their fields and draft, their text before the post's", async () => {
    const { sqlite } = getConnection();
    const starting = getPageTextRow(MOTOR_TATUAPE).published.body;
    const draft = JSON.stringify({ title: null, description: null, heading: null, lead: null, body: "Rascunho do dono.", questions: null });
    sqlite.prepare("DELETE FROM page_texts WHERE path = ?").run(MOTOR_TATUAPE);
    sqlite
      .prepare("INSERT INTO page_texts (path, heading, body, body_html, draft, version, updated_by) VALUES (?, ?, ?, ?, ?, 2, 'dono')")
      .run(MOTOR_TATUAPE, "Motor de portão no Tatuapé, pelo dono", "Texto do dono.", "<p>Texto do dono.</p>", draft);
    seedDatabase(getConnection());
    const row = getPageTextRow(MOTOR_TATUAPE);
    expect(row).toMatchObject({ seeded: true, version: 2 });
    expect(row.published).toMatchObject({ heading: "Motor de portão no Tatuapé, pelo dono", title: null, lead: null, body: `Texto do dono.\n\n${starting}` });
    expect(row.draft?.body).toBe(`Rascunho do dono.\n\n${starting}`);
    const page = mainOf(await server.html(MOTOR_TATUAPE));
    expect(page).toContain("Motor de portão no Tatuapé, pelo dono");
    expect(page.indexOf("Texto do dono.")).toBeLessThan(page.indexOf("Escolher o motor de portão certo no Tatuapé"));
  });
});
