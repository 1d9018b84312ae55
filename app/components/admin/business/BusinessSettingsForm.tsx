import { Form } from "@remix-run/react";
import { ErrorSummary } from "~/components/admin/ErrorSummary";
import type { ReactNode } from "react";
import { card, inputClass, primaryButton } from "~/components/admin/ui";
import { WEEKDAY_LABELS } from "~/lib/business-hours";
import { PRICE_FIELDS, WARRANTY_FIELDS, type SettingsErrors, type SettingsForm } from "~/lib/business-settings";

type Props = { values: SettingsForm; errors: SettingsErrors; tierCount: number; saving: boolean };

/**
 * The "Dados do negócio" form (decision 0028): a plain HTML form (works without JavaScript);
 * every input's id is `f-{name}`, the anchors of the panel's checklist. After a refused save it
 * shows what was typed, with a message under each field that has a problem.
 */
export function BusinessSettingsForm({ values, errors, tierCount, saving }: Props) {
  const count = Object.keys(errors).length;
  const field = (name: string, label: string, hint?: string, props: { type?: string; inputMode?: "decimal" | "numeric" | "tel" | "email" | "url" } = {}) => (
    <Field name={name} label={label} hint={hint} error={errors[name]}>
      <input
        id={`f-${name}`}
        name={name}
        type={props.type ?? "text"}
        inputMode={props.inputMode}
        defaultValue={values[name] ?? ""}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `e-${name}` : undefined}
        className={inputClass}
      />
    </Field>
  );
  const area = (name: string, label: string, hint: string, rows: number) => (
    <Field name={name} label={label} hint={hint} error={errors[name]}>
      <textarea
        id={`f-${name}`}
        name={name}
        rows={rows}
        defaultValue={values[name] ?? ""}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `e-${name}` : undefined}
        className={inputClass}
      />
    </Field>
  );
  return (
    <Form method="post" noValidate className="space-y-8">
      {count > 0 && (
        <ErrorSummary refusal={errors} className="font-semibold">
          Nada foi salvo: {count === 1 ? "1 campo precisa" : `${count} campos precisam`} de correção. O que você digitou foi mantido.
        </ErrorSummary>
      )}
      <fieldset className={card}>
        <legend className="px-1 text-lg font-bold text-brand-900">Contato e endereço</legend>
        <div className="grid gap-4 md:grid-cols-2">
          {field("name", "Nome do negócio")}
          {field("cnpj", "CNPJ", "Como 12.345.678/0001-95. Aparece no rodapé, nos Termos e na Privacidade (a lei pede a quem vende pela internet).")}
          {field("legalName", "Razão social", "Como no cartão do CNPJ. Aparece no rodapé, nos Termos e na Privacidade.")}
          {field("phone", "Telefone para ligações", "Como (11) 98765-4321. Vazio: o site não mostra botão de ligar.", { type: "tel", inputMode: "tel" })}
          {field("whatsapp", "Número do WhatsApp", "Vazio: usa o telefone acima.", { type: "tel", inputMode: "tel" })}
          {field("email", "E-mail", undefined, { type: "email", inputMode: "email" })}
          {field("address", "Endereço", "Rua, número, bairro e cidade.")}
          {field("lat", "Latitude", "Posição no mapa, como -23.5505.", { inputMode: "decimal" })}
          {field("lng", "Longitude", "Como -46.6333.", { inputMode: "decimal" })}
        </div>
        {area("cities", "Cidades atendidas", "Uma por linha.", 6)}
      </fieldset>

      <fieldset className={card}>
        <legend className="px-1 text-lg font-bold text-brand-900">Horário de atendimento</legend>
        <p className="text-sm text-slate-600">Deixe abertura e fechamento vazios nos dias em que não há atendimento.</p>
        <div className="mt-3 grid gap-3">
          {[1, 2, 3, 4, 5, 6, 0].map((d) => (
            <div key={d} className="grid grid-cols-2 items-start gap-x-3 sm:grid-cols-[8rem_1fr_1fr]">
              <span className="col-span-2 pt-3 font-semibold sm:col-span-1">{WEEKDAY_LABELS[d]}</span>
              {field(`day${d}Opens`, "Abre às", undefined, { type: "text", inputMode: "numeric" })}
              {field(`day${d}Closes`, "Fecha às", undefined, { type: "text", inputMode: "numeric" })}
            </div>
          ))}
        </div>
        {area("exceptions", "Feriados e datas especiais", 'Uma por linha: "25/12 fechado" ou "24/12 8h-12h".', 4)}
      </fieldset>

      <fieldset className={card}>
        <legend className="px-1 text-lg font-bold text-brand-900">Manutenção express</legend>
        <div className="grid gap-4 md:grid-cols-3">
          {field("promoPrice", "Preço (R$)", "Como 350 ou 349,90.", { inputMode: "decimal" })}
          {field("promoStart", "Início", "AAAA-MM-DD", { type: "date" })}
          {field("promoEnd", "Fim", "AAAA-MM-DD", { type: "date" })}
        </div>
      </fieldset>

      <fieldset className={card}>
        <legend className="px-1 text-lg font-bold text-brand-900">Garantia</legend>
        <p className="text-sm text-slate-600">Em meses. O site inteiro cita estes prazos, inclusive as páginas geradas.</p>
        <div className="mt-3 grid gap-4 md:grid-cols-2">
          {WARRANTY_FIELDS.map((w) => (
            <div key={w.field}>{field(w.field, w.label.charAt(0).toUpperCase() + w.label.slice(1), undefined, { inputMode: "numeric" })}</div>
          ))}
        </div>
      </fieldset>

      <fieldset className={card}>
        <legend className="px-1 text-lg font-bold text-brand-900">Faixas de preço</legend>
        <p className="text-sm text-slate-600">
          Em reais, como 800 ou 1.400. Os preços de cada modelo ficam no Catálogo de motores, e as páginas seguem o catálogo: o kit com instalação e a troca de
          motor residencial vão do modelo mais barato ao mais caro com preço. Os valores dessas duas faixas abaixo só valem enquanto nenhum modelo tem preço.
        </p>
        <div className="mt-3 grid gap-4">
          {PRICE_FIELDS.map(({ key, label }) => (
            <div key={key} className="grid gap-x-3 sm:grid-cols-2">
              {field(`${key}Min`, `${label}: de (R$)`, undefined, { inputMode: "decimal" })}
              {field(`${key}Max`, `${label}: até (R$)`, undefined, { inputMode: "decimal" })}
            </div>
          ))}
        </div>
      </fieldset>

      <fieldset className={card}>
        <legend className="px-1 text-lg font-bold text-brand-900">Pagamento e instalação</legend>
        <p className="text-sm text-slate-600">
          Ao lado de cada preço o site mostra o valor à vista, o número e o valor das parcelas, o total e os juros, como pede a lei (Decreto 5.903/2006).
        </p>
        <div className="mt-3 grid gap-4 md:grid-cols-3">
          {field("instalments", "Parcelas (até quantas vezes)", "Como 10. Use 1 para só à vista.", { inputMode: "numeric" })}
          {field("instalmentRate", "Juros do parcelamento (% ao mês)", "0 para sem juros, ou como 1,99. Vazio: o site não anuncia parcelamento.", {
            inputMode: "decimal",
          })}
          {field("pixDiscount", "Desconto no Pix ou à vista (%)", "Como 5. Vazio: nenhum desconto.", { inputMode: "decimal" })}
          {field("installHoursMin", "Instalação: de (horas)", "Como 2.", { inputMode: "numeric" })}
          {field("installHoursMax", "Instalação: até (horas)", "Como 4.", { inputMode: "numeric" })}
          {field("followUpDays", "Retomar orçamentos sem resposta após (dias)", "Como 3. O painel lista em “A retomar”.", { inputMode: "numeric" })}
        </div>
      </fieldset>

      <fieldset className={card}>
        <legend className="px-1 text-lg font-bold text-brand-900">Faixas de velocidade do banner</legend>
        <p className="mb-3 text-sm text-slate-600">Os segundos e o preço de cada faixa são os do modelo no Catálogo de motores.</p>
        <div className="grid gap-4">
          {Array.from({ length: tierCount }, (_, i) => (
            <div key={i} className="grid gap-3 md:grid-cols-3">
              {field(`tier${i}Name`, `Faixa ${i + 1}: nome`)}
            </div>
          ))}
        </div>
      </fieldset>

      <fieldset className={card}>
        <legend className="px-1 text-lg font-bold text-brand-900">Tipos de portão</legend>
        {area(
          "gateServices",
          "Para quais portões vendemos motores e em quais instalamos e consertamos",
          "Aparece como escrito na página de instalação e manutenção, no catálogo e nas dúvidas frequentes. Confira com os tipos de portão dos modelos no catálogo de motores.",
          4,
        )}
      </fieldset>

      <fieldset className={card}>
        <legend className="px-1 text-lg font-bold text-brand-900">Preço de fábrica e visita técnica</legend>
        <p className="text-sm text-slate-600">O que o site afirma em seu nome. Marque e escolha só o que você pode garantir a cada cliente.</p>
        <div className="mt-3 flex items-start gap-3">
          <input
            id="f-factoryPrice"
            name="factoryPrice"
            type="checkbox"
            value="sim"
            defaultChecked={values.factoryPrice === "sim"}
            aria-describedby="h-factoryPrice"
            className="mt-1 h-5 w-5 flex-none accent-brand-700"
          />
          <div>
            <label htmlFor="f-factoryPrice" className="font-semibold text-slate-800">
              Vendemos com preço direto de fábrica
            </label>
            <p id="h-factoryPrice" className="mt-1 text-xs text-slate-500">
              Marque só se você compra os motores direto da fábrica PPA, sem distribuidor no meio, e repassa esse preço ao cliente. Marcado, o site diz “preço
              direto de fábrica” e “sem intermediários” (no topo e nos motivos da página inicial, nas dúvidas frequentes e em tópicos). Desmarcado, nenhuma
              página diz isso.
            </p>
          </div>
        </div>
        <div className="mt-3 grid gap-x-3 md:grid-cols-2">
          <Field
            name="visitFee"
            label="A visita técnica é cobrada?"
            hint="A resposta aparece nas dúvidas frequentes e na página de preço do conserto. Não informar: o site pede para o cliente perguntar pelo WhatsApp ou telefone. Descontado do serviço: o valor é abatido quando o cliente aprova o orçamento."
            error={errors.visitFee}
          >
            <select
              id="f-visitFee"
              name="visitFee"
              defaultValue={values.visitFee ?? ""}
              aria-invalid={errors.visitFee ? true : undefined}
              aria-describedby={errors.visitFee ? "e-visitFee" : undefined}
              className={inputClass}
            >
              <option value="">Não informar</option>
              <option value="free">Não, é sem custo</option>
              <option value="charged">Sim, o valor informado</option>
              <option value="credited">Sim, descontado do serviço</option>
            </select>
          </Field>
          {field("visitFeePrice", "Valor da visita técnica (R$)", "Como 80. Só quando a visita é cobrada.", { inputMode: "decimal" })}
        </div>
      </fieldset>

      <fieldset className={card}>
        <legend className="px-1 text-lg font-bold text-brand-900">Números do negócio (opcionais)</legend>
        <p className="text-sm text-slate-600">Só aparecem no site quando preenchidos. Use apenas números que você pode comprovar.</p>
        <div className="mt-3 grid gap-4 md:grid-cols-3">
          {field("rating", "Nota média (1 a 5)", "Como 4,8.", { inputMode: "decimal" })}
          {field("ratingSource", "Origem da nota", "Como Google.")}
          {field("reviewCount", "Número de avaliações", undefined, { inputMode: "numeric" })}
          {field("customers", "Clientes atendidos", "Como 1500.", { inputMode: "numeric" })}
          {field("since", "Ano de início", "Como 2005.", { inputMode: "numeric" })}
        </div>
      </fieldset>

      <fieldset className={card}>
        <legend className="px-1 text-lg font-bold text-brand-900">Avaliações no Google</legend>
        {field(
          "googleReviewUrl",
          "Link de avaliação no Google",
          "O link “Pedir avaliações” do seu Perfil da Empresa no Google. Vai na mensagem depois de cada serviço e no QR code para imprimir.",
          { inputMode: "url" },
        )}
      </fieldset>

      <button type="submit" disabled={saving} className={primaryButton}>
        {saving ? "Salvando..." : "Salvar dados do negócio"}
      </button>
    </Form>
  );
}

function Field({ name, label, hint, error, children }: { name: string; label: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div className="mt-3 block">
      <label htmlFor={`f-${name}`} className="font-semibold text-slate-800">
        {label}
      </label>
      {children}
      {hint && <p className="mt-1 text-xs text-slate-500">{hint}</p>}
      {error && (
        <p id={`e-${name}`} className="mt-1 text-sm font-semibold text-red-700" data-field-error={name}>
          {error}
        </p>
      )}
    </div>
  );
}
