import { setImmediate as nextTurn } from "node:timers/promises";
import { csvHead, csvLines, type CsvCell } from "~/lib/leads/csv";

/**
 * A CSV answered in chunks (docs/performance.md "Leads dashboard and exports"): the header first,
 * then one page of rows per chunk, read only when the client has taken the previous one (the
 * stream pulls on demand and the HTTP layer pipes it with back-pressure). Before each page the
 * event loop gets a turn, so visitors' requests run between two pages; memory holds about one
 * page whatever the number of rows. `nextPage` returns an empty page at the end.
 */
export function csvStream(header: string[], nextPage: () => CsvCell[][]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let headerSent = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!headerSent) {
          headerSent = true;
          controller.enqueue(encoder.encode(csvHead(header)));
          return;
        }
        await nextTurn();
        const rows = nextPage();
        if (rows.length === 0) controller.close();
        else controller.enqueue(encoder.encode(csvLines(rows)));
      },
    },
    { highWaterMark: 0 },
  );
}
