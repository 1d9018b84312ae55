// Starts the production server (`node <BUILD_DIR>/http/main.js`, what `npm start` runs) on a
// loopback port and a database file of its own, for the benchmark, the audits, the fault
// scripts and the hostile-request tests.
import { spawn, execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { staleBuildReason } from "./build-freshness.mjs";

export const ROOT = path.resolve(new URL("..", import.meta.url).pathname);

/** The bundled HTTP layer of a build (scripts/build-http.mjs). */
export function serverEntry(buildDir = process.env.BUILD_DIR || "build") {
  return path.resolve(ROOT, buildDir, "http/main.js");
}

/**
 * The memory a container running the site must have (docs/operations.md "One container"): the
 * owner's heaviest work beside visitors (bench `dono`, `npm run test:faults -- generate`) must
 * peak under it, the judge's worker thread and image library included.
 */
export const CONTAINER_MEMORY_MB = 512;

/**
 * Node's flags of `npm start` (package.json), so the measured server is the one deployed:
 * `exec node --max-old-space-size=192 --max-semi-space-size=4 build/http/main.js` gives the flags before the entry file
 * (`exec`, so npm's signal reaches node: decision 0030).
 */
export function startNodeFlags() {
  const start = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")).scripts.start;
  return start
    .replace(/^exec\s+/, "")
    .split(/\s+/)
    .slice(1, -1);
}

/** Builds the app, its enhancement module and the HTTP layer into BUILD_DIR (default build/) unless they are there and hold the current sources. */
export function ensureBuild(buildDir = process.env.BUILD_DIR || "build") {
  // Relative to the repository, or absolute (a build of another checkout, to compare two builds;
  // when missing, this checkout is built there). The server runs with this checkout's migrations.
  const dir = path.resolve(ROOT, buildDir);
  const built = ["server/index.js", "http/main.js", "enhance.json"].every((f) => fs.existsSync(path.join(dir, f)));
  // A build older than the sources would test the code before the edit: it is rebuilt.
  const stale = built ? staleBuildReason(ROOT, dir) : "ausente";
  if (!stale) return;
  console.log(`[build] ${buildDir}/ ${stale}: npm run build`);
  // Vitest sets VITEST, and vite.config.ts leaves the Remix plugin out when it is set: a build
  // started from a test would miss the server bundle. The build gets the environment without it.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("VITEST")));
  execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit", env: { ...env, BUILD_DIR: dir } });
}

export function tempDataDir(prefix) {
  return fs.mkdtempSync(path.join(os.tmpdir(), `ppa-${prefix}-`));
}

/**
 * `readyMs`: how long the server may take to answer /healthz (a loaded machine builds the static
 * files' compressed copies slowly); past it, or when it exits first, the server is stopped and
 * the call throws, so no server outlives a failed start.
 * @param {{ port: number, dbFile: string, env?: Record<string, string>, quiet?: boolean, readyMs?: number }} options
 */
export async function startServer({ port, dbFile, env = {}, quiet = true, readyMs = 60_000 }) {
  // SERVER_NODE_FLAGS: extra flags for the measured server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
  // to see what holds its thread during a scenario (Node refuses them in NODE_OPTIONS).
  const extra = (process.env.SERVER_NODE_FLAGS ?? "").split(/\s+/).filter(Boolean);
  const child = spawn(process.execPath, [...startNodeFlags(), ...extra, serverEntry()], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: `file:${dbFile}`,
      SITE_URL: `http://127.0.0.1:${port}`,
      SESSION_SECRET: "bench-session-secret-0123456789abcdef",
      BUSINESS_PHONE: "(11) 98765-4321",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  /** Callers of waitForLog, checked each time the server writes. */
  const watchers = new Set();
  const append = (d) => {
    log += d;
    for (const check of watchers) check();
  };
  child.stdout.on("data", (d) => {
    append(d);
    if (!quiet) process.stdout.write(d);
  });
  child.stderr.on("data", (d) => {
    append(d);
    if (!quiet) process.stderr.write(d);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`servidor saiu (código ${child.exitCode}):\n${log}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGKILL");
        await exited;
      }
      throw new Error(`servidor não respondeu em ${Math.round(readyMs / 1000)} s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: child.pid,
    log: () => log,
    /**
     * Resolves once `predicate(log)` holds, checked as the server writes (no polling); rejects
     * after `timeoutMs` with the log, so a line that never comes fails the test that waited for it.
     * @param {(log: string) => boolean} predicate
     * @param {number} [timeoutMs]
     * @returns {Promise<string>}
     */
    waitForLog(predicate, timeoutMs = 30_000) {
      if (predicate(log)) return Promise.resolve(log);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          watchers.delete(check);
          reject(new Error(`linha esperada não apareceu no log em ${timeoutMs} ms:\n${log.slice(-2000)}`));
        }, timeoutMs);
        function check() {
          if (!predicate(log)) return;
          clearTimeout(timer);
          watchers.delete(check);
          resolve(log);
        }
        watchers.add(check);
      });
    },
    /** Peak resident set size (VmHWM) in MB, from /proc. */
    peakRssMb() {
      try {
        const status = fs.readFileSync(`/proc/${child.pid}/status`, "utf8");
        const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1]);
        return kb / 1024;
      } catch {
        return NaN;
      }
    },
    async stop() {
      // Exited already, by itself or by a signal (a crash: "Reached heap limit" aborts).
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    },
  };
}
