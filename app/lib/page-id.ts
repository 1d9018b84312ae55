/** A generated page's id from a URL or form value: a positive safe integer, else null. */
export function parsePageId(raw: unknown): number | null {
  if (typeof raw !== "string" || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The valid ids of a list of form values (bulk actions), without repeats. */
export function parsePageIds(values: unknown[]): number[] {
  return [...new Set(values.map(parsePageId).filter((id): id is number => id !== null))];
}
