import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { ReactNode } from "react";
import { Link, useLoaderData } from "@remix-run/react";
import { AdminHeader, AdminLink } from "~/components/admin/AdminNav";
import { card } from "~/components/admin/ui";
import { CONTENT_QUALITY } from "~/lib/content-quality";
import { priceLabel } from "~/lib/motors/motor-facts";
import { CATALOGUE_PATH, newMotorPath, MOTOR_MEDIA_PATH, catalogueMotorPath, motorPath } from "~/lib/paths";
import { pageMeta } from "~/lib/seo";
import { requireAdmin } from "~/server/auth/auth.server";
import { isMotorPageIndexed, listAllMotors } from "~/server/data/motors.server";

/** "Catálogo de motores" (decision 0029): every model, active and retired, with its figures. */
export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: "Catálogo de motores | Motores PPA", description: "Modelos, preços e especificações.", path: CATALOGUE_PATH, noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return {
    motors: listAllMotors().map((m) => ({
      name: m.name,
      slug: m.slug,
      price: priceLabel(m),
      seconds: m.openingSeconds,
      weight: m.maxWeightKg,
      retired: m.status === "fora-de-linha",
      // Out of Google until its text is its own (decision 0037).
      indexed: isMotorPageIndexed(m),
    })),
  };
}

export default function Catalogue() {
  const { motors } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-5xl space-y-6 px-4 py-10">
      <AdminHeader title="Catálogo de motores">
        <AdminLink to={newMotorPath()}>Adicionar modelo</AdminLink>
        <AdminLink to={MOTOR_MEDIA_PATH}>Fotos e documentos</AdminLink>
      </AdminHeader>
      <div className={card}>
        <p className="text-slate-700">
          Preços, velocidades, pesos e tipos de portão daqui aparecem em todas as páginas do site: catálogo, página de cada modelo, “Qual motor para o meu
          portão?” e banner da página inicial. Um modelo fora de linha sai do catálogo, do menu e do mapa do site, mas a página dele continua no ar com um
          aviso.
        </p>
        <p className="mt-3 text-slate-700" data-catalogue-index-note>
          A página de um modelo ativo só entra no Google quando o texto dela é próprio: pelo menos {CONTENT_QUALITY.minOwnWords} palavras que nenhuma outra
          página do site diz e no máximo {Math.round(CONTENT_QUALITY.maxSharedShare * 100)}% do texto repetido de outras páginas. Modelos quase iguais (mesma
          ficha, mesmo uso) costumam ficar abaixo disso. Enquanto isso, a página continua no ar, no catálogo e no menu, mas pede ao Google que não a indexe e
          fica fora do mapa do site (“fora do Google” na coluna Situação). O texto próprio de cada modelo (para quem é, o que muda em relação aos vizinhos) é
          escrito pela equipe do site: peça a ela quando um modelo aparecer assim.
        </p>
        {/* One table; below 640 px each model is a small card (label before each figure), so nothing scrolls sideways. */}
        <table className="mt-4 block w-full text-left text-sm sm:table">
          <caption className="sr-only">Modelos do catálogo</caption>
          <thead className="sr-only sm:not-sr-only sm:table-header-group">
            <tr className="border-b border-slate-200 text-slate-600">
              {["Modelo", "Preço", "Abertura", "Peso máximo", "Situação"].map((h) => (
                <th key={h} scope="col" className="py-2 pr-4">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="block divide-y divide-slate-200 sm:table-row-group">
            {motors.map((m) => (
              <tr key={m.slug} data-catalogue-row={m.slug} className="grid grid-cols-2 gap-x-4 gap-y-1 py-3 sm:table-row sm:py-0">
                <th scope="row" className="col-span-2 py-0 pr-4 font-medium sm:table-cell sm:py-2">
                  <Link to={catalogueMotorPath(m.slug)} className="text-brand-700 hover:underline">
                    {m.name}
                  </Link>
                  <Link to={motorPath(m.slug)} className="ml-2 text-xs text-slate-600 hover:underline">
                    ver página<span className="sr-only"> do {m.name}</span>
                  </Link>
                </th>
                <Cell label="Preço">{m.price}</Cell>
                <Cell label="Abertura">{m.seconds} s</Cell>
                <Cell label="Peso máximo">{m.weight > 0 ? `${m.weight} kg` : "não informado"}</Cell>
                <Cell label="Situação">
                  {m.retired ? (
                    <span className="font-semibold text-amber-800">Fora de linha</span>
                  ) : m.indexed ? (
                    "Ativo"
                  ) : (
                    <>
                      Ativo, <span className="font-semibold text-amber-800">fora do Google</span>
                    </>
                  )}
                </Cell>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** A figure of a row; on a phone its column name is written before it (the table head is hidden there). */
function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td className="py-0 pr-4 sm:table-cell sm:py-2">
      <span className="text-slate-500 sm:hidden">{label}: </span>
      {children}
    </td>
  );
}
