import type { AppLoadContext } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { motors } from "../../../db/schema";
import { jobPageSlugs } from "~/lib/jobs/rules";
import { cityPath, motorPath } from "~/lib/paths";
import { getDb } from "../data/db.server";
import { log } from "../infra/log.server";
import { rejudgeAfterChange } from "../verdicts/rejudge.server";
import type { JobRow } from "./jobs.server";

/** The built-in pages whose text a job is part of: its place's page, its city's, its model's. */
export function pagesShowingJob(job: Pick<JobRow, "placeSlug" | "motorId">): string[] {
  const paths = jobPageSlugs(job.placeSlug).map((slug) => cityPath({ slug }));
  if (job.motorId !== null) {
    const motor = getDb().select({ slug: motors.slug }).from(motors).where(eq(motors.id, job.motorId)).get();
    if (motor) paths.push(motorPath(motor.slug));
  }
  return paths;
}

/**
 * A job shown or hidden changes the text of the pages it shows on (a place page with real jobs
 * carries them as its own content, decision 0038): those pages are judged again and their
 * verdicts stored (decision 0039), before and after an edit that moved the job. A failure is
 * logged, never lost for the save: the next change judges them again.
 */
export async function rejudgeJobPages(jobs: (Pick<JobRow, "placeSlug" | "motorId"> | undefined)[], context: Pick<AppLoadContext, "renderPage">): Promise<void> {
  const paths = [...new Set(jobs.flatMap((job) => (job ? pagesShowingJob(job) : [])))];
  if (!paths.length || !context.renderPage) return;
  try {
    await rejudgeAfterChange(paths, context.renderPage);
  } catch (error) {
    log.error(`[servicos] avaliação das páginas ${paths.join(", ")} falhou`, error);
  }
}
