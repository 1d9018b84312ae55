// The motor photos and documents the admin uploaded (issue #17 point 5), served from the media
// folder beside the database: only names the app writes (app/lib/media/motor-media.ts), with
// their type from the extension, a year of caching (a new upload gets a new name, so a name's
// bytes never change) and, for PDFs, a download with a readable file name.
import fs from "node:fs";
import path from "node:path";
import { CACHE_CONTROL } from "./cache-policy";
import type { HttpMiddleware } from "./types";

// MEDIA_URL, PHOTO_DIR and DOCUMENT_DIR of app/lib/media/motor-media.ts.
const MEDIA_FILE = /^\/midia\/(?:(fotos)\/([a-z0-9-]{1,120}-\d{2,4}\.(?:avif|webp|jpg))|(documentos)\/([a-z0-9-]{1,160}\.pdf))$/;
const TYPES: Record<string, string> = { ".avif": "image/avif", ".webp": "image/webp", ".jpg": "image/jpeg", ".pdf": "application/pdf" };

/** "manual-de-instalacao-motor-ppa-home-1a2b3c4d.pdf" -> "manual-de-instalacao-motor-ppa-home.pdf" (documentDownloadName). */
function downloadName(file: string): string {
  return file.replace(/-[0-9a-f]{8}\.pdf$/, ".pdf");
}

export function mediaFilesMiddleware(mediaRoot: () => string): HttpMiddleware {
  return (req, res, next) => {
    if (!req.path.startsWith("/midia/")) return next();
    const match = MEDIA_FILE.exec(req.path);
    const notFound = () => res.status(404).set("Cache-Control", CACHE_CONTROL.none).type("text/plain; charset=utf-8").send("Arquivo não encontrado.");
    if (!match) return notFound();
    if (req.method !== "GET" && req.method !== "HEAD")
      return res.status(405).set("Allow", "GET, HEAD").type("text/plain; charset=utf-8").send("Método não permitido.");
    const [dir, name] = match[1] ? [match[1], match[2]] : [match[3], match[4]];
    const file = path.join(mediaRoot(), dir, name);
    fs.stat(file, (error, stat) => {
      if (error || !stat.isFile()) return notFound();
      res.status(200);
      res.set({
        "Content-Type": TYPES[path.extname(name)],
        "Content-Length": String(stat.size),
        "Cache-Control": CACHE_CONTROL.immutable,
        "Last-Modified": stat.mtime.toUTCString(),
      });
      if (dir === "documentos") res.set("Content-Disposition", `attachment; filename="${downloadName(name)}"`);
      if (req.method === "HEAD") return res.end();
      const stream = fs.createReadStream(file);
      stream.on("error", () => res.destroy());
      stream.pipe(res);
    });
  };
}
