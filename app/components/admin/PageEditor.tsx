import { Form, Link, useFetcher, useNavigation } from "@remix-run/react";
import { formatMoment } from "~/lib/pt-br-time";
import { useEffect, useRef } from "react";
import type { QualityFields } from "~/lib/page-quality";
import type { EditorPreview, EditorValues } from "~/server/generated-pages/editor.server";
import { PageFields, SaveError, TYPED_CONTENT_HINT, type PageFormError } from "./PageForm";
import { QualityNote } from "./QualityNote";
import { useLocalCopy } from "./useLocalCopy";
import { card, primaryButton, secondaryButton } from "./ui";

type Saved = { path: string; draft: boolean; createdAt: string | null; updatedAt: string | null; publishedAt: string | null };

/** Wait after the last keystroke before the live preview asks the server (sanitised as on save). */
const LIVE_PREVIEW_DELAY_MS = 500;

/**
 * The generated page editor (docs/product.md §6). Without JavaScript "Pré-visualizar" posts the form and
 * the page comes back with the fields as typed and the preview beside them; with it the
 * preview follows the typing (the server sanitises and scores it, nothing is written).
 */
export function PageEditor({
  id,
  values,
  preview,
  error,
  saved,
  quality,
  now,
}: {
  id: number;
  values: EditorValues;
  preview: EditorPreview;
  error?: PageFormError;
  saved: Saved;
  quality: QualityFields;
  /** The loader's clock, for "Criada em hoje, 13h" (app/lib/pt-br-time.ts). */
  now: number;
}) {
  const when = (iso: string | null) => (iso ? formatMoment(Date.parse(iso), now) : "");
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const live = useFetcher<{ preview: EditorPreview }>({ key: `page-preview-${id}` });
  const formRef = useRef<HTMLFormElement>(null);
  const localCopy = useLocalCopy(formRef, `editar-${id}`);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  function schedulePreview() {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (!formRef.current) return;
      const body = new FormData(formRef.current);
      body.set("intent", "preview");
      live.submit(body, { method: "post" });
    }, LIVE_PREVIEW_DELAY_MS);
  }

  const shown = live.data?.preview ?? preview;
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <section aria-labelledby="editor-heading" className={card}>
        <h2 id="editor-heading" className="text-xl font-bold text-brand-900">
          Conteúdo da página
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {saved.draft ? "Rascunho: não aparece no site." : `Publicada em ${saved.path}.`} Criada em {when(saved.createdAt)}
          {saved.updatedAt && saved.updatedAt !== saved.createdAt ? `, atualizada em ${when(saved.updatedAt)}` : ""}.{" "}
          <Link to={saved.path} className="font-semibold text-brand-700 hover:underline">
            {saved.draft ? "Ver rascunho" : "Ver página"}
          </Link>
        </p>
        <div className="mt-3">
          <QualityNote quality={quality} compact />
        </div>
        <Form
          ref={formRef}
          method="post"
          className="mt-4 space-y-4"
          onInput={() => {
            schedulePreview();
            localCopy.keep();
          }}
          onChange={schedulePreview}
          onSubmit={() => {
            clearTimeout(timer.current);
            localCopy.drop();
          }}
        >
          {localCopy.notice}
          <SaveError error={error} />
          <PageFields
            values={values}
            error={error}
            hints={{
              slug: saved.publishedAt
                ? "Endereço em /links-uteis/… Se você mudar o slug, o endereço antigo continua funcionando: leva ao novo (redirecionamento 301)."
                : "Endereço em /links-uteis/… Em branco, é formado a partir do título.",
              keywords: "Separadas por vírgula.",
              content: `${TYPED_CONTENT_HINT} HTML também é aceito (até 200 KB); scripts, estilos e formulários são removidos ao salvar.`,
            }}
          />
          <fieldset>
            <legend className="block text-sm font-medium text-slate-700">Situação</legend>
            <div className="mt-1 flex flex-wrap gap-6">
              <label className="flex items-center gap-2 text-slate-800">
                <input type="radio" name="status" value="publicada" defaultChecked={values.status === "publicada"} className="h-4 w-4" />
                Publicada (no site)
              </label>
              <label className="flex items-center gap-2 text-slate-800">
                <input type="radio" name="status" value="rascunho" defaultChecked={values.status === "rascunho"} className="h-4 w-4" />
                Rascunho (só você vê)
              </label>
            </div>
          </fieldset>
          <div className="flex flex-wrap gap-3">
            <button type="submit" name="intent" value="save" disabled={saving} className={primaryButton}>
              {saving ? "Salvando..." : "Salvar alterações"}
            </button>
            <button type="submit" name="intent" value="preview" className={secondaryButton}>
              Pré-visualizar
            </button>
          </div>
        </Form>
      </section>

      <section aria-labelledby="preview-heading" className={`${card} h-fit lg:sticky lg:top-4`}>
        <h2 id="preview-heading" className="text-xl font-bold text-brand-900">
          Pré-visualização
        </h2>
        <p className="mt-1 text-sm text-slate-600" role="status">
          {live.state !== "idle" ? "Atualizando a pré-visualização…" : `Como ficará em /links-uteis/${shown.slug}`}
        </p>
        <div
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard (axe: scrollable-region-focusable)
          tabIndex={0}
          role="region"
          aria-label="Página pré-visualizada"
          data-editor-preview
          className="mt-4 max-h-[48rem] overflow-y-auto rounded-md border border-slate-200 p-4 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <p className="text-2xl font-extrabold text-brand-900" data-preview-title>
            {shown.title}
          </p>
          <p className="mt-2 text-slate-700">{shown.description}</p>
          <div className="prose-content mt-4" dangerouslySetInnerHTML={{ __html: shown.content }} />
        </div>
        {shown.quality && (
          <div className="mt-4">
            <QualityNote quality={shown.quality} checklist={shown.checklist} />
          </div>
        )}
      </section>
    </div>
  );
}
