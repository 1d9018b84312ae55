import { WhatsAppIcon } from "~/components/ui/icons";
import { PhoneLink } from "~/components/ui/PhoneLink";
import { useContact } from "~/lib/contact";
import { ReplyNote } from "~/components/ui/ReplyNote";
import { whatsappMessage, type WhatsAppMessage } from "~/lib/leads/message-keys";
import { CONTACT_REL, useContactFromPath, useContactHref } from "~/lib/leads/use-contact-href";
import { VISIT_REQUEST_PATH, visitRequestHref } from "~/lib/paths";

/** Height of the bar; the page leaves as much room below its footer so nothing hides behind it. */
const BAR_HEIGHT = "h-16";

/**
 * The phone and tablet contact bar (decision 0026): below 1024 px a slim bar fixed at the
 * bottom with "Ligar" and "WhatsApp", both counted ("barra-inferior"). It is the only contact
 * surface there: the header shows its buttons and the floating one only from 1024 and 1280 px
 * (decision 0026). The page keeps its height free below the footer, and the menu panel ends
 * above it (app.css `.site-nav`). A cell whose number the owner has not set is not rendered
 * (decision 0028: no button that cannot reach anyone); the last cell opens the visit request form
 * with the page it came from (docs/product.md), and on that form's own page it is left out.
 */
const COLUMNS = ["", "grid-cols-1", "grid-cols-2", "grid-cols-3"];
export function ContactBar({ message = whatsappMessage("geral") }: { message?: WhatsAppMessage }) {
  const whatsappHref = useContactHref("whatsapp", "barra-inferior", message);
  const { phone, whatsappNumber } = useContact();
  const pathname = useContactFromPath();
  const withRequest = pathname !== VISIT_REQUEST_PATH;
  const cells = (phone ? 1 : 0) + (whatsappNumber ? 1 : 0) + (withRequest ? 1 : 0);
  if (cells === 0) return null;
  return (
    <>
      <div className={`${BAR_HEIGHT} lg:hidden`} aria-hidden="true" />
      <nav
        aria-label="Contato rápido"
        className={`fixed inset-x-0 bottom-0 z-30 grid ${BAR_HEIGHT} ${COLUMNS[cells]} border-t border-slate-200 bg-white shadow-lg lg:hidden`}
      >
        <PhoneLink placement="barra-inferior" label="Ligar" className="justify-center text-brand-800" />
        {whatsappNumber && (
          <a
            href={whatsappHref}
            target="_blank"
            rel={CONTACT_REL.whatsapp}
            data-whatsapp="bar"
            className="flex flex-col items-center justify-center bg-whatsapp-dark px-1 font-semibold text-white"
          >
            <span className="flex items-center gap-2">
              <WhatsAppIcon className="h-5 w-5 shrink-0" />
              WhatsApp
            </span>
            <ReplyNote short />
          </a>
        )}
        {withRequest && (
          <a
            href={visitRequestHref(pathname)}
            data-visit-request-link="bar"
            className="flex items-center justify-center border-l border-slate-200 px-2 text-center leading-tight font-semibold text-brand-800"
          >
            Pedir visita
          </a>
        )}
      </nav>
    </>
  );
}
