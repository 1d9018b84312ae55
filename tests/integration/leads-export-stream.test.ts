// docs/performance.md "Leads dashboard and exports": the click CSVs stream from the database a page
// at a time; on the built server a large export must still be complete and correct (every row once,
// in order, the header, the escape of cells a spreadsheet would run), counted and suspect apart.
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BENCH_ADMIN, signInCookie } from "../../bench/admin-panel.mjs";
import { seedClicks } from "../../bench/click-seed.mjs";
import { startServer, tempDataDir } from "../../bench/server-process.mjs";
import { LIMITS } from "~/lib/limits";
import { PROCESS_TEST_TIMEOUT_MS } from "../limits";
import { freePort } from "./raw-http";

const SEED = { suspect: 7_000, counted: 3_000 };
const HEADER = "Data e hora;Canal;Código;Página;Tipo de página;Assunto;Botão;Site de origem;utm_source;utm_campaign;gclid;Resultado;Valor (R$);Suspeito";

let server: Awaited<ReturnType<typeof startServer>>;
let dir: string;
let dbFile: string;
let cookie: string;

beforeAll(async () => {
  dir = tempDataDir("export-stream");
  dbFile = path.join(dir, "site.db");
  server = await startServer({ port: await freePort(), dbFile, env: { ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password } });
  seedClicks(dbFile, SEED);
  cookie = await signInCookie(server.url);
}, PROCESS_TEST_TIMEOUT_MS);
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The export's bytes, and its lines once the byte-order mark is checked and removed. */
async function download(table: string) {
  const res = await fetch(`${server.url}/admin/leads/exportar?tabela=${table}`, { headers: { Cookie: cookie } });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder().decode(bytes.slice(3));
  expect(text.endsWith("\r\n")).toBe(true);
  return { res, lines: text.slice(0, -2).split("\r\n") };
}

/** What the database holds for one kind of click, newest first as the export lists them. */
function stored(suspect: 0 | 1) {
  const db = new Database(dbFile, { readonly: true });
  try {
    return db.prepare("SELECT code, page_path AS pagePath, utm_source AS utm FROM contact_clicks WHERE suspect = ? ORDER BY at DESC, id DESC").all(suspect) as {
      code: string | null;
      pagePath: string;
      utm: string | null;
    }[];
  } finally {
    db.close();
  }
}

/** The cells of one CSV line as written (quotes kept): split on the semicolons outside quotes. */
function cellsOf(line: string): string[] {
  const cells = [""];
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    if (ch === ";" && !quoted) cells.push("");
    else cells[cells.length - 1] += ch;
  }
  return cells;
}

describe("click exports on the built server", () => {
  it(
    "stream every counted click once, newest first, with the header and the escapes, over many pages",
    async () => {
      const { res, lines } = await download("cliques");
      expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="cliques-\d{4}-\d{2}-\d{2}-a-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(lines[0]).toBe(HEADER);
      const rows = lines.slice(1);
      const expected = stored(0);
      expect(expected.length).toBe(SEED.counted);
      expect(SEED.counted).toBeGreaterThan(4 * LIMITS.leadsExport.pageRows);
      expect(rows.length).toBe(expected.length);
      const cells = rows.map(cellsOf);
      expect(cells.map((c) => c[2] || null)).toEqual(expected.map((r) => r.code));
      expect(cells.every((c) => c.length === 14 && c[13] === "não")).toBe(true);
      // A path with a semicolon and quotes is quoted; a campaign starting with "=" gets the apostrophe.
      expect(cells.map((c) => c[3])).toEqual(expected.map((r) => (/[;"]/.test(r.pagePath) ? `"${r.pagePath.replace(/"/g, '""')}"` : r.pagePath)));
      expect(cells.map((c) => c[8] || null)).toEqual(expected.map((r) => (r.utm ? `'${r.utm}` : null)));
      expect(expected.some((r) => r.utm?.startsWith("="))).toBe(true);
      expect(expected.some((r) => r.pagePath.includes(";"))).toBe(true);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    "stream the suspect clicks as their own export, each once",
    async () => {
      const { res, lines } = await download("suspeitos");
      expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="cliques-suspeitos-/);
      expect(lines[0]).toBe(HEADER);
      const rows = lines.slice(1);
      const expected = stored(1);
      expect(rows.length).toBe(SEED.suspect);
      expect(rows.map((l) => l.split(";")[2] || null)).toEqual(expected.map((r) => r.code));
      expect(rows.every((l) => l.endsWith(";sim"))).toBe(true);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
