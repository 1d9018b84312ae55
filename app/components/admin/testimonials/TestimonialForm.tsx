import { Form, useNavigation } from "@remix-run/react";
import { ErrorSummary } from "~/components/admin/ErrorSummary";
import { TESTIMONIAL_LIMITS as L } from "~/lib/testimonials/limits";
import { TESTIMONIAL_SOURCES } from "~/lib/testimonials/rules";
import { card, inputClass, primaryButton } from "../ui";

/** What the form starts with: the stored testimonial, or what was typed in a refused post. */
export type TestimonialFormValues = Record<string, string>;
export type FormResult = { error?: string; form?: string; errors?: Record<string, string>; typed?: Record<string, string> } | undefined;

function Hint({ id, text }: { id: string; text?: string }) {
  if (!text) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {text}
    </p>
  );
}

/**
 * The owner's testimonial form (decision 0027), to create one or edit one: the customer's
 * name as agreed, place, text, date, service, source, city or every page, the required
 * consent checkbox, publish or hide, and an optional photo.
 */
export function TestimonialForm({
  formName,
  title,
  values,
  result,
  cities,
  today,
  hasPhoto = false,
}: {
  formName: "novo" | "editar";
  title: string;
  values: TestimonialFormValues;
  result: FormResult;
  cities: string[];
  today: string;
  hasPhoto?: boolean;
}) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === formName;
  const mine = result?.form === formName;
  const errors = mine ? (result?.errors ?? {}) : {};
  const v = mine && result?.typed ? result.typed : values;
  const id = (name: string) => `${formName}-${name}`;
  const invalid = (name: string) => ({
    "aria-invalid": Boolean(errors[name]),
    "aria-describedby": errors[name] ? `${id(name)}-erro` : undefined,
  });
  return (
    <section aria-labelledby={`${formName}-titulo`} className={card}>
      <h2 id={`${formName}-titulo`} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">Só depoimentos reais, com a autorização do cliente: escreva o nome como ele aceitou que aparecesse.</p>
      {/* A refused post re-renders with a new key so the fields show what was sent. */}
      <Form key={JSON.stringify(v)} method="post" encType="multipart/form-data" className="mt-4 space-y-4" noValidate>
        <input type="hidden" name="intent" value={formName} />
        {mine && result?.error && (
          <ErrorSummary refusal={result} className="text-sm">
            {Object.keys(errors).length > 1 ? "Confira os campos marcados." : result.error}
          </ErrorSummary>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={id("nome")} className="block text-sm font-medium text-slate-700">
              Nome do cliente (como ele autorizou)
            </label>
            <input id={id("nome")} name="nome" defaultValue={v.nome ?? ""} maxLength={L.nameMax} required className={inputClass} {...invalid("nome")} />
            <Hint id={`${id("nome")}-erro`} text={errors.nome} />
          </div>
          <div>
            <label htmlFor={id("local")} className="block text-sm font-medium text-slate-700">
              Local (bairro, cidade)
            </label>
            <input id={id("local")} name="local" defaultValue={v.local ?? ""} maxLength={L.placeMax} required className={inputClass} {...invalid("local")} />
            <Hint id={`${id("local")}-erro`} text={errors.local} />
          </div>
        </div>
        <div>
          <label htmlFor={id("texto")} className="block text-sm font-medium text-slate-700">
            Depoimento ({L.textMin} a {L.textMax.toLocaleString("pt-BR")} caracteres)
          </label>
          <textarea
            id={id("texto")}
            name="texto"
            rows={5}
            defaultValue={v.texto ?? ""}
            maxLength={L.textMax}
            required
            className={inputClass}
            {...invalid("texto")}
          />
          <Hint id={`${id("texto")}-erro`} text={errors.texto} />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <div>
            <label htmlFor={id("data")} className="block text-sm font-medium text-slate-700">
              Data
            </label>
            <input id={id("data")} name="data" type="date" max={today} defaultValue={v.data ?? today} required className={inputClass} {...invalid("data")} />
            <Hint id={`${id("data")}-erro`} text={errors.data} />
          </div>
          <div>
            <label htmlFor={id("servico")} className="block text-sm font-medium text-slate-700">
              Serviço (opcional)
            </label>
            <input id={id("servico")} name="servico" defaultValue={v.servico ?? ""} maxLength={L.serviceMax} className={inputClass} {...invalid("servico")} />
            <Hint id={`${id("servico")}-erro`} text={errors.servico} />
          </div>
          <div>
            <label htmlFor={id("origem")} className="block text-sm font-medium text-slate-700">
              De onde veio
            </label>
            <select id={id("origem")} name="origem" defaultValue={v.origem ?? "whatsapp"} className={inputClass} {...invalid("origem")}>
              {Object.entries(TESTIMONIAL_SOURCES).map(([key, label]) => (
                <option key={key} value={key}>
                  {label}
                </option>
              ))}
            </select>
            <Hint id={`${id("origem")}-erro`} text={errors.origem} />
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={id("cidade")} className="block text-sm font-medium text-slate-700">
              Onde aparece
            </label>
            <select id={id("cidade")} name="cidade" defaultValue={v.cidade ?? ""} className={inputClass} {...invalid("cidade")}>
              <option value="">Todas as páginas</option>
              {cities.map((c) => (
                <option key={c} value={c}>
                  Páginas de {c} (primeiro)
                </option>
              ))}
            </select>
            <Hint id={`${id("cidade")}-erro`} text={errors.cidade} />
          </div>
          <div>
            <label htmlFor={id("foto")} className="block text-sm font-medium text-slate-700">
              Foto do cliente (opcional, JPEG, PNG ou WebP até 15 MB)
            </label>
            <input id={id("foto")} name="foto" type="file" accept="image/jpeg,image/png,image/webp" className={inputClass} {...invalid("foto")} />
            <Hint id={`${id("foto")}-erro`} text={errors.foto} />
            {hasPhoto && (
              <label className="mt-2 flex items-center gap-2 text-sm text-slate-700">
                <input type="checkbox" name="sem-foto" value="1" defaultChecked={v["sem-foto"] === "1"} /> Remover a foto atual
              </label>
            )}
          </div>
        </div>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-700">No site</legend>
          <label className="mr-6 inline-flex items-center gap-2">
            <input type="radio" name="situacao" value="publicado" defaultChecked={(v.situacao ?? "publicado") === "publicado"} /> Publicar
          </label>
          <label className="inline-flex items-center gap-2">
            <input type="radio" name="situacao" value="oculto" defaultChecked={v.situacao === "oculto"} /> Deixar oculto
          </label>
        </fieldset>
        <div>
          <label className="flex items-start gap-2 font-medium text-slate-800">
            <input
              type="checkbox"
              name="autorizado"
              value="1"
              defaultChecked={v.autorizado === "1"}
              required
              className="mt-1 h-4 w-4"
              {...invalid("autorizado")}
            />
            O cliente autorizou a publicação
          </label>
          <Hint id={`${id("autorizado")}-erro`} text={errors.autorizado} />
        </div>
        <button type="submit" disabled={sending} className={primaryButton}>
          {sending ? "Salvando..." : "Salvar depoimento"}
        </button>
      </Form>
    </section>
  );
}
