import type { WhatsAppMessage } from "~/lib/leads/message-keys";
import type { LegalDocument } from "~/lib/legal";
import { Breadcrumbs } from "~/components/seo/Breadcrumbs";
import { ContactCta } from "./ContactCta";
import { PageHeader } from "./PageHeader";
import { useSellerLines } from "~/components/layout/SellerIdentity";
import { PRIVACY_PATH } from "~/lib/paths";

/**
 * Terms, privacy and warranty pages: the heading, opening and numbered sections are the stored
 * text the owner edits in "Páginas do site" (decision 0043; `bodyHtml`, sanitised when saved);
 * who sells or controls the data and the contact box are the template's.
 */
export function LegalPage({ doc, bodyHtml, whatsappMessage }: { doc: LegalDocument; bodyHtml: string; whatsappMessage: WhatsAppMessage }) {
  const seller = useSellerLines();
  return (
    <>
      <Breadcrumbs items={[{ name: doc.name, path: doc.path }]} />
      <PageHeader title={doc.name} ownText={false} />
      <div className="prose-content mx-auto max-w-4xl px-4 pt-4">
        {/* Who sells, or who controls the data (Decreto 7.962/2013 art. 2, LGPD art. 9): the owner's own figures, when set. */}
        {seller.length > 0 && (
          <section data-seller-identity>
            <h2>{doc.path === PRIVACY_PATH ? "Controlador dos dados" : "Quem vende"}</h2>
            <ul>
              {seller.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
        )}
        <div dangerouslySetInnerHTML={{ __html: bodyHtml }} />
      </div>
      <ContactCta title="Ficou com alguma dúvida?" text="Fale com a gente: respondemos no horário de atendimento." message={whatsappMessage} />
    </>
  );
}
