// (c) Two server processes on one database file, both under load and both writing (every
// unknown path is logged in not_found_log), while content changes: no errors, and each
// change shows on the next request of both servers, whose caches were warm.
import path from "node:path";
import autocannon from "autocannon";
import { closeDatabase } from "~/server/data/db.server";
import { createGeneratedPage, firstPostSlug, publicPages } from "../../bench/pages.mjs";
import { startServer, tempDataDir } from "../../bench/server-process.mjs";
import { createPage, deletePage, titleFor, useDatabase } from "./page-store";
import { busyErrors, integrity, openChecked, sleep, type Check } from "./lib";

export async function twoServers({ seconds, ports }: { seconds: number; ports: [number, number] }): Promise<Check[]> {
  const dbFile = path.join(tempDataDir("two"), "site.db");
  const a = await startServer({ port: ports[0], dbFile });
  const b = await startServer({ port: ports[1], dbFile });
  try {
    const check = openChecked(dbFile);
    createGeneratedPage(check);
    const paths = publicPages(firstPostSlug(check)).map((p) => p.path);
    check.close();
    // Unknown paths make each server write to the database while it serves.
    const requests = ["/nao-existe-a", ...paths, "/nao-existe-b"].map((p) => ({ method: "GET", path: p }));
    const loads = [a, b].map((s) => autocannon({ url: s.url, connections: 10, duration: seconds, timeout: 10, requests }));

    useDatabase(dbFile);
    const stale: string[] = [];
    let changes = 0;
    const until = Date.now() + (seconds - 1) * 1000;
    // At least three rounds even on a slow machine (a round may then outlast the load).
    for (let i = 1; Date.now() < until || i <= 3; i++) {
      const slug = `dois-servidores-${i}`;
      await Promise.all([fetch(a.url + "/"), fetch(b.url + "/")]); // both caches hold "/" now
      createPage(slug);
      changes++;
      for (const [name, s] of [
        ["A", a],
        ["B", b],
      ] as const) {
        const html = await (await fetch(s.url + "/")).text();
        if (!html.includes(titleFor(slug))) stale.push(`${slug} ausente em ${name}`);
      }
      deletePage(slug);
      changes++;
      for (const [name, s] of [
        ["B", b],
        ["A", a],
      ] as const) {
        const html = await (await fetch(s.url + "/")).text();
        if (html.includes(titleFor(slug))) stale.push(`${slug} ainda em ${name} após exclusão`);
      }
      await sleep(50);
    }
    closeDatabase();
    const results = await Promise.all(loads);

    const db = openChecked(dbFile);
    const logged = db.prepare("SELECT count FROM not_found_log WHERE path = '/nao-existe-a'").pluck().get() as number | undefined;
    const integrityResult = integrity(db);
    db.close();
    const served = results.map((r) => r.requests.total);
    const failed = results.reduce((n, r) => n + r.errors + r.timeouts, 0);
    const fiveXX = results.reduce(
      (n, r) =>
        n +
        Object.entries(r.statusCodeStats)
          .filter(([s]) => Number(s) >= 500)
          .reduce((m, [, v]) => m + v.count, 0),
      0,
    );
    const busy = busyErrors(a.log()) + busyErrors(b.log());
    return [
      {
        name: "dois processos: servem e escrevem no mesmo banco sem erro",
        ok: failed === 0 && fiveXX === 0 && busy === 0 && integrityResult === "ok" && (logged ?? 0) > 0 && served.every((n) => n > 0),
        detail: `requisições A ${served[0]} / B ${served[1]}, falhas ${failed}, 5xx ${fiveXX}, SQLITE_BUSY ${busy}, 404 registrados ${logged ?? 0}, integridade ${integrityResult}`,
      },
      {
        name: "dois processos: cada mudança aparece na requisição seguinte dos dois servidores",
        ok: changes >= 6 && stale.length === 0,
        detail: stale.slice(0, 5).join(", ") || `${changes} mudanças, todas visíveis em A e B na requisição seguinte`,
      },
    ];
  } finally {
    await Promise.all([a.stop(), b.stop()]);
  }
}
