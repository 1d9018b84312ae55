import { Form, useNavigation } from "@remix-run/react";
import { ErrorSummary } from "~/components/admin/ErrorSummary";
import type { ReactNode } from "react";
import { PLACE_GROUPS, PLACES } from "~/content/places";
import type { JobFieldName, JobTyped } from "~/lib/jobs/job-form";
import { JOB_GATE_TYPES, JOB_SERVICES, PROPERTY_KINDS } from "~/lib/jobs/rules";
import { LIMITS } from "~/lib/limits";
import { inputClass, primaryButton, card } from "../ui";

type Props = {
  formName: "novo" | "editar";
  title: string;
  values: JobTyped;
  errors?: Partial<Record<JobFieldName, string>>;
  error?: string;
  motors: { id: number; name: string }[];
  submitLabel: string;
};

/**
 * The job form of "Serviços realizados" (docs/decisions/0038-job-log.md), made for a phone at the
 * gate: big controls, one column, the place chosen from the site's list (no street field). A plain
 * urlencoded post, so it works without JavaScript and a post after the session ended is parked
 * (decision 0032).
 */
export function JobForm({ formName, title, values, errors = {}, error, motors, submitLabel }: Props) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === (formName === "novo" ? "criar" : "salvar");
  const v = (name: JobFieldName) => values[name] ?? "";
  const describedBy = (name: JobFieldName) => (errors[name] ? `e-${formName}-${name}` : undefined);
  const field = (name: JobFieldName, label: string, control: ReactNode, hint?: string) => (
    <div className="mt-4">
      <label htmlFor={`${formName}-${name}`} className="font-semibold text-slate-800">
        {label}
      </label>
      {control}
      {hint && <p className="mt-1 text-xs text-slate-500">{hint}</p>}
      {errors[name] && (
        <p id={`e-${formName}-${name}`} className="mt-1 text-sm font-semibold text-red-700" data-field-error={name}>
          {errors[name]}
        </p>
      )}
    </div>
  );
  const common = (name: JobFieldName) => ({
    id: `${formName}-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": describedBy(name),
    className: inputClass,
  });
  const check = (name: JobFieldName, label: string, hint?: string) => (
    <div className="mt-4">
      <label className="flex items-start gap-3">
        <input type="checkbox" name={name} value="1" defaultChecked={v(name) === "1"} className="mt-1 h-5 w-5" aria-describedby={describedBy(name)} />
        <span>
          <span className="font-semibold text-slate-800">{label}</span>
          {hint && <span className="block text-xs text-slate-500">{hint}</span>}
        </span>
      </label>
      {errors[name] && (
        <p id={`e-${formName}-${name}`} className="mt-1 text-sm font-semibold text-red-700" data-field-error={name}>
          {errors[name]}
        </p>
      )}
    </div>
  );
  return (
    <Form method="post" className={`${card} max-w-xl`} aria-labelledby={`${formName}-titulo`} data-job-form={formName}>
      <h2 id={`${formName}-titulo`} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      <input type="hidden" name="intent" value={formName === "novo" ? "criar" : "salvar"} />
      {error && (
        <ErrorSummary refusal={errors} className="mt-3 text-sm">
          {error}
        </ErrorSummary>
      )}
      {field("data", "Data do serviço", <input type="date" required defaultValue={v("data")} {...common("data")} />)}
      {field(
        "local",
        "Bairro ou cidade",
        <select required defaultValue={v("local")} {...common("local")}>
          <option value="">Escolha…</option>
          {PLACE_GROUPS.map((g) => (
            <optgroup key={g.id} label={g.id.startsWith("sp-") ? `São Paulo: ${g.title}` : g.title}>
              {PLACES.filter((p) => p.group === g.id).map((p) => (
                <option key={p.slug} value={p.slug}>
                  {p.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>,
        "Só o bairro ou a cidade aparece no site: nunca a rua nem o número.",
      )}
      {field(
        "servico",
        "Serviço",
        <select required defaultValue={v("servico")} {...common("servico")}>
          <option value="">Escolha…</option>
          {Object.entries(JOB_SERVICES).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>,
      )}
      {field(
        "modelo",
        "Modelo do motor",
        <select defaultValue={v("modelo")} {...common("modelo")}>
          <option value="">Outro / fora do catálogo</option>
          {motors.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </select>,
      )}
      <div className="grid gap-x-4 sm:grid-cols-2">
        {field(
          "portao",
          "Tipo de portão",
          <select required defaultValue={v("portao")} {...common("portao")}>
            <option value="">Escolha…</option>
            {Object.entries(JOB_GATE_TYPES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>,
        )}
        {field(
          "imovel",
          "Imóvel",
          <select required defaultValue={v("imovel")} {...common("imovel")}>
            <option value="">Escolha…</option>
            {Object.entries(PROPERTY_KINDS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>,
        )}
      </div>
      {field(
        "observacao",
        "Observação (aparece no site)",
        <textarea rows={3} defaultValue={v("observacao")} {...common("observacao")} />,
        `Até ${LIMITS.jobs.noteMax} caracteres. O que foi feito, sem nome completo, rua ou número do cliente.`,
      )}
      {check("autorizacao", "O cliente autorizou mostrar as fotos e o primeiro nome no site")}
      {field(
        "nome",
        "Primeiro nome do cliente (opcional)",
        <input type="text" autoComplete="off" defaultValue={v("nome")} {...common("nome")} />,
        "Só com a autorização acima; nunca o sobrenome.",
      )}
      <fieldset className="mt-6 rounded-lg border border-slate-200 p-4">
        <legend className="px-1 font-semibold text-brand-900">Lembrete de manutenção</legend>
        {check("consentimento", "O cliente aceitou receber o lembrete de manutenção pelo WhatsApp", "Sem esta autorização o número não é guardado.")}
        {field(
          "whatsapp",
          "WhatsApp do cliente",
          <input type="tel" inputMode="tel" autoComplete="off" defaultValue={v("whatsapp")} {...common("whatsapp")} />,
          "Só você vê este número no painel.",
        )}
        {field(
          "proxima",
          "Próxima manutenção (opcional)",
          <input type="date" defaultValue={v("proxima")} {...common("proxima")} />,
          `Vazio: ${LIMITS.jobs.maintenanceMonths.casa} meses para casas, ${LIMITS.jobs.maintenanceMonths.condominio} para condomínios, depois de instalação, manutenção ou troca.`,
        )}
      </fieldset>
      <div className="grid gap-x-4 sm:grid-cols-2">
        {field(
          "codigo",
          "Código do atendimento (opcional)",
          <input type="text" autoComplete="off" defaultValue={v("codigo")} {...common("codigo")} />,
          "O código da mensagem do WhatsApp, como K7Q2.",
        )}
        {field("valor", "Valor do serviço em R$ (opcional)", <input type="text" inputMode="decimal" defaultValue={v("valor")} {...common("valor")} />)}
      </div>
      {check("publicar", "Mostrar no site")}
      <button type="submit" disabled={saving} className={`${primaryButton} mt-6 w-full sm:w-auto`}>
        {saving ? "Salvando..." : submitLabel}
      </button>
    </Form>
  );
}
