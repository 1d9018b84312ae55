/**
 * The after-hours subtitle of a WhatsApp button (issue #15): empty and hidden in the HTML, so
 * cached pages are the same for everyone; app/enhance/reply-note.ts fills it in São Paulo time.
 */
export function ReplyNote() {
  return <span hidden data-reply-note className="text-xs font-normal" />;
}
