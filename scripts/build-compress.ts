// Part of `npm run build`, after the client files are final (Remix's build and the enhancement
// module): writes the gzip and brotli copies of build/client's text files into
// BUILD_DIR/client-compressed, so the server reads them at start-up instead of compressing
// (http/static-compress.ts).
import path from "node:path";
import { PRECOMPRESSED_DIR } from "../http/static-compress";
import { precompressClient } from "../http/static-files";

const ROOT = path.resolve(new URL("..", import.meta.url).pathname);
const buildDir = path.resolve(ROOT, process.env.BUILD_DIR || "build");
const dir = path.join(buildDir, PRECOMPRESSED_DIR);

const started = Date.now();
const count = await precompressClient(path.join(buildDir, "client"), dir);
console.log(`[build] ${path.relative(ROOT, dir)}/: ${count} arquivos comprimidos em ${((Date.now() - started) / 1000).toFixed(1)} s`);
