import { and, asc, count, desc, eq, isNotNull, isNull, lte, lt, ne, sql } from "drizzle-orm";
import { jobPhotos, jobs, motors } from "../../../db/schema";
import { LIMITS } from "~/lib/limits";
import type { JobValues } from "~/lib/jobs/job-form";
import { bumpContentVersion } from "../data/content-version.server";
import { getDb } from "../data/db.server";
import { now } from "../infra/clock.server";

/**
 * The job log's table (docs/decisions/0038-job-log.md). Every write bumps the content version in
 * its transaction, so the place, model and home pages show it on the next request (decision
 * 0002). Photo files are written before their row and removed after it is gone (decision 0019).
 */
export type JobRow = typeof jobs.$inferSelect;
export type JobPhotoRow = typeof jobPhotos.$inferSelect;
export type NewPhoto = { fileKey: string; width: number; height: number };

const IMMEDIATE = { behavior: "immediate" } as const;

export function countJobs(): number {
  return getDb().select({ n: count() }).from(jobs).get()?.n ?? 0;
}

/**
 * Stores a job and its photos; null when LIMITS.jobs.maxJobs are kept. A job for a customer's
 * number marks that number's earlier pending maintenance done.
 */
export function insertJob(values: JobValues, photos: NewPhoto[]): JobRow | null {
  return getDb().transaction((tx) => {
    if ((tx.select({ n: count() }).from(jobs).get()?.n ?? 0) >= LIMITS.jobs.maxJobs) return null;
    const at = new Date(now());
    const row = tx
      .insert(jobs)
      .values({ ...values, createdAt: at, updatedAt: at })
      .returning()
      .get();
    photos.forEach((p, position) =>
      tx
        .insert(jobPhotos)
        .values({ jobId: row.id, ...p, position, createdAt: at })
        .run(),
    );
    if (values.customerWhatsapp) {
      tx.update(jobs)
        .set({ maintenanceDoneAt: at })
        .where(
          and(
            eq(jobs.customerWhatsapp, values.customerWhatsapp),
            ne(jobs.id, row.id),
            isNull(jobs.maintenanceDoneAt),
            isNotNull(jobs.nextMaintenanceOn),
            lte(jobs.doneOn, values.doneOn),
          ),
        )
        .run();
    }
    bumpContentVersion(tx);
    return row;
  }, IMMEDIATE);
}

/** Saves an edit; undefined when the job no longer exists. */
export function updateJob(id: number, values: JobValues): JobRow | undefined {
  return getDb().transaction((tx) => {
    const row = tx
      .update(jobs)
      .set({ ...values, updatedAt: new Date(now()) })
      .where(eq(jobs.id, id))
      .returning()
      .get();
    if (row) bumpContentVersion(tx);
    return row;
  }, IMMEDIATE);
}

export function setJobStatus(id: number, status: "publicado" | "oculto"): JobRow | undefined {
  return getDb().transaction((tx) => {
    const row = tx
      .update(jobs)
      .set({ status, updatedAt: new Date(now()) })
      .where(eq(jobs.id, id))
      .returning()
      .get();
    if (row) bumpContentVersion(tx);
    return row;
  }, IMMEDIATE);
}

/** Deletes the customer's number (and so the reminder): the customer asked, or the owner chose to. */
export function forgetCustomerNumber(id: number): JobRow | undefined {
  return getDb()
    .update(jobs)
    .set({ customerWhatsapp: null, nextMaintenanceOn: null, updatedAt: new Date(now()) })
    .where(eq(jobs.id, id))
    .returning()
    .get();
}

/** Deletes a job with its photo rows; returns them so their files can go. */
export function deleteJob(id: number): { job: JobRow; photos: JobPhotoRow[] } | undefined {
  return getDb().transaction((tx) => {
    const photos = tx.select().from(jobPhotos).where(eq(jobPhotos.jobId, id)).all();
    const job = tx.delete(jobs).where(eq(jobs.id, id)).returning().get();
    if (!job) return undefined;
    bumpContentVersion(tx);
    return { job, photos };
  }, IMMEDIATE);
}

export function findJob(id: number): JobRow | undefined {
  return getDb().select().from(jobs).where(eq(jobs.id, id)).get();
}

export function photosOf(jobId: number): JobPhotoRow[] {
  return getDb().select().from(jobPhotos).where(eq(jobPhotos.jobId, jobId)).orderBy(asc(jobPhotos.position), asc(jobPhotos.id)).all();
}

/** Adds photos to a job within LIMITS.jobs.photosPerJob; false when they do not fit or the job is gone. */
export function addJobPhotos(jobId: number, photos: NewPhoto[]): boolean {
  return getDb().transaction((tx) => {
    if (!tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId)).get()) return false;
    const stored = tx
      .select({ n: count(), last: sql<number>`coalesce(max(${jobPhotos.position}), -1)` })
      .from(jobPhotos)
      .where(eq(jobPhotos.jobId, jobId))
      .get();
    if ((stored?.n ?? 0) + photos.length > LIMITS.jobs.photosPerJob) return false;
    const at = new Date(now());
    photos.forEach((p, i) =>
      tx
        .insert(jobPhotos)
        .values({ jobId, ...p, position: (stored?.last ?? -1) + 1 + i, createdAt: at })
        .run(),
    );
    bumpContentVersion(tx);
    return true;
  }, IMMEDIATE);
}

/** Deletes one photo of `jobId` (a photo of another job is not touched). */
export function deleteJobPhoto(jobId: number, photoId: number): JobPhotoRow | undefined {
  return getDb().transaction((tx) => {
    const row = tx
      .delete(jobPhotos)
      .where(and(eq(jobPhotos.id, photoId), eq(jobPhotos.jobId, jobId)))
      .returning()
      .get();
    if (row) bumpContentVersion(tx);
    return row;
  }, IMMEDIATE);
}

export type AdminJob = JobRow & { motorName: string | null; photoCount: number };

/** The admin's list: newest first, at most LIMITS.jobs.adminListMax. */
export function listJobs(): AdminJob[] {
  return getDb()
    .select({
      job: jobs,
      motorName: motors.name,
      photoCount: sql<number>`(SELECT count(*) FROM ${jobPhotos} WHERE ${jobPhotos.jobId} = ${jobs.id})`,
    })
    .from(jobs)
    .leftJoin(motors, eq(motors.id, jobs.motorId))
    .orderBy(desc(jobs.doneOn), desc(jobs.id))
    .limit(LIMITS.jobs.adminListMax)
    .all()
    .map((r) => ({ ...r.job, motorName: r.motorName, photoCount: r.photoCount }));
}

/** "Manutenções a vencer": pending reminders due by `until` (YYYY-MM-DD), overdue ones included, soonest first. */
export function dueMaintenance(until: string): AdminJob[] {
  return getDb()
    .select({ job: jobs, motorName: motors.name })
    .from(jobs)
    .leftJoin(motors, eq(motors.id, jobs.motorId))
    .where(and(isNotNull(jobs.customerWhatsapp), isNull(jobs.maintenanceDoneAt), isNotNull(jobs.nextMaintenanceOn), lte(jobs.nextMaintenanceOn, until)))
    .orderBy(asc(jobs.nextMaintenanceOn), asc(jobs.id))
    .limit(LIMITS.jobs.adminListMax)
    .all()
    .map((r) => ({ ...r.job, motorName: r.motorName, photoCount: 0 }));
}

/** Housekeeping: numbers of jobs done before `before` (YYYY-MM-DD) are deleted (LIMITS.jobs.customerNumberMonths). */
export function pruneCustomerNumbers(before: string): number {
  return getDb()
    .update(jobs)
    .set({ customerWhatsapp: null, nextMaintenanceOn: null })
    .where(and(isNotNull(jobs.customerWhatsapp), lt(jobs.doneOn, before)))
    .run().changes;
}
