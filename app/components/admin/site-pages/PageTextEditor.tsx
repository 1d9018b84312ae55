import { Form, useNavigation } from "@remix-run/react";
import { useState } from "react";
import type { PageTextFormErrors } from "~/lib/page-text-form";
import type { PageQuestion } from "~/lib/page-texts";
import { LIMITS } from "~/lib/limits";
import { fillTemplateLine, type TemplateNames } from "~/lib/page-templates";
import { fillListingSlots, type ListingSlotValues } from "~/lib/listing-texts";
import { DESCRIPTION_MAX, TITLE_MAX, fitDescription, fitTitle } from "~/lib/snippet-length";
import { ErrorSummary } from "../ErrorSummary";
import { Field, TYPED_CONTENT_HINT } from "../PageForm";
import { card, inputClass, primaryButton, secondaryButton } from "../ui";

export type EditorLineValues = { title: string; description: string; heading: string; lead: string; body: string; questions: PageQuestion[] | null };

/** Blank rows offered to add questions (without JavaScript a new row needs no script). */
const NEW_QUESTION_ROWS = 2;

function Counter({ value, max, id }: { value: string; max: number; id: string }) {
  const n = [...value].length;
  return (
    <p id={id} className={`mt-1 text-sm ${n > max ? "font-semibold text-amber-800" : "text-slate-600"}`}>
      {n} de {max} caracteres{n > max ? ": o Google corta o que passar" : ""}
    </p>
  );
}

/** How the page shows in a search result, with the cut Google applies (a template's slots filled as at its example address). */
function SnippetPreview({
  title,
  description,
  url,
  names,
  slots,
}: {
  title: string;
  description: string;
  url: string;
  names: TemplateNames | null;
  slots: ListingSlotValues;
}) {
  const filled = (text: string) => fillListingSlots(names ? fillTemplateLine(text, names) : text, slots);
  return (
    <figure className="rounded-lg border border-slate-200 bg-slate-50 p-4" aria-label="Como aparece no Google" data-snippet-preview>
      <figcaption className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">Como aparece no Google</figcaption>
      <p className="text-sm break-all text-slate-700">{url}</p>
      <p className="text-lg text-blue-800">{fitTitle(filled(title))}</p>
      <p className="text-sm text-slate-700">{fitDescription(filled(description))}</p>
    </figure>
  );
}

function QuestionsField({ questions, error }: { questions: PageQuestion[]; error?: string }) {
  const rows = [...questions, ...Array.from({ length: NEW_QUESTION_ROWS }, () => ({ group: questions.at(-1)?.group ?? "", question: "", answer: "" }))];
  return (
    <fieldset className="space-y-4" aria-describedby={error ? "page-text-errors" : "perguntas-ajuda"}>
      <legend className="text-lg font-bold text-brand-900">Perguntas</legend>
      <p id="perguntas-ajuda" className="text-sm text-slate-600">
        Para mudar a ordem, troque os números de “Ordem”. Para tirar uma pergunta, marque “Remover”. As últimas linhas em branco servem para acrescentar
        perguntas; salve para ganhar mais linhas.
      </p>
      <input type="hidden" name="q-count" value={rows.length} />
      <ol className="space-y-4">
        {rows.map((q, i) => (
          <li key={`${i}-${q.question}`} className="rounded-lg border border-slate-200 p-4" data-question-row={i}>
            <div className="grid gap-3 sm:grid-cols-[6rem_1fr]">
              <div>
                <label htmlFor={`q-${i}-ordem`} className="block text-sm font-medium text-slate-700">
                  Ordem
                </label>
                <input id={`q-${i}-ordem`} name={`q-${i}-ordem`} inputMode="numeric" defaultValue={i + 1} className={inputClass} />
              </div>
              <div>
                <label htmlFor={`q-${i}-tema`} className="block text-sm font-medium text-slate-700">
                  Tema
                </label>
                <input id={`q-${i}-tema`} name={`q-${i}-tema`} defaultValue={q.group} maxLength={80} className={inputClass} />
              </div>
            </div>
            <label htmlFor={`q-${i}-pergunta`} className="mt-3 block text-sm font-medium text-slate-700">
              Pergunta {i >= questions.length ? "(nova)" : i + 1}
            </label>
            <input id={`q-${i}-pergunta`} name={`q-${i}-pergunta`} defaultValue={q.question} maxLength={LIMITS.pageTexts.questionMax} className={inputClass} />
            <label htmlFor={`q-${i}-resposta`} className="mt-3 block text-sm font-medium text-slate-700">
              Resposta
            </label>
            <textarea id={`q-${i}-resposta`} name={`q-${i}-resposta`} defaultValue={q.answer} rows={4} className={inputClass} />
            {i < questions.length && (
              <label className="mt-2 inline-flex items-center gap-2 text-sm text-slate-700">
                <input type="checkbox" name={`q-${i}-remover`} /> Remover esta pergunta
              </label>
            )}
          </li>
        ))}
      </ol>
    </fieldset>
  );
}

/**
 * The editor of one page's texts (decision 0040): title and description with the search-result
 * preview and counts, heading, lead, own text (the rich editor with JavaScript, the light syntax
 * without), the FAQ's questions; preview, save as draft or publish. Works without JavaScript.
 */
export function PageTextEditor({
  url,
  version,
  values,
  errors,
  message,
  bodyPreview,
  wholeText = false,
  automatic = null,
  templateNames = null,
  slots = {},
}: {
  url: string;
  version: number;
  values: EditorLineValues;
  errors?: PageTextFormErrors;
  message?: string | null;
  bodyPreview?: string | null;
  /** The body is the page's whole text (decision 0043), not an addition to the template's. */
  wholeText?: boolean;
  /** What the page's template adds by itself around the stored text (app/lib/legal.ts automaticParts). */
  automatic?: string | null;
  /** A page template's: the names its example address fills the slots with (app/lib/page-templates.ts). */
  templateNames?: TemplateNames | null;
  /** A hub's counts and lists as its page fills them now (app/lib/listing-texts.ts). */
  slots?: ListingSlotValues;
}) {
  const [title, setTitle] = useState(values.title);
  const [description, setDescription] = useState(values.description);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const errorList = Object.values(errors ?? {});
  return (
    <Form method="post" className={`${card} space-y-6`} aria-labelledby="editor-titulo">
      <h2 id="editor-titulo" className="text-xl font-bold text-brand-900">
        Textos da página
      </h2>
      {(errorList.length > 0 || message) && (
        <ErrorSummary id="page-text-errors" refusal={errors ?? message}>
          <p className="font-semibold">{errorList.length > 0 ? "A página não foi salva." : "Atenção"}</p>
          {message && <p className="text-sm">{message}</p>}
          {errorList.length > 0 && (
            <ul className="list-disc pl-5 text-sm">
              {errorList.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          )}
        </ErrorSummary>
      )}
      <input type="hidden" name="version" value={version} />
      <div>
        <label htmlFor="title" className="block text-sm font-medium text-slate-700">
          Título no Google
        </label>
        <input
          id="title"
          name="title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          aria-invalid={Boolean(errors?.title)}
          aria-describedby="title-count"
          className={inputClass}
        />
        <Counter value={title} max={TITLE_MAX} id="title-count" />
      </div>
      <div>
        <label htmlFor="description" className="block text-sm font-medium text-slate-700">
          Descrição no Google
        </label>
        <textarea
          id="description"
          name="description"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          rows={3}
          aria-invalid={Boolean(errors?.description)}
          aria-describedby="description-count"
          className={inputClass}
        />
        <Counter value={description} max={DESCRIPTION_MAX} id="description-count" />
      </div>
      <SnippetPreview title={title} description={description} url={url} names={templateNames} slots={slots} />
      <p className="text-sm text-slate-600">Deixe um campo em branco para voltar ao texto que o site escreve sozinho.</p>
      <div>
        <label htmlFor="heading" className="block text-sm font-medium text-slate-700">
          Título da página
        </label>
        <input id="heading" name="heading" defaultValue={values.heading} aria-invalid={Boolean(errors?.heading)} className={inputClass} />
      </div>
      <div>
        <label htmlFor="lead" className="block text-sm font-medium text-slate-700">
          Texto de abertura
        </label>
        <textarea id="lead" name="lead" defaultValue={values.lead} rows={4} aria-invalid={Boolean(errors?.lead)} className={inputClass} />
      </div>
      {automatic && (
        <p className="rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-slate-700" data-automatic-parts>
          {automatic}
        </p>
      )}
      <Field
        id="body"
        name="body"
        label={wholeText ? "Texto da página" : "Texto próprio (o que só esta página diz)"}
        value={values.body}
        invalid={Boolean(errors?.body)}
        hint={TYPED_CONTENT_HINT}
        multiline
        rich
      />
      {values.questions && <QuestionsField questions={values.questions} error={errors?.questions} />}
      {bodyPreview !== undefined && bodyPreview !== null && (
        <section aria-labelledby="previa-titulo" className="rounded-lg border border-dashed border-slate-300 p-4" data-body-preview>
          <h3 id="previa-titulo" className="font-bold text-brand-900">
            Prévia do texto próprio (nada foi salvo)
          </h3>
          {bodyPreview ? (
            <div className="prose-content mt-2" dangerouslySetInnerHTML={{ __html: bodyPreview }} />
          ) : (
            <p className="mt-2 text-slate-600">Sem texto próprio.</p>
          )}
        </section>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="publicar" className={primaryButton} disabled={busy}>
          Publicar
        </button>
        <button type="submit" name="intent" value="rascunho" className={secondaryButton} disabled={busy}>
          Salvar rascunho
        </button>
        <button type="submit" name="intent" value="previa" className={secondaryButton} disabled={busy}>
          Pré-visualizar
        </button>
      </div>
    </Form>
  );
}
