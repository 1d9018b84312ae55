import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { backupDatabase, backupMedia, countRows } from "../../db/backup";
import { bumpContentVersion } from "~/server/data/content-version.server";
import { generatedPages } from "../../db/schema";
import { useFreshDatabase } from "./helpers";
import { PROCESS_TEST_TIMEOUT_MS } from "../limits";

let fresh: ReturnType<typeof useFreshDatabase> | undefined;
afterEach(() => {
  fresh?.cleanup();
  fresh = undefined;
});

function addPages(n: number, from = 0) {
  const { db } = fresh!.conn;
  db.transaction((tx) => {
    for (let i = from; i < from + n; i++) {
      tx.insert(generatedPages)
        .values({
          title: `Conserto de portão em Santana ${i}`,
          slug: `conserto-de-portao-em-santana-${i}`,
          content: "<p>Atendimento no mesmo dia.</p>",
          description: "Conserto.",
        })
        .run();
    }
    bumpContentVersion(tx);
  });
}

describe("database backup", () => {
  it("copies a live database consistently and the restored copy has the same rows", () => {
    fresh = useFreshDatabase();
    addPages(40);
    const live = path.join(fresh.dir, "site.db");
    // A second connection holds an open write transaction: the backup must see only commits.
    const writer = new Database(live);
    writer.exec("BEGIN IMMEDIATE");
    writer.prepare("INSERT INTO generated_pages (title, slug, content, description) VALUES ('x', 'nao-confirmada', '<p>x</p>', 'x')").run();
    const committed = countRows(fresh.conn.sqlite);

    const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), "ppa-backup-"));
    const target = path.join(backupDir, "site-copia.db");
    const result = backupDatabase(live, target);
    writer.exec("COMMIT");
    writer.close();

    expect(result.tables).toEqual(committed);
    expect(result.tables.generated_pages).toBe(40);
    expect(result.tables.motors).toBe(14);
    expect(fs.readdirSync(path.dirname(target))).toEqual(["site-copia.db"]);

    // Restore as README says: the server stopped, the backup replaces site.db, -wal/-shm removed.
    fresh.cleanup();
    const restored = path.join(backupDir, "restaurado", "site.db");
    fs.mkdirSync(path.dirname(restored));
    fs.copyFileSync(target, restored);
    // The restored file holds exactly the committed rows (read before start-up's seed fills the
    // verdicts of the pages this test wrote around the store), and the site opens it.
    const copy = new Database(restored, { readonly: true });
    expect(countRows(copy)).toEqual(committed);
    copy.close();
    fresh = useFreshDatabase({ DATABASE_URL: `file:${restored}` });
    expect(fresh.conn.sqlite.prepare("PRAGMA integrity_check").pluck().get()).toBe("ok");
    fs.rmSync(backupDir, { recursive: true, force: true });
  });

  it("refuses to overwrite the database itself and leaves no temporary file on failure", () => {
    fresh = useFreshDatabase();
    const live = path.join(fresh.dir, "site.db");
    expect(() => backupDatabase(live, live)).toThrow(/próprio banco/);
    expect(() => backupDatabase(path.join(fresh!.dir, "nao-existe.db"), path.join(fresh!.dir, "b.db"))).toThrow();
    expect(fs.readdirSync(fresh.dir).filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });

  it(
    "npm run db:backup writes the set named on the command line",
    () => {
      fresh = useFreshDatabase();
      addPages(3);
      const target = path.join(fresh.dir, "cli-backup", "site.db");
      const out = execFileSync("npx", ["tsx", "scripts/db-backup.ts", path.dirname(target)], {
        env: { ...process.env, DATABASE_URL: `file:${path.join(fresh.dir, "site.db")}` },
        encoding: "utf8",
      });
      expect(out).toContain("integridade ok");
      const copy = new Database(target, { readonly: true });
      expect(countRows(copy).generated_pages).toBe(3);
      copy.close();
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});

describe("media backup (docs/product.md §6.3b)", () => {
  it("copies the uploaded files beside the backup, only the new ones, and keeps the ones deleted since", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "ppa-media-"));
    try {
      const media = path.join(root, "data", "media");
      fs.mkdirSync(path.join(media, "fotos"), { recursive: true });
      fs.mkdirSync(path.join(media, "documentos"), { recursive: true });
      fs.writeFileSync(path.join(media, "fotos", "motor-ppa-home-1a2b3c4d-480.jpg"), "jpg");
      fs.writeFileSync(path.join(media, "documentos", "manual-de-instalacao-motor-ppa-home-0f0e0d0c.pdf"), "%PDF-1.4 %%EOF");
      fs.writeFileSync(path.join(media, "fotos", "meio-escrito.jpg.1234.tmp"), "x");
      const target = path.join(root, "backups", "midia");
      expect(backupMedia(media, target)).toMatchObject({ files: 2, copied: 2 });
      expect(fs.readFileSync(path.join(target, "documentos", "manual-de-instalacao-motor-ppa-home-0f0e0d0c.pdf"), "utf8")).toBe("%PDF-1.4 %%EOF");
      expect(fs.existsSync(path.join(target, "fotos", "meio-escrito.jpg.1234.tmp"))).toBe(false);

      fs.rmSync(path.join(media, "fotos", "motor-ppa-home-1a2b3c4d-480.jpg"));
      fs.writeFileSync(path.join(media, "fotos", "motor-ppa-home-99999999-480.jpg"), "jpg2");
      expect(backupMedia(media, target)).toMatchObject({ files: 2, copied: 1 });
      expect(fs.readdirSync(path.join(target, "fotos")).sort()).toEqual(["motor-ppa-home-1a2b3c4d-480.jpg", "motor-ppa-home-99999999-480.jpg"]);
      // Nothing uploaded yet: nothing to copy, no error.
      expect(backupMedia(path.join(root, "nada"), target)).toMatchObject({ files: 0, copied: 0 });
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
