import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { startNodeFlags } from "../../bench/server-process.mjs";

/** The Docker image, `npm start` and the benchmark's server run Node with the same flags (docs/operations.md "Scaling"). */
describe("start command", () => {
  it("npm start caps V8's old space, and the Dockerfile's CMD uses the same flags", () => {
    const flags = startNodeFlags();
    expect(flags).toEqual(["--max-old-space-size=192"]);
    const cmd = /^CMD (\[.*\])$/m.exec(fs.readFileSync("Dockerfile", "utf8"))?.[1];
    expect(JSON.parse(cmd ?? "[]")).toEqual(["node", ...flags, "build/http/main.js"]);
  });
});
