import { afterEach, describe, expect, it } from "vitest";
import { seedDatabase } from "../../db/seed";
import { homeBody } from "../../db/seed/page-texts/home";
import { HOME_PROSE } from "../../db/seed/prose/home";
import { HOME_PATH } from "~/lib/paths";
import { homeTexts } from "~/pages/home-page.server";
import { getPageTextRow, getPublicPageText, savePageText } from "~/server/page-texts/store.server";
import { useFreshDatabase } from "./helpers";

/**
 * The home's text lives in "Páginas do site" (decision 0043): seeded, laid out from the stored
 * row (the hero's ticks, the video's heading and offers, the reasons, "Atendimento local"), read by the not-found page too, and
 * merged with what an owner wrote before the upgrade.
 */
let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

const texts = (pathname: string) => homeTexts(pathname, getPublicPageText(pathname), getPublicPageText);

describe("the home's starting text in the database", () => {
  it("a fresh database holds the home's texts; the home and any other address read the same layout", () => {
    const fresh = useFreshDatabase();
    cleanup = fresh.cleanup;
    const row = getPageTextRow(HOME_PATH);
    expect(row.seeded).toBe(true);
    expect(row.published).toMatchObject({ title: HOME_PROSE.title, description: HOME_PROSE.description, heading: HOME_PROSE.heading, lead: HOME_PROSE.lead });
    expect(row.published.body).toBe(homeBody());
    const home = texts(HOME_PATH);
    expect(home?.heading).toBe(HOME_PROSE.heading);
    expect(home?.layout.benefits).toEqual({ heading: HOME_PROSE.benefits.title, items: HOME_PROSE.benefits.items });
    // The factory-direct tick is the owner's claim, a slot the served page fills or leaves out (decision 0050).
    expect(home?.layout.benefits?.items[0]).toBe("{Preço direto de fábrica}");
    expect(home?.layout.videoTitle).toBe(HOME_PROSE.videoTitle);
    expect(home?.layout.videoOffers).toEqual(HOME_PROSE.videoOffers);
    expect(home?.layout.reasons).toMatchObject({ heading: HOME_PROSE.reasons.title, items: HOME_PROSE.reasons.items });
    // Figures stay slots of "Dados do negócio", filled when the page is served (decision 0028).
    expect(home?.layout.reasons?.items[2].text).toContain("{meses de garantia estendida}");
    expect(home?.layout.local).toMatchObject({ heading: HOME_PROSE.local.title, groups: HOME_PROSE.local.groups });
    expect(home?.layout.ownText).toBe("");
    // The not-found page shows the home's hero and reasons: an address without a row reads the home's.
    expect(texts("/pagina-que-nao-existe")).toEqual(home);
  });

  it("an owner's publish is what the home serves next: a reason rewritten, one added, a section of their own after the reasons", () => {
    const fresh = useFreshDatabase();
    cleanup = fresh.cleanup;
    const body = homeBody()
      .replace(
        "Nas cidades atendidas, quem compra o kit não paga o frete nem a mão de obra",
        "Na compra do kit, o frete e a mão de obra da instalação não são cobradas",
      )
      .replace("- Linha Jetflex: a abertura mais rápida da linha", "- Atendimento também aos sábados")
      .replace("Peça o vídeo de demonstração pelo WhatsApp.", "Mande uma mensagem e enviamos o vídeo.")
      .replace("- **Técnicos próprios**", "- **Atendimento no sábado** Com hora marcada.\n- **Técnicos próprios**")
      .concat("\n\n## Nossa oficina\n\nFica em Osasco.");
    savePageText({ path: HOME_PATH, fields: { ...getPageTextRow(HOME_PATH).published, body }, publish: true, expectedVersion: 0, by: "dono" });
    const layout = texts(HOME_PATH)!.layout;
    expect(layout.reasons?.items[1].text).toBe(
      "Na compra do kit, o frete e a mão de obra da instalação não são cobradas: o técnico monta o motor, regula o percurso e cadastra os controles.",
    );
    expect(layout.benefits?.items[2]).toBe("Atendimento também aos sábados");
    expect(layout.videoOffers[0]).toBe("Quer ver o motor funcionando? Mande uma mensagem e enviamos o vídeo.");
    expect(layout.reasons?.items.map((r) => r.title)).toContain("Atendimento no sábado");
    expect(layout.ownText).toBe("<h2>Nossa oficina</h2><p>Fica em Osasco.</p>");
    expect(texts("/pagina-que-nao-existe")?.layout).toEqual(layout);
    seedDatabase(fresh.conn);
    expect(getPageTextRow(HOME_PATH).published.body).toBe(body);
  });

  it("an upgrade keeps the heading and the text an owner wrote for the home before the move, the text after the reasons", () => {
    const fresh = useFreshDatabase();
    cleanup = fresh.cleanup;
    const { sqlite } = fresh.conn;
    sqlite.prepare("DELETE FROM page_texts WHERE path = ?").run(HOME_PATH);
    sqlite
      .prepare("INSERT INTO page_texts (path, heading, body, body_html, version, updated_by) VALUES (?, ?, ?, ?, 2, 'dono')")
      .run(HOME_PATH, "Motores PPA do meu jeito", "Texto do dono.", "<p>Texto do dono.</p>");
    seedDatabase(fresh.conn);
    const row = getPageTextRow(HOME_PATH);
    expect(row.published.heading).toBe("Motores PPA do meu jeito");
    expect(row.published.lead).toBe(HOME_PROSE.lead);
    expect(row.published.body).toBe(`Texto do dono.\n\n${homeBody()}`);
    const layout = texts(HOME_PATH)!.layout;
    expect(layout.ownText).toBe("<p>Texto do dono.</p>");
    expect(layout.reasons?.items).toHaveLength(HOME_PROSE.reasons.items.length);
  });
});
