// (g) One client's flood of uncached requests (http/client-limit.ts, docs/operations.md "Limits"):
// 32 concurrent 404s from one address, renewed as each answers, while a visitor at another
// address asks for uncached pages one after another. The visitor's p50 stays within 2× its idle
// value, and the flood gets 429 beyond the per-client bound. Loopback only: the addresses are
// 127.x.y.z sources, which the server sees as they are (TRUST_PROXY unset).
import http from "node:http";
import path from "node:path";
import { startServer, tempDataDir } from "../../bench/server-process.mjs";
import type { Check } from "./lib";

const FLOODER = "127.0.0.1";
const VISITOR = "127.0.1.5";

/** Kept-alive connections, as browsers keep them, one pool per address. */
const agents = new Map<string, http.Agent>();

function get(port: number, localAddress: string, pathname: string): Promise<number> {
  let agent = agents.get(localAddress);
  if (!agent) agents.set(localAddress, (agent = new http.Agent({ keepAlive: true, maxSockets: 64, localAddress })));
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path: pathname, agent, headers: { Accept: "text/html" }, timeout: 30_000 }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("timeout", () => req.destroy(new Error("tempo esgotado")));
    req.on("error", reject);
  });
}

/** Milliseconds of each of `count` uncached requests of the visitor, one after another. */
async function visitorTimes(port: number, label: string, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const status = await get(port, VISITOR, `/nao-existe-visitante-${label}-${i}`);
    if (status !== 404) throw new Error(`o visitante recebeu ${status}`);
    times.push(performance.now() - started);
  }
  return times;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function clientFlood({ port }: { port: number }): Promise<Check[]> {
  const dir = tempDataDir("client-flood");
  const server = await startServer({ port, dbFile: path.join(dir, "site.db") });
  try {
    await visitorTimes(port, "aquecimento", 20);
    const idle = median(await visitorTimes(port, "calmo", 40));
    const statuses = new Map<number, number>();
    let flooding = true;
    let n = 0;
    const flooder = async () => {
      while (flooding) {
        const status = await get(port, FLOODER, `/nao-existe-enxurrada-${n++}`).catch(() => 0);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    };
    const flood = Promise.all(Array.from({ length: 32 }, flooder));
    const busy = median(await visitorTimes(port, "enxurrada", 40));
    flooding = false;
    await flood;
    const answered = [...statuses].map(([s, c]) => `${s}×${c}`).join(", ");
    return [
      {
        name: "32 pedidos de 404 ao mesmo tempo de um endereço: a mediana das páginas sem cache de outro endereço fica em até 2× a de antes",
        ok: busy <= 2 * idle && (statuses.get(429) ?? 0) > 0 && !statuses.has(0),
        detail: `mediana do visitante: ${idle.toFixed(1)} ms calmo, ${busy.toFixed(1)} ms durante a enxurrada (${(busy / idle).toFixed(2)}×); a enxurrada recebeu ${answered}`,
      },
    ];
  } finally {
    for (const agent of agents.values()) agent.destroy();
    agents.clear();
    await server.stop();
  }
}
