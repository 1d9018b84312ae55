import { Form, useNavigation } from "@remix-run/react";
import { adminToasts } from "~/lib/admin-toasts";
import { escapeHtml, slotFiller } from "~/lib/business-slots";
import { useBusiness } from "~/lib/contact";
import type { Toast } from "~/lib/toast";
import { useHydrated } from "~/lib/use-hydrated";
import type { QualityFields } from "~/lib/page-quality";
import { QualityNote } from "./QualityNote";
import { card, inputClass, primaryButton, secondaryButton } from "./ui";

export type PreviewData = { title: string; content: string; text: string; keywords: string; quality?: QualityFields };

/**
 * The generated page: preview, copy (clipboard with JavaScript, read-only boxes without)
 * and "Salvar como Página Pública".
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
      <div
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (axe: scrollable-region-focusable)
        tabIndex={0}
        role="region"
        aria-label="Conteúdo gerado"
        className="prose-content mt-4 max-h-[32rem] overflow-y-auto rounded-md border border-slate-200 p-4 focus-visible:outline-2 focus-visible:outline-brand-600"
        data-preview-content
        dangerouslySetInnerHTML={{ __html: fillHtml(preview.content) }}
      />
      {preview.quality && (
        <div className="mt-4">
          <QualityNote quality={preview.quality} />
        </div>
      )}

      <div className="mt-6 flex flex-wrap gap-3">
        {hydrated && (
          <>
            <button type="button" className={secondaryButton} onClick={() => copy(fillHtml(preview.content))}>
              Copiar Conteúdo
            </button>
            <button type="button" className={secondaryButton} onClick={() => copy(fillText(preview.text))}>
              Copiar Sem HTML
            </button>
          </>
        )}
        <Form method="post">
          <input type="hidden" name="intent" value="save" />
          <input type="hidden" name="title" value={preview.title} />
          <input type="hidden" name="content" value={preview.content} />
          <input type="hidden" name="keywords" value={preview.keywords} />
          <input type="hidden" name="titles" value={titlesText} />
          <input type="hidden" name="creativity" value={creativity} />
          <button type="submit" disabled={saving} className={primaryButton}>
            {saving ? "Salvando..." : "Salvar como Página Pública"}
          </button>
        </Form>
      </div>

      {!hydrated && (
        <div className="mt-6 grid gap-4 md:grid-cols-2">
          <div>
            <label htmlFor="copy-html" className="block text-sm font-medium text-slate-700">
              Conteúdo em HTML (selecione e copie)
            </label>
            <textarea id="copy-html" readOnly rows={10} value={fillHtml(preview.content)} className={`${inputClass} font-mono text-xs`} />
          </div>
          <div>
            <label htmlFor="copy-text" className="block text-sm font-medium text-slate-700">
              Conteúdo sem HTML (selecione e copie)
            </label>
            <textarea id="copy-text" readOnly rows={10} value={fillText(preview.text)} className={`${inputClass} text-xs`} />
          </div>
        </div>
      )}
    </section>
  );
}
