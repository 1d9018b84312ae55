// The access log's cost on cached pages (decision 0033): the same build twice on loopback, with
// the access log (LOG_LEVEL=info, the default) and without it (LOG_LEVEL=warn), each hammered
// with autocannon on a cached page, alternating rounds. BENCH_ACCESS_PORT (default 4840) and the next port.
//   node bench/access-log.mjs
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { ensureBuild, startServer, tempDataDir } from "./server-process.mjs";

const base = Number(process.env.BENCH_ACCESS_PORT) || 4840;
const rounds = Number(process.env.BENCH_ROUNDS) || 3;
ensureBuild();
const dirs = [tempDataDir("access-on"), tempDataDir("access-off")];
const servers = [
  await startServer({ port: base, dbFile: path.join(dirs[0], "site.db"), env: { LOG_LEVEL: "info" } }),
  await startServer({ port: base + 1, dbFile: path.join(dirs[1], "site.db"), env: { LOG_LEVEL: "warn" } }),
];
const results = { com: [], sem: [] };
try {
  for (const s of servers) await (await fetch(`${s.url}/motores`)).text(); // fill the page cache
  for (let r = 0; r < rounds; r++) {
    for (const [i, label] of [
      [0, "com"],
      [1, "sem"],
    ]) {
      const run = await autocannon({ url: `${servers[i].url}/motores`, connections: 20, duration: 5, headers: { "accept-encoding": "br" } });
      results[label].push(run.requests.average);
    }
  }
} finally {
  for (const s of servers) await s.stop();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
}
const median = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
console.log(`páginas em cache, pedidos/s (mediana de ${rounds}): com log de acesso ${median(results.com).toFixed(0)}, sem ${median(results.sem).toFixed(0)}`);
console.log(JSON.stringify(results));
