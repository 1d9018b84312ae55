import type { WhatsAppMessage } from "~/lib/leads/message-keys";
import type { LegalDoc } from "~/content/legal";
import { Breadcrumbs } from "~/components/seo/Breadcrumbs";
import { ContactCta } from "./ContactCta";
import { PageHeader } from "./PageHeader";
import { useSellerLines } from "~/components/layout/SellerIdentity";
import { PRIVACY_PATH } from "~/lib/paths";

/** Terms, privacy and warranty pages: numbered sections of plain text. */
export function LegalPage({ doc, whatsappMessage }: { doc: LegalDoc; whatsappMessage: WhatsAppMessage }) {
  const seller = useSellerLines();
  return (
    <>
      <Breadcrumbs items={[{ name: doc.title, path: doc.path }]} />
      <PageHeader title={doc.title} lead={doc.intro} />
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
        {doc.sections.map((s) => (
          <section key={s.heading}>
            <h2>{s.heading}</h2>
            {s.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
            {s.items && (
              <ul>
                {s.items.map((i) => (
                  <li key={i}>{i}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
      <ContactCta title="Ficou com alguma dúvida?" text="Fale com a gente: respondemos no horário de atendimento." message={whatsappMessage} />
    </>
  );
}
