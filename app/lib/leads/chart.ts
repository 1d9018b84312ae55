/**
 * Geometry of the dashboard's daily chart, drawn on the server as SVG (works without
 * JavaScript): visits as bars on the left scale, clicks as a line on the right scale.
 */
export type ChartDay = { day: string; views: number; clicks: number };

export type ChartGeometry = {
  width: number;
  height: number;
  bars: { x: number; y: number; width: number; height: number; day: string; views: number; clicks: number }[];
  clickLine: string;
  maxViews: number;
  maxClicks: number;
  /** Indexes of the days whose date is printed under the axis (at most 8). */
  labelled: number[];
};

export const CHART = { width: 720, height: 220, padLeft: 44, padRight: 44, padTop: 12, padBottom: 28 };

/** A round upper bound for an axis: 1, 2, 5, 10, 20, 50… at or above `n` (at least 1). */
export function niceMax(n: number): number {
  if (n <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(n));
  for (const step of [1, 2, 5, 10]) if (step * magnitude >= n) return step * magnitude;
  return 10 * magnitude;
}

export function chartGeometry(days: ChartDay[]): ChartGeometry {
  const { width, height, padLeft, padRight, padTop, padBottom } = CHART;
  const plotW = width - padLeft - padRight;
  const plotH = height - padTop - padBottom;
  const maxViews = niceMax(Math.max(0, ...days.map((d) => d.views)));
  const maxClicks = niceMax(Math.max(0, ...days.map((d) => d.clicks)));
  const slot = days.length > 0 ? plotW / days.length : plotW;
  const barW = Math.max(1, slot * 0.7);
  const round = (n: number) => Math.round(n * 10) / 10;
  const bars = days.map((d, i) => {
    const h = (d.views / maxViews) * plotH;
    return { x: round(padLeft + i * slot + (slot - barW) / 2), y: round(padTop + plotH - h), width: round(barW), height: round(h), ...d };
  });
  const clickLine = days.map((d, i) => `${round(padLeft + i * slot + slot / 2)},${round(padTop + plotH - (d.clicks / maxClicks) * plotH)}`).join(" ");
  const every = Math.max(1, Math.ceil(days.length / 8));
  const labelled = days.map((_, i) => i).filter((i) => i % every === 0);
  return { width, height, bars, clickLine, maxViews, maxClicks, labelled };
}
