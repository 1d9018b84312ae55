// The access log (decision 0033): one pino line per request with method, path, status and
// duration; no query string, cookie or header; 404s bounded; LOG_LEVEL=warn leaves it out.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild, startServer, tempDataDir } from "../../bench/server-process.mjs";
import { LIMITS } from "../../app/lib/limits";
import { freePort, rawRequest } from "./raw-http";
import { PROCESS_TEST_TIMEOUT_MS } from "../limits";

const ACCESS = /^\[acesso\] (\S+) (\S+) (\d{3}) (\d+\.\d)ms (\S+) (\S+)$/;
type Entry = { level: string; time: string; msg: string; method?: string; path?: string; status?: number; ms?: number; client?: string; agent?: string };
let server: Awaited<ReturnType<typeof startServer>>;
let dir: string;
/** A free port the OS gave (freePort), so two runs on one machine never meet. */
let port: number;

beforeAll(async () => {
  ensureBuild();
  dir = tempDataDir("access-log");
  port = await freePort();
  server = await startServer({ port, dbFile: path.join(dir, "site.db") });
}, PROCESS_TEST_TIMEOUT_MS);
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const accessLines = (log: string) => log.split("\n").filter((l) => l.includes('"msg":"[acesso] '));
/** Access lines after `from` for the path, once the server has written them (each ends with its newline). */
const linesFor = (log: string, from: number, path: string) => accessLines(log.slice(from)).filter((l) => entry(l).path === path);
const entry = (line: string) => JSON.parse(line) as Entry;

describe("access log", () => {
  it(
    "one line per request with time, method, path, status and duration, and nothing the client sent besides",
    async () => {
      const before = server.log().length;
      const answers = [
        await fetch(`${server.url}/motores?utm_source=segredo-da-query`, { headers: { Cookie: "admin_session=cookie-secreto" } }),
        await fetch(`${server.url}/contato/nao-existe-de-jeito-nenhum`),
      ];
      for (const answer of answers) await answer.arrayBuffer(); // a line is written when the answer is complete
      await server.waitForLog((log) => linesFor(log, before, "/motores").length + linesFor(log, before, "/contato/nao-existe-de-jeito-nenhum").length === 2);
      // The start-up's health checks may still be writing their lines: they are not this test's requests.
      const entries = accessLines(server.log().slice(before))
        .map(entry)
        .filter((e) => e.path !== "/healthz");
      // In the order the answers ended: the fields, and the same in the readable msg.
      expect(entries.map((e) => [e.level, e.method, e.path, e.status]).sort()).toEqual([
        ["info", "GET", "/contato/nao-existe-de-jeito-nenhum", 404],
        ["info", "GET", "/motores", 200],
      ]);
      for (const e of entries) {
        expect(ACCESS.exec(e.msg)?.slice(1, 4)).toEqual([e.method, e.path, String(e.status)]);
        expect(e.ms).toBeGreaterThanOrEqual(0);
        // Nothing else the client sent: no header, cookie or query field.
        expect(Object.keys(e).sort()).toEqual(["agent", "client", "level", "method", "ms", "msg", "path", "status", "time"]);
        // The client's network, never its address, and the class of its user agent (docs/operations.md "Logs").
        expect(e.client).toBe("127.0.0.0/24");
        expect(["robô", "celular", "computador", "desconhecido"]).toContain(e.agent);
        expect(ACCESS.exec(e.msg)?.slice(5, 7)).toEqual([e.client, e.agent]);
      }
      expect(server.log()).not.toMatch(/segredo-da-query|cookie-secreto/);
      // Every line of the log is one JSON object with its time and level.
      for (const l of server.log().split("\n").filter(Boolean)) {
        expect(entry(l).time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
        expect(["debug", "info", "warn", "error"]).toContain(entry(l).level);
      }
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    "a hostile path is one bounded line, and 404s are counted past their bound",
    async () => {
      const before = server.log().length;
      const long = `/${"a".repeat(5_000)}`;
      await rawRequest(port, `GET ${long} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
      await rawRequest(port, `GET /x%0a2026-01-01T00:00:00.000Z%20info%20falso HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
      for (let i = 0; i < LIMITS.accessLog404PerWindow + 20; i++) await (await fetch(`${server.url}/nao-existe-${i}`)).arrayBuffer();
      // Lines are written in the order answers end: once a page asked last is logged, every 404 before it is too.
      await (await fetch(`${server.url}/garantia`)).arrayBuffer();
      await server.waitForLog((log) => linesFor(log, before, "/garantia").length === 1);
      const log = server.log().slice(before);
      const lines = accessLines(log);
      // The bounded path is written twice: its field and the readable msg.
      // The path twice (field and msg) plus the fixed part: time, level, method, status, duration, client network and agent class.
      for (const l of lines) expect(l.length).toBeLessThan(2 * LIMITS.accessLogPathMax + 260);
      expect(lines.filter((l) => entry(l).status === 404).length).toBeLessThanOrEqual(LIMITS.accessLog404PerWindow);
      // The forged line stays inside its own: every line is still one JSON object.
      for (const l of log.split("\n").filter(Boolean)) expect(() => entry(l)).not.toThrow();
      expect(log).not.toMatch(/^2026-01-01T00:00:00\.000Z info falso/m);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
