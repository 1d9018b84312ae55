// docs/performance.md "Leads dashboard and exports": a streamed CSV is the same file toCsv writes,
// and its pages are read from the source only as the client takes chunks.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvHead, csvLines, toCsv, type CsvCell } from "~/lib/leads/csv";
import { csvStream } from "~/server/infra/csv-stream.server";
import { NUM_RUNS } from "../limits";

const cell = fc.oneof(fc.string(), fc.fullUnicodeString({ maxLength: 12 }), fc.double({ noNaN: true }), fc.integer(), fc.constant(null));
const rows = fc.array(fc.array(cell, { minLength: 1, maxLength: 6 }), { maxLength: 12 });
const header = fc.array(fc.string({ maxLength: 10 }), { minLength: 1, maxLength: 6 });

/** Pages of `size` rows of `all`, then an empty page; counts how many pages were asked for. */
function pager(all: CsvCell[][], size: number) {
  const state = { asked: 0 };
  const next = () => all.slice(state.asked++ * size, state.asked * size);
  return { state, next };
}

describe("streamed CSV", () => {
  it("writes exactly what toCsv writes, whatever the cells and the page size", async () => {
    await fc.assert(
      fc.asyncProperty(header, rows, fc.integer({ min: 1, max: 5 }), async (h, all, size) => {
        expect(csvHead(h) + csvLines(all)).toBe(toCsv(h, all));
        const { next } = pager(all, size);
        const bytes = new Uint8Array(await new Response(csvStream(h, next)).arrayBuffer());
        expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes)).toBe(toCsv(h, all));
      }),
      { numRuns: NUM_RUNS / 5 },
    );
  });

  it("reads a page from its source only when the reader asks for the next chunk", async () => {
    const all = Array.from({ length: 10 }, (_, i) => [`linha ${i}`, i]);
    const { state, next } = pager(all, 3);
    const reader = csvStream(["Texto", "Número"], next).getReader();
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode((await reader.read()).value)).toBe("\ufeffTexto;Número\r\n");
    expect(state.asked).toBe(0);
    expect(new TextDecoder().decode((await reader.read()).value)).toBe("linha 0;0\r\nlinha 1;1\r\nlinha 2;2\r\n");
    expect(state.asked).toBe(1);
    await reader.read();
    expect(state.asked).toBe(2);
    await reader.read();
    await reader.read();
    expect(await reader.read()).toEqual({ done: true, value: undefined });
    expect(state.asked).toBe(5);
  });
});
