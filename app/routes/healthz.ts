import { getConnection } from "~/server/data/db.server";
import { getEnv } from "~/server/infra/env.server";
import { log } from "~/server/infra/log.server";

/**
 * Liveness and readiness: a real query; 503 when the database cannot be read. `warnings`
 * lists what works but needs the operator (issue #15: the business phone left unset).
 */
export function loader() {
  try {
    const row = getConnection().sqlite.prepare("SELECT count(*) AS motors FROM motors").get() as { motors: number };
    const warnings = getEnv().BUSINESS_PHONE ? [] : ["BUSINESS_PHONE não definido: WhatsApp e telefone usam o número de exemplo"];
    return Response.json({ status: "ok", motors: row.motors, warnings }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    log.error("[healthz] banco de dados indisponível", error);
    return Response.json({ status: "error" }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
