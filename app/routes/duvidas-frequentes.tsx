import type { MetaFunction } from "@remix-run/node";
import { faqCategoriesOf } from "~/lib/faq-questions";
import { getPublicPageText } from "~/server/page-texts/store.server";
import { useLoaderData } from "@remix-run/react";
import { BRAND } from "~/content/business";
import { FAQ_CATEGORIES } from "~/content/faq";
import { faqPageJsonLd } from "~/lib/jsonld";
import { pageMeta } from "~/lib/seo";
import { Breadcrumbs } from "~/components/seo/Breadcrumbs";
import { JsonLd } from "~/components/seo/JsonLd";
import { ContactCta } from "~/components/sections/ContactCta";
import { FaqList } from "~/components/sections/FaqList";
import { PageHeader } from "~/components/sections/PageHeader";
import { FAQ_PATH } from "~/lib/paths";
import { pageMessageKey } from "~/lib/page-registry";
import { whatsappMessage } from "~/lib/leads/message-keys";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageMeta(matches, {
    title: `Dúvidas Frequentes sobre Motor de Portão ${BRAND} | Instalação, Garantia e Preços`,
    description: `Respostas para ${data?.count ?? 0} dúvidas sobre motor de portão automático ${BRAND}: instalação, garantia, manutenção, pagamento, modelos e problemas comuns.`,
    path: FAQ_PATH,
  });

export function loader() {
  // The questions as the owner keeps them in "Páginas do site" (decision 0040), else the site's own.
  const own = getPublicPageText(FAQ_PATH)?.questions;
  const categories = own ? faqCategoriesOf(own) : FAQ_CATEGORIES;
  return {
    whatsappMessage: whatsappMessage(pageMessageKey(FAQ_PATH)),
    categories,
    count: categories.reduce((n, c) => n + c.items.length, 0),
  };
}

export default function FaqPage() {
  const { whatsappMessage, categories } = useLoaderData<typeof loader>();
  return (
    <>
      <Breadcrumbs items={[{ name: "Dúvidas Frequentes", path: FAQ_PATH }]} />
      <PageHeader
        title="Dúvidas Frequentes"
        lead={`Tudo o que nossos clientes mais perguntam sobre motores ${BRAND}, instalação, garantia e manutenção. Toque em uma pergunta para ver a resposta.`}
      />
      <nav aria-label="Temas das dúvidas" className="mx-auto max-w-4xl px-4 pt-4">
        <ul className="flex flex-wrap gap-2">
          {categories.map((c) => (
            <li key={c.id}>
              <a
                href={`#${c.id}`}
                className="inline-block rounded-full border border-brand-600 px-4 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
              >
                {c.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mx-auto max-w-4xl space-y-10 px-4 pt-8">
        {categories.map((c) => (
          <section key={c.id} id={c.id} aria-labelledby={`${c.id}-titulo`} className="scroll-mt-24">
            <h2 id={`${c.id}-titulo`} className="mb-4 text-2xl font-bold text-brand-900">
              {c.title}
            </h2>
            <FaqList items={c.items} anchored />
          </section>
        ))}
      </div>
      <ContactCta
        title="Não encontrou sua dúvida?"
        text="Pergunte direto para a nossa equipe pelo WhatsApp ou ligue: respondemos no horário de atendimento."
        message={whatsappMessage}
      />
      <JsonLd data={faqPageJsonLd(categories.flatMap((c) => c.items))} />
    </>
  );
}
