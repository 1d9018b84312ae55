// Stored index verdicts (docs/content-quality.md "Stored verdicts"): a fresh database indexes the
// same template pages as the last build-time admission; a save stores the page's verdict with its
// reasons (the page it shares most with and the shared sentences); the sitemap and the robots meta
// of a running server follow a stored verdict on the next request, with no rebuild.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useBuiltServer } from "./built-server";
import { INITIALLY_ADMITTED_PATHS } from "../../db/seed/initial-verdicts";
import { indexCandidates } from "~/lib/index-candidates";
import { SEARCH_INTENTS } from "~/lib/search-intents";
import { usefulLinkPath } from "~/lib/paths";
import { verdictLine } from "~/lib/verdict-reasons";
import { listMotors } from "~/server/data/motors.server";
import { qualityJudge, siteRenderer } from "~/server/generated-pages/judge.server";
import { createGeneratedPage, deleteGeneratedPage, findGeneratedPage } from "~/server/generated-pages/store.server";
import { MAX_TITLE_LENGTH } from "~/server/generated-pages/normalise.server";
import { action as panelAction } from "~/routes/admin.painel/route";
import { action as editAction } from "~/routes/admin.painel_.editar.$id/route";
import { getPageVerdict, listPageVerdicts, recordVerdicts } from "~/server/verdicts/page-verdicts.server";
import { rejudgeAfterChange } from "~/server/verdicts/rejudge.server";
import { isFailing } from "~/lib/content-quality";
import { OWN_TEXT } from "../fixtures/own-texts";
import { PROCESS_TEST_TIMEOUT_MS } from "../limits";
import { useFreshDatabase } from "./helpers";
import { asResponse, freshDatabasePerTest, navigation, run, signInAdmin } from "./auth-helpers";
import { loader as googleLoader } from "~/routes/admin.google/route";
import { pageVerdicts } from "../../db/schema";
import { eq } from "drizzle-orm";
import { getDb } from "~/server/data/db.server";

/** The first paragraph of a fixture text, tags stripped. */
function firstParagraph(html: string): string {
  return /<p>([^<]+)<\/p>/.exec(html)![1];
}

describe("stored verdicts on a fresh database and on save", () => {
  let fresh: ReturnType<typeof useFreshDatabase>;
  beforeEach(() => {
    fresh = useFreshDatabase();
  });
  afterEach(() => fresh.cleanup());

  it("a fresh database stores one verdict per template page, in Google exactly for the pages of the last admission and those chosen for a search", () => {
    const candidates = indexCandidates(listMotors().map((m) => m.slug));
    const stored = new Map(listPageVerdicts().map((v) => [v.path, v]));
    for (const path of candidates) expect(stored.has(path), path).toBe(true);
    const indexed = candidates.filter((p) => stored.get(p)!.indexable);
    // The intent map indexes the page chosen for each listed search (docs/content-quality.md "One page per search intent").
    const chosen = SEARCH_INTENTS.map((i) => i.candidates.find((p) => stored.get(p)!.canonicalPath === null)!);
    expect(new Set(indexed)).toEqual(new Set([...INITIALLY_ADMITTED_PATHS.filter((p) => stored.get(p)!.reason !== "outra-pagina"), ...chosen]));
    // Every row carries the line the owner reads, made from its stored reason.
    for (const v of stored.values()) expect(v.line).toBe(verdictLine(v));
    expect(stored.get("/")).toMatchObject({ indexable: true, reason: "principal" });
  });

  it("saving a page that copies another page's paragraph stores a verdict naming that page and the shared sentences", async () => {
    const judge = await qualityJudge({});
    const original = createGeneratedPage(
      { title: "Circuito elétrico do automatizador", content: OWN_TEXT.js, description: "Circuito próprio para o motor." },
      judge,
    );
    expect(original.ok && original.page.indexable).toBe(true);
    expect(getPageVerdict(usefulLinkPath("circuito-eletrico-do-automatizador"))).toMatchObject({ indexable: true, reason: "aprovada" });

    const copied = firstParagraph(OWN_TEXT.js);
    const copy = createGeneratedPage(
      { title: "Portão de madeira na fachada", content: `${OWN_TEXT.nojs}<p>${copied}</p>`, description: "Ripas de madeira no portão automático." },
      judge,
    );
    expect(copy.ok).toBe(true);
    const verdict = getPageVerdict(usefulLinkPath("portao-de-madeira-na-fachada"))!;
    expect(verdict.mostSimilarPath).toBe(usefulLinkPath("circuito-eletrico-do-automatizador"));
    expect(verdict.sharedSentences.join(" ")).toContain(copied.split(". ")[0]);
    expect(verdict.sharedShare).toBeGreaterThan(0);
    expect(verdict.line).toBe(verdictLine(verdict));
  });

  it("a draft is stored out of Google as a draft, and a deleted page leaves no verdict", async () => {
    const judge = await qualityJudge({});
    const saved = createGeneratedPage(
      { title: "Circuito elétrico do automatizador", content: OWN_TEXT.js, description: "Circuito próprio para o motor.", draft: true },
      judge,
    );
    expect(saved.ok).toBe(true);
    expect(getPageVerdict(usefulLinkPath("circuito-eletrico-do-automatizador"))).toMatchObject({ indexable: false, reason: "rascunho" });
    expect(saved.ok && deleteGeneratedPage(saved.page.id)).toBe(true);
    expect(getPageVerdict(usefulLinkPath("circuito-eletrico-do-automatizador"))).toBeNull();
  });
});

describe("the admin's Google screen", () => {
  const fresh = freshDatabasePerTest();

  it("shows for a page out of Google the reason stored in its row, word for word", async () => {
    fresh();
    const cookie = await signInAdmin();
    const judge = await qualityJudge({});
    createGeneratedPage({ title: "Circuito elétrico do automatizador", content: OWN_TEXT.js, description: "Circuito próprio para o motor." }, judge);
    createGeneratedPage({ title: "Portão em Cotia", content: "<p>Texto curto demais para o Google.</p>", description: "Portões de Cotia." }, judge);
    const path = usefulLinkPath("portao-em-cotia");
    const shown = (await run(googleLoader, navigation(`/admin/google?situacao=fora&tipo=${encodeURIComponent("/links-uteis/")}`, { cookie }))) as {
      data: { verdicts: { path: string; indexable: boolean; line: string }[] };
    };
    const row = getDb().select().from(pageVerdicts).where(eq(pageVerdicts.path, path)).get()!;
    expect(row).toMatchObject({ indexable: false, reason: "poucas-palavras" });
    const listed = shown.data.verdicts.find((v) => v.path === path)!;
    expect(listed.line).toBe(verdictLine(row));
    expect(listed.line).toContain(`só ${row.ownWords} palavras próprias`);
    // The page in Google is not in the "fora" list.
    expect(shown.data.verdicts.map((v) => v.path)).not.toContain(usefulLinkPath("circuito-eletrico-do-automatizador"));
  });
});

describe("a running server follows the stored verdict", () => {
  const server = useBuiltServer("verdicts");
  // A guide out of Google that no search of the intent map chooses.
  const out = "/portao-automatico-travado";

  const robots = async (p: string) => /<meta name="robots" content="([^"]+)"/.exec(await (await fetch(server.url + p)).text())?.[1];
  const sitemap = async () =>
    [...(await (await fetch(`${server.url}/sitemap.xml`)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);

  it("the sitemap and the robots meta change on the next request after a verdict is stored, and back", async () => {
    expect(getPageVerdict(out)?.indexable).toBe(false);
    expect(await robots(out)).toBe("noindex, follow");
    expect(await sitemap()).not.toContain(out);

    recordVerdicts([{ path: out, indexable: true, reason: "aprovada", ownWords: 240, sharedShare: 0.1 }]);
    expect(await robots(out)).not.toContain("noindex");
    expect(await sitemap()).toContain(out);

    recordVerdicts([{ path: out, indexable: false, reason: "poucas-palavras", ownWords: 20, sharedShare: 0.1 }]);
    expect(await robots(out)).toBe("noindex, follow");
    expect(await sitemap()).not.toContain(out);
  });

  it(
    "rejudgeAfterChange measures a changed page and the pages sharing text with it, stores their figures, and the site follows",
    async () => {
      const decided = await rejudgeAfterChange([out], server.renderPage);
      expect(decided.map((d) => d.path)).toContain(out);
      // Pages sharing text with it are judged again too.
      expect(decided.length).toBeGreaterThan(1);
      for (const d of decided) {
        const stored = getPageVerdict(d.path)!;
        expect(stored.ownWords, d.path).not.toBeNull();
        // A page of the intent map follows the map (tests/integration/search-intents.test.ts); any other, its text.
        if (stored.reason === "escolhida" || stored.reason === "outra-pagina") expect(stored.indexable, d.path).toBe(stored.reason === "escolhida");
        else {
          expect(stored.indexable, d.path).toBe(!isFailing(stored.ownWords!, stored.sharedShare!));
          expect(["aprovada", "poucas-palavras", "texto-repetido"]).toContain(stored.reason);
        }
        if (stored.mostSimilarPath) expect(stored.sharedSentences.length + (stored.sharedShare ?? 0), d.path).toBeGreaterThan(0);
      }
      const now = getPageVerdict(out)!;
      expect(await robots(out)).toBe(now.indexable ? "index, follow" : "noindex, follow");
      expect((await sitemap()).includes(out)).toBe(now.indexable);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    "the admin's page form and editor refuse an invalid post before they make the judge, and judge a valid one against the site",
    async () => {
      const cookie = await signInAdmin();
      /**
       * Posts with a renderer of its own: the judge, when made, keeps the renderer it read the site
       * with (siteRenderer), so an identity check says whether this post made one.
       */
      const post = async (path: string, form: Record<string, string>, action: typeof panelAction | typeof editAction, params: Record<string, string> = {}) => {
        const asked: string[] = [];
        const renderPage = async (p: string) => {
          asked.push(p);
          return server.renderPage(p);
        };
        const result = await run(action, navigation(path, { cookie, form }), undefined, params, { clientIp: "198.51.100.7", renderPage });
        return { result, asked, judged: siteRenderer() === renderPage };
      };
      const page = { title: "Portão de correr com cremalheira nova", slug: "", description: "", keywords: "", content: OWN_TEXT.nojs };

      const saved = await post("/admin/painel", { intent: "save", ...page }, panelAction);
      expect(asResponse(saved.result).headers.get("Location")).toBe("/admin/painel");
      expect(saved.judged).toBe(true);
      const stored = findGeneratedPage("portao-de-correr-com-cremalheira-nova")!;
      expect(stored.ownWords).not.toBeNull();

      const refusals = [
        await post("/admin/painel", { intent: "save", ...page, title: "" }, panelAction),
        await post("/admin/painel", { intent: "save", ...page, title: "Outro portão", content: "<script>alert(1)</script>" }, panelAction),
        await post(`/admin/painel/editar/${stored.id}`, { intent: "save", ...page, status: "publicada", title: "x".repeat(MAX_TITLE_LENGTH + 1) }, editAction, {
          id: String(stored.id),
        }),
      ];
      expect(refusals.map(({ result }) => (result as { status: number; data: { error: { field: string } } }).status)).toEqual([400, 400, 400]);
      expect(refusals.map(({ result }) => (result as { data: { error: { field: string } } }).data.error.field)).toEqual(["title", "content", "title"]);
      for (const refused of refusals) {
        expect(refused.judged).toBe(false);
        expect(refused.asked).toEqual([]);
      }
      expect(findGeneratedPage("outro-portao")).toBeUndefined();
      expect(findGeneratedPage("portao-de-correr-com-cremalheira-nova")?.title).toBe(page.title);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
