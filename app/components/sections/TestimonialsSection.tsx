import { PHOTO_FORMATS, photoUrl, photoWidths } from "~/lib/media/motor-media";
import { TESTIMONIAL_LIMITS } from "~/lib/testimonials/limits";
import { initials, type PublicTestimonial } from "~/lib/testimonials/rules";
import { SectionHeading } from "./SectionHeading";

function Avatar({ t }: { t: PublicTestimonial }) {
  if (!t.photo) {
    return (
      <span aria-hidden="true" className="flex h-11 w-11 flex-none items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800">
        {initials(t.name)}
      </span>
    );
  }
  // The smallest stored width is plenty for a 44 px circle.
  const width = photoWidths(t.photo.width)[0];
  const [avif, webp, jpg] = PHOTO_FORMATS.map((f) => photoUrl(t.photo!.fileKey, width, f));
  return (
    <picture className="flex-none">
      <source type="image/avif" srcSet={avif} />
      <source type="image/webp" srcSet={webp} />
      <img src={jpg} alt="" width={44} height={44} loading="lazy" decoding="async" className="h-11 w-11 rounded-full object-cover" />
    </picture>
  );
}

/**
 * Up to three real testimonials (docs/product.md §2, decision 0027): only what the owner
 * published. With none, nothing at all is rendered: no heading, no empty box.
 */
export function TestimonialsSection({ items, title = "O que dizem nossos clientes" }: { items: PublicTestimonial[]; title?: string }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="depoimentos-titulo" className="mx-auto max-w-6xl px-4 pt-14">
      <SectionHeading id="depoimentos-titulo" title={title} />
      <ul className="grid gap-4 md:grid-cols-3">
        {items.slice(0, TESTIMONIAL_LIMITS.shownPerPage).map((t) => (
          <li key={t.id} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testimonial>
            <blockquote className="flex-1 whitespace-pre-line text-slate-700">“{t.text}”</blockquote>
            <div className="mt-4 flex items-center gap-3">
              <Avatar t={t} />
              <p className="text-sm">
                <span className="block font-semibold text-brand-900">{t.name}</span>
                <span className="text-slate-600">{t.place}</span>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
