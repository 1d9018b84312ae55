// One lint configuration for the app, the HTTP layer, scripts and tests (docs/decisions/0013-lint-and-format.md).
// `npm run lint` runs it with zero warnings allowed; `npm test` runs lint first.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import tseslint from "typescript-eslint";

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
);
