import type { Placement } from "~/lib/leads/contact-click";
import type { WhatsAppMessage } from "~/lib/leads/message-keys";
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
};

/** The two contact actions of every page: WhatsApp with a message and click-to-call. */
export function ContactActions({ message, whatsappLabel, tone = "light", className = "", placement = "conteudo" }: Props) {
  const call = tone === "dark" ? "bg-white text-brand-800 hover:bg-brand-50" : "border-2 border-brand-700 text-brand-800 hover:bg-brand-50";
  return (
    <div className={`flex flex-wrap items-center gap-3 ${className}`}>
      <WhatsAppButton message={message} label={whatsappLabel} placement={placement} />
      <PhoneLink className={`rounded-lg px-5 py-2.5 ${call}`} label="Ligar agora" placement={placement} />
    </div>
  );
}
