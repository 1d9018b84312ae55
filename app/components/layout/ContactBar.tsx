import { WhatsAppIcon } from "~/components/ui/icons";
import { PhoneLink } from "~/components/ui/PhoneLink";
import { useContact } from "~/lib/contact";
import { ReplyNote } from "~/components/ui/ReplyNote";
import { whatsappMessage, type WhatsAppMessage } from "~/lib/leads/message-keys";
import { CONTACT_REL, useContactHref } from "~/lib/leads/use-contact-href";

/** Height of the bar; the page leaves as much room below its footer so nothing hides behind it. */
const BAR_HEIGHT = "h-16";

/**
 * The phone and tablet contact bar (decision 0026): below 1024 px a slim bar fixed at the
 * bottom with "Ligar" and "WhatsApp", both counted ("barra-inferior"). It is the only contact
 * surface there: the header shows its buttons and the floating one only from 1024 and 1280 px
 * (decision 0026). The page keeps its height free below the footer, and the menu panel ends
 * above it (app.css `.site-nav`). A half whose number the owner has not set is not rendered, and
 * with neither there is no bar at all (decision 0028: no button that cannot reach anyone).
 */
export function ContactBar({ message = whatsappMessage("geral") }: { message?: WhatsAppMessage }) {
  const whatsappHref = useContactHref("whatsapp", "barra-inferior", message);
  const { phone, whatsappNumber } = useContact();
  const cells = (phone ? 1 : 0) + (whatsappNumber ? 1 : 0);
  if (cells === 0) return null;
  return (
    <>
      <div className={`${BAR_HEIGHT} lg:hidden`} aria-hidden="true" />
      <nav
        aria-label="Contato rápido"
        className={`fixed inset-x-0 bottom-0 z-30 grid ${BAR_HEIGHT} ${cells === 2 ? "grid-cols-2" : "grid-cols-1"} border-t border-slate-200 bg-white shadow-lg lg:hidden`}
      >
        <PhoneLink placement="barra-inferior" label="Ligar" className="justify-center text-brand-800" />
        {whatsappNumber && (
          <a
            href={whatsappHref}
            target="_blank"
            rel={CONTACT_REL.whatsapp}
            data-whatsapp="bar"
            className="flex items-center justify-center gap-2 bg-whatsapp-dark px-2 font-semibold text-white"
          >
            <WhatsAppIcon className="h-5 w-5 shrink-0" />
            <span className="flex flex-col leading-tight">
              <span>WhatsApp</span>
              <ReplyNote />
            </span>
          </a>
        )}
      </nav>
    </>
  );
}
