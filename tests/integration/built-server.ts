import fs from "node:fs";
import path from "node:path";
import type { AppLoadContext } from "@remix-run/node";
import { afterAll, beforeAll } from "vitest";
import { ensureBuild, startServer, tempDataDir } from "../../bench/server-process.mjs";
import { closeDatabase } from "~/server/data/db.server";
import { resetProcessState } from "~/server/process-state.server";
import { PROCESS_TEST_TIMEOUT_MS } from "../limits";
import { freePort } from "./raw-http";

type Server = Awaited<ReturnType<typeof startServer>>;

/**
 * The built server on a temporary database, with this test process's database pointed at the
 * same file: a test writes through the app's own modules (or calls a route's loader/action) and
 * reads the pages as a visitor gets them from the real server. Registers its own beforeAll and
 * afterAll, so call it at the top of a `describe`; hooks the file adds after it run after the
 * server is up and before it stops.
 */
export function useBuiltServer(name: string) {
  let dir = "";
  let server: Server | undefined;

  const url = () => {
    if (!server) throw new Error("useBuiltServer: the server is not up yet (use it inside a test or a later hook).");
    return server.url;
  };

  beforeAll(async () => {
    ensureBuild();
    dir = tempDataDir(name);
    const dbFile = path.join(dir, "site.db");
    server = await startServer({ port: await freePort(), dbFile });
    closeDatabase();
    process.env.DATABASE_URL = `file:${dbFile}`;
    resetProcessState();
  }, PROCESS_TEST_TIMEOUT_MS);

  afterAll(async () => {
    closeDatabase();
    await server?.stop();
    server = undefined;
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A page as the built server answers it now (200 → its HTML, anything else → null). */
  const renderPage = async (p: string) => {
    const res = await fetch(url() + p, { redirect: "manual" });
    return res.status === 200 ? res.text() : null;
  };

  const context: AppLoadContext = { clientIp: "198.51.100.7", renderPage };

  return {
    /** The server's origin, e.g. http://127.0.0.1:40123. */
    get url() {
      return url();
    },
    /** A request to the built server. */
    fetch: (p: string, init?: RequestInit) => fetch(url() + p, init),
    /** The body of a page as the built server answers it (any status). */
    html: async (p: string) => (await fetch(url() + p)).text(),
    renderPage,
    /** The load context the production entry gives routes: pages render through the built server. */
    context,
  };
}
