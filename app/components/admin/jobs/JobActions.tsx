import { Form } from "@remix-run/react";
import { card, dangerButton, secondaryButton } from "../ui";

/**
 * Publish or hide a job, delete the customer's number (on the customer's request), delete the job
 * (asked first: without JavaScript the first post comes back asking), and where the job shows.
 */
export function JobActions({
  hidden,
  hasNumber,
  pages,
  askDelete,
}: {
  id: number;
  hidden: boolean;
  hasNumber: boolean;
  pages: { path: string; name: string }[];
  askDelete: boolean;
}) {
  return (
    <section aria-labelledby="acoes-titulo" className={`${card} space-y-4`}>
      <h2 id="acoes-titulo" className="text-xl font-bold text-brand-900">
        No site
      </h2>
      <p className="text-slate-700">
        {hidden ? "Oculto: não aparece em nenhuma página." : "Publicado: aparece na página inicial, na do modelo e em "}
        {!hidden &&
          (pages.length
            ? pages.map((p, i) => (
                <span key={p.path}>
                  {i > 0 && " e "}
                  <a href={p.path} className="underline">
                    {p.name}
                  </a>
                </span>
              ))
            : "nenhuma página de bairro")}
        {!hidden && "."}
      </p>
      <div className="flex flex-wrap gap-2">
        <Form method="post">
          <input type="hidden" name="intent" value={hidden ? "publicar" : "ocultar"} />
          <button type="submit" className={secondaryButton}>
            {hidden ? "Publicar no site" : "Ocultar do site"}
          </button>
        </Form>
        {hasNumber && (
          <Form method="post">
            <input type="hidden" name="intent" value="esquecer-numero" />
            <button type="submit" className={secondaryButton}>
              Excluir WhatsApp do cliente
            </button>
          </Form>
        )}
        <Form method="post" className="flex flex-wrap items-center gap-2">
          <input type="hidden" name="intent" value="excluir" />
          {askDelete && <input type="hidden" name="confirmed" value="1" />}
          {askDelete && <span className="text-sm text-red-800">Excluir este serviço e as fotos? Esta ação não pode ser desfeita.</span>}
          <button type="submit" className={dangerButton}>
            {askDelete ? "Confirmar exclusão" : "Excluir serviço"}
          </button>
        </Form>
      </div>
    </section>
  );
}
