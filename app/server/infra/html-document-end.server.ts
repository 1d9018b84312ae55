/**
 * Keeps the document's closing `</body></html>` at the very end of the streamed HTML.
 *
 * React 18's renderToPipeableStream writes the shell, closing tags included, as soon as it is
 * ready, and only then what it streams later: Remix's single-fetch data (`<Scripts>` streams
 * loader data through Suspense) and any suspended boundary. Those `<script>`s landed after
 * `</html>`, one HTML validation error on every page (docs/content-quality.md). Browsers put them in
 * the body anyway, so holding the two closing tags back until the stream ends changes nothing
 * they run, and the document is valid. React 19 does the same itself.
 *
 * Byte-level, so a nonce placeholder or a multi-byte character split across chunks is never
 * touched; until the tags are found the last 13 bytes of the stream are held back in case
 * they are the start of them.
 */
const END_TAGS = Buffer.from("</body></html>");

export type DocumentEndMover = {
  /** Bytes to send now for this chunk (possibly empty). */
  push(chunk: Buffer): Buffer;
  /** Bytes to send when the stream ends: what was held back, then the closing tags. */
  finish(): Buffer;
};

export function documentEndMover(): DocumentEndMover {
  let carry: Buffer = Buffer.alloc(0);
  let found = false;
  return {
    push(chunk) {
      if (found) return chunk;
      const buf = carry.length ? Buffer.concat([carry, chunk]) : chunk;
      const at = buf.indexOf(END_TAGS);
      if (at >= 0) {
        found = true;
        carry = Buffer.alloc(0);
        return Buffer.concat([buf.subarray(0, at), buf.subarray(at + END_TAGS.length)]);
      }
      const keep = Math.min(buf.length, END_TAGS.length - 1);
      carry = Buffer.from(buf.subarray(buf.length - keep));
      return buf.subarray(0, buf.length - keep);
    },
    finish() {
      const rest = found ? Buffer.concat([carry, END_TAGS]) : carry;
      carry = Buffer.alloc(0);
      return rest;
    },
  };
}
