// Vitest's global setup: a run that includes integration tests gets `build/` (npm run build)
// before any test file starts, in Vitest's main process. Built inside a test file instead, the
// build blocks that worker for minutes on a busy machine, and Vitest reports the worker's
// missed heartbeat ("Timeout calling onTaskUpdate") as an error although the tests pass.
// ensureBuild (bench/server-process.mjs) does nothing when the build is there.
import { ensureBuild } from "../bench/server-process.mjs";

export default function setup(): void {
  const filters = process.argv.slice(2).filter((arg) => !arg.startsWith("-") && arg !== "run");
  const integration = filters.length === 0 || filters.some((filter) => filter.includes("integration"));
  if (integration) ensureBuild();
}
