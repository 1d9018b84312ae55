// Shared helpers of the fault scripts: writer processes, database checks, the report.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { ROOT } from "../../bench/server-process.mjs";

export type Check = { name: string; ok: boolean; detail: string };

export type Writer = {
  child: ChildProcess;
  lines: string[];
  /** Resolves when the writer printed `line` (or rejects when it exits first). */
  waitFor(line: string): Promise<void>;
  exited: Promise<number | null>;
};

export function spawnWriter(args: string[]): Writer {
  // `node --import tsx` runs the TypeScript in this very process (the tsx CLI would start a
  // child, and a SIGKILL would then miss the process that writes).
  const child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "tests/faults/page-writer.ts"), ...args], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  let partial = "";
  const waiters: { line: string; resolve: () => void }[] = [];
  child.stdout!.on("data", (d: Buffer) => {
    const text = partial + d.toString();
    const parts = text.split("\n");
    partial = parts.pop() ?? "";
    for (const l of parts) {
      lines.push(l);
      for (const w of waiters.filter((w) => w.line === l)) w.resolve();
    }
  });
  let stderr = "";
  child.stderr!.on("data", (d) => (stderr += d));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    child,
    lines,
    exited,
    waitFor(line) {
      if (lines.includes(line)) return Promise.resolve();
      return new Promise((resolve, reject) => {
        waiters.push({ line, resolve });
        exited.then((code) => reject(new Error(`escritor saiu (${code}) antes de "${line}": ${stderr}`)));
      });
    },
  };
}

/** Slugs whose creation (and deletion) the writer acknowledged, in order. */
export function acknowledged(lines: string[], prefix: string) {
  const created: string[] = [];
  const alive = new Set<string>();
  for (const l of lines) {
    const m = /^ACK (create|delete) (\S+)$/.exec(l);
    if (!m || !m[2].startsWith(prefix)) continue;
    if (m[1] === "create") {
      created.push(m[2]);
      alive.add(m[2]);
    } else alive.delete(m[2]);
  }
  return { created, alive, errors: lines.filter((l) => l.startsWith("ERROR")) };
}

export function openChecked(file: string) {
  const db = new Database(file);
  db.pragma("busy_timeout = 5000");
  return db;
}

export function integrity(db: Database.Database): string {
  return (db.prepare("PRAGMA integrity_check").pluck().all() as string[]).join("; ");
}

export function busyErrors(text: string): number {
  return (text.match(/SQLITE_BUSY|database is locked/g) ?? []).length;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Generated-page links in a page's HTML (the header's "Links Úteis" menu lists them all). */
export function linkedSlugs(html: string, prefix: string): Set<string> {
  return new Set([...html.matchAll(/href="\/links-uteis\/([^"]+)"/g)].map((m) => m[1]).filter((s) => s.startsWith(prefix)));
}

export function sameSet(a: Iterable<string>, b: Iterable<string>) {
  const x = new Set(a);
  const y = new Set(b);
  return x.size === y.size && [...x].every((v) => y.has(v));
}

export function writeReport(checks: Check[], file = path.join(ROOT, "test-results/faults.json")) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const passed = checks.filter((c) => c.ok).length;
  fs.writeFileSync(file, JSON.stringify({ numPassedTests: passed, numFailedTests: checks.length - passed, checks }, null, 2));
  return { passed, failed: checks.length - passed };
}
