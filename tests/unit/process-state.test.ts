// Every module of app/server that keeps state between requests (a module-level `let`, or a
// module-level Map, Set or WeakMap) is listed in app/server/process-state.server.ts, with what
// it holds and how a test starts afresh: a newcomer finds the process's state in one list.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PROCESS_STATE } from "~/server/process-state.server";

const SERVER = path.resolve(__dirname, "../../app/server");
const STATEFUL = /^(?:let |(?:const|let) \w+(?:: [^=]+)? = new (?:Map|Set|WeakMap)\b)/m;
/** Module-level collections filled once at load from tables of code, never changed after. */
const CONSTANT_TABLES = new Set(["data/reserved-slugs.server.ts", "leads/report.server.ts", "data/redirects.server.ts"]);

function serverModules(dir = SERVER): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverModules(full);
    return /\.tsx?$/.test(entry.name) ? [path.relative(SERVER, full)] : [];
  });
}

describe("app/server/process-state.server.ts", () => {
  const listed = new Set<string>(PROCESS_STATE.map((entry) => entry.module));
  const stateful = serverModules().filter((file) => !CONSTANT_TABLES.has(file) && STATEFUL.test(fs.readFileSync(path.join(SERVER, file), "utf8")));

  it("finds the stateful modules", () => {
    expect(stateful.length).toBeGreaterThan(10);
  });

  it.each(stateful.map((file) => [file]))("lists %s", (file) => {
    // The click ledger is the click store's (clicks.server.ts resets both).
    expect(listed.has(file) || file === "leads/click-ledger.server.ts").toBe(true);
  });

  it("lists only modules that exist", () => {
    for (const module of listed) expect(fs.existsSync(path.join(SERVER, module))).toBe(true);
  });
});
