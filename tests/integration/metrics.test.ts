// docs/operations.md "Metrics": /metrics in Prometheus text format, answered on loopback (not
// through a proxy) or with METRICS_TOKEN, its counters moving with traffic.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, tempDataDir } from "../../bench/server-process.mjs";
import { PROCESS_TEST_TIMEOUT_MS } from "../limits";
import { freePort } from "./raw-http";

const TOKEN = "token-das-metricas-0123456789";
let server: Awaited<ReturnType<typeof startServer>>;
let dir: string;
let port: number;

/** An address of this machine that is not loopback (a request from it is "elsewhere"), if any. */
const outside = Object.values(os.networkInterfaces())
  .flat()
  .find((i) => i && !i.internal && i.family === "IPv4")?.address;

beforeAll(async () => {
  dir = tempDataDir("metrics");
  port = await freePort();
  server = await startServer({ port, dbFile: path.join(dir, "site.db"), env: { HOST: "0.0.0.0", METRICS_TOKEN: TOKEN, SITE_URL: `http://127.0.0.1:${port}` } });
}, PROCESS_TEST_TIMEOUT_MS);
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The value of one sample line of the exposition, 0 when absent. */
function sample(text: string, name: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${name} `));
  return line ? Number(line.split(" ").at(-1)) : 0;
}

async function metrics(init?: RequestInit): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${port}/metrics`, init);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/plain");
  return res.text();
}

describe("/metrics", () => {
  it(
    "answers on loopback, and its counters move with traffic",
    async () => {
      const before = await metrics();
      for (let i = 0; i < 3; i++) await (await fetch(`${server.url}/`)).arrayBuffer();
      await (await fetch(`${server.url}/nao-existe-esta-pagina`)).arrayBuffer();
      const after = await metrics();
      const pages = 'site_http_requests_total{status="200",kind="pagina"}';
      expect(sample(after, pages) - sample(before, pages)).toBe(3);
      expect(sample(after, 'site_http_requests_total{status="404",kind="pagina"}')).toBeGreaterThanOrEqual(1);
      // The first request may render, the next ones come from the page cache.
      expect(sample(after, "site_page_cache_hits_total") - sample(before, "site_page_cache_hits_total")).toBeGreaterThanOrEqual(2);
      expect(sample(after, "site_page_cache_hits_total") + sample(after, "site_page_cache_misses_total")).toBeGreaterThanOrEqual(3);
      expect(sample(after, 'site_http_request_duration_seconds_count{kind="pagina"}')).toBeGreaterThanOrEqual(4);
      for (const name of ["site_render_queue_depth", "site_db_write_errors", 'site_contact_clicks{kind="contado"}', 'site_contact_clicks{kind="suspeito"}'])
        expect(after, name).toContain(`${name} `);
      // No backup yet: 0, "never".
      expect(after).toMatch(/^site_backup_last_success_timestamp_seconds 0$/m);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    "is refused through a proxy and from elsewhere without the token, and answered with it",
    async () => {
      const proxied = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { "X-Forwarded-For": "203.0.113.9" } });
      expect(proxied.status).toBe(404);
      expect(await proxied.text()).not.toContain("site_http_requests_total");
      const wrong = await fetch(`http://127.0.0.1:${port}/metrics`, {
        headers: { "X-Forwarded-For": "203.0.113.9", Authorization: "Bearer errado-0123456789abcdef" },
      });
      expect(wrong.status).toBe(404);
      expect(await metrics({ headers: { "X-Forwarded-For": "203.0.113.9", Authorization: `Bearer ${TOKEN}` } })).toContain("site_http_requests_total");
      if (outside) {
        const remote = await fetch(`http://${outside}:${port}/metrics`);
        expect(remote.status).toBe(404);
        const withToken = await fetch(`http://${outside}:${port}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
        expect(withToken.status).toBe(200);
      }
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
