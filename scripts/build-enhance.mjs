// Part of `npm run build`, after Remix's: bundles the public pages' enhancement module
// (app/enhance/index.ts, decision 0017) into BUILD_DIR/client/assets/enhance-<hash>.js and
// names it in BUILD_DIR/enhance.json, read by the server at start-up (http/enhance-script.ts).
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const ROOT = path.resolve(new URL("..", import.meta.url).pathname);
const buildDir = path.resolve(ROOT, process.env.BUILD_DIR || "build");
const outdir = path.join(buildDir, "client/assets");

const result = await build({
  entryPoints: [path.join(ROOT, "app/enhance/index.ts")],
  outdir,
  entryNames: "enhance-[hash]",
  bundle: true,
  minify: true,
  format: "esm",
  platform: "browser",
  // Browsers with native modules and the syntax the module uses (optional chaining, spread).
  target: ["es2020"],
  tsconfig: path.join(ROOT, "tsconfig.json"),
  metafile: true,
  logLevel: "warning",
});
const file = Object.keys(result.metafile.outputs).find((f) => f.endsWith(".js"));
const src = `/assets/${path.basename(file)}`;
fs.writeFileSync(path.join(buildDir, "enhance.json"), `${JSON.stringify({ src })}\n`);
console.log(`[build] ${path.relative(ROOT, path.join(outdir, path.basename(file)))} (${fs.statSync(path.join(ROOT, file)).size} bytes)`);
