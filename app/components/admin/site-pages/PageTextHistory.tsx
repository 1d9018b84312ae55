import { Form, Link } from "@remix-run/react";
import { formatMoment } from "~/lib/pt-br-time";
import { PAGE_TEXT_FIELD_LABELS, type PageTextField } from "~/lib/page-texts";
import { card, secondaryButton } from "../ui";

export type HistoryItem = { id: number; savedAt: string; savedBy: string; changed: PageTextField[] };
export type Comparison = { id: number; savedAt: string; rows: { field: PageTextField; before: string; now: string }[] };

/** The page's earlier versions (what each save replaced): compare with the current texts, restore one. */
export function PageTextHistory({
  items,
  comparison,
  version,
  editorPath,
  now,
}: {
  items: HistoryItem[];
  comparison: Comparison | null;
  version: number;
  editorPath: string;
  /** The loader's clock: "hoje, 13h" reads the same on the server and in the browser. */
  now: number;
}) {
  const when = (iso: string) => formatMoment(Date.parse(iso), now);
  return (
    <section aria-labelledby="historico-titulo" className={`${card} space-y-4`}>
      <h2 id="historico-titulo" className="text-xl font-bold text-brand-900">
        Histórico
      </h2>
      {items.length === 0 ? (
        <p className="text-slate-600">Nenhuma versão anterior: esta página ainda não foi salva aqui.</p>
      ) : (
        <ul className="space-y-3" data-history>
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 pb-3">
              <p className="text-sm text-slate-700">
                Antes da alteração de {when(item.savedAt)} por {item.savedBy || "—"}
                {item.changed.length > 0 && <> · mudou: {item.changed.map((f) => PAGE_TEXT_FIELD_LABELS[f]).join(", ")}</>}
              </p>
              <div className="flex gap-2">
                <Link to={`${editorPath}?versao=${item.id}#comparar`} className={secondaryButton}>
                  Comparar
                </Link>
                <Form method="post">
                  <input type="hidden" name="version" value={version} />
                  <input type="hidden" name="versao" value={item.id} />
                  <button type="submit" name="intent" value="restaurar" className={secondaryButton}>
                    Restaurar
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
      {comparison && (
        <div id="comparar" className="space-y-3" data-comparison>
          <h3 className="font-bold text-brand-900">Versão de {when(comparison.savedAt)} comparada com a atual</h3>
          {comparison.rows.length === 0 ? (
            <p className="text-slate-600">Igual à versão atual.</p>
          ) : (
            comparison.rows.map((row) => (
              <div key={row.field} className="grid gap-2 sm:grid-cols-2">
                <div className="rounded border border-red-200 bg-red-50 p-3">
                  <p className="text-xs font-semibold text-red-900">{PAGE_TEXT_FIELD_LABELS[row.field]}: naquela versão</p>
                  <p className="text-sm whitespace-pre-wrap text-slate-800">{row.before || "(texto do site)"}</p>
                </div>
                <div className="rounded border border-green-200 bg-green-50 p-3">
                  <p className="text-xs font-semibold text-green-900">{PAGE_TEXT_FIELD_LABELS[row.field]}: agora</p>
                  <p className="text-sm whitespace-pre-wrap text-slate-800">{row.now || "(texto do site)"}</p>
                </div>
              </div>
            ))
          )}
        </div>
      )}
    </section>
  );
}
