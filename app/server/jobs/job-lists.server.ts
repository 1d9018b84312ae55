import { findPlace } from "~/content/places";
import { formatCalendarDay, saoPauloMoment } from "~/lib/pt-br-time";
import { maintenanceMessage } from "~/lib/jobs/after-job-message";
import { JOB_SERVICES, JOB_STATUSES, jobPlaceName } from "~/lib/jobs/rules";
import { LIMITS } from "~/lib/limits";
import { addDays } from "~/lib/promo";
import { getBusinessSettings } from "../data/business-settings.server";
import { dueMaintenance, listJobs } from "./jobs.server";

/** The rows of /admin/servicos (docs/decisions/0038-job-log.md): the job list and "Manutenções a vencer", as the screen prints them. */
export type JobListItem = { id: number; day: string; place: string; service: string; motor: string; status: string; hidden: boolean; photos: number };

/** The jobs as the admin lists them, each day as app/lib/pt-br-time.ts words it against `now` ("hoje", "25/11"). */
export function jobListItems(now: number): JobListItem[] {
  return listJobs().map((j) => ({
    id: j.id,
    day: formatCalendarDay(j.doneOn, now),
    place: jobPlaceName(findPlace(j.placeSlug)),
    service: JOB_SERVICES[j.service as keyof typeof JOB_SERVICES] ?? j.service,
    motor: j.motorName ?? "Outro modelo",
    status: JOB_STATUSES[j.status as keyof typeof JOB_STATUSES] ?? j.status,
    hidden: j.status !== "publicado",
    photos: j.photoCount,
  }));
}

export type DueItem = { id: number; dueOn: string; due: string; overdue: boolean; place: string; firstName: string; whatsapp: string; message: string };

/** Reminders due within LIMITS.jobs.dueWithinDays of `today` (and the overdue ones), each with its ready WhatsApp message. */
export function dueItems(today: string): DueItem[] {
  const business = getBusinessSettings().name;
  return dueMaintenance(addDays(today, LIMITS.jobs.dueWithinDays)).map((j) => ({
    id: j.id,
    dueOn: j.nextMaintenanceOn!,
    due: formatCalendarDay(j.nextMaintenanceOn!, saoPauloMoment(today, 12 * 60)),
    overdue: j.nextMaintenanceOn! < today,
    place: jobPlaceName(findPlace(j.placeSlug)),
    firstName: j.firstName,
    whatsapp: j.customerWhatsapp!,
    message: maintenanceMessage(business, j.firstName, j.nextMaintenanceOn!),
  }));
}
