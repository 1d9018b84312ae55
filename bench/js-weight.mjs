// What a public page makes the browser download and run as JavaScript (decision 0017): every
// /assets/*.js file its HTML names (script src, modulepreload, imports of inline module
// scripts), raw and brotli-compressed, and the bytes of inline scripts other than JSON-LD.
// Used by `npm run audit:js` and by tests/integration/js-budget.test.ts.
import zlib from "node:zlib";

/** Public pages' JavaScript budget (decision 0017): brotli bytes of all script files together. */
export const JS_BUDGET_BROTLI_BYTES = 20 * 1024;

const ASSET_JS = /\/assets\/[\w.-]+\.js/g;
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** Inline scripts of the page other than JSON-LD, as { type, bytes }. */
export function inlineScripts(html) {
  const found = [];
  for (const [, attrs, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc=/.test(attrs) || body.trim() === "") continue;
    const type = /\btype="([^"]+)"/.exec(attrs)?.[1] ?? "text/javascript";
    if (type === "application/ld+json") continue;
    found.push({ type, bytes: Buffer.byteLength(body) });
  }
  return found;
}

/**
 * @param {string} base the server's URL
 * @param {string} path a page path
 * @returns {Promise<{ files: string[], raw: number, brotli: number, inline: { type: string, bytes: number }[], htmlBytes: number }>}
 */
export async function pageJsWeight(base, path) {
  const html = await (await fetch(base + path)).text();
  const files = [...new Set(html.match(ASSET_JS) ?? [])];
  let raw = 0;
  let brotli = 0;
  for (const file of files) {
    const res = await fetch(base + file);
    if (!res.ok) throw new Error(`${file}: HTTP ${res.status}`);
    const bytes = Buffer.from(await res.arrayBuffer());
    raw += bytes.length;
    brotli += zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { files, raw, brotli, inline: inlineScripts(html), htmlBytes: Buffer.byteLength(html) };
}
