import fs from "node:fs";
import type http from "node:http";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createSecurityHeaders } from "../../http/security-headers";
import { filesLeftOnDisk, loadStaticFiles } from "../../http/static-files";

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
