import { chartGeometry, CHART, type ChartDay } from "~/lib/leads/chart";

const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** Daily visits (bars) and clicks (line), drawn on the server; the numbers are also in a table below it. */
export function LeadsChart({ days }: { days: ChartDay[] }) {
  const g = chartGeometry(days);
  const bottom = CHART.height - CHART.padBottom;
  return (
    <figure>
      <svg viewBox={`0 0 ${g.width} ${g.height}`} className="h-auto w-full" role="img" aria-labelledby="leads-chart-title">
        <title id="leads-chart-title">{`Visitas (barras, até ${g.maxViews}) e cliques (linha, até ${g.maxClicks}) por dia`}</title>
        <line x1={CHART.padLeft} x2={g.width - CHART.padRight} y1={bottom} y2={bottom} className="stroke-slate-300" />
        <text x={CHART.padLeft - 6} y={CHART.padTop + 4} textAnchor="end" className="fill-slate-500 text-[11px]">
          {g.maxViews}
        </text>
        <text x={g.width - CHART.padRight + 6} y={CHART.padTop + 4} className="fill-green-800 text-[11px]">
          {g.maxClicks}
        </text>
        {g.bars.map((b) => (
          <rect key={b.day} x={b.x} y={b.y} width={b.width} height={b.height} className="fill-brand-200">
            <title>{`${dayLabel(b.day)}: ${b.views} visitas, ${b.clicks} cliques`}</title>
          </rect>
        ))}
        <polyline points={g.clickLine} fill="none" className="stroke-green-700" strokeWidth={2} />
        {g.labelled.map((i) => (
          <text key={i} x={g.bars[i].x + g.bars[i].width / 2} y={g.height - 8} textAnchor="middle" className="fill-slate-500 text-[11px]">
            {dayLabel(g.bars[i].day)}
          </text>
        ))}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-sm text-slate-600">
        <span>
          <span aria-hidden="true" className="mr-1 inline-block h-3 w-3 bg-brand-200" />
          Visitas (escala à esquerda)
        </span>
        <span>
          <span aria-hidden="true" className="mr-1 inline-block h-0.5 w-4 bg-green-700 align-middle" />
          Cliques em WhatsApp e telefone (escala à direita)
        </span>
      </figcaption>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-brand-700">Ver os números de cada dia</summary>
        <table className="mt-2 w-full max-w-md text-left">
          <thead>
            <tr>
              <th scope="col">Dia</th>
              <th scope="col">Visitas</th>
              <th scope="col">Cliques</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <td>{dayLabel(d.day)}</td>
                <td>{d.views}</td>
                <td>{d.clicks}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
