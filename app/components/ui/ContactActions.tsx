import type { Placement } from "~/lib/leads/contact-click";
import type { WhatsAppMessage } from "~/lib/leads/message-keys";
import { VISIT_REQUEST_PATH, visitRequestHref } from "~/lib/paths";
import { useContactFromPath } from "~/lib/leads/use-contact-href";
import { PhoneLink } from "./PhoneLink";
import { WhatsAppButton } from "./WhatsAppButton";

type Props = {
  /** Prefilled WhatsApp message naming the page's subject. */
  message: WhatsAppMessage;
  whatsappLabel?: string;
  /** "dark" when placed on a dark band. */
  tone?: "light" | "dark";
  className?: string;
  /** Where the pair sits, for the leads tables. */
  placement?: Placement;
  /** The visit request link (false on the request form itself). */
  withRequest?: boolean;
};

/**
 * The contact actions of every page: WhatsApp with a message and click-to-call (each only once
 * the owner set its number, decision 0028), and the visit request form for whoever will neither
 * call nor open WhatsApp, opened with the page it came from (docs/product.md).
 */
export function ContactActions({ message, whatsappLabel, tone = "light", className = "", placement = "conteudo", withRequest = true }: Props) {
  const pathname = useContactFromPath();
  const call = tone === "dark" ? "bg-white text-brand-800 hover:bg-brand-50" : "border-2 border-brand-700 text-brand-800 hover:bg-brand-50";
  const request =
    tone === "dark" ? "text-white underline underline-offset-4 hover:text-brand-100" : "text-brand-800 underline underline-offset-4 hover:text-brand-600";
  return (
    <div data-contact-actions="" className={`flex flex-wrap items-center gap-3 ${className}`}>
      <WhatsAppButton message={message} label={whatsappLabel} placement={placement} />
      <PhoneLink className={`rounded-lg px-5 py-2.5 ${call}`} label="Ligar agora" placement={placement} />
      {withRequest && (
        <a
          href={pathname === VISIT_REQUEST_PATH ? VISIT_REQUEST_PATH : visitRequestHref(pathname)}
          className={`px-1 py-2.5 font-semibold ${request}`}
          data-visit-request-link
        >
          Pedir visita técnica / orçamento
        </a>
      )}
    </div>
  );
}
