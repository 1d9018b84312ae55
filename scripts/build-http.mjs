// Second half of `npm run build`: bundles the HTTP layer (http/main.ts and what it imports,
// app/lib/cross-site.ts included) into BUILD_DIR/http/main.js for `npm start`. Packages stay
// external (node_modules is there at run time); the Remix build is loaded from BUILD_DIR/server
// at start-up, not bundled here.
import path from "node:path";
import { build } from "esbuild";

const ROOT = path.resolve(new URL("..", import.meta.url).pathname);
const outfile = path.resolve(ROOT, process.env.BUILD_DIR || "build", "http/main.js");

await build({
  entryPoints: [path.join(ROOT, "http/main.ts")],
  outfile,
  bundle: true,
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node20",
  tsconfig: path.join(ROOT, "tsconfig.json"),
  logLevel: "warning",
});
console.log(`[build] ${path.relative(ROOT, outfile)}`);
