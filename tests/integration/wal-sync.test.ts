import fsp from "node:fs/promises";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parseContactClick } from "~/lib/leads/contact-click";
import { walSynced, writeSyncedOffLoop } from "~/server/data/wal-sync.server";
import { flushClicks, recordClick } from "~/server/leads/clicks.server";
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

describe("clicks committed without waiting for the disk (decision 0022)", () => {
  it("are in the database at once, the connection is back to FULL, and the WAL is synced after", async () => {
    const open = vi.spyOn(fsp, "open");
    const { code } = recordClick({
      click: parseContactClick("whatsapp", new URLSearchParams("de=/cidades/guarulhos&local=destaque"))!,
      address: "203.0.113.7",
      userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0",
      referrerHost: null,
      campaign: {},
      at: Date.now(),
    });
    expect(flushClicks()).toBe(1);
    expect(db.conn.sqlite.prepare("SELECT code FROM contact_clicks").pluck().all()).toEqual([code]);
    expect(synchronous()).toBe(FULL);
    await walSynced();
    expect(open).toHaveBeenCalledWith(`${db.conn.sqlite.name}-wal`, "r");
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
    const open = vi.spyOn(fsp, "open");
    for (let i = 0; i < 20; i++) writeSyncedOffLoop(db.conn.sqlite, () => db.conn.sqlite.prepare("SELECT 1").get());
    await walSynced();
    expect(open).toHaveBeenCalledTimes(2);
  });
});
