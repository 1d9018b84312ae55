// docs/product.md §6.3b: uploaded motor photos and documents are served from the media folder
// beside the database with their type, a year of caching and, for PDFs, a download name;
// nothing else of the data folder is reachable, whatever the path's encoding or the headers.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild, startServer, tempDataDir } from "../../bench/server-process.mjs";
import { jpegPhoto, pdfDocument } from "../fixtures/media";
import { freePort, rawRequest } from "./raw-http";

let server: Awaited<ReturnType<typeof startServer>>;
let port: number;
let dir: string;
const PHOTO = "motor-ppa-home-1a2b3c4d-480.jpg";
const PDF = "manual-de-instalacao-motor-ppa-home-0f0e0d0c.pdf";

beforeAll(async () => {
  ensureBuild();
  port = await freePort();
  dir = tempDataDir("media");
  fs.mkdirSync(path.join(dir, "media", "fotos"), { recursive: true });
  fs.mkdirSync(path.join(dir, "media", "documentos"), { recursive: true });
  fs.writeFileSync(path.join(dir, "media", "fotos", PHOTO), await jpegPhoto(480, 360));
  fs.writeFileSync(path.join(dir, "media", "documentos", PDF), pdfDocument(100));
  server = await startServer({ port, dbFile: path.join(dir, "site.db") });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe("uploaded media", () => {
  it("serves a photo with its type and a year of caching", async () => {
    const res = await fetch(`${server.url}/midia/fotos/${PHOTO}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await res.arrayBuffer()).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it("serves a PDF as a download with a readable name", async () => {
    const res = await fetch(`${server.url}/midia/documentos/${PDF}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="manual-de-instalacao-motor-ppa-home.pdf"');
    expect(res.headers.get("content-length")).toBe(String(pdfDocument(100).length));
    const head = await fetch(`${server.url}/midia/documentos/${PDF}`, { method: "HEAD" });
    expect([head.status, head.headers.get("content-type")]).toEqual([200, "application/pdf"]);
  });

  it("nothing else of the data folder: traversal, odd encodings, other names and types are 404; writes are 405", async () => {
    fs.writeFileSync(path.join(dir, "media", "fotos", "nota.txt"), "segredo");
    for (const p of [
      "/midia/fotos/../../site.db",
      "/midia/fotos/%2e%2e/%2e%2e/site.db",
      "/midia/fotos/..%2f..%2fsite.db",
      "/midia/documentos/../fotos/" + PHOTO,
      "/midia/fotos/nota.txt",
      "/midia/fotos/" + PHOTO.toUpperCase(),
      "/midia/documentos/" + PHOTO,
      "/midia/fotos/" + PDF,
      "/midia/fotos/nao-existe-480.jpg",
      "/midia/.session-secret",
      "/midia/",
    ]) {
      const res = await rawRequest(port, `GET ${p} HTTP/1.1\r\nHost: ${new URL(server.url).host}\r\nConnection: close\r\n\r\n`);
      expect([400, 404], p).toContain(res.status);
      expect(res.body.toString(), p).not.toContain("segredo");
      expect(res.body.toString(), p).not.toContain("SQLite");
    }
    const post = await fetch(`${server.url}/midia/fotos/${PHOTO}`, { method: "POST", body: "x", headers: { Origin: server.url } });
    expect(post.status).toBe(405);
  });

  it("a forged Host or X-Forwarded header changes nothing", async () => {
    const res = await rawRequest(
      port,
      `GET /midia/fotos/${PHOTO} HTTP/1.1\r\nHost: ${new URL(server.url).host}\r\nX-Forwarded-Host: evil.example\r\nX-Forwarded-Proto: http\r\nConnection: close\r\n\r\n`,
    );
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toEqual(["image/jpeg"]);
  });

  it("a large post to the media form without a session is refused before its body is read", async () => {
    const res = await rawRequest(
      port,
      `POST /admin/motores/motor-ppa-home HTTP/1.1\r\nHost: ${new URL(server.url).host}\r\nOrigin: ${server.url}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${10 * 1024 * 1024}\r\nConnection: close\r\n\r\n`,
    );
    expect(res.status).toBe(413);
  });
});
