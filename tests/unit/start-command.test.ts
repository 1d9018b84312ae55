import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { startNodeFlags } from "../../bench/server-process.mjs";

/**
 * The Docker image, `npm start` and the benchmark's server run Node with the same memory cap
 * (docs/operations.md "Scaling"): each command's Node flags are run, and the heap limit the
 * started process reports is what is checked.
 */
const MB = 2 ** 20;

/** The heap limit of a Node process started with `flags`, in MB. */
function heapLimitMb(flags: string[]): number {
  const out = execFileSync(process.execPath, [...flags, "-e", "process.stdout.write(String(require('v8').getHeapStatistics().heap_size_limit))"]);
  return Number(out) / MB;
}

/** The flags of the Docker image's CMD: what stands between "node" and the entry file. */
function dockerFlags(): string[] {
  const cmd = /^CMD (\[.*\])$/m.exec(fs.readFileSync("Dockerfile", "utf8"))?.[1];
  const argv = JSON.parse(cmd ?? "[]") as string[];
  expect(argv[0]).toBe("node");
  expect(argv.at(-1)).toBe("build/http/main.js");
  return argv.slice(1, -1);
}

describe("start command", () => {
  it("npm start and the Docker image start a Node whose heap stays far under its default", () => {
    const unlimited = heapLimitMb([]);
    const started = heapLimitMb(startNodeFlags());
    expect(started).toBeLessThan(256);
    expect(started).toBeLessThan(unlimited / 2);
    expect(heapLimitMb(dockerFlags())).toBe(started);
  });
});
