import { csvHead, csvLines, type CsvCell } from "~/lib/leads/csv";
import { pagedTextStream } from "./paged-stream.server";

/** A CSV answered a page of rows per chunk (paged-stream.server.ts): the header, then the rows of each page until `nextPage` returns an empty page. */
export function csvStream(header: string[], nextPage: () => CsvCell[][]): ReadableStream<Uint8Array> {
  return pagedTextStream(csvHead(header), () => {
    const rows = nextPage();
    return rows.length === 0 ? null : csvLines(rows);
  });
}
