import { toCsv } from "~/lib/leads/csv";
import { readRange } from "~/lib/leads/dashboard-query";
import { businessDay } from "~/lib/leads/opening-hours";
import { listLeads } from "./outcomes.server";
import { DIMENSION_LABELS, leadsReport, rangeMillis, type Dimension } from "./report.server";

/** Every click of a range fits one file: the daily cap bounds it (LEADS_LIMITS.maxClicksPerDay × 400 days). */
const MAX_EXPORT_ROWS = 5_000_000;

const cents = (value: number | null) => (value === null ? null : value / 100);
const timeFormat = new Intl.DateTimeFormat("sv-SE", { timeZone: "America/Sao_Paulo", dateStyle: "short", timeStyle: "medium" });

/** The CSV asked for by `tabela` (a dimension, or "cliques") over `de`/`ate`; null when the request makes no sense. */
export function leadsCsv(query: URLSearchParams, at: number): { filename: string; body: string } | null {
  const choice = readRange(query, businessDay(new Date(at)));
  if (choice.error) return null;
  const { from, to } = choice.range;
  const kind = query.get("tabela") ?? "";
  if (kind === "cliques") {
    const [start, end] = rangeMillis(choice.range);
    const rows = listLeads(start, end, MAX_EXPORT_ROWS, "todos").map((l) => [
      timeFormat.format(new Date(l.at)),
      l.channel,
      l.code,
      l.pagePath,
      l.template,
      l.subject,
      l.placement,
      l.referrerHost,
      l.utmSource,
      l.utmCampaign,
      l.gclid,
      l.outcomeLabel,
      cents(l.valueCents),
      l.suspect ? "sim" : "não",
    ]);
    const header = [
      "Data e hora",
      "Canal",
      "Código",
      "Página",
      "Tipo de página",
      "Assunto",
      "Botão",
      "Site de origem",
      "utm_source",
      "utm_campaign",
      "gclid",
      "Resultado",
      "Valor (R$)",
      "Suspeito",
    ];
    return { filename: `cliques-${from}-a-${to}.csv`, body: toCsv(header, rows) };
  }
  if (!(kind in DIMENSION_LABELS)) return null;
  const dimension = kind as Dimension;
  const rows = leadsReport(choice.range).tables[dimension].map((r) => [
    r.key,
    r.views,
    r.clicks,
    r.whatsapp,
    r.phone,
    r.conversion,
    r.sales,
    cents(r.valueCents),
  ]);
  const header = [DIMENSION_LABELS[dimension], "Visitas", "Cliques", "WhatsApp", "Telefone", "Conversão", "Vendas", "Valor vendido (R$)"];
  return { filename: `contatos-por-${dimension}-${from}-a-${to}.csv`, body: toCsv(header, rows) };
}
