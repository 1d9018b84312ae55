import { Form, useNavigation } from "@remix-run/react";
import { card, inputClass, primaryButton } from "./ui";

export type PageFormValues = { title: string; slug: string; content: string };
export type PageFormError = { field: "title" | "slug" | "content"; message: string };

const EMPTY: PageFormValues = { title: "", slug: "", content: "" };

/** "Salvar Página": title, slug and HTML content. After an error every typed field comes back. */
export function PageForm({ values = EMPTY, error }: { values?: PageFormValues; error?: PageFormError }) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const invalid = (field: PageFormError["field"]) => error?.field === field;
  const describe = (field: PageFormError["field"], hint?: string) =>
    [invalid(field) ? "page-form-error" : "", hint ?? ""].filter(Boolean).join(" ") || undefined;
  return (
    <section aria-labelledby="page-form-heading" className={card}>
      <h2 id="page-form-heading" className="text-xl font-bold text-brand-900">
        Nova página
      </h2>
      <Form method="post" className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="save" />
        {error && (
          <div id="page-form-error" role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
            <p className="font-semibold">Erro</p>
            <p className="text-sm">Erro ao salvar a página gerada. {error.message}</p>
          </div>
        )}
        <div>
          <label htmlFor="page-title" className="block text-sm font-medium text-slate-700">
            Título
          </label>
          <input
            id="page-title"
            name="title"
            defaultValue={values.title}
            maxLength={200}
            aria-invalid={invalid("title")}
            aria-describedby={describe("title")}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="page-slug" className="block text-sm font-medium text-slate-700">
            Slug
          </label>
          <input
            id="page-slug"
            name="slug"
            defaultValue={values.slug}
            maxLength={200}
            aria-invalid={invalid("slug")}
            aria-describedby={describe("slug", "page-slug-hint")}
            className={inputClass}
          />
          <p id="page-slug-hint" className="mt-1 text-sm text-slate-600">
            Endereço da página em /links-uteis/… Em branco, é formado a partir do título.
          </p>
        </div>
        <div>
          <label htmlFor="page-content" className="block text-sm font-medium text-slate-700">
            Conteúdo
          </label>
          <textarea
            id="page-content"
            name="content"
            defaultValue={values.content}
            rows={12}
            aria-invalid={invalid("content")}
            aria-describedby={describe("content", "page-content-hint")}
            className={`${inputClass} font-mono text-sm`}
          />
          <p id="page-content-hint" className="mt-1 text-sm text-slate-600">
            HTML com títulos, parágrafos, listas, links, imagens https, tabelas e citações (até 200 KB). Scripts, estilos e formulários são removidos.
          </p>
        </div>
        <button type="submit" disabled={saving} className={primaryButton}>
          {saving ? "Salvando..." : "Salvar Página"}
        </button>
      </Form>
    </section>
  );
}
