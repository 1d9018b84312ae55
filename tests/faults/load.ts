// (a) Mixed public GETs at 50 connections while an admin-like writer saves, batch-creates
// and deletes pages: no failed request, no 5xx, no SQLITE_BUSY, and afterwards exactly
// the pages that should exist do, in the database and on the served pages.
import path from "node:path";
import autocannon from "autocannon";
import { createGeneratedPage, firstPostSlug, publicPages } from "../../bench/pages.mjs";
import { startServer, tempDataDir } from "../../bench/server-process.mjs";
import { acknowledged, busyErrors, integrity, linkedSlugs, openChecked, sameSet, spawnWriter, type Check } from "./lib";

export async function loadWithWriter({ seconds, port }: { seconds: number; port: number }): Promise<Check[]> {
  const dbFile = path.join(tempDataDir("load"), "site.db");
  const server = await startServer({ port, dbFile });
  try {
    const db = openChecked(dbFile);
    createGeneratedPage(db);
    const paths = publicPages(firstPostSlug(db)).map((p) => p.path);
    db.close();
    paths.push("/?busca=motor", "/favicon.svg");

    const statuses = new Map<string, Map<number, number>>();
    const count = (p: string, status: number) => {
      const byStatus = statuses.get(p) ?? new Map<number, number>();
      byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
      statuses.set(p, byStatus);
    };
    const writer = spawnWriter(["mix", dbFile, "carga", String(seconds), "500"]);
    await writer.waitFor("READY");
    const result = await autocannon({
      url: server.url,
      connections: 50,
      duration: seconds,
      timeout: 10,
      requests: paths.map((p) => ({ method: "GET", path: p, onResponse: (status: number) => count(p, status) })),
    });
    await writer.exited;
    const { created, alive, errors } = acknowledged(writer.lines, "carga-");

    const check = openChecked(dbFile);
    const stored = check.prepare("SELECT slug FROM generated_pages WHERE slug LIKE 'carga-%'").pluck().all() as string[];
    const integrityResult = integrity(check);
    check.close();
    const home = await (await fetch(server.url + "/")).text();
    // The menu shows the newest 8 generated pages; the /links-uteis hub lists them all (30 a page).
    const hub = await (await fetch(server.url + "/links-uteis")).text();
    const inMenu = linkedSlugs(home, "carga-");

    const serverErrors = [...statuses].flatMap(([p, byStatus]) => [...byStatus].filter(([s]) => s >= 500).map(([s, n]) => `${p} ${s}×${n}`));
    const unexpected = [...statuses].flatMap(([p, byStatus]) => [...byStatus].filter(([s]) => s !== 200).map(([s, n]) => `${p} ${s}×${n}`));
    const total = result.requests.total;
    return [
      {
        name: `carga: ${total} GETs em ${seconds} s a 50 conexões sem falha`,
        ok: total > 0 && result.errors === 0 && result.timeouts === 0,
        detail: `${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, erros ${result.errors}, timeouts ${result.timeouts}`,
      },
      { name: "carga: nenhuma resposta 5xx", ok: serverErrors.length === 0, detail: serverErrors.join(", ") || "0" },
      {
        name: "carga: todas as páginas respondem 200",
        ok: unexpected.length === 0,
        detail: unexpected.join(", ") || `${paths.length} caminhos, todos 200`,
      },
      {
        name: "carga: escritor sem erro e nenhum SQLITE_BUSY",
        ok: errors.length === 0 && busyErrors(server.log()) === 0 && created.length > 0,
        detail: `${created.length} criadas, ${created.length - alive.size} excluídas, erros: ${errors.slice(0, 3).join(" | ") || "0"}, BUSY no servidor: ${busyErrors(server.log())}`,
      },
      {
        name: "carga: exatamente as páginas esperadas existem no banco, no hub /links-uteis e (as mais novas) no menu servido",
        ok:
          sameSet(stored, alive) &&
          sameSet(linkedSlugs(hub, "carga-"), alive) &&
          inMenu.size === Math.min(8, alive.size) &&
          [...inMenu].every((s) => alive.has(s)) &&
          integrityResult === "ok",
        detail: `esperadas ${alive.size}, no banco ${stored.length}, no hub ${linkedSlugs(hub, "carga-").size}, no menu ${inMenu.size}, integridade ${integrityResult}`,
      },
    ];
  } finally {
    await server.stop();
  }
}
