import type { ImageObject, ItemList, WithContext } from "schema-dts";
import { photoLargestJpeg } from "~/lib/media/motor-media";
import type { PublicJob } from "./public-job";

/**
 * Structured data of a jobs section (docs/decisions/0038-job-log.md): an ItemList of the photos
 * the page really shows, each an ImageObject with its caption. No Review or AggregateRating: the
 * jobs are the business's own account of its work (Google's self-serving review rule). Null when
 * no photo is shown.
 */
export function jobsImagesJsonLd(siteUrl: string, jobs: PublicJob[], name: string): WithContext<ItemList> | null {
  const images: ImageObject[] = jobs.flatMap((job) =>
    job.photos.map((photo) => ({
      "@type": "ImageObject",
      contentUrl: `${siteUrl}${photoLargestJpeg(photo)}`,
      width: { "@type": "QuantitativeValue", value: photo.width, unitCode: "E37" },
      height: { "@type": "QuantitativeValue", value: photo.height, unitCode: "E37" },
      caption: jobCaption(job),
    })),
  );
  if (images.length === 0) return null;
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    itemListElement: images.map((item, i) => ({ "@type": "ListItem", position: i + 1, item })),
  };
}

/** "Instalação do PPA Home em portão Basculante, Mooca, novembro de 2026". */
export function jobCaption(job: PublicJob): string {
  const what = job.motor ? `${job.service} do ${job.motor.name}` : job.service;
  const gate = job.gateType ? ` em portão ${job.gateType.toLowerCase()}` : "";
  return `${what}${gate}, ${job.place}, ${job.month}`;
}
