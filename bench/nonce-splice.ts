// What the CSP nonce splicing of decision 0003 (http/nonce-body.ts) costs now that public pages
// carry one nonce each (decision 0017), against the two other designs: compressing every
// response (design 2 of 0003) and cached bodies without any nonce (a public-page CSP of
// 'self'). Reads real pages from a running server: `npx tsx bench/nonce-splice.ts http://127.0.0.1:3000`.
// Figures and the decision they led to: docs/decisions/0036-nonce-splicing-kept.md.
import zlib from "node:zlib";
import { performance } from "node:perf_hooks";
import { NONCE_LENGTH, createNonce } from "../http/nonce";
import { brotliParts, createNonceBody, gzipParts, identityParts } from "../http/nonce-body";

const origin = process.argv[2] ?? "http://127.0.0.1:3000";
const PAGES = ["/", "/motores", "/cidades/moema", "/portao-nao-abre", "/duvidas-frequentes"];
const PLACEHOLDER = "P".repeat(NONCE_LENGTH);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Median time of `run` in microseconds, over `rounds` rounds of `each` calls. */
function micros(run: () => unknown, each: number, rounds = 9): number {
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const start = performance.now();
    for (let i = 0; i < each; i++) run();
    times.push(((performance.now() - start) * 1000) / each);
  }
  return median(times);
}

const rows: string[][] = [["página", "KB", "nonces", "splice id µs", "splice gz µs", "splice br µs", "br q5/resp µs", "gz l6/resp µs", "preparo ms"]];
for (const page of PAGES) {
  const html = await (await fetch(origin + page)).text();
  const nonce = /<script[^>]* nonce="([^"]+)"/.exec(html)?.[1];
  if (!nonce) throw new Error(`${page}: sem nonce`);
  const sites = html.split(`nonce="${nonce}"`).length - 1;
  const body = Buffer.from(html.replaceAll(nonce, PLACEHOLDER));
  const prepared: number[] = [];
  let entry = await createNonceBody(body, PLACEHOLDER, NONCE_LENGTH);
  for (let i = 0; i < 9; i++) {
    const start = performance.now();
    entry = await createNonceBody(body, PLACEHOLDER, NONCE_LENGTH);
    prepared.push(performance.now() - start);
  }
  const fresh = () => Buffer.from(createNonce(), "latin1");
  const whole = Buffer.from(html);
  rows.push([
    page,
    (body.length / 1024).toFixed(0),
    String(sites),
    micros(() => identityParts(entry.pieces, fresh()), 20_000).toFixed(2),
    micros(() => gzipParts(entry.pieces, entry.gzip!, fresh()), 2_000).toFixed(2),
    micros(() => brotliParts(entry.br!, fresh()), 20_000).toFixed(2),
    micros(() => zlib.brotliCompressSync(whole, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }), 20).toFixed(0),
    micros(() => zlib.gzipSync(whole, { level: 6 }), 20).toFixed(0),
    median(prepared).toFixed(1),
  ]);
}
const widths = rows[0].map((_, c) => Math.max(...rows.map((r) => r[c].length)));
for (const row of rows) console.log(row.map((cell, c) => cell.padEnd(widths[c])).join("  "));
