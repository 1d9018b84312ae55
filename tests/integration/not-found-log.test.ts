import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it, vi } from "vitest";
import { recordNotFound } from "~/server/not-found.server";
import { useFreshDatabase } from "./helpers";

let fresh: ReturnType<typeof useFreshDatabase> | undefined;
afterEach(() => {
  fresh?.cleanup();
  fresh = undefined;
});

const countOf = (p: string) =>
  fresh!.conn.sqlite.prepare("SELECT count FROM not_found_log WHERE path = ?").pluck().get(p) as number | undefined;

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
