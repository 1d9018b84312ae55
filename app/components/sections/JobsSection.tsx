import { JsonLd } from "~/components/seo/JsonLd";
import { useSiteUrl } from "~/lib/contact";
import type { PublicJob, PublicJobPhoto } from "~/lib/jobs/public-job";
import { jobCaption, jobsImagesJsonLd } from "~/lib/jobs/jobs-jsonld";
import { photoSrcSet, photoUrl, photoWidths } from "~/lib/media/motor-media";
import { motorPath } from "~/lib/paths";
import { SectionHeading } from "./SectionHeading";

const SIZES = "(min-width: 768px) 22rem, 100vw";

function JobPicture({ photo, alt, small = false }: { photo: PublicJobPhoto; alt: string; small?: boolean }) {
  const widths = photoWidths(photo.width);
  return (
    <picture>
      <source type="image/avif" srcSet={photoSrcSet(photo, "avif")} sizes={small ? "6rem" : SIZES} />
      <source type="image/webp" srcSet={photoSrcSet(photo, "webp")} sizes={small ? "6rem" : SIZES} />
      <img
        src={photoUrl(photo.fileKey, widths.find((w) => w >= 480) ?? photo.width, "jpg")}
        srcSet={photoSrcSet(photo, "jpg")}
        sizes={small ? "6rem" : SIZES}
        alt={alt}
        width={photo.width}
        height={photo.height}
        loading="lazy"
        decoding="async"
        className={small ? "aspect-square w-full rounded object-cover" : "aspect-[4/3] w-full rounded-t-xl object-cover"}
      />
    </picture>
  );
}

/**
 * Real jobs of the business (docs/decisions/0038-job-log.md): photo, service, model, month and
 * year, the owner's note, and the first name when the customer allowed it; never a surname,
 * street or number. Part of the page's main content. With no job, nothing is rendered.
 */
export function JobsSection({
  jobs,
  title,
  text,
  className = "mx-auto max-w-6xl px-4 pt-14",
}: {
  jobs: PublicJob[];
  title: string;
  text?: string;
  className?: string;
}) {
  const siteUrl = useSiteUrl();
  if (jobs.length === 0) return null;
  const jsonLd = jobsImagesJsonLd(siteUrl, jobs, title);
  return (
    <section aria-labelledby="servicos-realizados" className={className} data-jobs-section>
      <SectionHeading id="servicos-realizados" title={title} text={text} />
      <ul className="grid gap-4 md:grid-cols-3">
        {jobs.map((job) => {
          const caption = jobCaption(job);
          return (
            <li key={job.id} className="flex flex-col rounded-xl border border-slate-200 bg-white shadow-sm" data-job={job.id}>
              {job.photos[0] && <JobPicture photo={job.photos[0]} alt={caption} />}
              {job.photos.length > 1 && (
                <ul className="grid grid-cols-5 gap-1 px-2 pt-2">
                  {job.photos.slice(1).map((photo, i) => (
                    <li key={photo.fileKey}>
                      <JobPicture photo={photo} alt={`${caption}: foto ${i + 2}`} small />
                    </li>
                  ))}
                </ul>
              )}
              <div className="flex flex-1 flex-col p-5">
                <h3 className="font-bold text-brand-900">
                  {job.service}
                  {job.motor && (
                    <>
                      {" "}
                      do{" "}
                      <a href={motorPath(job.motor.slug)} className="text-brand-700 underline">
                        {job.motor.name}
                      </a>
                    </>
                  )}
                </h3>
                <p className="text-sm text-slate-600">
                  {job.place} · {job.month}
                  {job.gateType && ` · portão ${job.gateType.toLowerCase()}`}
                </p>
                {job.note && <p className="mt-3 whitespace-pre-line text-slate-700">{job.note}</p>}
                {job.firstName && <p className="mt-3 text-sm text-slate-600">Cliente: {job.firstName}</p>}
              </div>
            </li>
          );
        })}
      </ul>
      {jsonLd && <JsonLd data={jsonLd} />}
    </section>
  );
}
