import { BUSINESS_SLOTS, fillBusinessSlots } from "~/lib/business-slots";
import { useBusiness } from "~/lib/contact";
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BRAND } from "~/content/business";
import { SERVICE_CARD_SLOTS, expressOfferLine, servedRegions } from "~/pages/service-page";
import { serviceLayout, type GuideBlock, type ServiceBlock } from "~/pages/service-page.server";
import { getPublicPageText } from "~/server/page-texts/store.server";
import { getExpressPromo } from "~/server/infra/site-config.server";
import { TUTORIAL } from "~/lib/tutorial";
import { indexedProblemGuides } from "~/pages/keyword-page";
import { isPathIndexable } from "~/server/verdicts/page-verdicts.server";
import { priceRangeProductJsonLd, serviceJsonLd } from "~/lib/jsonld";
import { useSiteUrl } from "~/lib/contact";
import { DEFAULT_OG_IMAGE, pageMeta } from "~/lib/seo";
import { Breadcrumbs } from "~/components/seo/Breadcrumbs";
import { JsonLd } from "~/components/seo/JsonLd";
import { ContactCta } from "~/components/sections/ContactCta";
import { PageHeader } from "~/components/sections/PageHeader";
import { SectionHeading } from "~/components/sections/SectionHeading";
import { GateTypesNote } from "~/components/sections/GateTypesNote";
import { LinkItems, LinkOrText } from "~/components/sections/LinkList";
import { ContactActions } from "~/components/ui/ContactActions";
import { CheckList } from "~/components/ui/CheckList";
import { FAQ_PATH, SERVICE_PATH } from "~/lib/paths";
import { pageMessageKey } from "~/lib/page-registry";
import { whatsappMessage } from "~/lib/leads/message-keys";

const NAME = "Instalação e Manutenção";

// Title and description are the stored row's (pageMeta reads them from the root loader).
export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: NAME,
    description: "",
    path: SERVICE_PATH,
    keywords: ["instalação de motor de portão", "manutenção de portão automático", "conserto de motor de portão"],
  });

/** The page's text is the owner's; its layout rule is serviceLayout's (app/pages/service-page.server.ts). */
export function loader() {
  const own = getPublicPageText(SERVICE_PATH);
  return {
    whatsappMessage: whatsappMessage(pageMessageKey(SERVICE_PATH)),
    problemGuides: indexedProblemGuides(isPathIndexable),
    expressOffer: expressOfferLine(getExpressPromo()),
    heading: own?.heading ?? NAME,
    lead: own?.lead ?? "",
    layout: serviceLayout(own?.bodyHtml ?? ""),
  };
}

/** A section's paragraphs in the template's style, any other block as written. */
function Blocks({ blocks, className }: { blocks: ServiceBlock[]; className: string }) {
  return blocks.map((block, i) =>
    block.kind === "p" ? (
      <p key={i} className={className} dangerouslySetInnerHTML={{ __html: block.html }} />
    ) : (
      <div key={i} className="prose-content mt-2" dangerouslySetInnerHTML={{ __html: block.html }} />
    ),
  );
}

/** A block of a guide card in the template's style (app/pages/service-page.server.ts says which is which). */
function GuideCardBlock({ block }: { block: GuideBlock }) {
  switch (block.kind) {
    case "label":
      return <p className="mt-3 font-semibold text-slate-800" dangerouslySetInnerHTML={{ __html: block.html }} />;
    case "ul":
    case "ol": {
      const List = block.kind;
      return (
        <List className={`mt-1 ${block.kind === "ul" ? "list-disc" : "list-decimal"} space-y-1 pl-6 text-slate-700`}>
          {block.items.map((html, i) => (
            <li key={i} dangerouslySetInnerHTML={{ __html: html }} />
          ))}
        </List>
      );
    }
    case "link":
      return (
        <Link to={block.path} className="mt-4 inline-block font-semibold text-brand-700 hover:underline">
          {block.name}
        </Link>
      );
    default:
      return <div className="prose-content mt-2" dangerouslySetInnerHTML={{ __html: block.html }} />;
  }
}

export default function InstallationAndMaintenance() {
  const { whatsappMessage, problemGuides, expressOffer, heading, lead, layout } = useLoaderData<typeof loader>();
  const business = useBusiness();
  const siteUrl = useSiteUrl();
  const regions = servedRegions(business.cities);
  return (
    <>
      <Breadcrumbs items={[{ name: NAME, path: SERVICE_PATH }]} />
      <PageHeader title={heading} ownText={false}>
        <ContactActions message={whatsappMessage} whatsappLabel="Agendar pelo WhatsApp" placement="destaque" />
      </PageHeader>
      {layout.opening && (
        <section data-own-text="" className="mx-auto max-w-6xl px-4 py-6">
          <div className="prose-content" dangerouslySetInnerHTML={{ __html: layout.opening }} />
        </section>
      )}

      <section aria-labelledby="servicos-titulo" className="mx-auto max-w-6xl px-4 pt-12">
        <SectionHeading id="servicos-titulo" title="Nossos serviços" />
        <GateTypesNote className="mb-6" level={3} />
        <div className="grid gap-6 md:grid-cols-3">
          {layout.cards.map((card, i) => {
            const slot = SERVICE_CARD_SLOTS.at(i);
            return (
              <article key={i} id={slot?.id} className="flex scroll-mt-24 flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <h3 className="text-xl font-bold text-brand-900">{card.heading}</h3>
                <Blocks blocks={card.blocks} className="mt-2 text-slate-700" />
                <CheckList items={card.items} size="sm" className="mt-4 flex-1" />
                {slot && (
                  <p className="mt-4 rounded-lg bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-900">
                    {fillBusinessSlots(slot.price ?? expressOffer, business)}
                  </p>
                )}
              </article>
            );
          })}
        </div>
      </section>

      {layout.tips && (
        <section aria-labelledby="dicas-titulo" className="mx-auto max-w-6xl px-4 pt-14">
          <SectionHeading id="dicas-titulo" title={layout.tips.heading}>
            <Blocks blocks={layout.tips.blocks} className="mt-2 max-w-3xl text-slate-700" />
          </SectionHeading>
          {/* Each number sits in its own item's margin, never in the next column (decision 0026). */}
          <ol className="grid list-decimal gap-x-8 gap-y-2 text-slate-700 md:grid-cols-2">
            {layout.tips.items.map((t, i) => (
              <li key={i} className="ml-6">
                {t}
              </li>
            ))}
          </ol>
        </section>
      )}

      <section aria-labelledby="guias-titulo" className="mx-auto max-w-6xl px-4 pt-14">
        {/* The section's heading is the fixed label while the text has no guide of its own. */}
        <SectionHeading id="guias-titulo" title={layout.guides?.heading ?? "Guia dos problemas mais comuns"}>
          {layout.guides && <Blocks blocks={layout.guides.blocks} className="mt-2 max-w-3xl text-slate-700" />}
        </SectionHeading>
        {layout.guides && layout.guides.cards.length > 0 && (
          <div className="grid gap-6 md:grid-cols-2">
            {layout.guides.cards.map((g, i) => (
              <article key={i} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <h3 className="text-xl font-bold text-brand-900">{g.title}</h3>
                {g.blocks.map((block, j) => (
                  <GuideCardBlock key={j} block={block} />
                ))}
              </article>
            ))}
          </div>
        )}
        <p className="mt-6">
          Vai configurar uma central com freio?{" "}
          <Link to={TUTORIAL.path} className="font-semibold text-brand-700 hover:underline">
            Veja o passo a passo para motor deslizante
          </Link>
          .
        </p>
        <h3 id="outros-guias" className="mt-10 text-xl font-bold text-brand-900">
          Outros guias por sintoma
        </h3>
        <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {problemGuides.map((group) => (
            <div key={group.label}>
              <p className="font-semibold text-slate-800">{group.label}</p>
              <LinkItems links={group.links} className="mt-1 space-y-1" />
            </div>
          ))}
        </div>
      </section>

      <section aria-labelledby="faq-servico-titulo" className="mx-auto max-w-4xl px-4 pt-14">
        {layout.faq && (
          <>
            <SectionHeading id="faq-servico-titulo" title={layout.faq.heading}>
              <Blocks blocks={layout.faq.blocks} className="mt-2 max-w-3xl text-slate-700" />
            </SectionHeading>
            <LinkItems links={layout.faq.links} className="space-y-2" />
          </>
        )}
        {layout.after && <div className="prose-content mt-10" data-own-text="" dangerouslySetInnerHTML={{ __html: layout.after }} />}
        <p className="mt-4">
          <Link to={FAQ_PATH} className="font-semibold text-brand-700 hover:underline">
            Ver todas as dúvidas frequentes
          </Link>
        </p>
      </section>

      <section aria-labelledby="regioes-atendidas-titulo" className="mx-auto max-w-6xl px-4 pt-14">
        <SectionHeading id="regioes-atendidas-titulo" title="Cidades atendidas" text={`Técnicos próprios nas ${BUSINESS_SLOTS.cityCount} cidades atendidas:`} />
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4" data-served-regions>
          {regions.map((r) => (
            <li key={r.name} className="rounded-lg border border-slate-200 bg-white px-3 py-2">
              <LinkOrText name={r.name} to={r.to} />
            </li>
          ))}
        </ul>
        <p className="mt-4">Mora fora delas? Peça a visita assim mesmo: respondemos se conseguimos atender o seu bairro.</p>
      </section>

      <ContactCta
        title="Agende sua visita técnica"
        text="Conte o que precisa e combinamos o dia e o horário da visita, dentro do horário de atendimento que está no rodapé."
        message={whatsappMessage}
      />
      {/* The install kit and its price range, as shown in the first service above (docs/product.md §4.3: "price range"). */}
      <JsonLd
        data={priceRangeProductJsonLd(siteUrl, {
          name: `Kit motor ${BRAND} com instalação`,
          description: layout.summary,
          image: DEFAULT_OG_IMAGE,
          path: SERVICE_PATH,
          minCents: business.prices.installKit.minCents,
          maxCents: business.prices.installKit.maxCents,
        })}
      />
      <JsonLd
        data={serviceJsonLd(siteUrl, {
          name: heading,
          description: lead,
          path: SERVICE_PATH,
          serviceType: "Instalação e manutenção de motor de portão automático",
          areaServed: regions.map((r) => r.name),
        })}
      />
    </>
  );
}
