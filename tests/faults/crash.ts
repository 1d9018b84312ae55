// (b) A writer creating pages one transaction at a time is SIGKILLed at random moments,
// again and again. After each kill the database is reopened as a restarting server would:
// integrity_check is ok, every acknowledged page is there, whole, and nothing else is.
import path from "node:path";
import { startServer, tempDataDir } from "../../bench/server-process.mjs";
import { closeDatabase } from "~/server/data/db.server";
import { expectedPage, useDatabase } from "./page-store";
import { acknowledged, integrity, openChecked, sleep, spawnWriter, type Check } from "./lib";

type Row = { slug: string; title: string; content: string; description: string };

export async function killDuringBatch({ kills, port }: { kills: number; port: number }): Promise<Check[]> {
  const dbFile = path.join(tempDataDir("crash"), "site.db");
  // The server creates the schema, then stops: the writers work on its database.
  await (await startServer({ port, dbFile })).stop();
  // expectedPage validates through the repository, which reads this database (reserved slugs).
  useDatabase(dbFile);
  const failures: string[] = [];
  const acked: number[] = [];
  for (let run = 1; run <= kills; run++) {
    const prefix = `lote${run}-`;
    const versionBefore = readVersion(dbFile);
    const writer = spawnWriter(["batch", dbFile, `lote${run}`, "1000000"]);
    await writer.waitFor("READY");
    await sleep(20 + Math.random() * 700);
    writer.child.kill("SIGKILL");
    await writer.exited;
    const { created } = acknowledged(writer.lines, prefix);
    acked.push(created.length);

    const db = openChecked(dbFile);
    const result = integrity(db);
    const rows = db.prepare("SELECT slug, title, content, description FROM generated_pages WHERE slug LIKE ?").all(`${prefix}%`) as Row[];
    const version = db.prepare("SELECT version FROM content_version WHERE id = 1").pluck().get() as number;
    db.close();

    const bySlug = new Map(rows.map((r) => [r.slug, r]));
    const missing = created.filter((s) => !bySlug.has(s));
    const broken = rows.filter((r) => {
      const expected = expectedPage(r.slug);
      return r.content !== expected.content || r.title !== expected.title || r.description !== expected.description;
    });
    // Pages are created in order, so the rows must be exactly 1..n (n ≥ acknowledged).
    const numbers = rows.map((r) => Number(r.slug.slice(prefix.length))).sort((x, y) => x - y);
    const contiguous = numbers.every((n, i) => n === i + 1);
    if (result !== "ok") failures.push(`execução ${run}: integridade ${result}`);
    if (missing.length) failures.push(`execução ${run}: confirmadas ausentes ${missing.slice(0, 3).join(", ")}`);
    if (broken.length) failures.push(`execução ${run}: ${broken.length} páginas incompletas`);
    if (!contiguous || rows.length > created.length + 1)
      failures.push(`execução ${run}: linhas inesperadas (${rows.length} para ${created.length} confirmadas)`);
    if (version - versionBefore !== rows.length) failures.push(`execução ${run}: versão avançou ${version - versionBefore} para ${rows.length} páginas`);
  }

  closeDatabase();
  // Finally the real server starts on the database the kills left behind.
  const server = await startServer({ port, dbFile });
  const health = await fetch(server.url + "/healthz");
  const home = await fetch(server.url + "/");
  await server.stop();
  return [
    {
      name: `falhas: escritor morto com SIGKILL ${kills} vezes durante a criação em lote`,
      ok: failures.length === 0 && acked.filter((n) => n > 0).length >= kills / 2,
      detail: failures.join(" | ") || `integridade ok em todas; páginas confirmadas por execução: ${acked.join(", ")}`,
    },
    {
      name: "falhas: o servidor reinicia sobre o banco e responde",
      ok: health.status === 200 && home.status === 200,
      detail: `/healthz ${health.status}, / ${home.status}`,
    },
  ];
}

function readVersion(file: string): number {
  const db = openChecked(file);
  const v = db.prepare("SELECT version FROM content_version WHERE id = 1").pluck().get() as number;
  db.close();
  return v;
}
