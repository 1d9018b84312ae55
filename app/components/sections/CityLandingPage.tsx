import type { WhatsAppMessage } from "~/lib/leads/message-keys";
import { expressOffer, landingCityPage, servedNeighbourhoods, type CityLanding } from "~/lib/city-landing";
import { useOwnPageText } from "~/lib/page-text-hook";
import { faqPageJsonLd, serviceJsonLd } from "~/lib/jsonld";
import { useSiteUrl, useSlotFill } from "~/lib/contact";
import type { PromoPeriod } from "~/lib/promo";
import type { PublicTestimonial } from "~/lib/testimonials/rules";
import { Breadcrumbs } from "~/components/seo/Breadcrumbs";
import { JsonLd } from "~/components/seo/JsonLd";
import { ContactActions } from "~/components/ui/ContactActions";
import { WhatsAppButton } from "~/components/ui/WhatsAppButton";
import { Link, useLoaderData } from "@remix-run/react";
import type { MetaFunction } from "@remix-run/node";
import { pageMeta } from "~/lib/seo";
import type { CityLandingData } from "~/pages/city-landing.server";
import { PREVENTIVE_ANCHOR } from "~/pages/service-page";
import { LinkItems, LinkOrText } from "./LinkList";
import { ContactCta } from "./ContactCta";
import { FaqList } from "./FaqList";
import { PageHeader } from "./PageHeader";
import { SectionHeading } from "./SectionHeading";
import { TestimonialsSection } from "./TestimonialsSection";
import { MOTORS_PATH, SERVICE_PATH } from "~/lib/paths";
import { questionsSaid } from "~/lib/business-slots";

type Props = {
  landing: CityLanding;
  promo: PromoPeriod & { priceCents: number };
  whatsappMessage: WhatsAppMessage;
  promoMessage: WhatsAppMessage;
  testimonials: PublicTestimonial[];
};

/**
 * The meta of a city's landing route: its title and description are the page's stored row
 * ("Páginas do site", decision 0043), read by pageMeta, the current promotional price filled in
 * its slot; the keywords name the city.
 */
export function cityLandingMeta(landing: CityLanding): MetaFunction<() => CityLandingData> {
  return ({ matches, data }) =>
    pageMeta(matches, {
      title: landingHeading(landing),
      description: "",
      path: landing.path,
      // Out of Google while the city's place page answers the city's search (docs/content-quality.md "One page per search intent").
      noindex: data ? !data.indexable : false,
      keywords: [`portão automático ${landing.city}`, `motor de portão ${landing.city}`, `manutenção de portão ${landing.city}`],
    });
}

function landingHeading(landing: CityLanding): string {
  return `Portão Automático em ${landing.city}`;
}

/** A city's landing route's page, from its loader's data (`cityLandingData(landing)`). */
export function CityLandingRoute({ landing }: { landing: CityLanding }) {
  const { promo, whatsappMessage, promoMessage, testimonials } = useLoaderData<() => CityLandingData>();
  return <CityLandingPage landing={landing} promo={promo} whatsappMessage={whatsappMessage} promoMessage={promoMessage} testimonials={testimonials} />;
}

/** Local landing page (docs/product.md §4.5), shared by Guarulhos and Osasco. */
export function CityLandingPage({ landing, promo, whatsappMessage, promoMessage, testimonials }: Props) {
  const siteUrl = useSiteUrl();
  const offer = expressOffer(landing.city, promo.priceCents);
  // The page's text is its stored row (decision 0043): heading, opening, local remark (the body, shown under the header), questions.
  const own = useOwnPageText();
  const heading = own?.heading ?? landingHeading(landing);
  const faq = questionsSaid(
    (own?.questions ?? []).map(({ question, answer }) => ({ question, answer })),
    useSlotFill(),
  );
  return (
    <>
      <Breadcrumbs items={[{ name: heading, path: landing.path }]} />
      <PageHeader title={heading}>
        <ContactActions message={whatsappMessage} placement="destaque" />
      </PageHeader>
      <nav aria-label="Veja também" className="mx-auto max-w-6xl px-4 pt-4">
        <LinkItems
          className="flex flex-wrap gap-x-6 gap-y-2 font-semibold"
          links={[
            { name: `${landing.city}: bairros, acessos e portões`, path: landingCityPage(landing) },
            { name: "Serviços, preços e cuidados com o portão", path: SERVICE_PATH },
            { name: "Modelos de motor", path: MOTORS_PATH },
          ]}
        />
      </nav>

      <section aria-labelledby="promocao-titulo" className="mx-auto max-w-6xl px-4 pt-10">
        <div className="rounded-2xl border-2 border-accent-500 bg-amber-50 p-6 sm:p-8" data-express-offer>
          <h2 id="promocao-titulo" className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
            {offer.title} por {offer.priceText}
          </h2>
          <p className="mt-4 font-semibold text-brand-900" data-promo-validity>
            {promo.status === "active" && `Válida de ${promo.startLabel} até ${promo.endLabel}.`}
            {promo.status === "upcoming" && `Válida de ${promo.startLabel} até ${promo.endLabel}. Agende desde já.`}
            {promo.status === "ended" && `A última campanha terminou em ${promo.endLabel}. Pergunte as condições atuais.`}
          </p>
          <p className="mt-2">
            <Link to={`${SERVICE_PATH}#${PREVENTIVE_ANCHOR}`} className="font-semibold text-brand-700 underline">
              O que a revisão inclui
            </Link>
          </p>
          {/* The call link is in the header just above; one button here (docs/content-quality.md). */}
          <WhatsAppButton message={promoMessage} label="Agendar manutenção express" placement="conteudo" className="mt-5" />
        </div>
      </section>

      <TestimonialsSection items={testimonials} title={`Clientes em ${landing.city} e região`} />

      <section aria-labelledby="bairros-titulo" className="mx-auto max-w-6xl px-4 pt-14">
        <SectionHeading id="bairros-titulo" title={`Bairros atendidos em ${landing.city}`} text={landing.neighbourhoodsNote} />
        {/* A neighbourhood with a section on the city's page links to it. */}
        <ul className="columns-2 gap-6 text-slate-700 sm:columns-3 lg:columns-5" data-neighbourhoods>
          {servedNeighbourhoods(landing).map((n) => (
            <li key={n.name} className="break-inside-avoid py-0.5 wrap-anywhere">
              <LinkOrText name={n.name} to={n.href} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="faq-cidade-titulo" className="mx-auto max-w-4xl px-4 pt-14">
        <SectionHeading id="faq-cidade-titulo" title={`Perguntas frequentes em ${landing.city}`} />
        <FaqList items={faq} />
      </section>

      <ContactCta
        title={`Atendimento em ${landing.city}`}
        text="Conte o endereço e o que precisa: combinamos o primeiro horário disponível."
        message={whatsappMessage}
      />
      <JsonLd
        data={serviceJsonLd(siteUrl, {
          name: heading,
          description: own?.description ?? "",
          path: landing.path,
          serviceType: "Instalação e manutenção de portão automático",
          areaServed: [landing.city],
        })}
      />
      <JsonLd data={faqPageJsonLd(faq)} />
    </>
  );
}
