// Part of `npm run build`, after the client files are final (Remix's build and the enhancement
// module): writes the gzip and brotli copies of build/client's text files into
// BUILD_DIR/client-compressed, so the server reads them at start-up instead of compressing
// (http/static-compress.ts).
import fs from "node:fs";
import path from "node:path";
import { PRECOMPRESSED_DIR, COMPRESS_MIN_BYTES, writePrecompressed } from "../http/static-compress";
import { STATIC_MAX_FILE_BYTES, clientFiles, etagOf, isCompressible } from "../http/static-files";

const ROOT = path.resolve(new URL("..", import.meta.url).pathname);
const buildDir = path.resolve(ROOT, process.env.BUILD_DIR || "build");

const started = Date.now();
const files = new Map<string, { etag: string; body: Buffer }>();
for (const { file, urlPath } of clientFiles(path.join(buildDir, "client"))) {
  if (!isCompressible(file)) continue;
  const size = fs.statSync(file).size;
  if (size < COMPRESS_MIN_BYTES || size > STATIC_MAX_FILE_BYTES) continue;
  const body = fs.readFileSync(file);
  files.set(urlPath, { etag: etagOf(body), body });
}
const count = await writePrecompressed(path.join(buildDir, PRECOMPRESSED_DIR), files);
console.log(
  `[build] ${path.relative(ROOT, path.join(buildDir, PRECOMPRESSED_DIR))}/: ${count} arquivos comprimidos em ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
