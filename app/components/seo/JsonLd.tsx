import { fillSlotsDeep, slotFiller } from "~/lib/business-slots";
import { useBusinessIfRouted } from "~/lib/contact";
import { serializeJsonLd } from "~/lib/jsonld";

/** Server-rendered structured data block; facts of "Dados do negócio" filled in (decision 0028). */
export function JsonLd({ data }: { data: unknown }) {
  const business = useBusinessIfRouted();
  const filled: unknown = business ? fillSlotsDeep(data, slotFiller(business)) : data;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(filled) }} />;
}
