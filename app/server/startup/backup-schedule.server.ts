import { spawn } from "node:child_process";
import path from "node:path";
import { SCHEDULED_PREFIX, backupSetName, pruneScheduledSets } from "../../../db/backup";
import { runBackup } from "../infra/backup-run.server";
import { now } from "../infra/clock.server";
import { log } from "../infra/log.server";

/**
 * The scheduled backup (docs/operations.md "Scheduled backups"): off unless BACKUP_TIME is set;
 * every day at that time (the server's local time) one backup set `agendado-<date>` in
 * BACKUP_DIR, then the oldest scheduled sets beyond BACKUP_KEEP are removed, then
 * BACKUP_AFTER_COMMAND (when set) runs with the set's folder in BACKUP_SET, to copy it off the
 * machine (rsync, rclone, aws s3 cp: the operator's tool, not bundled).
 */
export type BackupSchedule = { time: string; keep: number; dir: string; afterCommand?: string };

/** The next instant, after `from`, whose local time of day is `time` (HH:MM). */
export function nextBackupAt(time: string, from: number): number {
  const [hours, minutes] = time.split(":").map(Number);
  const next = new Date(from);
  next.setHours(hours, minutes, 0, 0);
  if (next.getTime() <= from) next.setDate(next.getDate() + 1);
  return next.getTime();
}

/** Runs the operator's command after a backup; resolves with its exit code (null: killed by a signal). */
function runAfterCommand(command: string, setDir: string): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn("sh", ["-c", command], { env: { ...process.env, BACKUP_SET: setDir }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString("utf8")).slice(-2000);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.once("error", (error) => {
      log.error(`[backup] BACKUP_AFTER_COMMAND não pôde rodar: ${error.message}`);
      resolve(null);
    });
    child.once("close", (code) => {
      if (code === 0) log.info(`[backup] BACKUP_AFTER_COMMAND concluído para ${setDir}`);
      else log.error(`[backup] BACKUP_AFTER_COMMAND falhou (código ${String(code)}) para ${setDir}: ${output.trim().split("\n").slice(-3).join(" | ")}`);
      resolve(code);
    });
  });
}

/** One scheduled backup: the set, the pruning, the command after. Never throws (a failure is logged). */
export async function runScheduledBackup(schedule: BackupSchedule): Promise<string | null> {
  let setDir: string;
  try {
    const result = runBackup(path.resolve(schedule.dir, backupSetName(now(), SCHEDULED_PREFIX)));
    setDir = result.dir;
    log.info(`[backup] backup agendado em ${setDir} (${result.media.files} arquivos de mídia)`);
    const removed = pruneScheduledSets(path.resolve(schedule.dir), schedule.keep);
    if (removed.length > 0) log.info(`[backup] ${removed.length} backup(s) agendado(s) antigo(s) removido(s) (BACKUP_KEEP=${schedule.keep})`);
  } catch (error) {
    log.error(`[backup] backup agendado falhou: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
  if (schedule.afterCommand) await runAfterCommand(schedule.afterCommand, setDir);
  return setDir;
}

/** Starts the daily timer; returns the function that stops it. */
export function startBackupSchedule(schedule: BackupSchedule, onDone: (setDir: string | null) => void = () => {}): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const arm = () => {
    if (stopped) return;
    const at = nextBackupAt(schedule.time, now());
    timer = setTimeout(() => {
      void runScheduledBackup(schedule).then((setDir) => {
        onDone(setDir);
        arm();
      });
    }, at - now());
    timer.unref();
  };
  arm();
  log.info(`[backup] backup agendado todo dia às ${schedule.time} em ${path.resolve(schedule.dir)} (mantém ${schedule.keep})`);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
