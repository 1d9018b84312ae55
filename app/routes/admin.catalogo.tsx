import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AdminHeader, AdminLink } from "~/components/admin/AdminNav";
import { card } from "~/components/admin/ui";
import { priceLabel } from "~/lib/motors/motor-facts";
import { CATALOGUE_PATH, newMotorPath, MOTOR_MEDIA_PATH, catalogueMotorPath, motorPath } from "~/lib/paths";
import { pageMeta } from "~/lib/seo";
import { requireAdmin } from "~/server/auth/auth.server";
import { listAllMotors } from "~/server/data/motors.server";
import { AdminTable } from "~/components/admin/AdminTable";

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
        <div className="mt-4 overflow-x-auto">
          <AdminTable caption="Modelos do catálogo" columns={["Modelo", "Preço", "Abertura", "Peso máximo", "Situação"]} className="min-w-[36rem]">
            {motors.map((m) => (
              <tr key={m.slug} data-catalogue-row={m.slug}>
                <th scope="row" className="py-2 pr-4 font-medium">
                  <Link to={catalogueMotorPath(m.slug)} className="text-brand-700 hover:underline">
                    {m.name}
                  </Link>
                  <Link to={motorPath(m.slug)} className="ml-2 text-xs text-slate-600 hover:underline">
                    ver página<span className="sr-only"> do {m.name}</span>
                  </Link>
                </th>
                <td className="py-2 pr-4">{m.price}</td>
                <td className="py-2 pr-4">{m.seconds} s</td>
                <td className="py-2 pr-4">{m.weight > 0 ? `${m.weight} kg` : "não informado"}</td>
                <td className="py-2">{m.retired ? <span className="font-semibold text-amber-800">Fora de linha</span> : "Ativo"}</td>
              </tr>
            ))}
          </AdminTable>
        </div>
      </div>
    </section>
  );
}
