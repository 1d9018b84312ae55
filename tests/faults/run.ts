// npm run test:faults [-- load|crash|two|hostile|flood|signin|uploads|logs|upgrade|export|client|generate|preview …] — the load, crash and two-process scripts of
// docs/operations.md "Load and fault tests". Bounded in time, loopback only. Writes
// test-results/faults.json (summed by scripts/test-summary.mjs) and exits 1 on a failure.
// FAULTS_LOAD_SECONDS (default 60), FAULTS_KILLS (20), FAULTS_TWO_SECONDS (20), FAULTS_PORT (3821; uses ports +0 to +15), FAULTS_404_PATHS (3000),
// FAULTS_EXPORT_PORT (default FAULTS_PORT + 13).
import { ensureBuild } from "../../bench/server-process.mjs";
import { killDuringBatch } from "./crash";
import { exportUnderLoad } from "./export";
import { clientFlood } from "./client-flood";
import { floodTraffic } from "./flood";
import { generateUnderLoad } from "./generate";
import { hostileTraffic } from "./hostile";
import { writeReport, type Check } from "./lib";
import { loadWithWriter } from "./load";
import { quietLogs } from "./logs";
import { signInFlood } from "./signin";
import { twoServers } from "./two-servers";
import { uploadSlots } from "./uploads";
import { upgradeWithoutDowntime } from "./upgrade";
import { pathologicalPreview } from "./preview";

/** The scenarios named on the command line (`npm run test:faults -- generate client`); none: all of them. */
const only = process.argv.slice(2);
const port = Number(process.env.FAULTS_PORT || 3821);
const scenarios: [string, () => Promise<Check[]>][] = [
  ["load", () => loadWithWriter({ seconds: Number(process.env.FAULTS_LOAD_SECONDS || 60), port })],
  ["crash", () => killDuringBatch({ kills: Number(process.env.FAULTS_KILLS || 20), port: port + 1 })],
  ["two", () => twoServers({ seconds: Number(process.env.FAULTS_TWO_SECONDS || 20), ports: [port + 2, port + 3] })],
  ["hostile", () => hostileTraffic({ port: port + 4 })],
  ["flood", () => floodTraffic({ port: port + 5 })],
  ["signin", () => signInFlood({ port: port + 6 })],
  ["uploads", () => uploadSlots({ port: port + 7 })],
  ["logs", () => quietLogs({ port: port + 8 })],
  // Ports + 9 to + 11 belong to "upgrade".
  ["client", () => clientFlood({ port: port + 12 })],
  // FAULTS_UPGRADE_PORT (default port + 9) and the port after it; the new version on FAULTS_UPGRADE_NEW_PORT (default the one after those).
  [
    "upgrade",
    () => {
      const first = Number(process.env.FAULTS_UPGRADE_PORT || port + 9);
      return upgradeWithoutDowntime({ port: first, newPort: Number(process.env.FAULTS_UPGRADE_NEW_PORT || first + 2) });
    },
  ],
  ["export", () => exportUnderLoad({ port: Number(process.env.FAULTS_EXPORT_PORT || port + 13) })],
  ["generate", () => generateUnderLoad({ port: port + 14 })],
  ["preview", () => pathologicalPreview({ port: port + 15 })],
];

ensureBuild();
const checks: Check[] = [];
for (const [name, run] of scenarios) {
  if (only.length > 0 && !only.includes(name)) continue;
  console.log(`[faults] ${name}…`);
  try {
    checks.push(...(await run()));
  } catch (error) {
    checks.push({ name: `${name}: execução`, ok: false, detail: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
}
for (const c of checks) console.log(`${c.ok ? "✓" : "✗"} ${c.name}\n    ${c.detail}`);
const { passed, failed } = writeReport(checks);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
