// The motor photos and documents the admin uploaded (docs/decisions/0019-uploaded-media-beside-the-database.md),
// served from the media folder beside the database: only names the app writes, with their type,
// a year of caching (a new upload gets a new name, so a name's bytes never change) and, for PDFs,
// a download with a readable file name. Which paths name a file, their type and download name
// are app/lib/media/motor-media.ts's (`mediaFileOfPath`), the module that makes the names.
import fs from "node:fs";
import path from "node:path";
import { MEDIA_URL, mediaFileOfPath } from "../app/lib/media/motor-media";
import { CACHE_CONTROL } from "./cache-policy";
import type { HttpMiddleware } from "./types";

export function mediaFilesMiddleware(mediaRoot: () => string): HttpMiddleware {
  return (req, res, next) => {
    if (!req.path.startsWith(`${MEDIA_URL}/`)) return next();
    const media = mediaFileOfPath(req.path);
    const notFound = () => res.status(404).set("Cache-Control", CACHE_CONTROL.none).type("text/plain; charset=utf-8").send("Arquivo não encontrado.");
    if (!media) return notFound();
    if (req.method !== "GET" && req.method !== "HEAD")
      return res.status(405).set("Allow", "GET, HEAD").type("text/plain; charset=utf-8").send("Método não permitido.");
    const file = path.join(mediaRoot(), media.dir, media.name);
    fs.stat(file, (error, stat) => {
      if (error || !stat.isFile()) return notFound();
      res.status(200);
      res.set({
        "Content-Type": media.type,
        "Content-Length": String(stat.size),
        "Cache-Control": CACHE_CONTROL.immutable,
        "Last-Modified": stat.mtime.toUTCString(),
      });
      if (media.downloadName) res.set("Content-Disposition", `attachment; filename="${media.downloadName}"`);
      if (req.method === "HEAD") return res.end();
      const stream = fs.createReadStream(file);
      stream.on("error", () => res.destroy());
      stream.pipe(res);
    });
  };
}
