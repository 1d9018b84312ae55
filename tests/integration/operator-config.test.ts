// docs/operations.md "One configuration" and "Backups": every value is checked before anything is
// written (a bad DATABASE_URL exits with one line and creates no file; a port in use stops the
// start before a database exists), and a restore cannot race a running server.
import { execFile, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ROOT, serverEntry, startNodeFlags, startServer } from "../../bench/server-process.mjs";
import { PROCESS_TEST_TIMEOUT_MS } from "../limits";

const roots: string[] = [];
const stops: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `ppa-${prefix}-`));
  roots.push(dir);
  return dir;
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Every file and folder under `dir` (names relative to it). */
function listing(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true }).map(String).sort();
}

/** Starts the built server as `npm start` does and waits for it to exit. */
function runServer(env: Record<string, string>): Promise<{ code: number | null; lines: string[] }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...startNodeFlags(), serverEntry()], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, NODE_ENV: "production", HOST: "127.0.0.1", SESSION_SECRET: undefined, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    child.once("close", (code) => resolve({ code, lines: output.split("\n").filter((line) => line.trim() !== "") }));
  });
}

function tsxScript(script: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    execFile(
      path.join(ROOT, "node_modules/.bin/tsx"),
      [path.join(ROOT, script), ...args],
      { cwd: ROOT, env: { ...process.env, ...env }, encoding: "utf8" },
      (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

describe("one configuration, checked before anything is written", () => {
  it(
    "each unsupported DATABASE_URL exits 1 with one line and creates no file",
    async () => {
      const port = await freePort();
      const rootBefore = listing(ROOT).filter((name) => !name.startsWith("node_modules") && !name.startsWith(".git"));
      const passwd = fs.statSync("/etc/passwd");
      for (const url of ["postgres://u:p@localhost/db", "mysql://x", "sqlite:///tmp/x.db", "file:./data/site.db?mode=ro", "/etc/passwd"]) {
        const { code, lines } = await runServer({ DATABASE_URL: url, PORT: String(port) });
        expect(code, url).toBe(1);
        expect(lines, url).toHaveLength(1);
        expect(lines[0], url).toMatch(/DATABASE_URL/);
      }
      expect(fs.existsSync("/etc/.session-secret")).toBe(false);
      expect(fs.statSync("/etc/passwd").mtimeMs).toBe(passwd.mtimeMs);
      expect(fs.existsSync("/tmp/x.db")).toBe(false);
      const rootAfter = listing(ROOT).filter((name) => !name.startsWith("node_modules") && !name.startsWith(".git"));
      expect(rootAfter).toEqual(rootBefore);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    "a port in use stops the start before any database is created",
    async () => {
      const dir = tempDir("port");
      const taken = net.createServer();
      await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
      stops.push(() => new Promise<void>((resolve) => taken.close(() => resolve())));
      const port = (taken.address() as net.AddressInfo).port;
      const { code, lines } = await runServer({ DATABASE_URL: `file:${path.join(dir, "data", "site.db")}`, PORT: String(port) });
      expect(code).toBe(1);
      expect(lines.join("\n")).toContain(`A porta ${port} já está em uso`);
      expect(fs.existsSync(path.join(dir, "data", "site.db"))).toBe(false);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});

describe("a restore cannot race a running server", () => {
  it(
    "refuses while the server holds the database, and stops it first when told to",
    async () => {
      const dir = tempDir("restore-race");
      const dbFile = path.join(dir, "data", "site.db");
      const server = await startServer({ port: await freePort(), dbFile });
      stops.push(() => server.stop());
      const set = path.join(dir, "backups", "antes");
      const env = { DATABASE_URL: `file:${dbFile}`, SESSION_SECRET: "bench-session-secret-0123456789abcdef" };
      expect((await tsxScript("scripts/db-backup.ts", [set], env)).code).toBe(0);

      const refused = await tsxScript("scripts/db-restore.ts", [set, "--substituir"], env);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(`um servidor está usando ${dbFile} (processo ${server.pid})`);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

      const stopped = await tsxScript("scripts/db-restore.ts", [set, "--substituir", "--parar-servidor"], env);
      expect(stopped.output).toContain("integridade ok");
      expect(stopped.code).toBe(0);
      expect(server.log()).toContain("SIGTERM: encerrando");
      await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
