// Finds (or gets) a Chromium for the end-to-end tests and writes the choice to
// test-results/browser.json, which playwright.config.ts reads ({ executablePath: null } means
// Playwright's own browser). Order: Playwright's browser already installed; Debian's headless
// shell (/usr/bin/chromium-headless-shell); as root on Debian/Ubuntu, that shell installed now
// with apt-get (or, where the release has none, the full chromium); /usr/bin/chromium;
// `npx playwright install chromium` (bounded in time). The headless shell is the old, lighter
// headless Chromium: the e2e suite's pages take about half the CPU they take in the full browser
// (decision 0051). Exits 1 with one pt-BR/English line when all of them fail.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";

const BROWSER_CHOICE_FILE = "test-results/browser.json";
const SYSTEM_CHROMIUM = "/usr/bin/chromium";
const SYSTEM_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const INSTALL_TIMEOUT_MS = Number(process.env.BROWSER_INSTALL_TIMEOUT_MS || 180_000);
const APT_TIMEOUT_MS = 15 * 60_000;

const log = (line) => console.log(`[browser] ${line}`);

/** Starts and closes the browser; returns its version, or null when it cannot start. */
async function launches(executablePath) {
  try {
    const browser = await chromium.launch({ executablePath, headless: true, timeout: 60_000 });
    const version = browser.version();
    await browser.close();
    return version;
  } catch {
    return null;
  }
}

/** Runs a command with its output captured and a time limit; on failure, `why` is one line saying why. */
function run(command, args, timeout, env = {}) {
  const r = spawnSync(command, args, {
    encoding: "utf8",
    timeout,
    killSignal: "SIGKILL",
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status === 0) return { ok: true };
  const lines = `${r.stdout ?? ""}\n${r.stderr ?? ""}`
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  // The most telling line: a system error code (ENOTFOUND...), else the first error, else the last line.
  const reason = lines.find((l) => /\bE[A-Z]{4,}\b/.test(l)) ?? lines.find((l) => /^(Error|E):/.test(l));
  const why = r.error?.code === "ETIMEDOUT" ? `timed out after ${Math.round(timeout / 1000)} s` : (reason ?? lines.at(-1) ?? `exit ${r.status}`);
  return { ok: false, why: why.slice(0, 200) };
}

function choose(executablePath, description, version) {
  fs.mkdirSync(path.dirname(BROWSER_CHOICE_FILE), { recursive: true });
  fs.writeFileSync(BROWSER_CHOICE_FILE, `${JSON.stringify({ executablePath, description, version })}\n`);
  log(`using ${description} (Chromium ${version})`);
  process.exit(0);
}

// …/ms-playwright/chromium-NNNN/chrome-linux64/chrome: the folder of Playwright's browsers.
const PLAYWRIGHT_OWN = `Playwright's own Chromium (${path.resolve(chromium.executablePath(), "../../..")})`;
let version = await launches(undefined);
if (version) choose(null, PLAYWRIGHT_OWN, version);

/** Chooses `executablePath` when it exists and starts; otherwise says why and returns. */
async function chooseIfStarts(executablePath, description) {
  if (!fs.existsSync(executablePath)) return;
  const started = await launches(executablePath);
  if (started) choose(executablePath, description, started);
  log(`${executablePath} is present but does not start`);
}

await chooseIfStarts(SYSTEM_HEADLESS_SHELL, SYSTEM_HEADLESS_SHELL);

const isRoot = process.getuid?.() === 0;
const isDebian = fs.existsSync("/etc/debian_version") && run("sh", ["-c", "command -v apt-get"], 10_000).ok;
if (isRoot && isDebian) {
  const aptEnv = { DEBIAN_FRONTEND: "noninteractive" };
  const lock = ["-o", "DPkg::Lock::Timeout=600"];
  // A failed update (e.g. one unreachable mirror) may still leave usable package lists.
  run("apt-get", ["-qq", ...lock, "update"], APT_TIMEOUT_MS, aptEnv);
  // The full browser only where the release has no headless shell.
  for (const [pkg, executablePath] of [
    ["chromium-headless-shell", SYSTEM_HEADLESS_SHELL],
    ["chromium", SYSTEM_CHROMIUM],
  ]) {
    log(`installing Debian's ${pkg} with apt-get (a minute or two the first time)`);
    const apt = run("apt-get", ["-y", "-qq", ...lock, "install", pkg], APT_TIMEOUT_MS, aptEnv);
    if (apt.ok) await chooseIfStarts(executablePath, `${executablePath} (installed now with apt-get)`);
    else log(`apt-get install ${pkg} failed: ${apt.why}`);
  }
}

// The full browser runs the same tests, at about twice the CPU.
await chooseIfStarts(SYSTEM_CHROMIUM, SYSTEM_CHROMIUM);

log(`no browser found; trying \`npx playwright install chromium\` (at most ${Math.round(INSTALL_TIMEOUT_MS / 1000)} s)`);
const cli = fileURLToPath(import.meta.resolve("@playwright/test/cli"));
const install = run(process.execPath, [cli, "install", "chromium"], INSTALL_TIMEOUT_MS, {
  PLAYWRIGHT_DOWNLOAD_CONNECTION_TIMEOUT: "15000",
});
if (install.ok) {
  version = await launches(undefined);
  if (version) choose(null, PLAYWRIGHT_OWN, version);
  log("playwright install finished but the browser does not start");
} else {
  log(`playwright install failed: ${install.why}`);
}

fs.rmSync(BROWSER_CHOICE_FILE, { force: true });
console.log(
  "Nenhum navegador para os testes de ponta a ponta: instale o Chromium (Debian/Ubuntu: sudo apt-get install -y chromium-headless-shell) ou rode `npx playwright install chromium`. / " +
    "No browser for the end-to-end tests: install Chromium (Debian/Ubuntu: sudo apt-get install -y chromium-headless-shell) or run `npx playwright install chromium`.",
);
process.exit(1);
