import { useEffect, useRef, useState } from "react";
import { BUDGETS, GATE_TYPES, SPEEDS, USES, WEIGHT_RANGES } from "~/lib/motor-selector";
import { useHydrated } from "~/lib/use-hydrated";

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

/**
 * The selector's questions as one GET form. Without JavaScript every question shows at once;
 * with it, one question per screen with "Voltar" and "Próxima" — the same form is submitted.
 */
export function SelectorForm({ action, values }: { action: string; values: Record<string, string> }) {
  const hydrated = useHydrated();
  const [step, setStep] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const moved = useRef(false);
  // After "Próxima" or "Voltar" the new question's legend takes the focus (a screen reader reads
  // it) and the form's top is scrolled to just below the sticky header, which can be tall.
  useEffect(() => {
    if (!moved.current) return;
    const form = formRef.current;
    const legend = form?.querySelectorAll("legend")[step];
    if (!form || !legend) return;
    const headerBottom = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
    window.scrollTo({ top: window.scrollY + form.getBoundingClientRect().top - Math.max(0, headerBottom) - 12 });
    legend.focus({ preventScroll: true });
  }, [step]);
  const go = (to: number) => {
    moved.current = true;
    setStep(to);
  };
  const last = QUESTIONS.length - 1;
  // "Próxima" and the submit button are distinct elements (keys): if React turned the one into
  // the other during its own click, the browser would submit the unfinished form.
  return (
    <form ref={formRef} method="get" action={`${action}#resultado`} className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      {hydrated && (
        <p className="mb-3 text-sm text-slate-600" aria-live="polite">
          Pergunta {step + 1} de {QUESTIONS.length}
        </p>
      )}
      {QUESTIONS.map((q, i) => (
        <fieldset key={q.name} hidden={hydrated && i !== step} className="mb-6">
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
        {hydrated && step > 0 && (
          <button
            type="button"
            onClick={() => go(step - 1)}
            className="rounded-lg border border-slate-300 px-5 py-3 font-semibold text-slate-800 hover:bg-slate-50"
          >
            Voltar
          </button>
        )}
        {hydrated && step < last ? (
          <button
            key="proxima"
            type="button"
            onClick={() => go(step + 1)}
            className="rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
          >
            Próxima
          </button>
        ) : (
          <button key="enviar" type="submit" className="rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
            Ver os motores indicados
          </button>
        )}
      </div>
    </form>
  );
}
