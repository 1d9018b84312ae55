import os from "node:os";
import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";
import remixConfig from "./remix.config.js";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  plugins: [!process.env.VITEST && remix(remixConfig), tailwindcss(), tsconfigPaths()],
  test: {
    environment: "node",
    pool: "forks",
    // Read once for the whole run, not per project: only the unit project uses threads, only the
    // integration project forks. An integration file spends most of its time waiting on the
    // processes it starts (the built server, the CLIs, an SMTP server), so it runs one file per
    // core, not Vitest's default of one less (docs/operations.md "Where the time goes": 1329 s
    // against 2294 s for the integration files on 2 cores, in one window).
    poolOptions: { threads: { isolate: false }, forks: { maxForks: Math.max(2, os.availableParallelism()) } },
    // A safety net, not a budget: tests stay far below it (see tests/limits.ts).
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          // Unit files share one worker's modules instead of a fresh process and import graph per
          // file (docs/operations.md "Unit tests share one worker"): about a third of the CPU time. Each file
          // leaves the process as it found it; tests/unit/setup.ts restores what one may forget.
          // Integration tests keep a fresh process per file (forks, isolated).
          pool: "threads",
          isolate: false,
          setupFiles: ["tests/unit/setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.{ts,tsx}"],
          // Builds build/ once when integration tests run and it is stale (tests/build-once.ts).
          globalSetup: ["tests/build-once.ts"],
        },
      },
    ],
  },
});
