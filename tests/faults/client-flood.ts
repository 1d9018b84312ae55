// (g) One client's flood of uncached requests (http/client-limit.ts, docs/operations.md "Limits"):
// 32 concurrent 404s from one address, renewed as each answers, while a visitor at another
// address asks for uncached pages one after another. The visitor's p50 stays within 2× its idle
// value (its requests before and after the flood), and the flood gets 429 beyond the per-client bound. Loopback only: the addresses are
// 127.x.y.z sources, which the server sees as they are (TRUST_PROXY unset). The flood runs in a
// worker thread of its own: the visitor is another machine, and its clock must not include the
// time this script's own event loop spends opening and reading the flood's connections.
import http from "node:http";
import path from "node:path";
import { Worker } from "node:worker_threads";
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

/**
 * The flooder: 32 loops on kept-alive connections from FLOODER, each renewing its 404 as soon as it
 * is answered, until told to stop; then it posts the count of each status (0: no answer).
 */
const FLOOD_SOURCE = `
const http = require("node:http");
const { parentPort, workerData } = require("node:worker_threads");
const { port, localAddress } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: 64, localAddress });
const statuses = {};
let flooding = true;
let n = 0;
const get = (pathname) => new Promise((resolve) => {
  const req = http.get({ host: "127.0.0.1", port, path: pathname, agent, headers: { Accept: "text/html" }, timeout: 30000 }, (res) => {
    res.resume();
    res.on("end", () => resolve(res.statusCode || 0));
  });
  req.on("timeout", () => req.destroy(new Error("timeout")));
  req.on("error", () => resolve(0));
});
const loop = async () => {
  while (flooding) {
    const status = await get("/nao-existe-enxurrada-" + n++);
    statuses[status] = (statuses[status] || 0) + 1;
  }
};
const loops = Promise.all(Array.from({ length: 32 }, loop));
parentPort.postMessage("started");
parentPort.once("message", async () => {
  flooding = false;
  await loops;
  agent.destroy();
  parentPort.postMessage(statuses);
});
`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function clientFlood({ port }: { port: number }): Promise<Check[]> {
  const dir = tempDataDir("client-flood");
  const server = await startServer({ port, dbFile: path.join(dir, "site.db") });
  try {
    await visitorTimes(port, "aquecimento", 20);
    // The idle value is read before and after the flood (20 requests each): a shared machine
    // whose load moves during the run moves both sides of the comparison.
    const before = await visitorTimes(port, "calmo", 20);
    const worker = new Worker(FLOOD_SOURCE, { eval: true, workerData: { port, localAddress: FLOODER } });
    await new Promise((resolve) => worker.once("message", resolve));
    const busy = median(await visitorTimes(port, "enxurrada", 40));
    const counts = new Promise<Record<string, number>>((resolve) => worker.once("message", resolve));
    worker.postMessage("stop");
    const statuses = new Map(Object.entries(await counts).map(([s, c]) => [Number(s), c]));
    await worker.terminate();
    const after = await visitorTimes(port, "depois", 20);
    const idle = median([...before, ...after]);
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
