import { useBusiness } from "~/lib/contact";

/**
 * The after-hours subtitle of a WhatsApp button (decision 0014): empty and hidden in the HTML, so
 * cached pages are the same for everyone; app/enhance/reply-note.ts fills it in São Paulo time
 * from the hours the element carries ("Dados do negócio", decision 0028).
 */
export function ReplyNote() {
  const { week, exceptions } = useBusiness();
  return <span hidden data-reply-note data-hours={JSON.stringify({ week, exceptions })} className="text-xs font-normal" />;
}
