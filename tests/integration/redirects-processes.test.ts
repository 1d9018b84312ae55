// docs/product.md §6: a stored redirect (a 301 made in the 404 monitor, a page's slug change, a deleted
// page's 410) applies in every server process on the next request, even with warm page caches,
// and survives a restart. Writes go through the admin's own repositories on the same file.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild, startServer, tempDataDir } from "../../bench/server-process.mjs";
import { closeDatabase } from "~/server/data/db.server";
import { createGeneratedPage, deleteGeneratedPage, findGeneratedPage, updateGeneratedPage } from "~/server/generated-pages/store.server";
import { saveRedirect } from "~/server/data/redirects.server";
import { freePort } from "./raw-http";
import { PROCESS_TEST_TIMEOUT_MS } from "../limits";
import { resetProcessState } from "~/server/process-state.server";

type Server = Awaited<ReturnType<typeof startServer>>;
let dir: string;
let dbFile: string;
let servers: Server[] = [];

const answer = async (server: Server, p: string) => {
  const res = await fetch(server.url + p, { redirect: "manual" });
  return [res.status, res.headers.get("location")];
};

beforeAll(async () => {
  ensureBuild();
  dir = tempDataDir("redirects");
  dbFile = path.join(dir, "site.db");
  servers = [await startServer({ port: await freePort(), dbFile }), await startServer({ port: await freePort(), dbFile })];
  closeDatabase();
  process.env.DATABASE_URL = `file:${dbFile}`;
  resetProcessState();
}, PROCESS_TEST_TIMEOUT_MS);

afterAll(async () => {
  closeDatabase();
  await Promise.all(servers.map((s) => s.stop()));
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe("stored redirects across processes", () => {
  it(
    "apply in both servers on the next request, and after a restart",
    async () => {
      const [a, b] = servers;
      const content = "<p>Como regular o fim de curso do portão basculante sem desmontar o motor.</p>";
      const created = createGeneratedPage({ title: "Fim de curso do basculante", content });
      if (!created.ok) throw new Error(created.error);
      // Warm both page caches with the page, and ask for the old address once.
      for (const s of servers) expect(await answer(s, "/links-uteis/fim-de-curso-do-basculante")).toEqual([200, null]);
      expect((await answer(b, "/catalogo-2019.html"))[0]).toBe(404);

      const saved = saveRedirect("/catalogo-2019.html", "/motores", new URL(a.url).origin);
      expect(saved.ok).toBe(true);
      const moved = updateGeneratedPage(created.page.id, { title: "Fim de curso do basculante", slug: "regular-fim-de-curso", content });
      expect(moved.ok).toBe(true);
      const other = createGeneratedPage({ title: "Página que será removida", content });
      if (!other.ok) throw new Error(other.error);
      expect(deleteGeneratedPage(other.page.id)).toBe(true);

      for (const s of servers) {
        expect(await answer(s, "/catalogo-2019.html")).toEqual([301, "/motores"]);
        expect(await answer(s, "/links-uteis/fim-de-curso-do-basculante")).toEqual([301, "/links-uteis/regular-fim-de-curso"]);
        expect(await answer(s, "/links-uteis/regular-fim-de-curso")).toEqual([200, null]);
        expect((await answer(s, "/links-uteis/pagina-que-sera-removida"))[0]).toBe(410);
      }

      await Promise.all(servers.map((s) => s.stop()));
      const restarted = await startServer({ port: await freePort(), dbFile });
      servers = [restarted];
      expect(await answer(restarted, "/catalogo-2019.html")).toEqual([301, "/motores"]);
      expect(await answer(restarted, "/links-uteis/fim-de-curso-do-basculante")).toEqual([301, "/links-uteis/regular-fim-de-curso"]);
      expect((await answer(restarted, "/links-uteis/pagina-que-sera-removida"))[0]).toBe(410);
      expect(findGeneratedPage("regular-fim-de-curso")?.title).toBe("Fim de curso do basculante");
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
