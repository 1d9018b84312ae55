import { getConnection } from "~/server/data/db.server";
import { log } from "~/server/infra/log.server";

/** Liveness and readiness: a real query; 503 when the database cannot be read. */
export function loader() {
  try {
    const row = getConnection().sqlite.prepare("SELECT count(*) AS motors FROM motors").get() as { motors: number };
    return Response.json({ status: "ok", motors: row.motors }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    log.error("[healthz] banco de dados indisponível", error);
    return Response.json({ status: "error" }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
