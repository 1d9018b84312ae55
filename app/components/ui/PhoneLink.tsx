import { useContact } from "~/lib/contact";
import type { Placement } from "~/lib/leads/contact-click";
import { CONTACT_REL, useContactHref } from "~/lib/leads/use-contact-href";
import { PhoneIcon } from "./icons";

/** Click-to-call link with the business phone, through the counted redirect /contato/telefone (decision 0014). */
export function PhoneLink({ className = "", label, placement = "conteudo" }: { className?: string; label?: string; placement?: Placement }) {
  const { phone } = useContact();
  const href = useContactHref("telefone", placement);
  // No phone set yet: no call link rather than an example number (decision 0028).
  if (!phone) return null;
  return (
    <a href={href} rel={CONTACT_REL.telefone} className={`inline-flex items-center gap-2 font-semibold ${className}`} data-phone-link>
      <PhoneIcon className="h-5 w-5" />
      <span>{label ?? phone}</span>
    </a>
  );
}
