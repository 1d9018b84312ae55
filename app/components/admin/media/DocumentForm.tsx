import { Form, useNavigation } from "@remix-run/react";
import { DOCUMENT_KINDS, type DocumentKind, type DocumentLink } from "~/lib/media/motor-media";
import { card, inputClass, primaryButton } from "../ui";
import { ConfirmDelete, FormError } from "./ConfirmDelete";

type Result = { error?: string; form?: string; typed?: Record<string, string>; confirmDelete?: number } | undefined;
type Current = { id: number; link: DocumentLink | null } | null;

/** The manual or the specification sheet: a PDF up to 20 MB (checked by content) or an https address. */
export function DocumentForm({ kind, current, result }: { kind: DocumentKind; current: Current; result: Result }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("tipo") === kind;
  const { label } = DOCUMENT_KINDS[kind];
  const mine = result?.form === kind;
  return (
    <section aria-labelledby={`${kind}-titulo`} className={card}>
      <h2 id={`${kind}-titulo`} className="text-xl font-bold text-brand-900">
        {label}
      </h2>
      {current?.link ? (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <a
            href={current.link.url}
            className="font-semibold text-brand-700 underline"
            {...(current.link.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          >
            {current.link.label}
          </a>
          <ConfirmDelete id={current.id} label={label.toLowerCase()} asking={result?.confirmDelete === current.id} />
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-600">Nenhum arquivo: a página do modelo não mostra este link.</p>
      )}
      <Form method="post" encType="multipart/form-data" className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="documento" />
        <input type="hidden" name="tipo" value={kind} />
        <FormError result={result} form={kind} />
        <div>
          <label htmlFor={`${kind}-arquivo`} className="block text-sm font-medium text-slate-700">
            Arquivo PDF (até 20 MB)
          </label>
          <input
            id={`${kind}-arquivo`}
            name="arquivo"
            type="file"
            accept="application/pdf,.pdf"
            aria-invalid={mine && Boolean(result?.error)}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor={`${kind}-url`} className="block text-sm font-medium text-slate-700">
            Ou endereço do PDF em outro site
          </label>
          <input
            id={`${kind}-url`}
            name="url"
            type="url"
            inputMode="url"
            placeholder="https://"
            defaultValue={mine ? result?.typed?.url : ""}
            key={mine ? result?.typed?.url : "novo"}
            className={inputClass}
          />
        </div>
        <button type="submit" disabled={sending} className={primaryButton}>
          {sending ? "Enviando..." : current ? `Substituir ${label.toLowerCase()}` : `Salvar ${label.toLowerCase()}`}
        </button>
      </Form>
    </section>
  );
}
