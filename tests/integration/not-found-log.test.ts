import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pruneNotFoundLog, recordNotFound } from "~/server/data/not-found-log.server";
import { LIMITS } from "../../app/lib/limits";
import { useFreshDatabase } from "./helpers";

let fresh: ReturnType<typeof useFreshDatabase> | undefined;
afterEach(() => {
  vi.restoreAllMocks();
  fresh?.cleanup();
  fresh = undefined;
});

const countOf = (p: string) => fresh!.conn.sqlite.prepare("SELECT count FROM not_found_log WHERE path = ?").pluck().get(p) as number | undefined;

describe("not-found log", () => {
  it("records an unknown path at once and counts repeats", () => {
    fresh = useFreshDatabase();
    recordNotFound("/portao-que-nao-existe", "https://www.google.com/");
    expect(countOf("/portao-que-nao-existe")).toBe(1);
    recordNotFound("/portao-que-nao-existe", null);
    expect(countOf("/portao-que-nao-existe")).toBe(2);
  });

  it("does not wait while another process holds the write lock, and writes once it is free", async () => {
    fresh = useFreshDatabase();
    const other = new Database(path.join(fresh.dir, "site.db"));
    other.exec("BEGIN IMMEDIATE");
    // Note every connection that prepares a statement, to find the log's own one.
    const used = new Set<Database.Database>();
    const prepare = Database.prototype.prepare;
    const spy = vi.spyOn(Database.prototype, "prepare").mockImplementation(function (this: Database.Database, source: string) {
      used.add(this);
      return prepare.call(this, source);
    } as typeof prepare);
    try {
      for (let i = 0; i < 3; i++) recordNotFound("/durante-escrita", null);
    } finally {
      spy.mockRestore();
    }
    // The log tried to write on a connection that gives up at once (busy_timeout 0) instead
    // of waiting for the lock, and kept the entries for later.
    const logConnections = [...used].filter((c) => c !== other && c !== fresh!.conn.sqlite);
    expect(logConnections.length).toBeGreaterThan(0);
    for (const c of logConnections) expect(c.pragma("busy_timeout", { simple: true })).toBe(0);
    expect(countOf("/durante-escrita")).toBeUndefined();
    other.exec("COMMIT");
    other.close();
    await expect.poll(() => countOf("/durante-escrita"), { timeout: 10_000 }).toBe(3);
  });
});

describe("not-found log bounds (LIMITS in app/lib/limits.ts)", () => {
  const rows = () => fresh!.conn.sqlite.prepare("SELECT count(*) FROM not_found_log").pluck().get() as number;

  it("10,000 distinct paths arriving together leave at most the row cap, the popular link kept", async () => {
    fresh = useFreshDatabase();
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    for (let i = 0; i < 5; i++) recordNotFound("/link-quebrado-popular", "https://www.google.com/");
    // Another process holds the write lock: the paths wait in memory and go in one flush.
    const other = new Database(path.join(fresh.dir, "site.db"));
    other.exec("BEGIN IMMEDIATE");
    for (let i = 0; i < 10_000; i++) recordNotFound(`/lixo-${i}`, null);
    other.exec("COMMIT");
    other.close();
    await expect.poll(() => countOf("/lixo-9999"), { timeout: 60_000 }).toBe(1);
    expect(rows()).toBe(LIMITS.notFoundLogMaxRows);
    expect(countOf("/link-quebrado-popular")).toBe(5);
  });

  it("paths arriving one by one never push the log past the cap", () => {
    fresh = useFreshDatabase();
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const cap = LIMITS.notFoundLogMaxRows;
    LIMITS.notFoundLogMaxRows = 50; // a small cap keeps the test quick; the rule is the same
    try {
      recordNotFound("/link-quebrado-popular", null);
      recordNotFound("/link-quebrado-popular", null);
      for (let i = 0; i < 200; i++) {
        recordNotFound(`/lixo-${i}`, null);
        expect(rows()).toBeLessThanOrEqual(50);
      }
      expect(countOf("/link-quebrado-popular")).toBe(2);
      expect(countOf("/lixo-199")).toBe(1);
    } finally {
      LIMITS.notFoundLogMaxRows = cap;
    }
  });

  it("cuts long paths and referrers", () => {
    fresh = useFreshDatabase();
    recordNotFound(`/${"a".repeat(5000)}`, `https://exemplo.com/${"b".repeat(5000)}`);
    const row = fresh.conn.sqlite.prepare("SELECT path, last_referrer AS ref FROM not_found_log").get() as { path: string; ref: string };
    expect(row.path.length).toBe(LIMITS.notFoundLogMaxTextLength);
    expect(row.ref.length).toBe(LIMITS.notFoundLogMaxTextLength);
  });

  it("prunes rows not hit for 90 days", () => {
    fresh = useFreshDatabase();
    recordNotFound("/antigo", null);
    recordNotFound("/recente", null);
    const day = 24 * 60 * 60 * 1000;
    fresh.conn.sqlite.prepare("UPDATE not_found_log SET last_seen_at = ? WHERE path = '/antigo'").run(Date.now() - 91 * day);
    expect(pruneNotFoundLog()).toBe(1);
    expect(countOf("/antigo")).toBeUndefined();
    expect(countOf("/recente")).toBe(1);
  });
});
