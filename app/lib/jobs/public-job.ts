/**
 * A job as a public page shows it (docs/decisions/0038-job-log.md): place, service, model, month
 * and note; the first name and the photos only with the customer's consent. Nothing else of the
 * row (number, lead code, value, street) ever reaches a page.
 */
export type PublicJobPhoto = { fileKey: string; width: number; height: number };

export type PublicJob = {
  id: number;
  place: string;
  service: string;
  motor: { name: string; slug: string } | null;
  gateType: string;
  month: string;
  /** YYYY-MM, for the structured data's date. */
  monthIso: string;
  note: string;
  firstName: string;
  photos: PublicJobPhoto[];
};
