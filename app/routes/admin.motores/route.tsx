import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AdminHeader } from "~/components/admin/AdminNav";
import { card } from "~/components/admin/ui";
import { MOTOR_MEDIA_PATH, motorMediaPath } from "~/lib/paths";
import { pageMeta } from "~/lib/seo";
import { requireAdmin } from "~/server/auth/auth.server";
import { listDocuments, listPhotos } from "~/server/data/motor-media.server";
import { listAllMotors } from "~/server/data/motors.server";
import { AdminTable } from "~/components/admin/AdminTable";

/** The 14 models with how many photos and documents each has (docs/product.md §6.3b). */
export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Fotos e documentos dos motores | Motores PPA",
    description: "Fotos, manuais e fichas técnicas.",
    path: MOTOR_MEDIA_PATH,
    noindex: true,
  });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return {
    motors: listAllMotors().map((m) => ({
      name: m.name,
      slug: m.slug,
      photos: listPhotos(m.slug).length,
      documents: listDocuments(m.slug).map((d) => d.kind),
    })),
  };
}

export default function MotorMediaIndex() {
  const { motors } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-4xl space-y-8 px-4 py-10">
      <AdminHeader title="Fotos e documentos dos motores" />
      <div className={card}>
        <p className="text-slate-700">
          Sem foto, o catálogo e a página do modelo mostram o desenho do motor. Manuais e fichas técnicas aparecem na página do modelo só depois de enviados.
        </p>
        <AdminTable caption="Modelos e seus arquivos" columns={["Modelo", "Fotos", "Documentos"]} className="mt-4">
          {motors.map((m) => (
            <tr key={m.slug}>
              <th scope="row" className="py-2 pr-4 font-medium">
                <Link to={motorMediaPath(m.slug)} className="text-brand-700 hover:underline">
                  {m.name}
                </Link>
              </th>
              <td className="py-2 pr-4">{m.photos === 0 ? "nenhuma (desenho)" : m.photos === 1 ? "1 foto" : `${m.photos} fotos`}</td>
              <td className="py-2">
                {m.documents.length === 0 ? "nenhum" : m.documents.map((k) => (k === "manual" ? "manual" : "ficha técnica")).join(" e ")}
              </td>
            </tr>
          ))}
        </AdminTable>
      </div>
    </section>
  );
}
