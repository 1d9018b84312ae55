// Start-up errors an operator can act on (decision 0030): each is one pt-BR line naming the
// variable or the path and what to do, with a non-zero exit, never a stack or a hang.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT, ensureBuild, serverEntry, startNodeFlags, tempDataDir } from "../../bench/server-process.mjs";
import { PROCESS_TEST_TIMEOUT_MS } from "../limits";
import { freePort } from "./raw-http";

/** Far above the 5 s the operator is promised: a process still running then has hung. */
const HANG_MS = 30_000;
let dir: string;

beforeAll(() => {
  ensureBuild();
  dir = tempDataDir("startup-errors");
}, PROCESS_TEST_TIMEOUT_MS);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

type Run = { code: number | null; output: string; ms: number };

/**
 * Starts the production server as `npm start` does, with `env` over a valid configuration, on a
 * port the OS says is free (the server checks its port before anything else).
 */
async function start(env: Record<string, string>, { asNobody = false } = {}): Promise<Run> {
  const port = await freePort();
  const command = [process.execPath, ...startNodeFlags(), serverEntry()];
  const [file, ...args] = asNobody ? ["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups", ...command] : command;
  const began = Date.now();
  const child = spawn(file, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: `file:${path.join(dir, "ok", "site.db")}`,
      SITE_URL: `http://127.0.0.1:${port}`,
      SESSION_SECRET: "startup-errors-secret-0123456789abcdef",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const hang = setTimeout(() => child.kill("SIGKILL"), HANG_MS);
  return new Promise((resolve) =>
    child.once("exit", (code) => {
      clearTimeout(hang);
      resolve({ code, output, ms: Date.now() - began });
    }),
  );
}

/** The run stopped by itself with a non-zero code, and its error is exactly one line matching `line`. */
function expectOneLine(run: Run, line: RegExp) {
  expect(run.code, run.output).not.toBe(null);
  expect(run.code, run.output).not.toBe(0);
  expect(run.output).not.toMatch(/^\s+at /m);
  expect(run.output).not.toContain("ouvindo em");
  const lines = run.output.split("\n").filter(Boolean);
  // Every line is one pino object with its time and level (http/log-lines.ts, decision 0033).
  const entries = lines.map((l) => JSON.parse(l) as { level: string; time: string; msg: string });
  for (const e of entries) {
    expect(e.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(["debug", "info", "warn", "error"]).toContain(e.level);
  }
  const matching = entries.filter((e) => e.level === "error" && line.test(e.msg));
  expect(matching, run.output).toHaveLength(1);
  console.log(`${run.ms} ms: ${matching[0].msg}`);
}

describe("start-up errors are one line and a non-zero exit", () => {
  it(
    "a port in use",
    async () => {
      const taken = net.createServer();
      await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
      const { port } = taken.address() as net.AddressInfo;
      try {
        const run = await start({ PORT: String(port), SITE_URL: `http://127.0.0.1:${port}` });
        expectOneLine(run, new RegExp(`^\\[server\\] A porta ${port} já está em uso \\(127\\.0\\.0\\.1:${port}\\): .*PORT`));
      } finally {
        taken.close();
      }
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    "a data folder that cannot be reached or created",
    async () => {
      // /proc refuses every mkdir with ENOENT: Node's recursive mkdir used to spin there forever.
      expectOneLine(await start({ DATABASE_URL: "file:/proc/nope/site.db" }), /^Pasta de dados inacessível: \/proc\/nope .*DATABASE_URL/);
      const file = path.join(dir, "um-arquivo");
      fs.writeFileSync(file, "x");
      expectOneLine(await start({ DATABASE_URL: `file:${file}/dados/site.db` }), /^Pasta de dados inacessível: .*um-arquivo \(um arquivo ocupa o lugar/);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    "a data folder the server's user cannot write (the generated secret and the database alike)",
    async (context) => {
      const locked = path.join(dir, "trancada");
      fs.mkdirSync(locked, { mode: 0o555 });
      fs.chmodSync(locked, 0o555);
      const isRoot = process.getuid?.() === 0;
      if (!isRoot) {
        for (const env of [{ SESSION_SECRET: "startup-errors-secret-0123456789abcdef" }, { SESSION_SECRET: "" }]) {
          const run = await start({ DATABASE_URL: `file:${locked}/site.db`, ...env });
          expectOneLine(run, /^Pasta de dados inacessível: .*trancada \(sem permissão de escrita\)/);
        }
        return;
      }
      // Root writes anywhere: the server runs as nobody, like the container's runtime user.
      for (const env of [{ SESSION_SECRET: "startup-errors-secret-0123456789abcdef" }, { SESSION_SECRET: "" }]) {
        const run = await start({ DATABASE_URL: `file:${locked}/site.db`, ...env }, { asNobody: true });
        if (/Cannot find module|EACCES.*node_modules/.test(run.output)) return context.skip("o usuário nobody não lê este checkout");
        expectOneLine(run, /^Pasta de dados inacessível: .*trancada \(sem permissão de escrita\)\. .*DATABASE_URL/);
      }
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    "a file that is not a database",
    async () => {
      const folder = path.join(dir, "corrompido");
      fs.mkdirSync(folder);
      fs.writeFileSync(path.join(folder, "site.db"), "não é um banco SQLite ".repeat(300));
      expectOneLine(await start({ DATABASE_URL: `file:${folder}/site.db` }), /^Banco de dados inutilizável: .*site\.db \(SQLITE_NOTADB.*db:restore/);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    "every invalid variable, dates and URLs included, names the variable",
    async () => {
      const cases: [Record<string, string>, RegExp][] = [
        [{ PROMO_START_DATE: "2025-13-45" }, /^Variável de ambiente inválida: PROMO_START_DATE \(não é uma data do calendário/],
        [{ PROMO_START_DATE: "2025-02-29" }, /^Variável de ambiente inválida: PROMO_START_DATE /],
        [{ DEMO_VIDEO_URL: "http://www.youtube-nocookie.com/embed/x" }, /^Variável de ambiente inválida: DEMO_VIDEO_URL \(use um endereço https:\/\//],
        [{ PORT: "porta" }, /^Variável de ambiente inválida: PORT \(deve ser um número\)/],
        [{ PORT: "70000" }, /^Variável de ambiente inválida: PORT \(no máximo 65535\)/],
        [{ ADMIN_EMAIL: "admin" }, /^Variável de ambiente inválida: ADMIN_EMAIL \(use um e-mail válido/],
        [{ TRUST_PROXY: "todos" }, /^Variável de ambiente inválida: TRUST_PROXY /],
        [{ SITE_URL: "ftp://exemplo.com.br" }, /^Variável de ambiente inválida: SITE_URL /],
      ];
      for (const [env, line] of cases) expectOneLine(await start(env), line);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
