// The Dockerfile's runtime stage reproduced on this machine (no Docker engine here; decision
// 0030): exactly the paths its `COPY --from=build` lines name, copied into a temporary folder
// owned by root and read-only to the server's user (nobody, when the test runs as root), the
// data folder the one writable path; the server starts from there, the image's HEALTHCHECK
// command answers, and a page renders, so a file the image forgets is caught. node_modules is
// linked, not copied (657 MB; the image prunes it to production dependencies).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT, ensureBuild, startNodeFlags } from "../../bench/server-process.mjs";
import { PROCESS_TEST_TIMEOUT_MS } from "../limits";
import { freePort } from "./raw-http";

const isRoot = process.getuid?.() === 0;
const NOBODY = ["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups"];
const dockerfile = fs.readFileSync(path.join(ROOT, "Dockerfile"), "utf8");
let root: string;
let appDir: string;

/** The sources of the runtime stage's COPY --from=build lines, relative to /app. */
function runtimeCopies(): string[] {
  const stage = dockerfile.slice(dockerfile.indexOf("AS runtime"));
  return [...stage.matchAll(/^COPY --from=build (.+)$/gm)].flatMap((m) => {
    const parts = m[1].split(/\s+/).filter((p) => !p.startsWith("--"));
    return parts.slice(0, -1).map((p) => path.posix.relative("/app", p));
  });
}

/** The HEALTHCHECK's `node -e` script. */
function healthScript(): string {
  const cmd = /HEALTHCHECK[^\n]*\\\n\s*CMD node -e "(.*)"$/m.exec(dockerfile)?.[1];
  if (!cmd) throw new Error("HEALTHCHECK sem `CMD node -e` no Dockerfile");
  return cmd;
}

function asServerUser(command: string[]): [string, string[]] {
  const full = isRoot ? [...NOBODY, ...command] : command;
  return [full[0], full.slice(1)];
}

function dataFolder(name: string, writable: boolean): string {
  const dir = path.join(root, name);
  fs.mkdirSync(dir);
  if (isRoot && writable) fs.chownSync(dir, 65534, 65534);
  if (!isRoot && !writable) fs.chmodSync(dir, 0o555);
  return dir;
}

function startServer(dataDir: string, port: number) {
  const [file, args] = asServerUser([process.execPath, ...startNodeFlags(), "build/http/main.js"]);
  const child = spawn(file, args, {
    cwd: appDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: `file:${dataDir}/site.db`,
      SITE_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

beforeAll(() => {
  ensureBuild();
  if (!isRoot) console.log("[container] não é root: o servidor roda com este usuário e o código fica só-leitura por chmod (sem troca de usuário)");
  root = fs.mkdtempSync(path.join(os.tmpdir(), "ppa-container-"));
  fs.chmodSync(root, 0o755);
  appDir = path.join(root, "app");
  fs.mkdirSync(appDir);
  for (const relative of runtimeCopies()) {
    const from = path.join(ROOT, relative);
    const to = path.join(appDir, relative);
    if (relative === "node_modules") fs.symlinkSync(from, to);
    else fs.cpSync(from, to, { recursive: true });
  }
  // Read-only to the server's user: owned by root (0755/0644) when root, no write bit otherwise.
  if (!isRoot) spawnSync("chmod", ["-R", "a-w", appDir]);
}, PROCESS_TEST_TIMEOUT_MS);
afterAll(() => {
  spawnSync("chmod", ["-R", "u+w", root]);
  fs.rmSync(root, { recursive: true, force: true });
});

describe("the Dockerfile's runtime stage", () => {
  it("copies the build and the migrations, and no sources nor anything of the tests", () => {
    const copies = runtimeCopies();
    expect(copies).toEqual(expect.arrayContaining(["node_modules", "build", "db/migrations", "package.json"]));
    for (const kept of ["tests", "bench", "docs", "deploy", "app", "scripts", "db", "tsconfig.json"]) expect(copies).not.toContain(kept);
    expect(dockerfile).toMatch(/npm prune --omit=dev && rm -rf node_modules\/\.cache/);
    expect(dockerfile).not.toMatch(/--chown=app/);
    const ignored = fs.readFileSync(path.join(ROOT, ".dockerignore"), "utf8").split("\n");
    for (const kept of ["docs", "tests", "bench"]) expect(ignored).toContain(kept);
  });

  it(
    "starts from a read-only copy as an unprivileged user, answers the HEALTHCHECK and renders a page",
    async () => {
      const data = dataFolder("data", true);
      const port = await freePort();
      const server = startServer(data, port);
      try {
        const deadline = Date.now() + 60_000;
        while (!server.output().includes("ouvindo em")) {
          if (server.child.exitCode !== null || Date.now() > deadline) throw new Error(server.output());
          await new Promise((r) => setTimeout(r, 100));
        }
        const [file, args] = asServerUser([process.execPath, "-e", healthScript()]);
        const env: NodeJS.ProcessEnv = { NODE_ENV: "production", PATH: process.env.PATH, PORT: String(port), HOST: "127.0.0.1" };
        const health = spawnSync(file, args, { env, encoding: "utf8" });
        expect(health.status, health.stderr).toBe(0);
        const page = await fetch(`http://127.0.0.1:${port}/motores`);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain("Motor");
        expect(fs.existsSync(path.join(data, "site.db"))).toBe(true);
        // The operator's scripts run bundled, without sources: a backup set into the data folder.
        const [backup, backupArgs] = asServerUser([process.execPath, "build/scripts/db-backup.js", path.join(data, "backups", "primeiro")]);
        const backupRun = spawnSync(backup, backupArgs, {
          cwd: appDir,
          env: { NODE_ENV: "production", PATH: process.env.PATH, DATABASE_URL: `file:${data}/site.db` },
          encoding: "utf8",
        });
        expect(backupRun.status, backupRun.stderr).toBe(0);
        expect(fs.readdirSync(path.join(data, "backups", "primeiro")).sort()).toEqual([".session-secret", "midia", "site.db"]);
        // The code cannot be changed by the server's user.
        const [touch, touchArgs] = asServerUser(["touch", path.join(appDir, "build", "escrita.txt")]);
        expect(spawnSync(touch, touchArgs).status).not.toBe(0);
      } finally {
        server.child.kill("SIGTERM");
        await server.exited;
      }
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it(
    "a data folder the user cannot write (a root-owned bind mount) stops it with one line",
    async () => {
      const server = startServer(dataFolder("data-root", false), await freePort());
      const code = await server.exited;
      expect(code).toBe(1);
      const lines = server
        .output()
        .split("\n")
        .filter((l) => l.includes('"level":"error"'));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/Pasta de dados inacessível: .*data-root \(sem permissão de escrita\)/);
      expect(server.output()).not.toMatch(/^\s+at /m);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
