import { pageKind } from "~/lib/leads/page-kind";
import { channelLabel } from "~/lib/leads/contact-click";
import { clickStore } from "./clicks.server";
import type Database from "better-sqlite3";
import { monthsBefore } from "../infra/clock.server";
import { LEADS_LIMITS, OTHER_PATHS, SUSPECT_VIEWS } from "./limits";

/**
 * The numbers of /admin/leads for a range of São Paulo days: totals, one point per day,
 * and tables by page, template, place, channel and placement. Conversion = clicks / views
 * of the same rows (null where views do not apply: a channel or a placement has no views).
 * Suspect clicks and views (past their source's budget, decision 0023) are in none of these:
 * they are added up apart, in `suspect`.
 */
export type DayRange = { from: string; to: string };

export type ReportRow = {
  key: string;
  views: number | null;
  clicks: number;
  whatsapp: number;
  phone: number;
  conversion: number | null;
  sales: number;
  valueCents: number;
};

export type Dimension = "pagina" | "modelo" | "local" | "canal" | "posicao";

export const DIMENSION_LABELS: Record<Dimension, string> = {
  pagina: "Página",
  modelo: "Tipo de página",
  local: "Local",
  canal: "Canal",
  posicao: "Posição do botão",
};

export type LeadsReport = {
  range: DayRange;
  totals: { views: number; visitors: number; clicks: number; whatsapp: number; phone: number; sales: number; valueCents: number; conversion: number | null };
  days: { day: string; views: number; clicks: number }[];
  tables: Record<Dimension, ReportRow[]>;
  /** Clicks and views past their source's budget, kept out of everything above. */
  suspect: { clicks: number; whatsapp: number; phone: number; views: number };
};

type ClickAgg = {
  pagePath: string;
  template: string;
  subject: string | null;
  channel: string;
  placement: string;
  clicks: number;
  sales: number;
  valueCents: number;
};

const PLACE_TEMPLATES = new Set(["cidade", "região"]);

/** Every day of the range, inclusive ("2026-11-01" … "2026-11-30"). */
export function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${range.from}T12:00:00Z`); t <= Date.parse(`${range.to}T12:00:00Z`); t += 86_400_000)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/** [start, end) in milliseconds of a São Paulo day range. */
export function rangeMillis(range: DayRange): [number, number] {
  return [Date.parse(`${range.from}T00:00:00-03:00`), Date.parse(`${range.to}T00:00:00-03:00`) + 86_400_000];
}

function emptyRow(key: string, withViews: boolean): ReportRow {
  return { key, views: withViews ? 0 : null, clicks: 0, whatsapp: 0, phone: 0, conversion: null, sales: 0, valueCents: 0 };
}

export function leadsReport(range: DayRange): LeadsReport {
  return clickStore.read((sqlite) => reportOf(sqlite, range));
}

function reportOf(sqlite: Database.Database, range: DayRange): LeadsReport {
  const [from, to] = rangeMillis(range);
  const views = sqlite
    .prepare("SELECT day, path, views, visitors FROM daily_page_views WHERE day >= ? AND day <= ? AND path <> ?")
    .all(range.from, range.to, SUSPECT_VIEWS) as {
    day: string;
    path: string;
    views: number;
    visitors: number;
  }[];
  const clicks = sqlite
    .prepare(
      `SELECT page_path AS pagePath, template, subject, channel, placement, count(*) AS clicks,
         sum(outcome = 'venda') AS sales, coalesce(sum(CASE WHEN outcome = 'venda' THEN value_cents END), 0) AS valueCents
       FROM contact_clicks WHERE at >= ? AND at < ? AND suspect = 0 GROUP BY page_path, template, subject, channel, placement`,
    )
    .all(from, to) as ClickAgg[];
  const clicksPerDay = sqlite
    .prepare(
      `SELECT date(at / 1000, 'unixepoch', '-3 hours') AS day, count(*) AS clicks FROM contact_clicks WHERE at >= ? AND at < ? AND suspect = 0 GROUP BY day`,
    )
    .all(from, to) as { day: string; clicks: number }[];
  const suspectClicks = sqlite
    .prepare(
      `SELECT coalesce(sum(channel = 'whatsapp'), 0) AS whatsapp, coalesce(sum(channel <> 'whatsapp'), 0) AS phone FROM contact_clicks WHERE at >= ? AND at < ? AND suspect = 1`,
    )
    .get(from, to) as { whatsapp: number; phone: number };
  const suspectViews = sqlite
    .prepare("SELECT coalesce(sum(views), 0) FROM daily_page_views WHERE day >= ? AND day <= ? AND path = ?")
    .pluck()
    .get(range.from, range.to, SUSPECT_VIEWS) as number;

  const tables = Object.fromEntries((Object.keys(DIMENSION_LABELS) as Dimension[]).map((d) => [d, new Map<string, ReportRow>()])) as Record<
    Dimension,
    Map<string, ReportRow>
  >;
  const row = (dimension: Dimension, key: string) => {
    const withViews = dimension === "pagina" || dimension === "modelo" || dimension === "local";
    let r = tables[dimension].get(key);
    if (!r) tables[dimension].set(key, (r = emptyRow(key, withViews)));
    return r;
  };
  const totals = { views: 0, visitors: 0, clicks: 0, whatsapp: 0, phone: 0, sales: 0, valueCents: 0, conversion: null as number | null };
  const viewsPerDay = new Map<string, number>();

  for (const v of views) {
    totals.views += v.views;
    totals.visitors += v.visitors;
    viewsPerDay.set(v.day, (viewsPerDay.get(v.day) ?? 0) + v.views);
    const kind = v.path === OTHER_PATHS ? { template: "outra", subject: null } : pageKind(v.path);
    row("pagina", v.path).views! += v.views;
    row("modelo", kind.template).views! += v.views;
    if (kind.subject && PLACE_TEMPLATES.has(kind.template)) row("local", kind.subject).views! += v.views;
  }
  for (const c of clicks) {
    const keys: [Dimension, string][] = [
      ["pagina", c.pagePath],
      ["modelo", c.template],
      ["canal", channelLabel(c.channel)],
      ["posicao", c.placement],
    ];
    if (c.subject && PLACE_TEMPLATES.has(c.template)) keys.push(["local", c.subject]);
    for (const [dimension, key] of keys) {
      const r = row(dimension, key);
      r.clicks += c.clicks;
      if (c.channel === "whatsapp") r.whatsapp += c.clicks;
      else if (c.channel === "telefone") r.phone += c.clicks;
      r.sales += c.sales;
      r.valueCents += c.valueCents;
    }
    totals.clicks += c.clicks;
    if (c.channel === "whatsapp") totals.whatsapp += c.clicks;
    else if (c.channel === "telefone") totals.phone += c.clicks;
    totals.sales += c.sales;
    totals.valueCents += c.valueCents;
  }
  totals.conversion = totals.views > 0 ? totals.clicks / totals.views : null;
  const clickDays = new Map(clicksPerDay.map((d) => [d.day, d.clicks]));
  return {
    range,
    totals,
    days: daysOf(range).map((day) => ({ day, views: viewsPerDay.get(day) ?? 0, clicks: clickDays.get(day) ?? 0 })),
    suspect: { clicks: suspectClicks.whatsapp + suspectClicks.phone, whatsapp: suspectClicks.whatsapp, phone: suspectClicks.phone, views: suspectViews },
    tables: Object.fromEntries(
      Object.entries(tables).map(([d, rows]) => [
        d,
        [...rows.values()]
          .map((r) => ({ ...r, conversion: r.views ? r.clicks / r.views : null }))
          .sort((a, b) => b.clicks - a.clicks || (b.views ?? 0) - (a.views ?? 0) || a.key.localeCompare(b.key)),
      ]),
    ) as Record<Dimension, ReportRow[]>,
  };
}

/** Deletes clicks and daily views older than the retention (months), and suspect clicks older than `suspectRetentionDays`, in one transaction. */
export function pruneLeads(retentionMonths: number, at: number): { clicks: number; views: number } {
  const cutoff = monthsBefore(at, retentionMonths);
  const suspectCutoff = at - LEADS_LIMITS.suspectRetentionDays * 86_400_000;
  return clickStore.prune({ before: cutoff.getTime(), suspectBefore: suspectCutoff }, (sqlite) => ({
    views: sqlite.prepare("DELETE FROM daily_page_views WHERE day < ?").run(cutoff.toISOString().slice(0, 10)).changes,
  }));
}
