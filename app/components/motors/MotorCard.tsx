import { Link } from "@remix-run/react";
import { priceLabel } from "~/lib/motors/motor-facts";
import { WhatsAppButton } from "~/components/ui/WhatsAppButton";
import { whatsappMessage } from "~/lib/leads/message-keys";
import { MotorImage } from "./MotorImage";
import { MotorPhoto } from "./MotorPhoto";
import { PriceDisclosure } from "./PriceDisclosure";
import type { StoredPhoto } from "~/lib/media/motor-media";

type StoredPhotoView = Pick<StoredPhoto, "fileKey" | "width" | "height" | "alt">;
/** The catalogue grid: one column on phones, two from 640 px, three from 1024 px (max-w-6xl). */
const CARD_SIZES = "(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw";
import { motorPath } from "~/lib/paths";

export type MotorCardData = {
  name: string;
  slug: string;
  image: string;
  imageWidth: number;
  imageHeight: number;
  /** The first photo the admin uploaded (docs/product.md §6.3b); the drawing when null. */
  photo: StoredPhotoView | null;
  /** Null: "sob consulta". */
  priceCents: number | null;
  openingSeconds: number;
  /** 0: not known (not shown). */
  maxWeightKg: number;
};

/**
 * A model in the /motores grid: image, name, its key figures from the catalogue, price, details
 * link and WhatsApp. The model's description and features are on its own page only, so the grid
 * does not repeat fourteen pages' text (docs/content-quality.md).
 */
export function MotorCard({ motor }: { motor: MotorCardData }) {
  const path = motorPath(motor.slug);
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm" data-motor-card>
      <Link to={path} tabIndex={-1} aria-hidden="true">
        {motor.photo ? (
          <MotorPhoto photo={motor.photo} alt="" sizes={CARD_SIZES} className="aspect-[4/3] h-auto w-full bg-slate-100 object-cover" />
        ) : (
          <MotorImage src={motor.image} alt="" width={motor.imageWidth} height={motor.imageHeight} className="h-auto w-full bg-slate-100" />
        )}
      </Link>
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-lg font-bold text-brand-900">
          <Link to={path} className="hover:underline">
            {motor.name}
          </Link>
        </h2>
        <p className="mt-1 text-sm text-slate-700" data-motor-figures>
          Abre em {motor.openingSeconds} s{motor.maxWeightKg > 0 && <> · portão de até {motor.maxWeightKg} kg</>}
        </p>
        <p className="mt-4 text-2xl font-extrabold text-brand-900" data-motor-price>
          {priceLabel(motor)}
        </p>
        <p className="text-xs text-slate-600">{motor.priceCents === null ? "com instalação grátis" : "kit com instalação grátis"}</p>
        <PriceDisclosure priceCents={motor.priceCents} className="mt-1 text-xs text-slate-600" />
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <Link to={path} className="rounded-lg bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800">
            Ver detalhes<span className="sr-only"> do {motor.name}</span>
          </Link>
          <WhatsAppButton variant="compact" placement="cartao" message={whatsappMessage("motor", motor.slug)} />
        </div>
      </div>
    </article>
  );
}
