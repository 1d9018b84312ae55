import fs from "node:fs";
import { defineConfig, devices } from "@playwright/test";

/**
 * E2E against the production build on a fresh database. E2E_PORT and BUILD_DIR let
 * several runs share a machine. The browser is the one `scripts/ensure-browser.mjs` chose
 * (`npm test` runs it first; null means Playwright's own); without its file, Debian's headless
 * shell or else its full Chromium when present (decision 0051), otherwise Playwright's.
 */
const port = Number(process.env.E2E_PORT || 3210);
const buildDir = process.env.BUILD_DIR || "build";
const dataDir = `.e2e-data/${port}`;
const executablePath = browserExecutable();

function browserExecutable(): string | undefined {
  try {
    const choice = JSON.parse(fs.readFileSync("test-results/browser.json", "utf8")) as { executablePath: string | null };
    return choice.executablePath ?? undefined;
  } catch {
    return ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((file) => fs.existsSync(file));
  }
}

export const E2E_ADMIN = { email: "admin@exemplo.com.br", password: "senha-de-teste-123" };
/** Demo video of the home facade; tests intercept this host, nothing is fetched from it. */
export const E2E_DEMO_VIDEO_URL = "https://video.example.com/embed/demonstracao-ppa";
/**
 * The business's e-mail the e2e server seeds. The shared server has no SMTP_HOST, so it sends no
 * e-mail; tests/e2e/visit-request.spec.ts gives a server of its own a real SMTP server (own-server.ts).
 */
export const E2E_BUSINESS_EMAIL = "dono@exemplo.com.br";
/** The phone the e2e server seeds "Dados do negócio" with (decision 0028). */
export const E2E_BUSINESS_PHONE = "(11) 98765-4321";

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results/e2e-artifacts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  // The suite shares one server and database: a test can meet another's writes (a page judged
  // against pages another test just saved). One retry keeps that from failing a run; a test that
  // passed only on its retry is "flaky" in the JSON report and is to be fixed, not ignored.
  retries: 1,
  reporter: [["list"], ["json", { outputFile: `test-results/e2e-${port}.json` }]],
  timeout: 60_000,
  // Generous: a loaded 2-core machine runs the server, two browsers and the build at once.
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: "pt-BR",
    // A trace is recorded only for a failed test's retry: recording one for every test (and
    // dropping it when the test passes) made the browser encode snapshots and screencast frames
    // all along, about 1.7× the time of the layout and public-page specs (docs/operations.md
    // "Where the time goes"). A run without retries keeps the failure's screenshot.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: { executablePath },
  },
  projects: [
    { name: "js", use: { ...devices["Desktop Chrome"], launchOptions: { executablePath } } },
    { name: "nojs", use: { ...devices["Desktop Chrome"], javaScriptEnabled: false, launchOptions: { executablePath } } },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && node scripts/ensure-build.mjs && node ${buildDir}/http/main.js`,
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      BUILD_DIR: buildDir,
      DATABASE_URL: `file:${dataDir}/site.db`,
      SITE_URL: `http://127.0.0.1:${port}`,
      SESSION_SECRET: "e2e-session-secret-0123456789abcdef",
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      DEMO_VIDEO_URL: E2E_DEMO_VIDEO_URL,
      // Seeds "Dados do negócio" at first boot (decision 0028): without a phone no contact button shows.
      BUSINESS_PHONE: E2E_BUSINESS_PHONE,
      // Seeded into "Dados do negócio"; no SMTP_HOST, so nothing is e-mailed (README "SMTP_*").
      BUSINESS_EMAIL: E2E_BUSINESS_EMAIL,
      // One access line per request would bury the failures in the run's output (decision 0033).
      LOG_LEVEL: "warn",
      // The two workers' browsers are two visitors who share 127.0.0.1: the per-client bound of
      // uncached requests (http/client-limit.ts, tested in tests/integration/client-limit.test.ts)
      // would queue one behind the other.
      CLIENT_REQUESTS_AT_ONCE: "0",
      // One hop of X-Forwarded-For is believed from loopback, as behind nginx (decision 0024): a
      // test that counts a visitor's clicks sends its own address, so the copies of a run
      // (projects, --repeat-each) do not spend one address's budget of counted clicks
      // (LEADS_LIMITS.maxClicksPerAddressPerDay) and turn each other's clicks suspect.
      TRUST_PROXY: "1",
      NODE_ENV: "production",
    },
  },
});
