import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { INTERNAL_PAGE_TITLES } from "~/content/internal-pages";
import { CREATIVITY } from "~/lib/generator";
import { generateAndSavePage, generateAndSavePageOffThread } from "~/server/generated-pages/batches.server";
import { closeJudgeWorker, judgeWorkerTasks } from "~/server/generated-pages/judge-pool.server";
import { qualityJudge } from "~/server/generated-pages/judge.server";
import { createGeneratedPage, findGeneratedPage, listGeneratedPages } from "~/server/generated-pages/store.server";
import { OWN_TEXT } from "../fixtures/own-texts";
import { useFreshDatabase } from "./helpers";

/**
 * The judge's worker thread (decision 0046): a generator's page measured off the request thread
 * gets the verdict the request thread would give, and a verdict measured before another page was
 * saved is not used.
 */
let fresh: ReturnType<typeof useFreshDatabase>;
beforeEach(() => {
  fresh = useFreshDatabase();
});
afterEach(() => fresh.cleanup());
afterAll(() => closeJudgeWorker());

const figures = () =>
  listGeneratedPages().map(({ slug, indexable, draft, ownWords, similarity, similarTo }) => ({ slug, indexable, draft, ownWords, similarity, similarTo }));

describe("the judge's worker", () => {
  it("a generator's pages measured in the worker are saved with the figures the request thread gives them", async () => {
    // Titles of the panel's list, with look-alikes among them (drafts) and a page the run would push out.
    const titles = INTERNAL_PAGE_TITLES.slice(0, 8);
    const inThreadJudge = await qualityJudge({});
    for (const [i, title] of titles.entries()) generateAndSavePage(title, CREATIVITY.default, i + 1, inThreadJudge);
    const inThread = figures();
    fresh.cleanup();
    fresh = useFreshDatabase();
    // A new thread: its first check finds it empty and the pages are sent again.
    await closeJudgeWorker();
    const before = judgeWorkerTasks();
    const judge = await qualityJudge({}, { inWorker: true });
    for (const [i, title] of titles.entries()) await generateAndSavePageOffThread(title, CREATIVITY.default, i + 1, judge);
    expect(judgeWorkerTasks() - before).toBe(titles.length);
    expect(figures()).toEqual(inThread);
    // Both verdicts are in the comparison: pages published and look-alikes kept as drafts.
    expect(inThread.some((p) => p.indexable) && inThread.some((p) => p.draft)).toBe(true);
  });

  it("a verdict measured before another page was published is measured again at the save", async () => {
    const judge = await qualityJudge({}, { inWorker: true });
    const page = { slug: "circuito", title: "Circuito do automatizador", description: "Um ramal só para o portão.", content: OWN_TEXT.js, draft: false };
    await judge.ahead!(page);
    // Measured alone, the page is in; then the owner publishes a page with the same text.
    expect(judge(page)).toMatchObject({ indexable: true });
    createGeneratedPage({ title: "Ramal do portão", content: OWN_TEXT.js, description: "Outro texto de apresentação." }, await qualityJudge({}));
    const saved = createGeneratedPage(page, judge);
    expect(saved.ok && saved.page).toMatchObject({ indexable: false, similarTo: "/links-uteis/ramal-do-portao" });
    expect(findGeneratedPage("ramal-do-portao")?.indexable).toBe(true);
  });
});
