import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import QRCode from "qrcode";
import { AdminHeader, AdminLink } from "~/components/admin/AdminNav";
import { BUSINESS_SETTINGS_PATH, GOOGLE_REVIEW_QR_PATH, JOBS_ADMIN_PATH } from "~/lib/paths";
import { pageMeta } from "~/lib/seo";
import { requireAdmin } from "~/server/auth/auth.server";
import { getBusinessSettings } from "~/server/data/business-settings.server";

/**
 * A printable QR code of the "Link de avaliação no Google" (docs/decisions/0038-job-log.md), for
 * the technician to show at the gate. Drawn on the server as SVG from the owner's link only.
 */
export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "QR code de avaliação no Google | Motores PPA",
    description: "QR code para imprimir.",
    path: GOOGLE_REVIEW_QR_PATH,
    noindex: true,
  });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const settings = getBusinessSettings();
  const url = settings.googleReviewUrl;
  const svg = url ? await QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 2 }) : null;
  return { name: settings.name, url, svg };
}

export default function GoogleReviewQr() {
  const { name, url, svg } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <div className="print:hidden">
        <AdminHeader title="QR code da avaliação no Google">
          <AdminLink to={JOBS_ADMIN_PATH}>Serviços realizados</AdminLink>
        </AdminHeader>
      </div>
      {!url || !svg ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950">
          Preencha o “Link de avaliação no Google” em{" "}
          <Link to={BUSINESS_SETTINGS_PATH} className="font-semibold underline">
            Dados do negócio
          </Link>{" "}
          para gerar o QR code.
        </p>
      ) : (
        <>
          <p className="text-slate-700 print:hidden">Use “Imprimir” do navegador para imprimir o cartão abaixo e deixar com o técnico.</p>
          <figure className="mx-auto max-w-sm rounded-xl border-2 border-slate-300 bg-white p-6 text-center" data-google-qr>
            <p className="text-xl font-bold text-brand-900">{name}</p>
            <p className="mt-1 text-slate-700">Gostou do serviço? Conte para outras pessoas no Google.</p>
            {/* The SVG is drawn by the qrcode library from the owner's checked https link: no markup of anyone else's. */}
            <div className="mx-auto mt-4 w-64" role="img" aria-label={`QR code do link ${url}`} dangerouslySetInnerHTML={{ __html: svg }} />
            <figcaption className="mt-3 break-all text-xs text-slate-600">{url}</figcaption>
          </figure>
        </>
      )}
    </section>
  );
}
