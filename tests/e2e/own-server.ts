import path from "node:path";
import { test, type TestInfo } from "@playwright/test";
import { E2E_ADMIN, E2E_BUSINESS_PHONE } from "../../playwright.config";
import { startServer, tempDataDir } from "../../bench/server-process.mjs";

/**
 * Each spec's first port above E2E_PORT: visit-request's server (26) and SMTP server (30),
 * motor-media (34), moved-prose (38), catalogue (42), business-settings (46), page-templates (50).
 * The shared server
 * (playwright.config.ts) listens on E2E_PORT alone and sends no e-mail.
 */
export type OwnServerBase = 26 | 30 | 34 | 38 | 42 | 46 | 50;

/**
 * A port of this worker's own: E2E_PORT + `base` + the worker's parallel index. Two workers never
 * share a parallel index, so two copies of a test running at once (both projects, or two
 * `--repeat-each` repetitions) never ask for the same port. Each spec has its own base, 4 ports
 * apart: a worker may hold one spec's server (a worker-scoped fixture) while it runs another spec.
 */
export function ownServerPort(info: Pick<TestInfo, "parallelIndex">, base: OwnServerBase): number {
  if (info.parallelIndex > 3) throw new Error(`ownServerPort: portas para no máximo 4 workers (este é o ${info.parallelIndex})`);
  return Number(process.env.E2E_PORT || 3210) + base + info.parallelIndex;
}

/**
 * How long a server of a spec's own may take to start on a loaded machine: it migrates and seeds
 * a fresh database first (measured: 208 s at a load of 43 on the shared 2-core machine, when it
 * also compressed the static files, which the build now does: http/static-compress.ts).
 */
const READY_MS = 240_000;

/**
 * A production server of this worker's own on a fresh database, for a spec whose writes would
 * change what the specs beside it expect of the shared one (the catalogue, the settings), or
 * whose copies would meet each other's rows (a model's manual, the requests a day from one
 * address). A worker runs one project and one repetition, so every copy starts from a first boot.
 */
export async function startOwnServer(info: Pick<TestInfo, "parallelIndex">, base: OwnServerBase, env: Record<string, string> = {}) {
  const port = ownServerPort(info, base);
  const dbFile = path.join(tempDataDir(`e2e-${port}`), "site.db");
  const server = await startServer({
    port,
    dbFile,
    readyMs: READY_MS,
    env: { ADMIN_EMAIL: E2E_ADMIN.email, ADMIN_PASSWORD: E2E_ADMIN.password, BUSINESS_PHONE: E2E_BUSINESS_PHONE, ...env },
  });
  return { url: server.url, dbFile, stop: () => server.stop() };
}

/** The time a worker-scoped fixture gets to start its server (and stop it). */
export const OWN_SERVER_FIXTURE_TIMEOUT = READY_MS + 30_000;

/** `test` whose pages and `request` go to a server of this worker's own (startOwnServer). */
export function testWithOwnServer(base: OwnServerBase) {
  return test.extend<object, { ownServer: { url: string; dbFile: string } }>({
    ownServer: [
      // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from the first argument's destructuring
      async ({}, use, workerInfo) => {
        const server = await startOwnServer(workerInfo, base);
        await use(server);
        await server.stop();
      },
      { scope: "worker", timeout: OWN_SERVER_FIXTURE_TIMEOUT },
    ],
    baseURL: async ({ ownServer }, use) => use(ownServer.url),
  });
}
