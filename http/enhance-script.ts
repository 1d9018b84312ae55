// Where the public pages' enhancement module (app/enhance, decision 0017) is served from:
// in development Vite compiles the source on request; `npm run build` bundles it into
// build/client/assets under a content hash (scripts/build-enhance.mjs) and names the file in
// build/enhance.json.
import fs from "node:fs";
import path from "node:path";

export const ENHANCE_SOURCE = "/app/enhance/index.ts";
export const ENHANCE_MANIFEST = "enhance.json";

export function readEnhanceManifest(buildDir: string): string {
  const file = path.join(buildDir, ENHANCE_MANIFEST);
  let src: unknown;
  try {
    src = (JSON.parse(fs.readFileSync(file, "utf8")) as { src?: unknown }).src;
  } catch {
    src = undefined;
  }
  if (typeof src !== "string" || !src.startsWith("/assets/")) throw new Error(`[server] ${file} ausente ou inválido: rode npm run build`);
  return src;
}
