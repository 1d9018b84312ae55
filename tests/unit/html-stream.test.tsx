import { PassThrough, type Transform } from "node:stream";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createHtmlBodyStream, withoutNulBytes } from "~/server/infra/html-stream.server";

/** Enough pt-BR text that 2 KB chunk boundaries fall inside multi-byte characters. */
function Page() {
  return (
    <main>
      {Array.from({ length: 400 }, (_, i) => (
        <p key={i}>{`Instalação nº ${i}: “braço” e ação${"ç".repeat(i % 7)}`}</p>
      ))}
    </main>
  );
}

function render(through: Transform): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    through.on("data", (c: Buffer) => chunks.push(c));
    through.on("end", () => resolve(Buffer.concat(chunks)));
    const { pipe } = renderToPipeableStream(<Page />, { onAllReady: () => pipe(through), onError: reject });
  });
}

describe("HTML body stream", () => {
  it("React 18 alone pads some chunks with NUL bytes (the bug this works around)", async () => {
    const raw = await render(new PassThrough());
    expect(raw.indexOf(0)).toBeGreaterThan(-1);
  });

  it("the page stream carries the exact UTF-8 of the rendered page, without NUL bytes", async () => {
    const html = await render(createHtmlBodyStream());
    expect(html.indexOf(0)).toBe(-1);
    expect(html.toString("utf8")).toBe(renderToString(<Page />));
  });

  it("leaves a chunk without NUL untouched and drops only the zero bytes of one with them", () => {
    const clean = Buffer.from("ação");
    expect(withoutNulBytes(clean)).toBe(clean);
    expect(withoutNulBytes(Buffer.from([0x61, 0x00, 0xc3, 0xa7, 0x00]))).toEqual(Buffer.from("aç"));
  });
});
