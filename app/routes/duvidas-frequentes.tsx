import type { MetaFunction } from "@remix-run/node";
import { faqCategoriesOf } from "~/lib/faq-questions";
import { getPublicPageText } from "~/server/page-texts/store.server";
import { useLoaderData } from "@remix-run/react";
import { faqPageJsonLd } from "~/lib/jsonld";
import { pageMeta } from "~/lib/seo";
import { Breadcrumbs } from "~/components/seo/Breadcrumbs";
import { JsonLd } from "~/components/seo/JsonLd";
import { ContactCta } from "~/components/sections/ContactCta";
import { FaqList } from "~/components/sections/FaqList";
import { questionsSaid } from "~/lib/business-slots";
import { useSlotFill } from "~/lib/contact";
import { PageHeader } from "~/components/sections/PageHeader";
import { FAQ_PATH } from "~/lib/paths";
import { pageMessageKey } from "~/lib/page-registry";
import { whatsappMessage } from "~/lib/leads/message-keys";

const HEADING = "Dúvidas Frequentes";

// The page's texts and questions are the owner's, stored in "Páginas do site" (decisions 0040, 0043):
// the template holds only its fixed labels, used when the row has no title or description.
export const meta: MetaFunction<typeof loader> = ({ matches }) =>
  pageMeta(matches, { title: `${HEADING} | Motores PPA`, description: HEADING, path: FAQ_PATH });

export function loader() {
  const categories = faqCategoriesOf(getPublicPageText(FAQ_PATH)?.questions ?? []);
  return { whatsappMessage: whatsappMessage(pageMessageKey(FAQ_PATH)), categories };
}

export default function FaqPage() {
  const { whatsappMessage, categories: stored } = useLoaderData<typeof loader>();
  // A question whose claim the owner does not make goes with its answer (the factory-direct price, decision 0050).
  const fill = useSlotFill();
  const categories = stored.map((c) => ({ ...c, items: questionsSaid(c.items, fill) })).filter((c) => c.items.length > 0);
  return (
    <>
      <Breadcrumbs items={[{ name: HEADING, path: FAQ_PATH }]} />
      <PageHeader title={HEADING} />
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
        text="Pergunte direto para a nossa equipe: respondemos no horário de atendimento."
        message={whatsappMessage}
      />
      <JsonLd data={faqPageJsonLd(categories.flatMap((c) => c.items))} />
    </>
  );
}
