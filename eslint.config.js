// One lint configuration for the app, the HTTP layer, scripts and tests (docs/decisions/0013-lint-and-format.md).
// `npm run lint` runs it with zero warnings allowed; `npm test` runs lint first.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
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
);
