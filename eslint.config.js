// One lint configuration for the app, the HTTP layer, scripts and tests (docs/decisions/0013-lint-and-format.md).
// `npm run lint` runs it with zero warnings allowed; `npm test` runs lint first.
import fs from "node:fs";
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import tseslint from "typescript-eslint";

/**
 * The modules of app/server that keep state between requests (a module-level `let`, or a Map,
 * Set or WeakMap made at load), each listed with its reset in app/server/process-state.server.ts
 * (tests/unit/process-state.test.ts checks that the two lists agree). Anywhere else in app/server
 * such state is a lint error, so a new piece of process state is listed, and reset between tests,
 * before it lands. Paths relative to app/server.
 */
export const STATEFUL_SERVER_MODULES = [
  "auth/auth.server.ts",
  "auth/password.server.ts",
  "auth/secret-box.server.ts",
  "data/business-settings.server.ts",
  "data/content-version.server.ts",
  "data/db.server.ts",
  "data/not-found-log.server.ts",
  "data/wal-sync.server.ts",
  "generated-pages/judge-pool.server.ts",
  "generated-pages/tool-runs.server.ts",
  "generated-pages/judge-worker.ts",
  "generated-pages/judge.server.ts",
  "startup/boot.server.ts",
  "infra/clock.server.ts",
  "infra/env-file.server.ts",
  "infra/env.server.ts",
  "infra/indexnow.server.ts",
  "infra/write-probe.server.ts",
  // The click ledger is the click store's: clicks.server.ts resets both.
  "leads/click-ledger.server.ts",
  "leads/clicks.server.ts",
  "leads/site-pages.server.ts",
  "leads/views.server.ts",
  "leads/visitor.server.ts",
  "media/one-at-a-time.server.ts",
  "requests/mail.server.ts",
];

/** Module-level collections filled once at load from tables of code, never changed after. */
export const CONSTANT_TABLE_MODULES = ["data/reserved-slugs.server.ts", "leads/report.server.ts", "data/redirects.server.ts"];

export const PROCESS_STATE_MESSAGE =
  "Module-level state in app/server: list the module with its reset in app/server/process-state.server.ts and in STATEFUL_SERVER_MODULES (eslint.config.js).";

export default tseslint.config(
  {
    ignores: ["build/", "build-*/", "node_modules/", "test-results/", "playwright-report/", ".e2e-data/", "public/", "db/migrations/"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: "module",
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      // The two classic hook rules; v7's React Compiler rules are left out: the app does not use
      // the compiler, and its hydration flag (use-hydrated.ts) sets state in an effect on purpose.
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      ...jsxA11y.flatConfigs.recommended.rules,
      // One boundary (docs/decisions/0012-typed-http-layer.md): http/ may import app/, never the
      // reverse. A constant both sides read lives in app/lib (limits.ts, video-hosts.ts, log-limit.ts).
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\./)+http(/|$)",
              message: "app/ never imports http/: move what both sides need to app/lib (docs/decisions/0012-typed-http-layer.md).",
            },
          ],
        },
      ],
    },
  },
  {
    // Layers without circles (docs/architecture.md "Layers"): routes on top; components, pages and
    // server below them; lib and content at the bottom. A lower layer never imports a higher one
    // (not even a type), and no module reaches itself through its imports.
    files: ["app/**/*.{ts,tsx}", "http/**/*.ts", "db/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "tsconfig.json" })],
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "app/lib",
              from: ["app/routes", "app/components", "app/pages", "app/server"],
              message: "app/lib is the bottom layer: move what both sides need into app/lib (docs/architecture.md, Layers).",
            },
            {
              target: "app/content",
              from: ["app/routes", "app/components", "app/pages", "app/server"],
              message: "app/content is copy only: it may read app/lib, nothing above it (docs/architecture.md, Layers).",
            },
            {
              target: ["app/server", "app/pages", "app/components"],
              from: ["app/routes"],
              message: "Only a route imports a route module: move the shared type or helper down a layer (docs/architecture.md, Layers).",
            },
            {
              target: fs
                .readdirSync("app/server")
                .filter((entry) => entry !== "startup")
                .map((entry) => `app/server/${entry}`),
              from: ["app/server/startup"],
              message:
                "app/server/startup (boot, housekeeping, the backup schedule) is the top of the server: only routes, entry.server and http/ start it (docs/architecture.md).",
            },
            {
              target: "app/server",
              from: ["app/components"],
              message:
                "Server modules never import a component: the form's fields and their types live in its schema in app/lib (docs/architecture.md, Layers).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/server/**/*.ts"],
    ignores: [...STATEFUL_SERVER_MODULES, ...CONSTANT_TABLE_MODULES].map((module) => `app/server/${module}`),
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "Program > VariableDeclaration[kind='let']", message: PROCESS_STATE_MESSAGE },
        { selector: "Program > ExportNamedDeclaration > VariableDeclaration[kind='let']", message: PROCESS_STATE_MESSAGE },
        {
          selector: "Program > VariableDeclaration > VariableDeclarator > NewExpression.init[callee.name=/^(Map|Set|WeakMap)$/]",
          message: PROCESS_STATE_MESSAGE,
        },
        {
          selector: "Program > ExportNamedDeclaration > VariableDeclaration > VariableDeclarator > NewExpression.init[callee.name=/^(Map|Set|WeakMap)$/]",
          message: PROCESS_STATE_MESSAGE,
        },
      ],
    },
  },
  {
    // The site's one declared boilerplate is the call-to-action band (docs/content-quality.md): the
    // content measure leaves out what carries data-boilerplate, so no other component may.
    files: ["app/**/*.tsx"],
    ignores: ["app/components/sections/ContactCta.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXAttribute[name.name='data-boilerplate']",
          message: "Only ContactCta declares boilerplate (docs/content-quality.md): text left out of the content measure must stay the call to action.",
        },
      ],
    },
  },
);
