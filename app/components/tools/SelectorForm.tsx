import { BUDGETS, GATE_TYPES, SPEEDS, USES, WEIGHT_RANGES } from "~/lib/motor-selector";

type Question = { name: string; legend: string; options: readonly { value: string; label: string }[]; extra?: "weight" | "width" };

const QUESTIONS: Question[] = [
  { name: "tipo", legend: "Que tipo de portão é?", options: GATE_TYPES },
  { name: "peso", legend: "Quanto pesa a folha do portão?", options: WEIGHT_RANGES, extra: "weight" },
  { name: "uso", legend: "Onde fica o portão e quantas vezes abre por dia?", options: USES, extra: "width" },
  {
    name: "energia",
    legend: "Precisa abrir o portão pelo controle durante a falta de energia?",
    options: [
      { value: "sim", label: "Sim, faz falta abrir sem luz" },
      { value: "nao", label: "Não, abrir na mão pela chave basta" },
    ],
  },
  { name: "velocidade", legend: "Qual velocidade de abertura você prefere?", options: SPEEDS },
  { name: "orcamento", legend: "Quanto pretende investir no motor com instalação?", options: BUDGETS },
];

const input =
  "mt-1 block w-40 rounded-md border border-slate-300 bg-white px-3 py-2 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none";
const primary = "rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800";

/**
 * The selector's questions as one GET form. Without JavaScript every question shows at once;
 * with it (app/enhance/selector.ts), one question per screen with "Voltar" and "Próxima",
 * which are rendered hidden here — the same form is submitted.
 */
export function SelectorForm({ action, values }: { action: string; values: Record<string, string> }) {
  return (
    <form method="get" action={`${action}#resultado`} data-steps className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <p hidden data-step-progress className="mb-3 text-sm text-slate-600" aria-live="polite" />
      {QUESTIONS.map((q) => (
        <fieldset key={q.name} className="mb-6">
          <legend tabIndex={-1} className="text-xl font-bold text-brand-900 focus:outline-none">
            {q.legend}
          </legend>
          <div className="mt-3 space-y-2">
            {q.options.map((o) => (
              <label
                key={o.value}
                className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 px-4 py-2.5 hover:border-brand-400 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input type="radio" name={q.name} value={o.value} defaultChecked={values[q.name] === o.value} className="mt-0.5 size-5 shrink-0" />
                <span>{o.label}</span>
              </label>
            ))}
          </div>
          {q.extra === "weight" && (
            <label className="mt-5 block">
              Ou informe o peso, se souber (kg)
              <input name="peso_kg" inputMode="numeric" defaultValue={values.peso_kg ?? ""} className={input} />
            </label>
          )}
          {q.extra === "width" && (
            <label className="mt-5 block">
              Largura do vão do portão, se souber (metros, por exemplo 3,2)
              <input name="largura" inputMode="decimal" defaultValue={values.largura ?? ""} className={input} />
            </label>
          )}
        </fieldset>
      ))}
      <div className="flex flex-wrap gap-3">
        <button type="button" hidden data-step-back className="rounded-lg border border-slate-300 px-5 py-3 font-semibold text-slate-800 hover:bg-slate-50">
          Voltar
        </button>
        <button type="button" hidden data-step-next className={primary}>
          Próxima
        </button>
        <button type="submit" data-step-submit className={primary}>
          Ver os motores indicados
        </button>
      </div>
    </form>
  );
}
