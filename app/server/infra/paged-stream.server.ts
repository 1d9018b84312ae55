import { setImmediate as nextTurn } from "node:timers/promises";

/**
 * A response body written a page at a time (docs/performance.md "Leads dashboard and exports"):
 * `head` first, then one page of text per chunk, then `tail`. A page is read only when the client
 * has taken the previous chunk (the stream pulls on demand and the HTTP layer pipes it with
 * back-pressure), and the event loop gets a turn before each page, so visitors' requests run
 * between two pages; memory holds about one page whatever the number of rows. `nextPage`
 * returns null at the end.
 */
export function pagedTextStream(head: string, nextPage: () => string | null, tail = ""): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let headSent = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!headSent) {
          headSent = true;
          controller.enqueue(encoder.encode(head));
          return;
        }
        await nextTurn();
        const page = nextPage();
        if (page === null) {
          if (tail) controller.enqueue(encoder.encode(tail));
          controller.close();
        } else controller.enqueue(encoder.encode(page));
      },
    },
    { highWaterMark: 0 },
  );
}
