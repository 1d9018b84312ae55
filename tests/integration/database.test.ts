import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { closeDatabase, getConnection, migrateDatabase } from "~/server/data/db.server";
import { seedDatabase } from "../../db/seed";
import { loader as healthz } from "~/routes/healthz";
import { useFreshDatabase } from "./helpers";

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

describe("SQLite store", () => {
  it("applies the pragmas", () => {
    const fresh = useFreshDatabase();
    cleanup = fresh.cleanup;
    const { sqlite } = fresh.conn;
    expect(sqlite.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(sqlite.pragma("synchronous", { simple: true })).toBe(2);
    expect(sqlite.pragma("busy_timeout", { simple: true })).toBe(5000);
    expect(sqlite.pragma("foreign_keys", { simple: true })).toBe(1);
  });

  it("seeds the 14 motors once, however often it runs", () => {
    const fresh = useFreshDatabase();
    cleanup = fresh.cleanup;
    seedDatabase(fresh.conn);
    seedDatabase(fresh.conn);
    const rows = fresh.conn.sqlite.prepare("SELECT slug, category, features FROM motors ORDER BY position").all() as {
      slug: string;
      category: string;
      features: string;
    }[];
    expect(rows).toHaveLength(14);
    expect(new Set(rows.map((r) => r.slug)).size).toBe(14);
    expect(rows[0].slug).toBe("motor-ppa-home");
    expect(rows.every((r) => r.category === "Automatizadores Basculantes")).toBe(true);
    expect(rows.every((r) => JSON.parse(r.features).length === 3)).toBe(true);
  });

  it('corrects a post stored with its first title ("em Mooca") and keeps its address', () => {
    const fresh = useFreshDatabase();
    cleanup = fresh.cleanup;
    seedDatabase(fresh.conn);
    const slug = "loja-especializada-em-motores-de-portao-em-mooca";
    const { sqlite } = fresh.conn;
    const count = () => (sqlite.prepare("SELECT count(*) n FROM posts").get() as { n: number }).n;
    const before = count();
    sqlite
      .prepare("UPDATE posts SET title = ?, description = ?, search_text = ? WHERE slug = ?")
      .run("Loja Especializada em Motores de Portão em Mooca", "Loja especializada em Mooca.", "loja especializada em motores de portao em mooca", slug);
    seedDatabase(fresh.conn);
    const row = sqlite.prepare("SELECT title, description, search_text FROM posts WHERE slug = ?").get(slug) as Record<string, string>;
    expect(row.title).toBe("Venda e Instalação de Motores de Portão na Mooca");
    expect(row.description).toMatch(/^Venda e instalação .* na Mooca\.$/);
    expect(row.search_text).toBe("venda e instalacao de motores de portao na mooca");
    expect(count()).toBe(before);
  });

  it('replaces the "Loja Especializada" titles and phrases an earlier seed stored, and leaves an edited post alone', () => {
    const fresh = useFreshDatabase();
    cleanup = fresh.cleanup;
    seedDatabase(fresh.conn);
    const { sqlite } = fresh.conn;
    const set = sqlite.prepare("UPDATE posts SET title = ?, description = ? WHERE slug = ?");
    set.run(
      "Loja Especializada em Motores de Portão em Suzano",
      "Loja especializada em motores de portão PPA, com kits completos, peças originais, instalação, garantia e atendimento em Suzano.",
      "loja-especializada-em-motores-de-portao-em-suzano",
    );
    set.run("Minha loja na Penha", "Texto do operador.", "loja-especializada-em-motores-de-portao-em-penha");
    seedDatabase(fresh.conn);
    const row = (slug: string) => sqlite.prepare("SELECT title, description FROM posts WHERE slug = ?").get(slug) as Record<string, string>;
    expect(row("loja-especializada-em-motores-de-portao-em-suzano")).toEqual({
      title: "Venda e Instalação de Motores de Portão em Suzano",
      description: "Venda e instalação de motores de portão PPA, com kits completos, peças originais, garantia e atendimento em Suzano.",
    });
    expect(row("loja-especializada-em-motores-de-portao-em-penha")).toEqual({ title: "Minha loja na Penha", description: "Texto do operador." });
    const shops = sqlite.prepare("SELECT count(*) n FROM posts WHERE title LIKE '%loja%' OR description LIKE '%loja%'").get() as { n: number };
    expect(shops.n).toBe(1);
  });

  it("recreates and seeds a deleted database file", () => {
    const fresh = useFreshDatabase();
    cleanup = fresh.cleanup;
    const file = path.join(fresh.dir, "site.db");
    closeDatabase();
    for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
    const conn = getConnection();
    migrateDatabase(conn);
    seedDatabase(conn);
    expect(fs.existsSync(file)).toBe(true);
    expect((conn.sqlite.prepare("SELECT count(*) n FROM motors").get() as { n: number }).n).toBe(14);
  });

  it("health check answers 200 after a query and 503 when the database is unreadable", async () => {
    const fresh = useFreshDatabase();
    cleanup = fresh.cleanup;
    const ok = healthz();
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({
      status: "ok",
      motors: 14,
      warnings: ["telefone não definido em Dados do negócio: o site não mostra botões de ligar nem de WhatsApp"],
    });
    fresh.conn.sqlite.close();
    const down = healthz();
    expect(down.status).toBe(503);
  });
});
