import { LIMITS } from "~/lib/limits";
import type { PrivacyPeriod } from "~/lib/legal";
import { TESTIMONIAL_LIMITS } from "~/lib/testimonials/limits";
import { ACTIVITY_RETENTION_MONTHS } from "../admin/activity-log.server";
import { LOGIN_LIMIT } from "../auth/rate-limit.server";
import { SESSION_LIFETIME_MS } from "../auth/session.server";
import { getEnv } from "../infra/env.server";
import { LEADS_LIMITS } from "../leads/limits";

const MINUTE_MS = 60_000;

/**
 * The periods the privacy policy states (app/lib/legal.ts PRIVACY_PERIODS), read from the code and
 * configuration that keep each kind of data (decision 0014), so the policy says what the site does.
 */
export function privacyPeriodFigures(): Record<PrivacyPeriod, number> {
  return {
    notFoundDays: LIMITS.notFoundLogMaxAgeDays,
    statsMonths: getEnv().LEADS_RETENTION_MONTHS,
    repeatClickSeconds: LEADS_LIMITS.repeatWindowMs / 1000,
    suspectDays: LEADS_LIMITS.suspectRetentionDays,
    serverLogDays: LIMITS.serverLogRetentionDays,
    sessionHours: SESSION_LIFETIME_MS / (60 * MINUTE_MS),
    loginMinutes: LOGIN_LIMIT.windowMs / MINUTE_MS,
    activityMonths: ACTIVITY_RETENTION_MONTHS,
    visitRequestDays: LIMITS.visitRequests.retentionDays,
    reviewFormMinutes: TESTIMONIAL_LIMITS.formWindowMs / MINUTE_MS,
    maintenanceHouseMonths: LIMITS.jobs.maintenanceMonths.casa,
    maintenanceCondoMonths: LIMITS.jobs.maintenanceMonths.condominio,
    customerNumberMonths: LIMITS.jobs.customerNumberMonths,
  };
}
