import { serializeJsonLd } from "~/lib/jsonld";

/** Server-rendered structured data block. */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
