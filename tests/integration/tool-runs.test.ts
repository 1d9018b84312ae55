// A page tool's run and its progress page (app/server/generated-pages/tool-runs.server.ts,
// app/routes/admin.painel_.geracao.$id/route.tsx): the owner's post is answered before the pages are made,
// the page refreshes itself while the run goes, a second run waits for the first, and the end says
// what the tool said before runs had a page.
import { describe, expect, it } from "vitest";
import { action as batchAction } from "~/routes/admin.batch-creator/route";
import { action as panelAction } from "~/routes/admin.painel/route";
import { loader as runLoader } from "~/routes/admin.painel_.geracao.$id/route";
import { toolRunFinished } from "~/server/generated-pages/tool-runs.server";
import { SITE, asResponse, freshDatabasePerTest, navigation, run, signInAdmin, toastOf } from "./auth-helpers";
import { PROCESS_TEST_TIMEOUT_MS } from "../limits";

const fresh = freshDatabasePerTest();
const post = (path: string, cookie: string, form: Record<string, string>) => navigation(path, { cookie, form, headers: { Referer: `${SITE}${path}` } });
const progressPage = (location: string, cookie: string) =>
  run(runLoader, navigation(location, { cookie }), undefined, { id: location.split("/").pop()! }) as Promise<
    Response | { status: number; headers: Headers; data: { run: { done: number; total: number; over: boolean; results: unknown[] } | null } }
  >;

describe("a page tool's run", () => {
  it(
    '"Gerar 50" answers with the progress page at once; the page refreshes until the run is over, then goes back to the panel with the toast; another tool runs beside it',
    async () => {
      fresh();
      const cookie = await signInAdmin();
      const started = asResponse(await run(panelAction, post("/admin/painel", cookie, { intent: "generate-50" })));
      expect(started.status).toBe(303);
      const location = started.headers.get("Location")!;
      expect(location).toMatch(/^\/admin\/painel\/geracao\/[\w-]+$/);

      const going = await progressPage(location, cookie);
      if (going instanceof Response) throw new Error(`the run ended before its page was read: ${going.headers.get("Location")}`);
      expect(going.headers.get("Refresh")).toBe("2");
      expect(going.data.run).toMatchObject({ total: 50, over: false });
      expect(going.data.run!.done).toBeLessThan(50);

      // A second run waits for the first: the owner is sent to the one going, told why.
      const again = asResponse(await run(panelAction, post("/admin/painel", cookie, { intent: "generate-50" })));
      expect(again.headers.get("Location")).toBe(location);
      expect(await toastOf(again)).toMatchObject({ title: "Geração em andamento" });
      // Another tool's run goes side by side, on a page of its own.
      const batch = asResponse(await run(batchAction, post("/admin/batch-creator", cookie, {}))).headers.get("Location")!;
      expect(batch).toMatch(/^\/admin\/painel\/geracao\/[\w-]+$/);
      expect(batch).not.toBe(location);
      await toolRunFinished(batch.split("/").pop()!);

      await toolRunFinished(location.split("/").pop()!);
      const over = asResponse((await progressPage(location, cookie)) as Response);
      expect(over.headers.get("Location")).toBe("/admin/painel");
      expect(await toastOf(over)).toMatchObject({ title: expect.stringMatching(/^(Sucesso!|Páginas geradas)$/) });
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    "the batch creator without JavaScript ends on its page with a result per title and no refresh",
    async () => {
      fresh();
      const cookie = await signInAdmin();
      const location = asResponse(await run(batchAction, post("/admin/batch-creator", cookie, {}))).headers.get("Location")!;
      await toolRunFinished(location.split("/").pop()!);
      const over = await progressPage(location, cookie);
      if (over instanceof Response) throw new Error("the batch's page redirected");
      expect(over.headers.get("Refresh")).toBeNull();
      expect(over.data.run).toMatchObject({ total: 50, done: 50, over: true });
      expect(over.data.run!.results).toHaveLength(50);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it("a run the server no longer keeps says so", async () => {
    fresh();
    const cookie = await signInAdmin();
    const gone = await progressPage("/admin/painel/geracao/desconhecida", cookie);
    if (gone instanceof Response) throw new Error("redirected");
    expect(gone.data.run).toBeNull();
  });
});
