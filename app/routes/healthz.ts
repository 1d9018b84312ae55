import { getConnection } from "~/server/data/db.server";
import { HEALTH_PATH } from "~/lib/paths";
import { logServerError } from "~/server/infra/log.server";

/** Liveness and readiness: a real query; 503 when the database cannot be read. */
export function loader() {
  try {
    const row = getConnection().sqlite.prepare("SELECT count(*) AS motors FROM motors").get() as { motors: number };
    return Response.json({ status: "ok", motors: row.motors }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    logServerError(error, `GET ${HEALTH_PATH}`);
    return Response.json({ status: "error" }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
