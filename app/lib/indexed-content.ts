import { ADMITTED_PATHS } from "~/content/index-admission";

const admitted = new Set<string>(ADMITTED_PATHS);

/**
 * Whether a template page (problem, model, topic, place, post) may be indexed: only when the
 * content-quality admission let it in (app/lib/index-admission.ts, regenerated with
 * `npm run content:admit`). Every other one stays reachable, `noindex, follow`, without a
 * canonical and out of sitemap.xml.
 */
export function isContentAdmitted(path: string): boolean {
  return admitted.has(path);
}
