import { deleteGeneratedPage } from "~/server/data/generated-page-store.server";
import { logServerError } from "~/server/infra/log.server";

export type DeleteOutcome = "deleted" | "not-found" | "failed";

/**
 * The delete buttons' answer: "not-found" (no such page, e.g. deleted in another tab) and
 * "failed" (the database refused; logged here, with the request) get different messages.
 */
export function deletePageFor(request: Request, id: number | null | undefined): DeleteOutcome {
  if (id == null) return "not-found";
  try {
    return deleteGeneratedPage(id) ? "deleted" : "not-found";
  } catch (error) {
    logServerError(error, request);
    return "failed";
  }
}
