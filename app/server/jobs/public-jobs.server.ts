import { keepTypedBraces } from "~/lib/business-slots";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { jobPhotos, jobs, motors } from "../../../db/schema";
import { findPlace } from "~/content/places";
import { LIMITS } from "~/lib/limits";
import { JOB_GATE_TYPES, JOB_SERVICES, jobPageSlugs, jobPlaceName, monthYear, placesShownOn, type JobService } from "~/lib/jobs/rules";
import type { PublicJob } from "~/lib/jobs/public-job";
import { getDb } from "../data/db.server";

/**
 * Published jobs for the public pages (docs/decisions/0038-job-log.md): a place page shows its
 * own place's jobs and its neighbourhoods' (rules.ts `placesShownOn`), a model page the jobs
 * with that model, the home the latest few. Newest first, at most LIMITS.jobs.shownPerPage.
 */
type Filter = { places: string[] } | { motorId: number } | "all";

function publicJobs(filter: Filter, limit: number): PublicJob[] {
  const published = eq(jobs.status, "publicado");
  const where =
    filter === "all"
      ? published
      : "places" in filter
        ? and(published, inArray(jobs.placeSlug, filter.places))
        : and(published, eq(jobs.motorId, filter.motorId));
  const db = getDb();
  const rows = db
    .select({ job: jobs, motorName: motors.name, motorSlug: motors.slug })
    .from(jobs)
    .leftJoin(motors, eq(motors.id, jobs.motorId))
    .where(where)
    .orderBy(desc(jobs.doneOn), desc(jobs.id))
    .limit(limit)
    .all();
  const consented = rows.filter((r) => r.job.showConsent).map((r) => r.job.id);
  const photos = consented.length
    ? db.select().from(jobPhotos).where(inArray(jobPhotos.jobId, consented)).orderBy(asc(jobPhotos.position), asc(jobPhotos.id)).all()
    : [];
  return rows.map(({ job, motorName, motorSlug }) => ({
    id: job.id,
    place: jobPlaceName(findPlace(job.placeSlug)),
    pageSlug: jobPageSlugs(job.placeSlug)[0] ?? "",
    service: JOB_SERVICES[job.service as JobService] ?? job.service,
    motor: motorName && motorSlug ? { name: motorName, slug: motorSlug } : null,
    gateType: JOB_GATE_TYPES[job.gateType] ?? "",
    month: monthYear(job.doneOn),
    monthIso: job.doneOn.slice(0, 7),
    // Typed text, shown as typed: never filled with the business's figures (keepTypedBraces).
    note: keepTypedBraces(job.note),
    firstName: job.showConsent ? keepTypedBraces(job.firstName) : "",
    photos: job.showConsent ? photos.filter((p) => p.jobId === job.id).map((p) => ({ fileKey: p.fileKey, width: p.width, height: p.height })) : [],
  }));
}

/** A place page's jobs (its own place, its sections' and, for a city, its neighbourhoods'). */
export function jobsForPlacePage(pageSlug: string): PublicJob[] {
  const places = placesShownOn(pageSlug);
  return places.length ? publicJobs({ places }, LIMITS.jobs.shownPerPage) : [];
}

export function jobsForMotor(motorId: number): PublicJob[] {
  return publicJobs({ motorId }, LIMITS.jobs.shownPerPage);
}

export function latestJobs(): PublicJob[] {
  return publicJobs("all", LIMITS.jobs.shownOnHome);
}
