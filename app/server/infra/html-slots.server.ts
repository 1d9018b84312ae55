import { StringDecoder } from "node:string_decoder";
import { LONGEST_SLOT, SLOT_TAIL } from "~/lib/business-slots";

/**
 * Fills the business's slots (app/lib/business-slots.ts) in a streamed document: the copy names
 * the owner's figures by slot and the served page states the values of "Dados do negócio" at the
 * moment it is rendered (docs/decisions/0028-business-settings.md). A slot split across two
 * chunks is held back until its closing brace arrives (at most LONGEST_SLOT characters).
 */
/** The longest run of text after the last tag held back for a whole sentence; longer runs flow on. */
const SEGMENT_HELD = 2048;

export type SlotStream = { push(chunk: Buffer): Buffer; finish(): Buffer };

export function slotStream(fill: (text: string) => string): SlotStream {
  const decoder = new StringDecoder("utf8");
  let carry = "";
  return {
    push(chunk) {
      const text = carry + decoder.write(chunk);
      const open = text.lastIndexOf("{");
      const close = open >= 0 ? text.indexOf("}", open) : -1;
      // A slot still open, or closed so near the end that the word after it ("x", " parcelas") may be in the next chunk.
      const unfinished = open >= 0 && (close < 0 ? text.length - open < LONGEST_SLOT : text.length - close <= SLOT_TAIL);
      // The text since the last tag or quote, when short: a sentence the filler may leave out whole
      // (an instalment promise without an offer, business-slots.ts) is then never cut in two.
      const segment = Math.max(text.lastIndexOf(">"), text.lastIndexOf('"')) + 1;
      const cut = Math.min(unfinished ? open : text.length, text.length - segment <= SEGMENT_HELD ? segment : text.length);
      carry = text.slice(cut);
      return Buffer.from(fill(text.slice(0, cut)));
    },
    finish() {
      const rest = carry + decoder.end();
      carry = "";
      return Buffer.from(fill(rest));
    },
  };
}
