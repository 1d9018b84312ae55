import { useEffect, useState } from "react";
import { replyNote } from "./opening-hours";

/**
 * The after-hours subtitle of the WhatsApp buttons (issue #15, point 8): "Respondemos amanhã a
 * partir das 08:00." outside the opening hours, null while open. Computed in the browser after
 * the page loads (São Paulo time, whatever the visitor's zone), never on the server: cached pages
 * stay the same for everyone, and without JavaScript the redirect still writes the note into the
 * message at click time.
 */
export function useReplyNote(): string | null {
  const [note, setNote] = useState<string | null>(null);
  useEffect(() => {
    const update = () => setNote(replyNote(new Date()));
    update();
    const timer = window.setInterval(update, 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return note;
}
