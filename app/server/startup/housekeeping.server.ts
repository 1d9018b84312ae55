import { lte, sql } from "drizzle-orm";
import { loginAttempts } from "../../../db/schema";
import { now } from "../infra/clock.server";
import { getDb, type Db } from "../data/db.server";
import { LOGIN_LIMIT } from "../auth/rate-limit.server";
import { pruneNotFoundLog } from "../data/not-found-log.server";
import { LIMITS } from "~/lib/limits";
import { log } from "../infra/log.server";
import { getEnv } from "../infra/env.server";
import { pruneLeads } from "../leads/report.server";
import { ACTIVITY_RETENTION_MONTHS, pruneActivityLog } from "../admin/activity-log.server";
import { pruneParkedForms } from "../admin/parked-forms.server";
import { pruneCustomerNumbers } from "../jobs/jobs.server";
import { saoPauloToday, addMonths } from "~/lib/promo";
import { sweepOrphanedMedia } from "../media/media-sweep.server";
import { mediaRoot } from "../media/media-files.server";
import { pruneVisitRequests } from "../requests/visit-requests.server";
import { prunePasswordResets } from "../auth/password-reset.server";
import { pruneSessions } from "../auth/session.server";
import { prunePendingSignIns } from "../auth/pending-sign-in.server";
import { pruneDeletedPages } from "../generated-pages/deleted-store.server";

/**
 * Pruning of the tables visitors can grow, in one place: expired sessions, expired pending
 * second-factor steps and login attempts that left the rate-limit window go every `everyMs`
 * (a timer started at boot; expired sessions and pending steps also at each new one); not_found_log rows unseen for 90 days and activity_log rows older
 * than `activityRetentionMonths` go with them. The tables also stay bounded:
 * an admin keeps at most `sessionsPerAdmin` open sessions and `pendingSignInsPerAdmin` pending
 * second-factor steps (the oldest ends first), past
 * `maxLoginAttemptRows` the oldest attempts are dropped, so a flood from countless addresses
 * cannot grow the file without end (activity_log, whose failed sign-ins anyone can write, past
 * `activityRows` of each kind of action likewise), and not_found_log keeps its own cap on every write
 * (not-found-log.server.ts). The numbers live in app/lib/limits.ts.
 */
export const HOUSEKEEPING = {
  everyMs: LIMITS.pruneIntervalMs,
  sessionsPerAdmin: LIMITS.sessionsPerAdmin,
  pendingSignInsPerAdmin: LIMITS.pendingSignInsPerAdmin,
  maxLoginAttemptRows: LIMITS.maxLoginAttemptRows,
  activityRetentionMonths: ACTIVITY_RETENTION_MONTHS,
  activityRows: LIMITS.activityRows,
};

type Tx = Pick<Db, "delete" | "select">;

/** Deletes attempts outside the window, then the oldest beyond the row cap. */
export function pruneLoginAttempts(tx: Tx = getDb(), at = now()) {
  tx.delete(loginAttempts)
    .where(lte(loginAttempts.at, new Date(at - LOGIN_LIMIT.windowMs)))
    .run();
  tx.delete(loginAttempts)
    .where(lte(loginAttempts.id, sql`(SELECT id FROM ${loginAttempts} ORDER BY id DESC LIMIT 1 OFFSET ${HOUSEKEEPING.maxLoginAttemptRows})`))
    .run();
}

export function pruneAuthTables() {
  getDb().transaction((tx) => {
    pruneSessions(tx);
    prunePendingSignIns(tx);
    pruneLoginAttempts(tx);
    pruneParkedForms(tx);
  });
  prunePasswordResets();
}

/** One round of pruning; a failure is logged and the next round tries again. */
export function runHousekeeping() {
  try {
    pruneAuthTables();
    pruneNotFoundLog();
    pruneLeads(getEnv().LEADS_RETENTION_MONTHS, now());
    pruneActivityLog();
    // Deleted pages are restorable for LIMITS.deletedPages.keepDays (decision 0045), then gone.
    pruneDeletedPages();
    // Customers' WhatsApp numbers of the job log go LIMITS.jobs.customerNumberMonths after the job (docs/decisions/0038-job-log.md).
    pruneCustomerNumbers(addMonths(saoPauloToday(new Date(now())), -LIMITS.jobs.customerNumberMonths));
    void pruneVisitRequests().catch((error: unknown) => log.error("[housekeeping] falha ao limpar pedidos de visita antigos", error));
  } catch (error) {
    log.error("[housekeeping] falha ao limpar sessões, tentativas de login, registro de 404, contagem de contatos e registro de atividade", error);
  }
  try {
    const removed = sweepOrphanedMedia(mediaRoot());
    if (removed.length > 0) log.info(`[mídia] ${removed.length} arquivo(s) órfão(s) de envios interrompidos removido(s)`);
  } catch (error) {
    log.error("[mídia] falha ao remover arquivos órfãos", error);
  }
}

/** Starts the timer (once per process); it never keeps the process alive. Returns its stopper. */
export function startHousekeeping(): () => void {
  const timer = setInterval(runHousekeeping, HOUSEKEEPING.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
