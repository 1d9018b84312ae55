import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parseContactClick } from "~/lib/leads/contact-click";
import { openDatabase } from "~/server/data/db.server";
import { walSynced, writeSyncedOffLoop } from "~/server/data/wal-sync.server";
import { clickStore } from "~/server/leads/clicks.server";
import { useFreshDatabase } from "./helpers";

let db: ReturnType<typeof useFreshDatabase>;
beforeEach(() => {
  db = useFreshDatabase();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await walSynced();
  db.cleanup();
});

const synchronous = () => db.conn.sqlite.pragma("synchronous", { simple: true });
const FULL = 2;

/** Watches the fsyncs: the files opened for one, and whether each was synced. */
function watchSyncs() {
  const realOpen = fsp.open.bind(fsp);
  const synced: string[] = [];
  const open = vi.spyOn(fsp, "open").mockImplementation(async (file, flags) => {
    const handle = await realOpen(file, flags);
    const sync = handle.sync.bind(handle);
    handle.sync = async () => {
      await sync();
      synced.push(String(file));
    };
    return handle;
  });
  return { open, synced };
}

describe("clicks committed without waiting for the disk (decision 0022)", () => {
  it("are in the database at once, the connection is back to FULL, and the WAL is synced after", async () => {
    const { synced } = watchSyncs();
    const { code } = clickStore.record({
      click: parseContactClick("whatsapp", new URLSearchParams("de=/cidades/guarulhos&local=destaque"))!,
      address: "203.0.113.7",
      userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0",
      referrerHost: null,
      campaign: {},
      at: Date.now(),
    });
    expect(clickStore.flush()).toBe(1);
    expect(db.conn.sqlite.prepare("SELECT code FROM contact_clicks").pluck().all()).toEqual([code]);
    expect(synchronous()).toBe(FULL);
    await walSynced();
    expect(synced).toEqual([`${db.conn.sqlite.name}-wal`]);
  });

  it("join a transaction already open, which commits them (the setting cannot change inside one)", () => {
    const { open } = watchSyncs();
    const insert = db.conn.sqlite.prepare("INSERT INTO visitor_salts (day, salt) VALUES ('2000-01-02', 'y')");
    db.conn.sqlite.transaction(() => writeSyncedOffLoop(db.conn.sqlite, () => insert.run()))();
    expect(db.conn.sqlite.prepare("SELECT salt FROM visitor_salts WHERE day = '2000-01-02'").pluck().get()).toBe("y");
    expect(synchronous()).toBe(FULL);
    expect(open).not.toHaveBeenCalled();
  });

  it("sync the WAL beside the real file when the database path is a symbolic link", async () => {
    const { synced } = watchSyncs();
    const realDir = path.join(db.dir, "real");
    fs.mkdirSync(realDir);
    const link = path.join(db.dir, "link.db");
    fs.symlinkSync(path.join(realDir, "site.db"), link);
    const other = openDatabase(link);
    try {
      other.sqlite.exec("CREATE TABLE t (x)");
      writeSyncedOffLoop(other.sqlite, () => other.sqlite.prepare("INSERT INTO t VALUES (1)").run());
      await walSynced();
      expect(synced).toEqual([path.join(realDir, "site.db-wal")]);
    } finally {
      other.sqlite.close();
    }
  });

  it("leaves the connection at FULL when the write fails, and nothing of it is stored", () => {
    const insert = db.conn.sqlite.prepare("INSERT INTO visitor_salts (day, salt) VALUES ('2000-01-01', 'x')");
    expect(() =>
      writeSyncedOffLoop(db.conn.sqlite, () =>
        db.conn.sqlite.transaction(() => {
          insert.run();
          throw new Error("falhou no meio");
        })(),
      ),
    ).toThrow("falhou no meio");
    expect(synchronous()).toBe(FULL);
    expect(db.conn.sqlite.prepare("SELECT count(*) FROM visitor_salts WHERE day = '2000-01-01'").pluck().get()).toBe(0);
  });

  it("syncs once more after the one under way, however many writes asked meanwhile", async () => {
    const { open, synced } = watchSyncs();
    for (let i = 0; i < 20; i++) writeSyncedOffLoop(db.conn.sqlite, () => db.conn.sqlite.prepare("SELECT 1").get());
    await walSynced();
    expect(open).toHaveBeenCalledTimes(2);
    expect(synced).toHaveLength(2);
  });
});
