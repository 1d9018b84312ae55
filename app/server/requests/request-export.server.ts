import { formatPhoneBR, phoneDigitsBR } from "~/lib/visit-request/fields";
import { LIMITS } from "~/lib/limits";
import type { MailedRequest } from "./mail-text";
import { getConnection } from "../data/db.server";
import { pagedTextStream } from "../infra/paged-stream.server";
import { jobNumberOf } from "./request-list.server";

/**
 * One person's visit requests as JSON, found by the phone they typed (LGPD art. 18: access),
 * written a page of requests at a time (docs/performance.md "Leads dashboard and exports"): the
 * same document `JSON.stringify(…, null, 2)` would write, oldest request first. Photos are listed by key.
 * The jobs that kept the person's WhatsApp number follow under "servicos".
 */
/** A stored request as the e-mail reads it (without the area flag), with its id and outcome. */
type ExportedRow = Omit<MailedRequest, "inArea"> & { id: number; outcome: string | null };

function exported(r: ExportedRow) {
  return {
    codigo: r.code,
    recebidoEm: new Date(r.at).toISOString(),
    pagina: r.pagePath,
    nome: r.name,
    telefone: r.phone,
    local: r.place,
    tipoDePortao: r.gateType,
    descricao: r.problem,
    diaPreferido: r.preferredDay,
    periodo: r.period,
    fotos: JSON.parse(r.photos) as string[],
    resultado: r.outcome,
  };
}

/** A value as it sits inside the document's "pedidos" array (two levels deep). */
const indented = (value: unknown) => JSON.stringify(value, null, 2).replace(/\n/g, "\n    ");

/** The export of the requests of the phone typed, with how many there are; null when the text is not a phone. */
export function requestsExport(typed: string, at: number): { phone: string; count: number; jobs: number; body: ReadableStream<Uint8Array> } | null {
  const digits = phoneDigitsBR(typed);
  if (!digits) return null;
  const phone = formatPhoneBR(digits);
  const { sqlite } = getConnection();
  const count = sqlite.prepare("SELECT count(*) FROM visit_requests WHERE phone = ?").pluck().get(phone) as number;
  const page = sqlite.prepare(
    `SELECT r.id, r.at, r.code, r.page_path AS pagePath, r.name, r.phone, r.place, r.gate_type AS gateType, r.problem,
       r.preferred_day AS preferredDay, r.period, r.photos, c.outcome
     FROM visit_requests r LEFT JOIN contact_clicks c ON c.code = r.code WHERE r.phone = ? AND r.id > ? ORDER BY r.id LIMIT ?`,
  );
  const head = `{\n  "telefone": ${JSON.stringify(phone)},\n  "exportadoEm": ${JSON.stringify(new Date(at).toISOString())},\n  "pedidos": [`;
  // The jobs that keep this person's WhatsApp number (few: LIMITS.jobs), after the requests.
  const jobs = sqlite
    .prepare(
      `SELECT done_on AS doneOn, place_slug AS place, service, gate_type AS gateType, first_name AS firstName, show_consent AS showConsent,
         next_maintenance_on AS nextMaintenanceOn FROM jobs WHERE customer_whatsapp = ? ORDER BY done_on, id`,
    )
    .all(jobNumberOf(phone)) as {
    doneOn: string;
    place: string;
    service: string;
    gateType: string;
    firstName: string;
    showConsent: number;
    nextMaintenanceOn: string | null;
  }[];
  const servicos = jobs.map((j) => ({
    feitoEm: j.doneOn,
    local: j.place,
    servico: j.service,
    tipoDePortao: j.gateType,
    primeiroNome: j.firstName,
    autorizouMostrar: j.showConsent === 1,
    whatsapp: phone,
    proximaManutencao: j.nextMaintenanceOn,
  }));
  // What follows the requests' list: closed on its own line after requests, at once when there are none.
  const afterList = `,\n  "servicos": ${JSON.stringify(servicos, null, 2).replace(/\n/g, "\n  ")}\n}`;
  if (count === 0) return { phone, count, jobs: jobs.length, body: pagedTextStream(head, () => null, `]${afterList}`) };
  let afterId = 0;
  let first = true;
  const body = pagedTextStream(
    head,
    () => {
      const rows = page.all(phone, afterId, LIMITS.leadsExport.pageRows) as ExportedRow[];
      if (rows.length === 0) return null;
      afterId = rows[rows.length - 1].id;
      let text = "";
      for (const r of rows) {
        text += `${first ? "" : ","}\n    ${indented(exported(r))}`;
        first = false;
      }
      return text;
    },
    `\n  ]${afterList}`,
  );
  return { phone, count, jobs: jobs.length, body };
}
