import type { ReactNode } from "react";
import { ContactActions } from "~/components/ui/ContactActions";
import { useContact } from "~/lib/contact";
import type { WhatsAppMessage } from "~/lib/leads/message-keys";

type Props = {
  title: string;
  /** Short text under the title (or pass it as children). */
  text?: string;
  children?: ReactNode;
  message: WhatsAppMessage;
  /** WhatsApp button label when not the default "Chamar no WhatsApp". */
  label?: string;
  /**
   * The text while no WhatsApp number is set, when the text (or children) speaks of the chat: a
   * band never tells the visitor to send a message nobody can receive (decision 0028); its visit
   * request link is then the way in.
   */
  withoutChat?: string;
  id?: string;
};

/**
 * Call-to-action band: WhatsApp with the page's message and the click-to-call link. The site's
 * one declared boilerplate (`data-boilerplate`, app/lib/page-html.ts): the content-quality
 * measure leaves it out of the main text; it must stay under 80 words (docs/content-quality.md).
 */
export function ContactCta({ title, text, children, message, label, id, withoutChat }: Props) {
  const headingId = `${id ?? "contato"}-titulo`;
  const chat = useContact().whatsappNumber !== null;
  const body = !chat && withoutChat !== undefined ? withoutChat : (text ?? children);
  return (
    <section id={id} aria-labelledby={headingId} data-boilerplate="" className="mx-auto mt-12 max-w-6xl px-4">
      <div className="rounded-2xl bg-brand-800 px-6 py-8 text-white sm:px-10">
        <h2 id={headingId} className="text-2xl font-bold">
          {title}
        </h2>
        {body && <div className="mt-2 max-w-3xl text-brand-100">{body}</div>}
        <ContactActions message={message} whatsappLabel={label} tone="dark" className="mt-6" placement="chamada" />
      </div>
    </section>
  );
}
