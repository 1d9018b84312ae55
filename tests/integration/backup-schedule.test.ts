// docs/operations.md "Scheduled backups": at BACKUP_TIME every day one set, pruned to
// BACKUP_KEEP, then BACKUP_AFTER_COMMAND with the set's folder; time moved by fake timers.
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { nextBackupAt, startBackupSchedule } from "~/server/startup/backup-schedule.server";
import { setClockForTests } from "~/server/infra/clock.server";
import { useFreshDatabase } from "./helpers";
import { PROCESS_TEST_TIMEOUT_MS } from "../limits";

let cleanup: (() => void) | undefined;
afterEach(() => {
  vi.useRealTimers();
  setClockForTests(null);
  cleanup?.();
  cleanup = undefined;
});

describe("scheduled backups", () => {
  it("the next run is today's time when still ahead, else tomorrow's", () => {
    const morning = new Date(2026, 2, 10, 3, 29, 0).getTime();
    expect(nextBackupAt("03:30", morning)).toBe(new Date(2026, 2, 10, 3, 30, 0).getTime());
    expect(nextBackupAt("03:30", new Date(2026, 2, 10, 3, 30, 0).getTime())).toBe(new Date(2026, 2, 11, 3, 30, 0).getTime());
    expect(nextBackupAt("00:00", new Date(2026, 11, 31, 23, 0).getTime())).toBe(new Date(2027, 0, 1, 0, 0).getTime());
  });

  it(
    "runs at its time each day, keeps BACKUP_KEEP sets and runs the command after each",
    async () => {
      const fresh = useFreshDatabase();
      cleanup = fresh.cleanup;
      const backups = path.join(fresh.dir, "backups");
      // A set the operator made by hand is never pruned.
      fs.mkdirSync(path.join(backups, "site-manual"), { recursive: true });
      vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout"] });
      vi.setSystemTime(new Date(2026, 2, 10, 3, 0, 0));
      setClockForTests(() => Date.now());
      let done: (dir: string | null) => void = () => {};
      const stop = startBackupSchedule({ time: "03:30", keep: 2, dir: backups, afterCommand: 'printf ok > "$BACKUP_SET.copiado"' }, (dir) => done(dir));
      try {
        const made: string[] = [];
        vi.advanceTimersByTime(29 * 60 * 1000);
        expect(fs.readdirSync(backups)).toEqual(["site-manual"]);
        for (let day = 0; day < 3; day++) {
          const finished = new Promise<string | null>((resolve) => (done = resolve));
          vi.advanceTimersByTime(day === 0 ? 60 * 1000 : 24 * 60 * 60 * 1000);
          const dir = await finished;
          expect(dir).not.toBeNull();
          made.push(dir!);
          expect(path.basename(dir!)).toBe(`agendado-${new Date(Date.now()).toISOString().replaceAll(":", "-")}`);
          expect(fs.readdirSync(dir!).sort()).toEqual(["midia", "site.db"]);
          expect(fs.readFileSync(`${dir!}.copiado`, "utf8")).toBe("ok");
        }
        const sets = fs.readdirSync(backups).filter((name) => !name.endsWith(".copiado"));
        expect(sets.sort()).toEqual(["site-manual", path.basename(made[1]), path.basename(made[2])].sort());
      } finally {
        stop();
      }
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
