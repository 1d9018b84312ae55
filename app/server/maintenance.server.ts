import { LIMITS } from "../../server/limits.mjs";
import { pruneNotFoundLog } from "./not-found.server";

let timer: NodeJS.Timeout | undefined;

/** Housekeeping that keeps the tables visitors can grow bounded; runs every LIMITS.pruneIntervalMs. */
export function runMaintenance() {
  try {
    pruneNotFoundLog();
  } catch (error) {
    console.error("[manutenção] falha ao podar tabelas", error);
  }
}

/** Starts the timer once per process (boot calls it); it never keeps the process alive. */
export function startMaintenance() {
  if (timer) return;
  runMaintenance();
  timer = setInterval(runMaintenance, LIMITS.pruneIntervalMs).unref();
}
