import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { BRAND } from "~/content/business";
import { pageMeta } from "~/lib/seo";
import { Breadcrumbs } from "~/components/seo/Breadcrumbs";
import { ContactCta } from "~/components/sections/ContactCta";
import { PageHeader } from "~/components/sections/PageHeader";
import { MotorCard } from "~/components/motors/MotorCard";
import { listMotors } from "~/server/data/motors.server";
import { kitOfEveryModel, lineWideRows } from "~/lib/motors/motor-facts";
import { KitContents } from "~/components/motors/KitContents";
import { firstPhotos } from "~/server/data/motor-media.server";
import { MOTORS_PATH } from "~/lib/paths";
import { listingSlotValues } from "~/server/page-texts/listing-slots.server";
import { pageMessageKey } from "~/lib/page-registry";
import { whatsappMessage } from "~/lib/leads/message-keys";

const HEADING = `Modelos de Motor ${BRAND}`;

// The page's lines and the paragraphs above its cards are the owner's, stored in "Páginas do site"
// (decision 0043): the template holds its fixed labels, used when the row has none, and fills the
// counts the lines name from the catalogue (app/lib/listing-texts.ts).
export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageMeta(matches, { title: `${HEADING} | Motores PPA`, description: HEADING, path: MOTORS_PATH, slots: data?.slots });

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
    kit: kitOfEveryModel(active),
    common: active.length > 1 ? lineWideRows(active) : [],
    whatsappMessage: whatsappMessage(pageMessageKey(MOTORS_PATH)),
    slots: listingSlotValues(MOTORS_PATH),
  };
}

export default function MotorCatalogue() {
  const { motors, kit, common, whatsappMessage, slots } = useLoaderData<typeof loader>();
  return (
    <>
      <Breadcrumbs items={[{ name: "Modelos de Motor", path: MOTORS_PATH }]} />
      <PageHeader title={HEADING} slots={slots} />
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
