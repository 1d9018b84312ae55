import { Form, Link, useSubmit } from "@remix-run/react";
import { card, dangerButton } from "./ui";
import { deletePagePath, usefulLinkPath } from "~/lib/paths";
import type { QualityFields } from "~/lib/page-quality";
import { QualityNote } from "./QualityNote";

export type PageListItem = { id: number; title: string; slug: string; createdAt: string; quality: QualityFields };

const dateFormat = new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeStyle: "short", timeZone: "America/Sao_Paulo" });

/**
 * The generated pages with their public links and "Deletar". Without JavaScript "Deletar"
 * opens a confirmation page; with JavaScript it asks in a dialog and posts directly.
 */
export function GeneratedPageList({ pages }: { pages: PageListItem[] }) {
  const submit = useSubmit();
  return (
    <section aria-labelledby="pages-heading" className={card}>
      <h2 id="pages-heading" className="text-xl font-bold text-brand-900">
        Páginas geradas <span className="text-slate-600">({pages.length})</span>
      </h2>
      {pages.length === 0 ? (
        <p className="mt-4 text-slate-600">Nenhuma página gerada ainda.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200">
          {pages.map((page) => (
            <li key={page.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <Link to={usefulLinkPath(page.slug)} className="font-medium text-brand-700 hover:underline">
                  {page.title}
                </Link>
                <p className="text-sm text-slate-600">
                  /links-uteis/{page.slug} · {dateFormat.format(new Date(page.createdAt))}
                </p>
                <QualityNote quality={page.quality} compact />
              </div>
              <Form
                method="get"
                action={deletePagePath(page.id)}
                onSubmit={(event) => {
                  event.preventDefault();
                  if (window.confirm(`Deletar a página “${page.title}”? Esta ação não pode ser desfeita.`)) {
                    submit(null, { method: "post", action: deletePagePath(page.id) });
                  }
                }}
              >
                <button type="submit" className={dangerButton} aria-label={`Deletar ${page.title}`}>
                  Deletar
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
