import crypto from "node:crypto";
import zlib from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { brotliParts, createNonceBody, differingProbes, gzipParts, identityParts } from "../../http/nonce-body";
import { NUM_RUNS_COSTLY } from "../limits";

const PLACEHOLDER = crypto.randomBytes(18).toString("base64");
const nonce = () => Buffer.from(crypto.randomBytes(18).toString("base64"), "latin1");

/** A page-like text: markup and Portuguese words, with nonce slots at random places. */
const pageText = fc
  .array(
    fc.oneof(
      fc.constantFrom('<div class="mx-auto px-4">', "</div>", "Motor PPA ", "portão basculante ", "instalação em Moema ", "São Paulo ", "\n"),
      fc.string({ maxLength: 40 }),
      fc.constant(`<script nonce="${PLACEHOLDER}">window.__remixContext={}</script>`),
    ),
    { minLength: 1, maxLength: 200, size: "max" },
  )
  .map((parts) => parts.join(""));

describe("bodies with a fresh nonce per response", () => {
  it("identity, gzip and brotli decode to the page with the given nonce in every slot", async () => {
    let compressed = 0;
    await fc.assert(
      fc.asyncProperty(pageText, async (text) => {
        const body = await createNonceBody(Buffer.from(text), PLACEHOLDER, 24);
        for (let i = 0; i < 2; i++) {
          const n = nonce();
          const expected = Buffer.from(text.replaceAll(PLACEHOLDER, n.toString("latin1")));
          const plain = Buffer.concat(identityParts(body.pieces, n));
          expect(plain.equals(expected)).toBe(true);
          expect(plain.length).toBe(body.length);
          if (!body.gzip) continue;
          compressed++;
          const gz = Buffer.concat(gzipParts(body.pieces, body.gzip, n));
          expect(gz.length).toBe(body.gzip.length);
          expect(zlib.gunzipSync(gz).equals(expected)).toBe(true);
          expect(body.br).not.toBeNull();
          const br = Buffer.concat(brotliParts(body.br!, n));
          expect(br.length).toBe(body.br!.length);
          expect(zlib.brotliDecompressSync(br).equals(expected)).toBe(true);
        }
      }),
      // endOnFailure: a failing input is reported at once instead of being shrunk until the
      // test times out (CI once saw a 60 s timeout here with no counterexample to read).
      { numRuns: NUM_RUNS_COSTLY, endOnFailure: true },
    );
    // Most pages pass MIN_COMPRESS_BYTES, so the gzip and brotli paths are exercised (2 nonces each).
    expect(compressed).toBeGreaterThanOrEqual(NUM_RUNS_COSTLY / 2);
  });

  it("compresses a real-sized page well and keeps the ETag independent of the placeholder", async () => {
    const page = Array.from({ length: 600 }, (_, i) => `<li class="py-1"><a href="/cidades/bairro-${i}">Motor para portão no bairro ${i}</a></li>`).join("");
    const text = `${page}<script nonce="${PLACEHOLDER}">a()</script><script nonce="${PLACEHOLDER}" type="module">b()</script>`;
    const body = await createNonceBody(Buffer.from(text), PLACEHOLDER, 24);
    expect(body.gzip!.length).toBeLessThan(body.length / 5);
    expect(body.br!.length).toBeLessThan(body.gzip!.length);
    const other = crypto.randomBytes(18).toString("base64");
    const again = await createNonceBody(Buffer.from(text.replaceAll(PLACEHOLDER, other)), other, 24);
    expect(again.etag).toBe(body.etag);
    const changed = await createNonceBody(Buffer.from(text.replace("bairro 1<", "bairro um<")), PLACEHOLDER, 24);
    expect(changed.etag).not.toBe(body.etag);
  });

  it("checks brotli with two nonce-like probes that differ at every position", () => {
    // A text byte copied from a nonce slot would decode as the probe's byte there: it can match
    // the page for one probe by chance, never for both.
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 64 }), (length) => {
        const [a, b] = differingProbes(length);
        expect(a.length).toBe(length);
        expect(b.length).toBe(length);
        for (const probe of [a, b]) expect(probe.toString("latin1")).toMatch(/^[A-Za-z0-9+/]+$/);
        for (let i = 0; i < length; i++) expect(a[i]).not.toBe(b[i]);
      }),
    );
  });
});
