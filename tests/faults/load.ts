// (a) Mixed public GETs at 50 connections while an admin-like writer saves, batch-creates
// and deletes pages: no failed request, no 5xx, no SQLITE_BUSY, and afterwards exactly
// the pages that should exist do, in the database and on the served pages. The mix also
// clicks the counted contact links and requests the view beacon (decision 0014): every click is
// redirected to the business's number, and clicks and views reach the database.
import path from "node:path";
import autocannon from "autocannon";
import { createGeneratedPage, firstPostSlug, publicPages } from "../../bench/pages.mjs";
import { startServer, tempDataDir } from "../../bench/server-process.mjs";
import { acknowledged, busyErrors, integrity, linkedSlugs, openChecked, sameSet, spawnWriter, type Check } from "./lib";

/** Fifty connections stand for fifty visitors, all at loopback: the per-client limit (http/client-limit.ts) is off here. */
const CROWD = { CLIENT_REQUESTS_AT_ONCE: "0" };

export async function loadWithWriter({ seconds, port }: { seconds: number; port: number }): Promise<Check[]> {
  const dbFile = path.join(tempDataDir("load"), "site.db");
  const server = await startServer({ port, dbFile, env: CROWD });
  try {
    const db = openChecked(dbFile);
    createGeneratedPage(db);
    const paths = publicPages(firstPostSlug(db)).map((p) => p.path);
    db.close();
    paths.push("/?busca=motor", "/favicon.svg");
    const clicks = ["/contato/whatsapp?de=%2Fcidades%2Fmoema&local=cartao&msg=local&sobre=moema", "/contato/telefone?de=%2Fmotores&local=cabecalho"];
    const beacon = "/contato/visita?p=%2Fcidades%2Fmoema";
    const contactStatuses = new Map<string, number>();
    const badTargets: string[] = [];

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
      requests: [
        ...paths.map((p) => ({ method: "GET", path: p, onResponse: (status: number) => count(p, status) })),
        ...[...clicks, beacon].map((p) => ({
          method: "GET",
          path: p,
          onResponse: (status: number, _body: string, _ctx: unknown, headers?: Record<string, string>) => {
            const key = `${p.split("?")[0]} ${status}`;
            contactStatuses.set(key, (contactStatuses.get(key) ?? 0) + 1);
            const location = headers?.location ?? headers?.Location ?? "";
            if (p !== beacon && status === 302 && !/^(https:\/\/wa\.me\/\d+\?text=|tel:\+\d+$)/.test(location)) badTargets.push(location);
          },
        })),
      ],
    });
    await writer.exited;
    await server.stop(); // SIGTERM: the in-memory view counts are flushed
    const { created, alive, errors } = acknowledged(writer.lines, "carga-");

    const check = openChecked(dbFile);
    const stored = check.prepare("SELECT slug FROM generated_pages WHERE slug LIKE 'carga-%'").pluck().all() as string[];
    const integrityResult = integrity(check);
    const clickRows = check.prepare("SELECT COUNT(*) FROM contact_clicks").pluck().get() as number;
    const viewRows = check.prepare("SELECT COALESCE(SUM(views), 0) FROM daily_page_views WHERE path = '/cidades/moema'").pluck().get() as number;
    check.close();
    const again = await startServer({ port, dbFile, env: CROWD });
    const home = await (await fetch(again.url + "/")).text();
    // The menu shows the newest 8 generated pages; the /links-uteis hub lists them all (30 a page).
    const hub = await (await fetch(again.url + "/links-uteis")).text();
    await again.stop();
    const inMenu = linkedSlugs(home, "carga-");

    const contactSummary = [...contactStatuses].map(([k, n]) => `${k}×${n}`).join(", ");
    const contactOk = [...contactStatuses.keys()].every((k) => (k.startsWith(beacon.split("?")[0]) ? / 20[04]$/.test(k) : / 302$/.test(k)));
    const serverErrors = [...statuses].flatMap(([p, byStatus]) => [...byStatus].filter(([s]) => s >= 500).map(([s, n]) => `${p} ${s}×${n}`));
    const unexpected = [...statuses].flatMap(([p, byStatus]) => [...byStatus].filter(([s]) => s !== 200).map(([s, n]) => `${p} ${s}×${n}`));
    const total = result.requests.total;
    return [
      {
        name: `carga: ${total} GETs em ${seconds} s a 50 conexões sem falha`,
        ok: total > 0 && result.errors === 0 && result.timeouts === 0,
        detail: `${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, erros ${result.errors}, timeouts ${result.timeouts}`,
      },
      {
        name: "carga: cliques redirecionam só para o número da empresa, o beacon responde, e ambos chegam ao banco",
        ok: contactOk && badTargets.length === 0 && clickRows > 0 && viewRows > 0,
        detail: `${contactSummary}; destinos estranhos ${badTargets.length}; ${clickRows} cliques gravados (1 por visitante e minuto), ${viewRows} visitas de /cidades/moema gravadas`,
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
