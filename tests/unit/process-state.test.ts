// Every module of app/server that keeps state between requests is listed in
// app/server/process-state.server.ts, with what it holds and how a test starts afresh; the lint
// rule in eslint.config.js refuses module-level state anywhere else in app/server. These tests run
// that rule as `npm run lint` does and check that its list and the process's list agree.
import fs from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { PROCESS_STATE } from "~/server/process-state.server";
import { CONSTANT_TABLE_MODULES, PROCESS_STATE_MESSAGE, STATEFUL_SERVER_MODULES } from "../../eslint.config.js";

const ROOT = path.resolve(__dirname, "../..");
const eslint = new ESLint({ cwd: ROOT });

/** The rule's messages for `code` as if it were the module `module` of app/server. */
async function stateRefusals(module: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, "app/server", module) });
  return result.messages.filter((m) => m.ruleId === "no-restricted-syntax" && m.message === PROCESS_STATE_MESSAGE).length;
}

const STATE = [
  "let cache: string | null = null;\nexport const read = () => cache;\nexport const write = (v: string) => (cache = v);\n",
  "export let counter = 0;\n",
  "const seen = new Map<string, number>();\nexport const see = (k: string) => seen.set(k, 1);\n",
  "export const queue = new Set<string>();\n",
];

describe("module-level state of app/server", () => {
  it("is refused by lint in a module the process's list does not name", async () => {
    for (const code of STATE) expect(await stateRefusals("leads/new-counter.server.ts", code), code).toBe(1);
  });

  it("is not refused inside a function, nor as a constant", async () => {
    const code =
      "export function count(xs: string[]) {\n  let n = 0;\n  const seen = new Set<string>();\n  for (const x of xs) if (!seen.has(x)) { seen.add(x); n++; }\n  return n;\n}\nexport const LIMIT = 3;\n";
    expect(await stateRefusals("leads/new-counter.server.ts", code)).toBe(0);
  });

  it("is allowed in every module the process's list names, and the lint list names no other", async () => {
    const listed = PROCESS_STATE.map((entry) => entry.module as string);
    // The click ledger is the click store's (clicks.server.ts resets both).
    expect([...STATEFUL_SERVER_MODULES].sort()).toEqual([...listed, "leads/click-ledger.server.ts"].sort());
    for (const module of listed) expect(await stateRefusals(module, STATE[0]), module).toBe(0);
  });

  it("both lists name only modules that exist", () => {
    for (const module of [...STATEFUL_SERVER_MODULES, ...CONSTANT_TABLE_MODULES])
      expect(fs.existsSync(path.join(ROOT, "app/server", module)), module).toBe(true);
  });
});
