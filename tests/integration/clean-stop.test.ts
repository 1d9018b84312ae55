// A clean stop however the server was started (decision 0030): `npm start` passes SIGTERM on to
// node (`exec` in the script), which writes the clicks held in memory, moves the WAL into
// site.db and exits; site.db alone then holds everything.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { ROOT, ensureBuild, tempDataDir } from "../../bench/server-process.mjs";
import { PROCESS_TEST_TIMEOUT_MS } from "../limits";
import { freePort } from "./raw-http";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
let dir: string | undefined;

beforeAll(() => ensureBuild(), PROCESS_TEST_TIMEOUT_MS);
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe("npm start stops cleanly on SIGTERM", () => {
  it(
    "the npm process and node are gone, the click is written and site.db is complete on its own",
    async () => {
      dir = tempDataDir("clean-stop");
      const dbFile = path.join(dir, "site.db");
      const port = await freePort();
      const npm = spawn("npm", ["start"], {
        cwd: ROOT,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: "127.0.0.1",
          DATABASE_URL: `file:${dbFile}`,
          SITE_URL: `http://127.0.0.1:${port}`,
          SESSION_SECRET: "clean-stop-secret-0123456789abcdef",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      npm.stdout.on("data", (d) => (output += d));
      npm.stderr.on("data", (d) => (output += d));
      const exited = new Promise<number | null>((resolve) => npm.once("exit", (code) => resolve(code)));
      try {
        await new Promise<void>((resolve, reject) => {
          const timer = setInterval(() => output.includes("[server] ouvindo") && (clearInterval(timer), resolve()), 50);
          void exited.then(() => (clearInterval(timer), reject(new Error(output))));
        });
        const children = execFileSync("ps", ["-o", "pid=", "--ppid", String(npm.pid)], { encoding: "utf8" })
          .split("\n")
          .map((l) => Number(l.trim()))
          .filter(Boolean);
        expect(children.length).toBeGreaterThan(0);
        const click = await fetch(`http://127.0.0.1:${port}/contato/whatsapp?de=%2F&local=flutuante&msg=geral`, {
          headers: { "User-Agent": BROWSER },
          redirect: "manual",
        });
        expect(click.status).toBe(302);

        npm.kill("SIGTERM");
        expect(await exited).toBe(0);
        for (const pid of children) expect(alive(pid)).toBe(false);
        expect(output).toContain("[server] SIGTERM: encerrando");
        expect(output).toContain("[server] banco fechado");
        expect(fs.existsSync(`${dbFile}-wal`) ? fs.statSync(`${dbFile}-wal`).size : 0).toBe(0);

        // site.db alone, copied without its -wal/-shm, has the click.
        const copy = path.join(dir, "copia.db");
        fs.copyFileSync(dbFile, copy);
        const db = new Database(copy, { readonly: true });
        try {
          expect(db.prepare("PRAGMA integrity_check").pluck().get()).toBe("ok");
          expect(db.prepare("SELECT count(*) FROM contact_clicks").pluck().get()).toBe(1);
          expect(db.prepare("SELECT count(*) FROM motors").pluck().get()).toBeGreaterThan(0);
        } finally {
          db.close();
        }
      } finally {
        if (npm.exitCode === null) npm.kill("SIGKILL");
      }
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
