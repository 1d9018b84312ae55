import { MAX_TESTIMONIALS, type Testimonial } from "~/content/testimonials";
import { SectionHeading } from "./SectionHeading";

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter((w) => w.length > 2)
    .slice(0, 2)
    .map((w) => w[0].toUpperCase())
    .join("");
}

/** Up to three testimonials (docs/product.md §2). */
export function TestimonialsSection({ items, title = "O que dizem nossos clientes" }: { items: Testimonial[]; title?: string }) {
  return (
    <section aria-labelledby="depoimentos-titulo" className="mx-auto max-w-6xl px-4 pt-14">
      <SectionHeading id="depoimentos-titulo" title={title} />
      <ul className="grid gap-4 md:grid-cols-3">
        {items.slice(0, MAX_TESTIMONIALS).map((t) => (
          <li key={t.name} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testimonial>
            <blockquote className="flex-1 text-slate-700">“{t.text}”</blockquote>
            <div className="mt-4 flex items-center gap-3">
              <span aria-hidden="true" className="flex h-11 w-11 flex-none items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800">
                {initials(t.name)}
              </span>
              <p className="text-sm">
                <span className="block font-semibold text-brand-900">{t.name}</span>
                <span className="text-slate-600">{t.location}</span>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
