import { getConnection } from "~/server/data/db.server";
import { getBusinessSettings } from "~/server/data/business-settings.server";
import { log } from "~/server/infra/log.server";
import { writeProbe } from "~/server/infra/write-probe.server";

/**
 * Liveness and readiness: a real query and a real write (write-probe.server.ts); 503 when the
 * database cannot be read or the data folder and database cannot be written (a full disk). `warnings`
 * lists what works but needs the operator (the business phone left unset in "Dados do negócio", decision 0028).
 */
export function loader() {
  try {
    const row = getConnection().sqlite.prepare("SELECT count(*) AS motors FROM motors").get() as { motors: number };
    const probe = writeProbe();
    if (!probe.ok) {
      log.error(`[healthz] escrita falhou: ${probe.reason}`);
      return Response.json({ status: "error", write: probe.reason }, { status: 503, headers: { "Cache-Control": "no-store" } });
    }
    const warnings = getBusinessSettings().phone ? [] : ["telefone não definido em Dados do negócio: o site não mostra botões de ligar nem de WhatsApp"];
    return Response.json({ status: "ok", motors: row.motors, warnings }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    log.error("[healthz] banco de dados indisponível", error);
    return Response.json({ status: "error" }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
