import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BRAND } from "~/content/business";
import { fromPriceOffer, termsOf } from "~/lib/instalments";
import { useBusiness } from "~/lib/contact";
import { pageMeta } from "~/lib/seo";
import { Breadcrumbs } from "~/components/seo/Breadcrumbs";
import { ContactCta } from "~/components/sections/ContactCta";
import { PageHeader } from "~/components/sections/PageHeader";
import { MotorCard } from "~/components/motors/MotorCard";
import { listMotors } from "~/server/data/motors.server";
import { kitOfEveryModel, lineWideRows } from "~/lib/motors/motor-facts";
import { KitContents } from "~/components/motors/KitContents";
import { firstPhotos } from "~/server/data/motor-media.server";
import { MOTORS_PATH, SELECTOR_PATH, SERVICE_PATH } from "~/lib/paths";
import { modelLines } from "~/lib/motors/model-lines";
import { pageMessageKey } from "~/lib/page-registry";
import { whatsappMessage } from "~/lib/leads/message-keys";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageMeta(matches, {
    title: `Modelos de Motor ${BRAND} para Portão Basculante | Catálogo com Preços`,
    // The lines named are the catalogue's active ones (decision 0040): a retired line leaves the description.
    description: `Compare os ${data?.motors.length ?? 0} modelos de motor ${BRAND} para portão basculante${data?.lines.length ? `: ${data.lines.join(", ")}` : ""}, com preço e instalação grátis.`,
    path: MOTORS_PATH,
  });

export function loader() {
  const photos = firstPhotos();
  const active = listMotors();
  const motors = active.map((m) => ({
    name: m.name,
    slug: m.slug,
    image: m.image,
    imageWidth: m.imageWidth,
    imageHeight: m.imageHeight,
    photo: photos.get(m.slug) ?? null,
    priceCents: m.priceCents,
    openingSeconds: m.openingSeconds,
    maxWeightKg: m.maxWeightKg,
  }));
  return {
    motors,
    lines: modelLines(active.map((m) => m.name)),
    kit: kitOfEveryModel(active),
    common: active.length > 1 ? lineWideRows(active) : [],
    whatsappMessage: whatsappMessage(pageMessageKey(MOTORS_PATH)),
  };
}

export default function MotorCatalogue() {
  const { motors, kit, common, whatsappMessage } = useLoaderData<typeof loader>();
  const category = "Automatizadores Basculantes";
  // The instalments with the lowest price they apply to, as the law asks (Decreto 5.903/2006 art. 3); none without an offer.
  const business = useBusiness();
  const offer = fromPriceOffer(business.prices.installKit.minCents, termsOf(business));
  return (
    <>
      <Breadcrumbs items={[{ name: "Modelos de Motor", path: MOTORS_PATH }]} />
      <PageHeader
        title={`Modelos de Motor ${BRAND}`}
        lead={`${category}: ${motors.length} modelos para portões basculantes de casas, comércios e condomínios. O preço de cada kit já inclui a instalação${offer ? `; parcelado, o kit sai ${offer}` : ""}.`}
      />
      <p className="mx-auto max-w-6xl px-4 pt-4">
        Em dúvida entre os modelos?{" "}
        <Link to={SELECTOR_PATH} className="font-semibold text-brand-700 underline">
          Responda seis perguntas e veja qual motor serve para o seu portão
        </Link>
        .
      </p>
      <div className="mx-auto max-w-6xl px-4 pt-4">
        {/* The owner's "Tipos de portão" is shown once, on the service page (the FAQ points there too). */}
        <p className="text-slate-700">
          Instalação, manutenção e conserto em outros tipos de portão:{" "}
          <Link to={`${SERVICE_PATH}#tipos-de-portao`} className="font-semibold text-brand-700 underline">
            veja para quais portões atendemos
          </Link>
          .
        </p>
        <p className="pt-3 text-slate-700">Modelos com preço sob consulta têm o valor passado no orçamento, conforme o portão e a instalação.</p>
      </div>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 pt-6 sm:grid-cols-2 lg:grid-cols-3">
        {motors.map((m) => (
          <MotorCard key={m.slug} motor={m} />
        ))}
      </div>
      <KitContents rows={common} items={kit} />
      <ContactCta
        title="Não sabe qual modelo escolher?"
        text="Informe o tipo, o peso e a largura do portão e quantas vezes ele abre por dia: indicamos o motor certo."
        message={whatsappMessage}
      />
    </>
  );
}
