import { replyNote, shortReplyNote, type Hours } from "~/lib/leads/opening-hours";

/**
 * The after-hours subtitle of the WhatsApp buttons (decision 0014): "Respondemos amanhã a partir das
 * 08:00." outside the opening hours, hidden while open. Computed here, in São Paulo time, never
 * on the server: cached pages stay the same for everyone, and without JavaScript the redirect
 * still writes the note into the message at click time. The hours come from the element's
 * data-hours, written by the server from "Dados do negócio" (decision 0028).
 */
export function showReplyNotes() {
  const notes = [...document.querySelectorAll<HTMLElement>("[data-reply-note]")];
  if (notes.length === 0) return;
  const update = () => {
    for (const el of notes) {
      const hours = readHours(el);
      const note = hours && (el.dataset.replyNote === "short" ? shortReplyNote : replyNote)(new Date(), hours);
      el.textContent = note ?? "";
      el.hidden = !note;
    }
  };
  update();
  window.setInterval(update, 60_000);
}

/** The hours the server wrote on the note, or null (then no note is shown). */
function readHours(el: HTMLElement): Hours | null {
  try {
    const hours = JSON.parse(el.dataset.hours ?? "") as Hours;
    if (Array.isArray(hours.week) && Array.isArray(hours.exceptions)) return hours;
  } catch {
    // unreadable: no note
  }
  return null;
}
