import { Link } from "@remix-run/react";
import type { PublicTestimonial } from "~/lib/testimonials/rules";
import { TestimonialsSection } from "./TestimonialsSection";
import { HeroSection } from "./home/HeroSection";
import { ProductBanner } from "./home/ProductBanner";
import { ReasonsSection } from "./home/ReasonsSection";
import { RegionsSection } from "./home/RegionsSection";
import { DIAGNOSIS_PATH, HOME_PATH } from "~/lib/paths";

/**
 * The not-found page (docs/product.md §4.13): answers 404 (the loader that threw logged the path)
 * and shows the home content (hero, reasons, banner, testimonials, regions) so the
 * visitor can go on. The root meta marks it noindex with its own title.
 */
/** A page the admin deleted (HTTP 410): where its siblings are listed. */
export type RemovedPage = { hubPath: string; hubLabel: string };

export function NotFoundContent({ removed, testimonials }: { removed?: RemovedPage; testimonials: PublicTestimonial[] }) {
  return (
    <>
      <section className="mx-auto max-w-3xl px-4 py-10 text-center" aria-labelledby="nao-encontrada-titulo">
        <h1 id="nao-encontrada-titulo" className="text-3xl font-bold text-brand-900">
          {removed ? "Página removida" : "Página não encontrada"}
        </h1>
        {removed ? (
          <p className="mt-4">
            Esta página foi removida do site. Veja as outras em{" "}
            <Link to={removed.hubPath} className="font-semibold text-brand-700 underline">
              {removed.hubLabel}
            </Link>
            , nossos motores e serviços abaixo, ou volte ao início.
          </p>
        ) : (
          <p className="mt-4">O endereço que você abriu não existe ou mudou. Veja abaixo nossos motores e serviços, ou volte ao início.</p>
        )}
        <Link to={HOME_PATH} className="mt-6 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
          Ir para a página inicial
        </Link>
        <p className="mt-6">
          Veio procurar ajuda com um defeito?{" "}
          <Link to={DIAGNOSIS_PATH} className="font-semibold text-brand-700 underline">
            Descubra por que o portão não abre
          </Link>
          .
        </p>
      </section>
      <HeroSection headingLevel={2} />
      <ReasonsSection />
      <ProductBanner />
      <TestimonialsSection items={testimonials} />
      <RegionsSection />
    </>
  );
}
