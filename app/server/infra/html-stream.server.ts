import { Transform } from "node:stream";
import { documentEndMover } from "./html-document-end.server";
import { slotStream } from "./html-slots.server";

/**
 * React 18.3's renderToPipeableStream pads a 2 KB chunk with zero bytes when a multi-byte
 * UTF-8 character (ç, ã, “…) does not fit at its end: it writes the whole buffer instead
 * of the bytes it filled (react-dom-server.node, writeStringChunk; facebook/react#31134).
 * A NUL in the page breaks JSON-LD for crawlers and shows as garbage. HTML never needs a
 * literal NUL, so the stream drops them; chunks without one pass through untouched.
 */
export function withoutNulBytes(chunk: Buffer): Buffer {
  if (chunk.indexOf(0) === -1) return chunk;
  const out = Buffer.allocUnsafe(chunk.length);
  let n = 0;
  for (const byte of chunk) if (byte !== 0) out[n++] = byte;
  return out.subarray(0, n);
}

/**
 * The page's byte stream: without NUL bytes, the business's slots filled when `fill` is given
 * (html-slots.server.ts), and `</body></html>` last (html-document-end.server.ts).
 */
export function createHtmlBodyStream(fill?: (text: string) => string): Transform {
  const documentEnd = documentEndMover();
  const slots = fill ? slotStream(fill) : null;
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const clean = typeof chunk === "string" ? Buffer.from(chunk.replaceAll("\0", "")) : withoutNulBytes(chunk);
      callback(null, documentEnd.push(slots ? slots.push(clean) : clean));
    },
    flush(callback) {
      callback(null, slots ? Buffer.concat([documentEnd.push(slots.finish()), documentEnd.finish()]) : documentEnd.finish());
    },
  });
}
