import { getConnection } from "~/server/data/db.server";
import { getBusinessSettings } from "~/server/data/business-settings.server";
import { log } from "~/server/infra/log.server";

/**
 * Liveness and readiness: a real query; 503 when the database cannot be read. `warnings`
 * lists what works but needs the operator (the business phone left unset in "Dados do negócio", decision 0028).
 */
export function loader() {
  try {
    const row = getConnection().sqlite.prepare("SELECT count(*) AS motors FROM motors").get() as { motors: number };
    const warnings = getBusinessSettings().phone ? [] : ["telefone não definido em Dados do negócio: o site não mostra botões de ligar nem de WhatsApp"];
    return Response.json({ status: "ok", motors: row.motors, warnings }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    log.error("[healthz] banco de dados indisponível", error);
    return Response.json({ status: "error" }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
