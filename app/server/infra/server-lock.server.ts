import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * The mark a running server leaves beside its database (docs/operations.md "Backups"): one file
 * per server process in `<database>.servidores/`, named by its process id, removed when it exits.
 * `npm run db:restore` refuses while a live process holds one (two servers may share a database
 * during an upgrade, so each has its own). A mark left by a killed process names a dead process
 * and is ignored and removed. Process ids are those of this machine (or container).
 */
export function serverLockDir(dbFile: string): string {
  return `${dbFile}.servidores`;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes this process's mark; it is removed on exit. */
export function takeServerLock(dbFile: string): void {
  if (dbFile === ":memory:") return;
  const dir = serverLockDir(dbFile);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const mark = path.join(dir, String(process.pid));
  fs.writeFileSync(mark, `${os.hostname()}\n`, { mode: 0o600 });
  process.once("exit", () => fs.rmSync(mark, { force: true }));
}

/** The live server processes holding `dbFile` (stale marks of dead processes are removed). */
export function serversHolding(dbFile: string): number[] {
  const dir = serverLockDir(dbFile);
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return [];
  }
  const pids: number[] = [];
  for (const name of names) {
    const pid = Number(name);
    if (!Number.isInteger(pid) || pid <= 0) continue;
    if (pid === process.pid) continue;
    let host = os.hostname();
    try {
      host = fs.readFileSync(path.join(dir, name), "utf8").trim() || host;
    } catch {
      continue; // removed meanwhile: that server has exited
    }
    if (host !== os.hostname() || alive(pid)) pids.push(pid);
    else fs.rmSync(path.join(dir, name), { force: true });
  }
  return pids;
}

/**
 * Sends SIGTERM to each server holding `dbFile` and waits (up to `timeoutMs`) for all to exit.
 * Returns the processes still alive after the wait (empty: all stopped).
 */
export async function stopServersHolding(dbFile: string, timeoutMs = 15_000): Promise<number[]> {
  const pids = serversHolding(dbFile);
  for (const pid of pids) {
    try {
      process.kill(pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
  const deadline = Date.now() + timeoutMs;
  let left = pids.filter(alive);
  while (left.length > 0 && Date.now() < deadline) {
    // Polling another process's exit: there is no event to wait on for a process we did not start.
    await new Promise((resolve) => setTimeout(resolve, 100));
    left = left.filter(alive);
  }
  return left;
}
