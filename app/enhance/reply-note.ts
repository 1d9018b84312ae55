import { replyNote } from "~/lib/leads/opening-hours";

/**
 * The after-hours subtitle of the WhatsApp buttons (issue #15): "Respondemos amanhã a partir das
 * 08:00." outside the opening hours, hidden while open. Computed here, in São Paulo time, never
 * on the server: cached pages stay the same for everyone, and without JavaScript the redirect
 * still writes the note into the message at click time.
 */
export function showReplyNotes() {
  const notes = [...document.querySelectorAll<HTMLElement>("[data-reply-note]")];
  if (notes.length === 0) return;
  const update = () => {
    const note = replyNote(new Date());
    for (const el of notes) {
      el.textContent = note ?? "";
      el.hidden = !note;
    }
  };
  update();
  window.setInterval(update, 60_000);
}
