import { afterAll, vi } from "vitest";

// Unit test files share one worker's modules (vite.config.ts, `isolate: false`): after each file
// the timers are real again and process.env is as before the file, so no file sees what another
// left. (Unit tests open no database; the integration tests reset the server's process state
// with `resetProcessState()`, tests/integration/helpers.ts.)
const env = { ...process.env };

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  for (const name of Object.keys(process.env)) if (!(name in env)) delete process.env[name];
  Object.assign(process.env, env);
});
