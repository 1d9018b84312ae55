import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { pruneNotFoundLog, recordNotFound } from "~/server/not-found.server";
import { LIMITS } from "../../server/limits.mjs";
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
    const started = performance.now();
    for (let i = 0; i < 3; i++) recordNotFound("/durante-escrita", null);
    expect(performance.now() - started).toBeLessThan(1000);
    other.exec("COMMIT");
    other.close();
    await expect.poll(() => countOf("/durante-escrita"), { timeout: 3000 }).toBe(3);
  });
});

describe("not-found log bounds (LIMITS in server/limits.mjs)", () => {
  const rows = () => fresh!.conn.sqlite.prepare("SELECT count(*) FROM not_found_log").pluck().get() as number;

  it("keeps at most the row cap, dropping one-off paths before the links people keep following", () => {
    fresh = useFreshDatabase();
    for (let i = 0; i < 5; i++) recordNotFound("/link-quebrado-popular", "https://www.google.com/");
    for (let i = 0; i < LIMITS.notFoundLogMaxRows * 2; i++) recordNotFound(`/lixo-${i}`, null);
    expect(rows()).toBe(LIMITS.notFoundLogMaxRows);
    expect(countOf("/link-quebrado-popular")).toBe(5);
    expect(countOf(`/lixo-${LIMITS.notFoundLogMaxRows * 2 - 1}`)).toBe(1);
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
