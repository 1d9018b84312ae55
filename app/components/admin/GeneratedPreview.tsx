import { Form, useNavigation } from "@remix-run/react";
import { adminToasts } from "~/lib/admin-toasts";
import { escapeHtml, slotFiller } from "~/lib/business-slots";
import { useBusiness } from "~/lib/contact";
import type { Toast } from "~/lib/toast";
import { useRef } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import type { QualityFields } from "~/lib/page-quality";
import { Field } from "./PageForm";
import { QualityNote } from "./QualityNote";
import { card, inputClass, primaryButton, secondaryButton } from "./ui";

export type PreviewData = { title: string; content: string; text: string; keywords: string; quality?: QualityFields };

/**
 * The generated page before it is saved: its content in the same editor as the panel's form
 * (decision 0031; a textarea without JavaScript, below the rendered text), copy (clipboard with
 * JavaScript, a read-only box without) and "Salvar como Página Pública", which saves the content
 * as edited.
 */
export function GeneratedPreview({
  preview,
  titlesText,
  creativity,
  showToast,
}: {
  preview: PreviewData;
  titlesText: string;
  creativity: number;
  showToast: (toast: Toast) => void;
}) {
  const hydrated = useHydrated();
  // The page is stored with its slots; the preview and the copies show today's figures (decision 0028).
  const business = useBusiness();
  const fillHtml = slotFiller(business, escapeHtml);
  const fillText = slotFiller(business);
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "save";

  const formRef = useRef<HTMLFormElement>(null);
  /** What the field holds now: the generated text as edited. */
  const editedContent = () => {
    const field = formRef.current?.elements.namedItem("content");
    return field instanceof HTMLTextAreaElement ? field.value : preview.content;
  };
  /** The edited text without tags, blocks on their own lines (the editor's view of it). */
  const plainText = () => {
    const shown = formRef.current?.querySelector("[data-rich-editor]");
    return shown instanceof HTMLElement ? shown.innerText.trim() : preview.text;
  };

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      showToast(adminToasts.copied());
    } catch {
      showToast(adminToasts.copyFailed());
    }
  }

  return (
    <section aria-labelledby="preview-heading" className={card}>
      <h2 id="preview-heading" className="text-xl font-bold text-brand-900">
        Pré-visualização
      </h2>
      <p className="mt-1 text-sm text-slate-600">Título da página:</p>
      <p className="text-2xl font-extrabold text-brand-900" data-preview-title>
        {preview.title}
      </p>
      {!hydrated && (
        <div
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (axe: scrollable-region-focusable)
          tabIndex={0}
          role="region"
          aria-label="Conteúdo gerado"
          className="prose-content mt-4 max-h-[32rem] overflow-y-auto rounded-md border border-slate-200 p-4 focus-visible:outline-2 focus-visible:outline-brand-600"
          data-preview-content
          dangerouslySetInnerHTML={{ __html: fillHtml(preview.content) }}
        />
      )}
      {preview.quality && (
        <div className="mt-4">
          <QualityNote quality={preview.quality} />
        </div>
      )}

      {/* The content is saved as it stands in the field: edited here, it is converted and sanitised like the panel's (decision 0031). */}
      <Form ref={formRef} method="post" className="mt-6 space-y-4">
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="title" value={preview.title} />
        <input type="hidden" name="keywords" value={preview.keywords} />
        <input type="hidden" name="titles" value={titlesText} />
        <input type="hidden" name="creativity" value={creativity} />
        {/* With JavaScript the editor is where the generated text shows (data-preview-content, as the rendered box without it). */}
        <div data-preview-content={hydrated ? "" : undefined}>
          <Field
            id="page-content"
            name="content"
            label="Conteúdo (edite antes de salvar)"
            value={preview.content}
            invalid={false}
            multiline
            rich
            hint="Acrescente o que só você sabe (um detalhe do bairro, uma faixa de preço, os passos do serviço, uma pergunta que os clientes fazem): é o que põe a página no índice do Google. Sem o editor, o campo aceita HTML ou texto simples (linha em branco separa parágrafos, “- ” abre um item de lista, “## ” um título, “### ” um subtítulo). Textos entre chaves, como {preço do kit com instalação}, vêm dos Dados do negócio e são preenchidos quando a página é exibida."
          />
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={saving} className={primaryButton}>
            {saving ? "Salvando..." : "Salvar como Página Pública"}
          </button>
          {hydrated && (
            <>
              <button type="button" className={secondaryButton} onClick={() => copy(fillHtml(editedContent()))}>
                Copiar Conteúdo
              </button>
              <button type="button" className={secondaryButton} onClick={() => copy(fillText(plainText()))}>
                Copiar Sem HTML
              </button>
            </>
          )}
        </div>
      </Form>

      {!hydrated && (
        <div className="mt-6">
          <label htmlFor="copy-text" className="block text-sm font-medium text-slate-700">
            Conteúdo sem HTML (selecione e copie)
          </label>
          <textarea id="copy-text" readOnly rows={10} value={fillText(preview.text)} className={`${inputClass} text-xs`} />
        </div>
      )}
    </section>
  );
}
