import { useContact } from "~/lib/contact";
import type { Placement } from "~/lib/leads/contact-click";
import { whatsappMessage, type WhatsAppMessage } from "~/lib/leads/message-keys";
import { CONTACT_REL, useContactHref } from "~/lib/leads/use-contact-href";
import { ReplyNote } from "./ReplyNote";
import { WhatsAppIcon } from "./icons";

export type WhatsAppVariant = "normal" | "compact" | "floating";

type Props = {
  message?: WhatsAppMessage;
  variant?: WhatsAppVariant;
  label?: string;
  className?: string;
  /** Where the button sits, for the leads tables (default: "flutuante" for the floating one, else "conteudo"). */
  placement?: Placement;
};

const LABEL = "Chamar no WhatsApp";

/**
 * The messaging contact button of docs/product.md §3: opens the business's WhatsApp chat in a
 * new tab with a prefilled message, through the counted redirect /contato/whatsapp (decision 0014).
 * Outside the opening hours the normal variant says when the reply will come (ReplyNote).
 * The floating one shows from 1280 px only, where the page's columns leave it room: below
 * 1024 px the ContactBar is the one contact surface, from 1024 px the header's buttons
 * (decision 0026). It stays under the header (z-40), so an open menu covers it.
 */
const GENERAL = whatsappMessage("geral");

export function WhatsAppButton({ message = GENERAL, variant = "normal", label = LABEL, className = "", placement }: Props) {
  const href = useContactHref("whatsapp", placement ?? (variant === "floating" ? "flutuante" : "conteudo"), message);
  // Neither number set yet: no chat button (decision 0028).
  if (!useContact().whatsappNumber) return null;
  if (variant === "floating") {
    return (
      <a
        href={href}
        target="_blank"
        rel={CONTACT_REL.whatsapp}
        aria-label={LABEL}
        data-whatsapp="floating"
        className={`fixed right-4 bottom-4 z-30 hidden h-14 w-14 items-center justify-center rounded-full bg-whatsapp-dark text-white shadow-lg transition hover:scale-105 xl:flex focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${className}`}
      >
        <WhatsAppIcon className="h-8 w-8" />
        <span className="absolute top-0 right-0 flex h-3.5 w-3.5" aria-hidden="true">
          <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-red-400 opacity-75 motion-reduce:animate-none" />
          <span className="relative inline-flex h-3.5 w-3.5 rounded-full bg-red-600" />
        </span>
      </a>
    );
  }
  const size = variant === "compact" ? "gap-1.5 px-3 py-1.5 text-sm" : "gap-2 px-5 py-3 text-base";
  return (
    <a
      href={href}
      target="_blank"
      rel={CONTACT_REL.whatsapp}
      data-whatsapp={variant}
      className={`inline-flex items-center justify-center rounded-lg bg-whatsapp-dark font-semibold text-white shadow transition hover:bg-green-800 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${size} ${className}`}
    >
      <WhatsAppIcon className={variant === "compact" ? "h-4 w-4" : "h-5 w-5"} />
      {variant === "normal" ? (
        <span className="flex flex-col text-left leading-tight">
          <span>{label}</span>
          <ReplyNote />
        </span>
      ) : (
        <span>{label}</span>
      )}
    </a>
  );
}
