import fs from "node:fs";
import type http from "node:http";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createSecurityHeaders } from "../../http/security-headers";
import zlib from "node:zlib";
import { get as httpGet } from "node:http";
import { filesLeftOnDisk, loadStaticFiles, precompressClient } from "../../http/static-files";

const security = createSecurityHeaders({ siteUrl: "http://127.0.0.1:3000" });
let root: string;
let server: http.Server;
let base: string;
let onDisk: ReadonlySet<string>;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "ppa-static-"));
  fs.mkdirSync(path.join(root, "assets"));
  fs.writeFileSync(path.join(root, "favicon.ico"), "small");
  fs.writeFileSync(path.join(root, "catalogo.pdf"), "x".repeat(64));
  fs.writeFileSync(path.join(root, "assets/app-AB12.js"), "y".repeat(64));
  fs.writeFileSync(path.join(root, "Catálogo 2025.pdf"), "z".repeat(64));
  fs.writeFileSync(path.join(root, "guia rápido.txt"), "curto");
  const files = await loadStaticFiles(root, { security, createNonce: () => "n", maxFileBytes: 32 });
  onDisk = files.onDisk;
  const app = express();
  app.use((req, res, next) => (files.serve(req, res) ? undefined : next()));
  app.use(filesLeftOnDisk(root, onDisk)!);
  app.use((_req, res) => res.status(404).send("seguiu adiante"));
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", resolve);
  });
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => {
  server.close();
  fs.rmSync(root, { recursive: true, force: true });
});
afterEach(() => vi.restoreAllMocks());

describe("static files", () => {
  it("hold the small ones in memory and leave only the large ones on disk", () => {
    expect([...onDisk].sort()).toEqual(["/Catálogo 2025.pdf", "/assets/app-AB12.js", "/catalogo.pdf"]);
    expect(filesLeftOnDisk(root, new Set())).toBeNull();
  });

  it("serve a file left on disk with the cache lifetime of its folder", async () => {
    const pdf = await fetch(`${base}/catalogo.pdf`);
    expect(pdf.status).toBe(200);
    expect(await pdf.text()).toBe("x".repeat(64));
    expect(pdf.headers.get("cache-control")).toBe("public, max-age=3600");
    const asset = await fetch(`${base}/assets/app-AB12.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await fetch(`${base}/favicon.ico`)).status).toBe(200);
    expect((await fetch(`${base}/catalogo.pdf`, { method: "HEAD" })).status).toBe(200);
  });

  it("find a file whose name has spaces or accents, in memory or on disk, by its percent-encoded path", async () => {
    const onDiskFile = await fetch(`${base}/Cat%C3%A1logo%202025.pdf`);
    expect(onDiskFile.status).toBe(200);
    expect(await onDiskFile.text()).toBe("z".repeat(64));
    const inMemory = await fetch(`${base}/guia%20r%C3%A1pido.txt`);
    expect(inMemory.status).toBe(200);
    expect(await inMemory.text()).toBe("curto");
    // A malformed escape is no file's name.
    expect((await fetch(`${base}/guia%E0%A4%A.txt`)).status).toBe(404);
  });

  it("let every other request go on without a look at the disk", async () => {
    const stat = vi.spyOn(fs, "stat");
    for (const target of ["/contato/whatsapp?de=/", "/cidades/guarulhos", "/assets/nao-existe.js", "/catalogo.pdf/..%2f..%2fetc/passwd"]) {
      const res = await fetch(`${base}${target}`);
      expect(res.status).toBe(404);
      expect(await res.text()).toBe("seguiu adiante");
    }
    expect(stat).not.toHaveBeenCalled();
    // The spy sees the file server's lookups: a file left on disk is looked up.
    expect((await fetch(`${base}/catalogo.pdf`)).status).toBe(200);
    expect(stat).toHaveBeenCalled();
  });
});

describe("the build's compressed copies", () => {
  /** A client folder with two scripts worth compressing, served by `loadStaticFiles` with `precompressed`. */
  async function serveWith(prepare: (root: string, copies: string) => Promise<void>) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ppa-precompressed-"));
    const root = path.join(dir, "client");
    const copies = path.join(dir, "client-compressed");
    fs.mkdirSync(path.join(root, "assets"), { recursive: true });
    fs.writeFileSync(path.join(root, "assets/a.js"), "const a = 'motor';\n".repeat(200));
    fs.writeFileSync(path.join(root, "assets/b.js"), "const b = 'portão';\n".repeat(200));
    await prepare(root, copies);
    const files = await loadStaticFiles(root, { security, createNonce: () => "n", precompressed: copies });
    const srv = express()
      .use((req, res, next) => (files.serve(req, res) ? undefined : next()))
      .listen(0, "127.0.0.1");
    await new Promise((resolve) => srv.once("listening", resolve));
    const origin = `http://127.0.0.1:${(srv.address() as { port: number }).port}`;
    /** The body the server sends for a path to a client that accepts brotli, as sent and decoded. */
    const brotliText = (p: string) =>
      new Promise<string>((resolve, reject) => {
        httpGet(origin + p, { headers: { "accept-encoding": "br" } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => {
            expect(res.headers["content-encoding"]).toBe("br");
            resolve(zlib.brotliDecompressSync(Buffer.concat(chunks)).toString());
          });
        }).on("error", reject);
      });
    return {
      files,
      brotliText,
      close: () => {
        srv.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }

  /** The copies the build makes (scripts/build-compress.ts). */
  async function buildCopies(root: string, copies: string) {
    await precompressClient(root, copies);
  }

  it("are used for the files they were made from, and nothing is compressed at start-up", async () => {
    const site = await serveWith(buildCopies);
    try {
      expect(site.files.compressedAtStart).toBe(0);
      expect(await site.brotliText("/assets/a.js")).toBe("const a = 'motor';\n".repeat(200));
    } finally {
      site.close();
    }
  });

  it("are not used for a file changed since, nor missing, nor unreadable: those are compressed at start-up", async () => {
    const site = await serveWith(async (root, copies) => {
      await buildCopies(root, copies);
      fs.writeFileSync(path.join(root, "assets/a.js"), "const a = 'trocado';\n".repeat(200));
      fs.rmSync(path.join(copies, "assets/b.js.br"));
    });
    try {
      expect(site.files.compressedAtStart).toBe(2);
      expect(await site.brotliText("/assets/a.js")).toBe("const a = 'trocado';\n".repeat(200));
      expect(await site.brotliText("/assets/b.js")).toBe("const b = 'portão';\n".repeat(200));
    } finally {
      site.close();
    }
  });

  it("are ignored when the build made none", async () => {
    const site = await serveWith(async () => {});
    try {
      expect(site.files.compressedAtStart).toBe(2);
    } finally {
      site.close();
    }
  });
});
