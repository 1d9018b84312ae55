import { isFailing } from "~/lib/content-quality";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { defaultDescription } from "~/lib/generator/description";
import { INTERNAL_PAGE_TITLES } from "~/content/internal-pages";
import { CREATIVITY, generateContent } from "~/lib/generator";
import { createAllBatchPages, generateAndSavePage, generateInternalPages } from "~/server/generated-pages/batches.server";
import { createGeneratedPage, findGeneratedPage, listGeneratedPages } from "~/server/generated-pages/store.server";
import { qualityJudge } from "~/server/generated-pages/judge.server";
import { OWN_TEXT } from "../fixtures/own-texts";
import { useFreshDatabase } from "./helpers";

/**
 * The admin's judge (docs/content-quality.md) on saves: generated pages are measured against
 * every generated page, noindex ones included, after the subject's normalisation.
 */
let fresh: ReturnType<typeof useFreshDatabase>;
beforeEach(() => {
  fresh = useFreshDatabase();
});
afterEach(() => fresh.cleanup());

describe("the generators' and editor's judge", () => {
  it("keeps a page with the spec's default description out; its own text gives it a description that lets it in", async () => {
    const judge = await qualityJudge({});
    const title = "Circuito elétrico do automatizador";
    const withDefault = judge({ slug: "a", title, description: defaultDescription(title), content: OWN_TEXT.js });
    expect(withDefault).toMatchObject({ indexable: false, defaultDescription: true });
    const saved = createGeneratedPage({ title, content: OWN_TEXT.js, description: defaultDescription(title) }, judge);
    // The first paragraphs open with sentences over 160 characters: the first that fits gives it, whole.
    expect(saved.ok && saved.page.description).toBe(
      "Haste de cobre cravada no jardim, ligada por condutor verde e amarelo ao borne de terra da central, escoa descargas que chegam pela rede.",
    );
    expect(saved.ok && saved.page.indexable).toBe(true);
  });

  it("keeps out a page made from a noindex page by swapping the place name, and one made by shuffling its blocks, naming the shared sentences", async () => {
    const judge = await qualityJudge({});
    const blocks = (place: string) => [
      `<p>Quem mora em ${place} costuma ter portão basculante de garagem em sobrados antigos, com contrapeso de ferro.</p>`,
      `<ul><li>Conferir as dobradiças antes da visita</li><li>Medir a largura e a altura do vão</li><li>Pesar a folha com balança de gancho</li></ul>`,
      `<p>${OWN_TEXT.nojs}</p>`,
    ];
    // A draft is not public: a page that repeats it is judged on its own text (docs/content-quality.md).
    createGeneratedPage({ title: "Rascunho em Cotia", content: blocks("Cotia").join(""), draft: true }, judge);
    expect(judge({ slug: "portao-em-embu", title: "Portão em Embu", description: "Portões de Embu.", content: blocks("Embu").join("") })).toMatchObject({
      indexable: true,
    });
    // Once published, its text is on the site: a copy with another place name stays out.
    createGeneratedPage({ title: "Portão em Cotia", content: blocks("Cotia").join("") }, judge);
    const swapped = judge({ slug: "portao-em-itapevi", title: "Portão em Itapevi", description: "Portões de Itapevi.", content: blocks("Itapevi").join("") });
    expect(swapped).toMatchObject({ indexable: false, similarTo: "/links-uteis/portao-em-cotia" });
    expect(swapped.similarity).toBeGreaterThan(0.9);
    expect(swapped.sharedSentences).toContain("Quem mora em Itapevi costuma ter portão basculante de garagem em sobrados antigos, com contrapeso de ferro.");
    const shuffled = judge({ slug: "outro", title: "Outro portão", description: "Outro.", content: [...blocks("Cotia")].reverse().join("") });
    expect(shuffled).toMatchObject({ indexable: false, similarTo: "/links-uteis/portao-em-cotia" });
  });

  it("does not write a generator's page that would take the text of an indexable page: the earlier page keeps its place", async () => {
    const judge = await qualityJudge({});
    // The owner's page, saved first from the editor, says what the generator would write for a list title.
    const title = INTERNAL_PAGE_TITLES[1];
    const text = generateContent({ title, creativity: CREATIVITY.default, seed: 2 });
    const owner = createGeneratedPage({ title: "Motor basculante: o que eu escrevi", content: text.content, description: "O texto do dono." }, judge);
    expect(owner.ok && owner.page.indexable).toBe(true);

    const copy = generateAndSavePage(title, CREATIVITY.default, 2, judge);
    expect(copy).toMatchObject({ ok: false, field: "content", error: expect.stringContaining("/links-uteis/motor-basculante-o-que-eu-escrevi") });
    expect(findGeneratedPage("motor-para-portao-basculante-precos-e-orcamento")).toBeUndefined();
    const kept = findGeneratedPage("motor-basculante-o-que-eu-escrevi")!;
    expect(kept.indexable).toBe(true);
    expect(judge(kept, kept.id)).toMatchObject({ indexable: true });
  });

  it("a page a generator wrote earlier does not stop a later run: the later look-alike is saved as a draft and the earlier page keeps its place", async () => {
    const judge = await qualityJudge({});
    const title = INTERNAL_PAGE_TITLES[1];
    const first = generateAndSavePage("Motor basculante com preço e orçamento", CREATIVITY.default, 2, judge);
    expect(first?.ok && first.page.indexable).toBe(true);
    // The same vocabulary, the same seed: a look-alike of the first page.
    const later = generateAndSavePage(title, CREATIVITY.default, 2, judge);
    expect(later?.ok && later.page.draft && !later.page.indexable).toBe(true);
    const earlier = findGeneratedPage("motor-basculante-com-preco-e-orcamento")!;
    expect(earlier.indexable && !earlier.draft).toBe(true);
  });

  it("after both generators, every generated page left in the index still meets the targets", async () => {
    const judge = await qualityJudge({});
    await generateInternalPages(judge);
    await createAllBatchPages(judge);
    const pages = listGeneratedPages();
    expect(pages.length).toBeGreaterThan(50);
    for (const summary of pages.filter((p) => p.indexable)) {
      const page = findGeneratedPage(summary.slug)!;
      // Judged again against the whole run: an earlier list page a later one copied has left the index.
      // Judged again against the whole run, its own figures still meet the targets.
      const again = judge(page, page.id);
      expect(isFailing(again.ownWords ?? 0, again.similarity ?? 1), `${page.slug}: ${again.ownWords} palavras próprias, ${again.similarity}`).toBe(false);
    }
  });
});
