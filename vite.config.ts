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
    include: ["tests/unit/**/*.test.{ts,tsx}", "tests/integration/**/*.test.{ts,tsx}"],
    environment: "node",
    pool: "forks",
    // Builds build/ once when integration tests run and it is missing (tests/build-once.ts).
    globalSetup: ["tests/build-once.ts"],
    // A safety net, not a budget: tests stay far below it (see tests/limits.ts).
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
