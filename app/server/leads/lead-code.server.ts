import { clickStore } from "./clicks.server";

/**
 * A lead's reference code ("Código do atendimento") as other records carry it (the job log,
 * docs/decisions/0038-job-log.md): where the lead started. Looked up by the code string in the
 * leads tables, so a code of any lead kind that stores one joins the same way.
 */
export type LeadOrigin = { code: string; pagePath: string };

export function leadOrigin(code: string): LeadOrigin | null {
  const pagePath = clickStore.read((sqlite) => sqlite.prepare("SELECT page_path FROM contact_clicks WHERE code = ?").pluck().get(code) as string | undefined);
  return pagePath === undefined ? null : { code, pagePath };
}

export type JobsByPage = { pagePath: string; jobs: number; valueCents: number };

/** Jobs done in [from, to] (YYYY-MM-DD) that carry a lead's code, with their value, by the page where the lead started. */
export function jobsByLeadPage(from: string, to: string): JobsByPage[] {
  return clickStore.read(
    (sqlite) =>
      sqlite
        .prepare(
          `SELECT c.page_path AS pagePath, count(*) AS jobs, coalesce(sum(j.value_cents), 0) AS valueCents
           FROM jobs j JOIN contact_clicks c ON c.code = j.lead_code
           WHERE j.done_on >= ? AND j.done_on <= ?
           GROUP BY c.page_path ORDER BY valueCents DESC, jobs DESC, pagePath`,
        )
        .all(from, to) as JobsByPage[],
  );
}
