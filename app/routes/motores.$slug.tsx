import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { OwnText } from "~/components/sections/OwnText";
import { useOwnPageText } from "~/lib/page-text-hook";
import { Link, useLoaderData } from "@remix-run/react";
import { PriceDisclosure } from "~/components/motors/PriceDisclosure";
import { productJsonLd } from "~/lib/jsonld";
import { useSiteUrl } from "~/lib/contact";
import { pageMeta } from "~/lib/seo";
import { Breadcrumbs } from "~/components/seo/Breadcrumbs";
import { JsonLd } from "~/components/seo/JsonLd";
import { ContactCta } from "~/components/sections/ContactCta";
import { MotorImage } from "~/components/motors/MotorImage";
import { MotorPhoto } from "~/components/motors/MotorPhoto";
import { photoLargestJpeg } from "~/lib/media/motor-media";
import { documentLinks, listPhotos } from "~/server/data/motor-media.server";
import { ContactActions } from "~/components/ui/ContactActions";
import { MotorSiblings } from "~/components/motors/MotorSiblings";
import { SpecTable } from "~/components/motors/SpecTable";
import { MOTOR_SIBLINGS } from "~/lib/motors/motor-siblings";
import { findMotor, formerSlugs, isMotorPageIndexed, listMotors, nearestActiveMotors, renamedMotor } from "~/server/data/motors.server";
import { kitOfEveryModel, lineWideRows, motorMetaDescription, motorTitle, priceLabel, specRows } from "~/lib/motors/motor-facts";
import { notFound } from "~/server/data/not-found-log.server";
import { MOTORS_KIT_ID, MOTORS_PATH, SELECTOR_PATH, motorPath } from "~/lib/paths";
import { whatsappMessage } from "~/lib/leads/message-keys";
import { JobsSection } from "~/components/sections/JobsSection";
import { jobsForMotor } from "~/server/jobs/public-jobs.server";

/** The detail page's photo: half of max-w-6xl from 1024 px, the whole width below. */
const DETAIL_SIZES = "(min-width: 1024px) 36rem, 100vw";
const THUMB_SIZES = "(min-width: 1024px) 12rem, 33vw";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  data
    ? pageMeta(matches, {
        title: motorTitle(data.motor),
        description: motorMetaDescription(data.motor),
        path: motorPath(data.motor.slug),
        // Indexed while active and its text is its own (content admission, decision 0037).
        noindex: !data.indexed,
        image: data.photo ? photoLargestJpeg(data.photo) : data.motor.image,
        ...(data.photo && { imageSize: { width: data.photo.width, height: data.photo.height }, imageAlt: data.photo.alt }),
        type: "product",
      })
    : [];

export function loader({ request, params }: LoaderFunctionArgs) {
  const motor = findMotor(params.slug ?? "");
  if (!motor) throw notFound(request);
  const compareWith = [motor.slug, ...formerSlugs(motor.slug)].map((s) => MOTOR_SIBLINGS[s]).find(Boolean) ?? [];
  const active = listMotors();
  // What every kit holds is listed once, on the catalogue; the page lists what this kit adds.
  const everyKit = new Set(kitOfEveryModel(active));
  const lineWide = new Map(active.length > 1 ? lineWideRows(active) : []);
  // A sibling renamed in the admin is found by its former slug.
  const siblings = compareWith.flatMap((slug) => {
    const m = active.find((l) => l.slug === slug) ?? renamedMotor(slug);
    return m && m.status === "ativo" ? [m] : [];
  });
  const alternatives = siblings.map((m) => ({ name: m.name, slug: m.slug }));
  const ownKit = motor.includedItems.filter((item) => !everyKit.has(item));
  const photos = listPhotos(motor.slug);
  const retired = motor.status === "fora-de-linha";
  return {
    motor,
    retired,
    indexed: isMotorPageIndexed(motor),
    // A retired model keeps its page (decision 0029): the notice names the nearest active models.
    nearest: retired ? nearestActiveMotors(motor) : [],
    photo: photos[0] ?? null,
    photos,
    // The owner's real jobs with this model (docs/decisions/0038-job-log.md).
    jobs: jobsForMotor(motor.id),
    documents: documentLinks(motor.slug),
    // Rows every active model shares are said once, on the catalogue, beside the kit.
    specs: specRows(motor).filter(([label, value]) => lineWide.get(label) !== value),
    alternatives,
    ownKit,
    // A model alone in the catalogue has no "every kit" to send the reader to.
    kitElsewhere: active.length > 1 && (everyKit.size > 0 || lineWide.size > 0),
    whatsappMessage: whatsappMessage("motor", motor.slug),
  };
}

export default function MotorDetail() {
  const { motor, retired, nearest, photo, photos, jobs, documents, specs, alternatives, ownKit, kitElsewhere, whatsappMessage } =
    useLoaderData<typeof loader>();
  const siteUrl = useSiteUrl();
  const path = motorPath(motor.slug);
  const own = useOwnPageText();

  return (
    <>
      <Breadcrumbs
        items={[
          { name: "Modelos de Motor", path: MOTORS_PATH },
          { name: motor.name, path },
        ]}
      />
      <article className="mx-auto max-w-6xl px-4 pt-6">
        {retired && (
          <aside className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950" aria-labelledby="fora-de-linha-titulo" data-retired-notice>
            <h2 id="fora-de-linha-titulo" className="text-lg font-bold">
              Modelo fora de linha
            </h2>
            <p className="mt-1">O {motor.name} não é mais vendido. Fazemos manutenção dele normalmente; para um motor novo, veja os modelos mais próximos:</p>
            {nearest.length > 0 && (
              <ul className="mt-2 list-disc pl-6">
                {nearest.map((m) => (
                  <li key={m.slug}>
                    <Link to={motorPath(m.slug)} className="font-semibold text-brand-700 underline">
                      {m.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </aside>
        )}
        <div className="grid gap-8 lg:grid-cols-2">
          <div>
            {photo ? (
              <MotorPhoto photo={photo} sizes={DETAIL_SIZES} priority className="h-auto w-full rounded-2xl border border-slate-200 bg-white" />
            ) : (
              <MotorImage
                src={motor.image}
                alt={`${motor.name}, motor para portão`}
                width={motor.imageWidth}
                height={motor.imageHeight}
                priority
                className="h-auto w-full rounded-2xl border border-slate-200 bg-white"
              />
            )}
            {photos.length > 1 && (
              <ul className="mt-3 grid grid-cols-3 gap-3" aria-label={`Mais fotos do ${motor.name}`}>
                {photos.slice(1).map((p) => (
                  <li key={p.id}>
                    <MotorPhoto photo={p} sizes={THUMB_SIZES} className="h-auto w-full rounded-lg border border-slate-200 bg-white" />
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div>
            <h1 className=" text-3xl font-extrabold text-brand-900 sm:text-4xl">{own?.heading ?? motor.name}</h1>
            <p data-page-lead="" className="mt-3 text-lg text-slate-700">
              {own?.lead ?? motor.description}
            </p>
            <p className="mt-6 text-4xl font-extrabold text-brand-900" data-motor-price>
              {priceLabel(motor)}
            </p>
            <p className="text-slate-600">com instalação grátis</p>
            <PriceDisclosure priceCents={motor.priceCents} className="mt-2 space-y-0.5 text-slate-700" />
            <ContactActions message={whatsappMessage} whatsappLabel="Pedir orçamento no WhatsApp" className="mt-6" placement="destaque" />
          </div>
        </div>

        {/* The page's text (decision 0043): who the model is for, what it asks of the gate, how it differs from its siblings. */}
        <div className="max-w-3xl">
          <OwnText embedded />
        </div>
        <MotorSiblings siblings={alternatives} />
        <JobsSection jobs={jobs} title={`Serviços feitos com o ${motor.name}`} className="mt-12" />

        <div className="mt-12 grid gap-8 lg:grid-cols-2">
          <section aria-labelledby="especificacoes-titulo">
            <h2 id="especificacoes-titulo" className="text-2xl font-bold text-brand-900">
              Especificações técnicas
            </h2>
            <SpecTable rows={specs} labelledBy="especificacoes-titulo" className="mt-4" />
          </section>
          <div>
            {ownKit.length > 0 && (
              <section aria-labelledby="itens-titulo">
                <h2 id="itens-titulo" className="text-2xl font-bold text-brand-900">
                  {kitElsewhere ? "Além do kit de todos os modelos" : "Itens inclusos"}
                </h2>
                <ul className="mt-4 list-disc space-y-1 pl-6">
                  {ownKit.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </section>
            )}
            {documents.length > 0 && (
              <section aria-labelledby="downloads-titulo" className="mt-8">
                <h2 id="downloads-titulo" className="text-2xl font-bold text-brand-900">
                  Downloads
                </h2>
                <ul className="mt-4 space-y-2">
                  {documents.map((d) => (
                    <li key={d.kind}>
                      {d.external ? (
                        <a href={d.url} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline">
                          {d.label}
                        </a>
                      ) : (
                        <a href={d.url} download className="font-semibold text-brand-700 underline">
                          {d.label}
                        </a>
                      )}
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <ul className="mt-8 space-y-3">
              <li>
                <Link to={SELECTOR_PATH} className="font-semibold text-brand-700 hover:underline">
                  Este é o motor certo para o seu portão? Descubra em seis perguntas
                </Link>
              </li>
              {kitElsewhere && (
                <li>
                  <Link to={`${MOTORS_PATH}#${MOTORS_KIT_ID}`} className="font-semibold text-brand-700 hover:underline">
                    O que todos os modelos têm em comum
                  </Link>
                </li>
              )}
              <li>
                <Link to={MOTORS_PATH} className="font-semibold text-brand-700 hover:underline">
                  ← Ver todos os modelos
                </Link>
              </li>
            </ul>
          </div>
        </div>
      </article>
      <ContactCta
        title={`Quer o ${motor.name} no seu portão?`}
        text="Mande fotos e as medidas do portão: confirmamos se o modelo é o ideal e agendamos a instalação."
        message={whatsappMessage}
      />
      <JsonLd
        data={productJsonLd(siteUrl, {
          name: motor.name,
          slug: motor.slug,
          description: motor.description,
          image: photo ? photoLargestJpeg(photo) : motor.image,
          category: motor.category,
          // No Offer when "sob consulta" nor for a retired model (decision 0029).
          priceCents: retired ? null : motor.priceCents,
          path,
        })}
      />
    </>
  );
}
