import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
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
    const started = performance.now();
    for (let i = 0; i < 3; i++) recordNotFound("/durante-escrita", null);
    expect(performance.now() - started).toBeLessThan(1000);
    other.exec("COMMIT");
    other.close();
    await expect.poll(() => countOf("/durante-escrita"), { timeout: 3000 }).toBe(3);
  });
});
