import { Suspense } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { documentEndMover } from "~/server/infra/html-document-end.server";
import { createHtmlBodyStream } from "~/server/infra/html-stream.server";

/** Feeds `parts` through a mover and returns what it sent. */
function move(parts: string[]): string {
  const mover = documentEndMover();
  const out = parts.map((p) => mover.push(Buffer.from(p)));
  return Buffer.concat([...out, mover.finish()]).toString("utf8");
}

describe("closing tags at the end of the document", () => {
  const shell = "<!DOCTYPE html><html><head></head><body><p>ação</p><script>a()</script></body></html>";
  const later = '<!--$--><script nonce="n">stream.enqueue("x")</script><!--/$-->';
  const valid = `${shell.slice(0, -"</body></html>".length)}${later}</body></html>`;

  it("moves what is streamed after </html> inside the body, however the chunks fall", () => {
    const whole = shell + later;
    expect(move([shell, later])).toBe(valid);
    for (let i = 0; i <= whole.length; i++) {
      expect(move([whole.slice(0, i), whole.slice(i)]), `split at ${i}`).toBe(valid);
    }
    // One byte at a time.
    expect(move(whole.split(""))).toBe(valid);
  });

  it("leaves a document without a later part, or a fragment, as it was", () => {
    expect(move([shell])).toBe(shell);
    expect(move(["<main>sem fim</main>"])).toBe("<main>sem fim</main>");
    expect(move([])).toBe("");
  });

  it("a real streamed render ends with </body></html> and holds it once", async () => {
    let release!: () => void;
    const ready = new Promise<void>((r) => (release = r));
    let done = false;
    function Later() {
      if (!done) throw ready.then(() => void (done = true));
      return <p>depois</p>;
    }
    const html = await new Promise<string>((resolve, reject) => {
      const body = createHtmlBodyStream();
      const chunks: Buffer[] = [];
      body.on("data", (c: Buffer) => chunks.push(c));
      body.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
      const { pipe } = renderToPipeableStream(
        <html>
          <body>
            <p>antes</p>
            <Suspense fallback={<p>carregando</p>}>
              <Later />
            </Suspense>
          </body>
        </html>,
        {
          onShellReady() {
            pipe(body);
            setTimeout(release, 10);
          },
          onError: reject,
        },
      );
    });
    expect(html).toContain("depois");
    expect(html.endsWith("</body></html>")).toBe(true);
    expect(html.split("</html>")).toHaveLength(2);
    expect(html.indexOf("depois")).toBeLessThan(html.indexOf("</body>"));
  });
});
