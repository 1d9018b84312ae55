import { toCsv, type CsvCell } from "~/lib/leads/csv";
import { LIMITS } from "~/lib/limits";
import { readRange } from "~/lib/leads/dashboard-query";
import { businessDay } from "~/lib/leads/opening-hours";
import { csvStream } from "../infra/csv-stream.server";
import { leadPages, type LeadRow } from "./outcomes.server";
import { DIMENSION_LABELS, leadsReport, rangeMillis, type Dimension } from "./report.server";

const cents = (value: number | null) => (value === null ? null : value / 100);
const timeFormat = new Intl.DateTimeFormat("sv-SE", { timeZone: "America/Sao_Paulo", dateStyle: "short", timeStyle: "medium" });

const CLICK_HEADER = [
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

function clickCells(l: LeadRow): CsvCell[] {
  return [
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
  ];
}

/** The click exports: counted clicks ("cliques"), and suspect ones apart ("suspeitos", decision 0023), each with its bound. */
const CLICK_EXPORTS = {
  cliques: { kind: "contados", file: "cliques", maxRows: LIMITS.leadsExport.maxCountedRows },
  suspeitos: { kind: "suspeitos", file: "cliques-suspeitos", maxRows: LIMITS.leadsExport.maxSuspectRows },
} as const;

/**
 * The CSV asked for by `tabela` (a dimension, "cliques" or "suspeitos") over `de`/`ate`; null when
 * the request makes no sense. Clicks stream from the database a page at a time (csv-stream.server.ts);
 * a dimension's table is one small string.
 */
export function leadsCsv(query: URLSearchParams, at: number): { filename: string; body: string | ReadableStream<Uint8Array> } | null {
  const choice = readRange(query, businessDay(new Date(at)));
  if (choice.error) return null;
  const { from, to } = choice.range;
  const kind = query.get("tabela") ?? "";
  if (kind === "cliques" || kind === "suspeitos") {
    const spec = CLICK_EXPORTS[kind];
    const [start, end] = rangeMillis(choice.range);
    const next = leadPages(start, end, spec.kind, LIMITS.leadsExport.pageRows, spec.maxRows);
    return { filename: `${spec.file}-${from}-a-${to}.csv`, body: csvStream(CLICK_HEADER, () => next().map(clickCells)) };
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
