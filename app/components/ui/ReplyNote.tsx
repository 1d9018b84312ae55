import { useBusiness } from "~/lib/contact";

/**
 * The after-hours subtitle of a WhatsApp button (decision 0014): empty and hidden in the HTML, so
 * cached pages are the same for everyone; app/enhance/reply-note.ts fills it in São Paulo time
 * from the hours the element carries ("Dados do negócio", decision 0028).
 */
export function ReplyNote({ short = false }: { short?: boolean }) {
  const { week, exceptions } = useBusiness();
  // `short`: the phone's bottom bar, a third of the width (shortReplyNote), under the icon and label.
  return (
    <span
      hidden
      data-reply-note={short ? "short" : ""}
      data-hours={JSON.stringify({ week, exceptions })}
      className={short ? "text-center text-[11px] leading-tight font-normal" : "text-xs font-normal"}
    />
  );
}
