// The generators publish a page only when the judge admits it to Google, otherwise save it as a
// draft; what their toasts and result lists count is what the database and the stored verdicts
// hold (docs/content-quality.md "What the generators write"). /links-uteis lists only the
// published pages in Google and is noindex while it lists fewer than USEFUL_LINKS_MIN_INDEXED.
import { describe, expect, it } from "vitest";
import { generatedPages } from "../../db/schema";
import { usefulLinkPath } from "~/lib/paths";
import { getDb } from "~/server/data/db.server";
import { USEFUL_LINKS_MIN_INDEXED } from "~/server/data/useful-links.server";
import { createGeneratedPage } from "~/server/generated-pages/store.server";
import { qualityJudge } from "~/server/generated-pages/judge.server";
import { getPageVerdict } from "~/server/verdicts/page-verdicts.server";
import { action as batchAction } from "~/routes/admin.batch-creator/route";
import { action as generatorAction } from "~/routes/admin.local-generator/route";
import { action as panelAction } from "~/routes/admin.painel/route";
import { loader as hubLoader } from "~/routes/links-uteis._index";
import { OWN_TEXT } from "../fixtures/own-texts";
import { SITE, freshDatabasePerTest, navigation, ranTool, run, signInAdmin } from "./auth-helpers";
import { PROCESS_TEST_TIMEOUT_MS } from "../limits";

const fresh = freshDatabasePerTest();
const post = (path: string, cookie: string, form: Record<string, string>) => navigation(path, { cookie, form, headers: { Referer: `${SITE}${path}` } });

/** The generated pages in the database: published and drafts, each checked against its stored verdict. */
function stored() {
  const rows = getDb().select().from(generatedPages).all();
  for (const row of rows) {
    const verdict = getPageVerdict(usefulLinkPath(row.slug))!;
    // Published means in Google; a draft is out of it.
    expect(verdict.indexable, row.slug).toBe(!row.draft);
    if (!row.draft) expect(row.indexable, row.slug).toBe(true);
  }
  return { published: rows.filter((r) => !r.draft).length, drafts: rows.filter((r) => r.draft).length };
}

/** "12 publicadas, 38 ficaram como rascunho: …" (or every page published) read back as numbers. */
function counted(text: string): { published: number; drafts: number } {
  const allPublished = /(\d+) páginas? (?:gerada e publicada|geradas e publicadas|criadas?) com sucesso/.exec(text);
  if (allPublished) return { published: Number(allPublished[1]), drafts: 0 };
  const published = /(\d+) publicadas?/.exec(text);
  const drafts = /(\d+) (?:ficou|ficaram) como rascunho/.exec(text);
  return { published: Number(published?.[1] ?? NaN), drafts: Number(drafts?.[1] ?? 0) };
}

describe("the generators count what the database holds", () => {
  it(
    '"Gerar 50", the batch creator and three local-generator titles: toasts and result lists equal the stored pages and verdicts',
    async () => {
      fresh();
      const cookie = await signInAdmin();
      // Judged once against the site's pages, like the admin's first run.
      await qualityJudge({});

      const gerarToast = (await ranTool(await run(panelAction, post("/admin/painel", cookie, { intent: "generate-50" })))).toast!;
      const afterGerar = stored();
      expect(afterGerar.published + afterGerar.drafts).toBe(50);
      expect(counted(gerarToast.description ?? "")).toEqual(afterGerar);
      // No "sucesso" for pages nobody will find.
      if (afterGerar.drafts > 0) {
        expect(gerarToast.title).toBe("Páginas geradas");
        expect(gerarToast.description).not.toContain("sucesso");
        expect(gerarToast.description).toMatch(/(?:ficou|ficaram) como rascunho: /);
      }

      const batch = await ranTool(await run(batchAction, post("/admin/batch-creator", cookie, {})));
      const afterBatch = stored();
      const batchPublished = afterBatch.published - afterGerar.published;
      const batchDrafts = afterBatch.drafts - afterGerar.drafts;
      const results = batch.results as { success: boolean; draft?: string }[];
      expect(results.filter((r) => r.success && !r.draft)).toHaveLength(batchPublished);
      expect(results.filter((r) => r.success && r.draft)).toHaveLength(batchDrafts);
      expect(counted(batch.toast?.description ?? "")).toEqual({ published: batchPublished, drafts: batchDrafts });

      const titles = "Motor basculante em Osasco\nConserto de portão na Mooca\nFotocélula para portão em Barueri";
      const local = await ranTool(await run(generatorAction, post("/admin/local-generator", cookie, { intent: "process-all", titles, creativity: "75" })));
      const afterLocal = stored();
      const localResults = local.results as { ok: boolean; draft?: string }[];
      const saved = localResults.filter((r) => r.ok).length;
      const localDrafts = localResults.filter((r) => r.ok && r.draft).length;
      expect(afterLocal.published - afterBatch.published + afterLocal.drafts - afterBatch.drafts).toBe(saved);
      expect(afterLocal.drafts - afterBatch.drafts).toBe(localDrafts);
      expect(local.toast?.description).toContain(`${saved} de 3 títulos foram processados`);
      if (localDrafts > 0) expect(counted(local.toast?.description ?? "")).toEqual({ published: saved - localDrafts, drafts: localDrafts });
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});

describe("/links-uteis", () => {
  it(`lists only published pages in Google and is noindex while it lists fewer than ${USEFUL_LINKS_MIN_INDEXED}`, async () => {
    fresh();
    const judge = await qualityJudge({});
    createGeneratedPage({ title: "Página curta demais", content: "<p>Texto curto demais para o Google.</p>", description: "Curta." }, judge);
    createGeneratedPage({ title: "Rascunho guardado", content: OWN_TEXT.js, description: "Um rascunho.", draft: true }, judge);
    const hub = () => run(hubLoader, navigation("/links-uteis")) as Promise<{ data: { items: { slug: string }[]; indexable: boolean } }>;
    expect((await hub()).data).toMatchObject({ items: [], indexable: false });

    // Imported pages (no judge) are published and in Google, as the legacy import saves them.
    for (let i = 0; i < USEFUL_LINKS_MIN_INDEXED; i++) {
      const saved = createGeneratedPage({
        title: `Página importada número ${i + 1}`,
        content: `<p>Texto importado ${i + 1}.</p>`,
        description: `Importada ${i + 1}.`,
      });
      expect(saved.ok && saved.page.indexable && !saved.page.draft).toBe(true);
      // Thin until the last one: a list of a few titles has nothing of its own to say.
      if (i < USEFUL_LINKS_MIN_INDEXED - 1) expect((await hub()).data.indexable).toBe(false);
    }
    const full = (await hub()).data;
    expect(full.items).toHaveLength(USEFUL_LINKS_MIN_INDEXED);
    expect(full.items.map((p) => p.slug)).not.toContain("pagina-curta-demais");
    expect(full.indexable).toBe(true);
  });
});
