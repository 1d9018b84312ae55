import { Form, useNavigation } from "@remix-run/react";
import { ErrorSummary } from "~/components/admin/ErrorSummary";
import { useRef } from "react";
import { RichContent } from "./rich/RichContent";
import { useLocalCopy } from "./useLocalCopy";
import { card, inputClass, primaryButton, secondaryButton } from "./ui";

export type PageFormValues = { title: string; slug: string; keywords: string; content: string };
/** `field` is absent when the database, not the input, failed. */
/** `preview`: said by "Pré-visualizar" (nothing was being saved). */
export type PageFormError = { field?: "title" | "slug" | "content"; message: string; preview?: boolean };

const EMPTY: PageFormValues = { title: "", slug: "", keywords: "", content: "" };

/**
 * "Salvar Página": title, slug, keywords and HTML content. After an error every typed field
 * comes back. The page is scored on save (docs/content-quality.md): the message says whether it entered the index.
 */
export function PageForm({ values = EMPTY, error }: { values?: PageFormValues; error?: PageFormError }) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const formRef = useRef<HTMLFormElement>(null);
  const localCopy = useLocalCopy(formRef, "painel-nova-pagina");
  return (
    <section aria-labelledby="page-form-heading" className={card}>
      <h2 id="page-form-heading" className="text-xl font-bold text-brand-900">
        Nova página
      </h2>
      <Form ref={formRef} method="post" className="mt-4 space-y-4" onInput={localCopy.keep} onSubmit={localCopy.drop}>
        {localCopy.notice}
        <input type="hidden" name="intent" value="save" />
        <SaveError error={error} />
        <PageFields
          values={values}
          error={error}
          hints={{
            slug: "Endereço da página em /links-uteis/… Em branco, é formado a partir do título.",
            keywords: "Separadas por vírgula, por exemplo: motor de portão, conserto de portão automático. Vão para a meta keywords da página.",
            content: `${TYPED_CONTENT_HINT} HTML também é aceito (títulos, parágrafos, listas, links, imagens das fotos do site ou de endereços https, tabelas e citações, até 200 KB); scripts, estilos e formulários são removidos. Para entrar no índice do Google a página precisa de pelo menos 150 palavras que nenhuma outra página do site diz.`,
          }}
        />
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={saving} className={primaryButton}>
            {saving ? "Salvando..." : "Salvar Página"}
          </button>
          {/* A draft is not public until published from the list or the editor (docs/product.md §6). */}
          <button type="submit" name="status" value="rascunho" disabled={saving} className={secondaryButton}>
            Salvar como rascunho
          </button>
        </div>
      </Form>
    </section>
  );
}

/** The light syntax of decision 0031, said the same way under every content field. */
export const TYPED_CONTENT_HINT =
  "Texto simples: linha em branco separa parágrafos, linhas com “- ” viram lista, “## ” abre um título e “### ” um subtítulo dentro dele, **negrito**, *itálico* e [texto](https://…) para links.";

/**
 * A generated page's fields, in the panel's "Nova página" and in the editor (which adds the
 * description when `values` has one). The hints are the caller's: they say different things
 * on purpose (the editor's slug hint promises a 301 once the page was public; the new page's
 * content hint states the 150-word index rule).
 */
export function PageFields({
  values,
  error,
  hints,
}: {
  values: PageFormValues & { description?: string };
  error?: PageFormError;
  hints: { slug: string; keywords: string; content: string };
}) {
  const invalid = (field: NonNullable<PageFormError["field"]>) => error?.field === field;
  return (
    <>
      <Field id="page-title" name="title" label="Título" value={values.title} invalid={invalid("title")} />
      <Field id="page-slug" name="slug" label="Slug" value={values.slug} invalid={invalid("slug")} hint={hints.slug} />
      {values.description !== undefined && (
        <Field
          id="page-description"
          name="description"
          label="Descrição"
          value={values.description}
          invalid={false}
          hint="Resumo que aparece abaixo do título e no Google (até 300 caracteres). Em branco, usa a descrição padrão."
        />
      )}
      <Field id="page-keywords" name="keywords" label="Palavras-chave" value={values.keywords} invalid={false} hint={hints.keywords} />
      <Field id="page-content" name="content" label="Conteúdo" value={values.content} invalid={invalid("content")} multiline rich hint={hints.content} />
    </>
  );
}

/** The form's error; invalid fields point to it (aria-describedby). */
export function SaveError({ error }: { error?: PageFormError }) {
  if (!error) return null;
  return (
    <ErrorSummary id="page-form-error" refusal={error}>
      <p className="font-semibold">Erro</p>
      <p className="text-sm">
        {error.preview ? "A pré-visualização não mostra o conteúdo." : "Erro ao salvar a página gerada."} {error.message}
      </p>
    </ErrorSummary>
  );
}

export type FieldProps = {
  id: string;
  name: string;
  label: string;
  value: string;
  invalid: boolean;
  hint?: string;
  multiline?: boolean;
  /** With JavaScript the textarea gives way to the rich-text editor (decision 0031). */
  rich?: boolean;
};

/** A labelled input or textarea; an invalid one points to the form's error message. */
export function Field({ id, name, label, value, invalid, hint, multiline = false, rich = false }: FieldProps) {
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const hintId = hint ? `${id}-hint` : "";
  const describedBy = [invalid ? "page-form-error" : "", hintId].filter(Boolean).join(" ") || undefined;
  const common = { id, name, defaultValue: value, "aria-invalid": invalid, "aria-describedby": describedBy };
  return (
    <div>
      <label id={`${id}-label`} htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {multiline ? (
        <>
          <textarea {...common} ref={textareaRef} rows={12} className={`${inputClass} font-mono text-sm`} />
          {rich && <RichContent textareaRef={textareaRef} labelId={`${id}-label`} />}
        </>
      ) : (
        <input {...common} maxLength={200} className={inputClass} />
      )}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}
