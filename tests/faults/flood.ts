// (e) Fake clicks and views from one source (decision 0023): a flood with a new User-Agent on
// every request must not switch lead counting off for everyone else, nor fill the day's
// per-page table. Loopback only: the "other addresses" are other 127.x.y.z sources, which the
// server sees as they are (no proxy in front, TRUST_PROXY unset).
import http from "node:http";
import path from "node:path";
import { startServer, tempDataDir } from "../../bench/server-process.mjs";
import { LEADS_LIMITS } from "../../app/server/leads/limits";
import { openChecked, type Check } from "./lib";
import { useDatabase } from "./page-store";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
/** The flooding source, and real visitors on other /24s of the loopback network. */
const FLOODER = "127.0.0.1";
const VISITORS = ["127.0.1.5", "127.0.2.6", "127.0.3.7"];

type Answer = { status: number; location: string };

/** GETs `paths` from `localAddress` over `connections` kept-alive sockets, the i-th with the User-Agent `ua(i)`. */
async function getAll(port: number, localAddress: string, paths: string[], ua: (i: number) => string, connections = 20): Promise<Answer[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, localAddress });
  const answers: Answer[] = new Array(paths.length);
  let next = 0;
  const worker = async () => {
    while (next < paths.length) {
      const i = next++;
      answers[i] = await new Promise<Answer>((resolve, reject) => {
        const req = http.get({ host: "127.0.0.1", port, path: paths[i], agent, headers: { "User-Agent": ua(i) }, timeout: 10_000 }, (res) => {
          res.resume();
          res.on("end", () => resolve({ status: res.statusCode ?? 0, location: res.headers.location ?? "" }));
        });
        req.on("timeout", () => req.destroy(new Error("tempo esgotado")));
        req.on("error", reject);
      });
    }
  };
  try {
    await Promise.all(Array.from({ length: connections }, worker));
  } finally {
    agent.destroy();
  }
  return answers;
}

/** The code in a wa.me redirect's message, or null. */
function codeOf(location: string): string | null {
  if (!location.startsWith("https://wa.me/")) return null;
  const text = new URL(location).searchParams.get("text") ?? "";
  return /Código do atendimento: ([2-9A-Z]{4})/.exec(text)?.[1] ?? null;
}

export async function floodTraffic({ port }: { port: number }): Promise<Check[]> {
  const dir = tempDataDir("flood");
  const dbFile = path.join(dir, "site.db");
  const server = await startServer({ port, dbFile });
  const checks: Check[] = [];
  const floodClicks = 10_000;
  const junkPaths = 2_000;
  const realPages = ["/", "/motores", "/cidades/guarulhos", "/portao-nao-abre", "/qual-motor"];
  let realCode: string | null = null;
  try {
    const started = performance.now();
    const flood = await getAll(
      port,
      FLOODER,
      Array.from({ length: floodClicks }, () => "/contato/whatsapp?de=%2F&local=flutuante&msg=geral"),
      (i) => `${BROWSER} flood/${i}`,
    );
    const floodSeconds = (performance.now() - started) / 1000;
    const floodCodes = flood.map((a) => codeOf(a.location)).filter(Boolean).length;
    checks.push({
      name: `inundação de ${floodClicks.toLocaleString("pt-BR")} cliques de um endereço com User-Agents diferentes: todos redirecionados ao WhatsApp`,
      ok: flood.every((a) => a.status === 302 && a.location.startsWith("https://wa.me/")),
      detail: `${floodSeconds.toFixed(1)} s; ${floodCodes} com código (${LEADS_LIMITS.maxClicksPerAddressPerDay} contados + até ${LEADS_LIMITS.maxSuspectClicksPerDay} suspeitos), ${floodClicks - floodCodes} sem`,
    });

    const [whatsapp] = await getAll(
      port,
      VISITORS[0],
      ["/contato/whatsapp?de=%2Fcidades%2Fguarulhos&local=destaque&msg=local&sobre=guarulhos"],
      () => BROWSER,
      1,
    );
    const [phone] = await getAll(port, VISITORS[1], ["/contato/telefone?de=%2Fmotores&local=cabecalho"], () => BROWSER, 1);
    realCode = codeOf(whatsapp.location);
    checks.push({
      name: "depois da inundação, o clique de outro endereço recebe o código do atendimento, e a ligação também é contada",
      ok: realCode !== null && phone.status === 302 && phone.location.startsWith("tel:"),
      detail: `WhatsApp ${whatsapp.status} código ${realCode ?? "nenhum"}; telefone ${phone.status} ${phone.location}`,
    });

    // Junk beacon paths from the flooder, then real views from other addresses.
    await getAll(
      port,
      FLOODER,
      Array.from({ length: junkPaths }, (_, i) => `/contato/visita?p=${encodeURIComponent(`/lixo-${i}`)}`),
      (i) => `${BROWSER} junk/${i}`,
    );
    for (const [v, address] of VISITORS.entries()) {
      await getAll(
        port,
        address,
        realPages.map((p) => `/contato/visita?p=${encodeURIComponent(p)}`),
        () => `${BROWSER} visitante/${v}`,
        2,
      );
    }
  } finally {
    // SIGTERM writes the clicks and views held in memory.
    await server.stop();
  }

  // The dashboard's figures, from the function that feeds /admin/leads.
  useDatabase(dbFile);
  const { leadsReport } = await import("../../app/server/leads/report.server");
  const { businessDay } = await import("../../app/lib/leads/opening-hours");
  const today = businessDay(new Date());
  const report = leadsReport({ from: today, to: today });
  const db = openChecked(dbFile);
  const row = realCode
    ? (db.prepare("SELECT page_path AS path, suspect FROM contact_clicks WHERE code = ?").get(realCode) as { path: string; suspect: number } | undefined)
    : undefined;
  const stored = db.prepare("SELECT count(*) AS rows, coalesce(sum(suspect), 0) AS suspects FROM contact_clicks").get() as { rows: number; suspects: number };
  const viewRows = db.prepare("SELECT path, views FROM daily_page_views ORDER BY path").all() as { path: string; views: number }[];
  db.close();

  checks.push({
    name: "o clique real ficou gravado com o seu código e conta nos números",
    ok: row?.path === "/cidades/guarulhos" && row.suspect === 0,
    detail: row ? `código ${realCode}: ${row.path}, suspeito ${row.suspect}` : `código ${realCode ?? "nenhum"} não encontrado`,
  });
  const maxCounted = LEADS_LIMITS.maxClicksPerAddressPerDay + 2;
  checks.push({
    name: "os números do painel deixam a inundação de fora e a mostram à parte (total guardado limitado)",
    ok:
      report.totals.clicks <= maxCounted &&
      report.totals.phone === 1 &&
      report.suspect.clicks === LEADS_LIMITS.maxSuspectClicksPerDay &&
      stored.rows === report.totals.clicks + report.suspect.clicks,
    detail: `cliques ${report.totals.clicks} (máx. ${maxCounted}: a cota do endereço + 2 reais), suspeitos ${report.suspect.clicks}; ${stored.rows} linhas em contact_clicks (${stored.suspects} suspeitas)`,
  });
  const junkRows = viewRows.filter((v) => v.path.startsWith("/lixo-"));
  const realRows = realPages.map((p) => viewRows.find((v) => v.path === p));
  checks.push({
    name: `${junkPaths.toLocaleString("pt-BR")} caminhos falsos no contador de visitas: nenhum conta, e as páginas reais mantêm suas linhas`,
    ok: junkRows.length === 0 && realRows.every((r) => r?.views === VISITORS.length) && report.totals.views === realPages.length * VISITORS.length,
    detail: `${viewRows.length} linhas em daily_page_views: ${viewRows.map((v) => `${v.path}=${v.views}`).join(", ")}; painel: ${report.totals.views} visitas, conversão ${report.totals.conversion === null ? "—" : (report.totals.conversion * 100).toFixed(1)} %`,
  });
  return checks;
}
