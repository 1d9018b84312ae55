// (f) Nobody can fill the log (decision 0025): requests the server refuses by design (a legacy
// `?_data=` request without a session, a text/plain or broken multipart post to the sign-in
// form, a `.data` request with nonsense parameters) answer 4xx and write no stack trace;
// distinct 404s, each of which writes a line, stay under the log's repeat bounds.
import fs from "node:fs";
import path from "node:path";
import { startServer, tempDataDir } from "../../bench/server-process.mjs";
import { LIMITS } from "../../app/lib/limits";
import { sleep, type Check } from "./lib";

// A stack as the console printed it, or inside a pino line's JSON (its `err` field).
const STACK_FRAME = /\n\s+at |\\n\s+at |"stack":/;

/** Runs `make(i)` for i < amount with `concurrency` requests in flight; the statuses answered. */
async function requests(amount: number, concurrency: number, make: (i: number) => Promise<Response>): Promise<number[]> {
  const statuses: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < amount) {
      const i = next++;
      try {
        const res = await make(i);
        await res.arrayBuffer();
        statuses.push(res.status);
      } catch {
        statuses.push(0);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return statuses;
}

function withoutAccessLines(log: string): string {
  return log
    .split("\n")
    .filter((l) => !l.includes('"msg":"[acesso] '))
    .join("\n");
}

function count(values: number[]): string {
  const by = new Map<number, number>();
  for (const v of values) by.set(v, (by.get(v) ?? 0) + 1);
  return [...by].map(([s, n]) => `${s}×${n}`).join(", ");
}

export async function quietLogs({ port }: { port: number }): Promise<Check[]> {
  const dir = tempDataDir("logs");
  const server = await startServer({ port, dbFile: path.join(dir, "site.db") });
  const url = server.url;
  const origin = { Origin: url };
  try {
    await sleep(300);
    const bootLog = server.log().length;
    const started = performance.now();
    const refused = [
      ...(await requests(2_000, 20, (i) => fetch(`${url}/admin/painel?_data=${i % 2 ? "x" : "routes/admin.painel"}`))),
      ...(await requests(2_000, 20, (i) =>
        fetch(`${url}/admin/login`, { method: "POST", body: `email=a${i}@b.com&password=x`, headers: { ...origin, "Content-Type": "text/plain" } }),
      )),
      ...(await requests(200, 20, () =>
        fetch(`${url}/admin/login`, { method: "POST", body: "lixo", headers: { ...origin, "Content-Type": "multipart/form-data; boundary=x" } }),
      )),
    ];
    // Single-fetch data requests with nonsense parameters: Remix answers them (202 with the sign-in redirect, 200), never 5xx.
    const dataRequests = await requests(200, 20, (i) => fetch(`${url}/admin/painel.data?_routes=${i % 2 ? "x" : "routes/admin.painel,root"}`));
    const seconds = (performance.now() - started) / 1000;
    await sleep(300);
    // The access log writes one line per request (decision 0033): counted apart, not as noise.
    const refusedLog = withoutAccessLines(server.log().slice(bootLog));
    const refusedLines = refusedLog.split("\n").filter(Boolean).length;
    const checks: Check[] = [
      {
        name: "logs: 2.000 ?_data= sem sessão e 2.000 POSTs text/plain ao login (e multipart quebrado, .data sem sentido) respondem 4xx sem stack trace e com menos de 200 linhas de log",
        ok: refused.every((s) => s >= 400 && s < 500) && dataRequests.every((s) => s > 0 && s < 500) && !STACK_FRAME.test(refusedLog) && refusedLines < 200,
        detail: `${refused.length} recusadas em ${seconds.toFixed(1)} s: ${count(refused)}; 200 .data: ${count(dataRequests)}; ${refusedLines} linha(s) de log, ${Buffer.byteLength(refusedLog)} bytes${refusedLines ? `; primeira: ${refusedLog.split("\n")[0].slice(0, 160)}` : ""}`,
      },
    ];

    // Each 404 writes an access line: 2,000 distinct ones stay within LIMITS.accessLog404PerWindow a minute.
    const before404 = server.log().length;
    const started404 = performance.now();
    const notFound = await requests(2_000, 20, (i) => fetch(`${url}/nao-existe-${i}`));
    await sleep(300);
    const log404 = server.log().slice(before404);
    const lines404 = log404.split("\n").filter(Boolean).length;
    // Every minute begun: LIMITS.accessLog404PerWindow lines and the line that counts the rest.
    const minutes = Math.ceil((performance.now() - started404) / LIMITS.logWindowMs) + 1;
    const bound = minutes * (LIMITS.accessLog404PerWindow + 1);
    checks.push({
      name: `logs: 2.000 caminhos 404 distintos escrevem no máximo ${LIMITS.accessLog404PerWindow} linhas por minuto (mais a contagem do resto)`,
      // 20 at once from one address: past the per-client limit (http/client-limit.ts) the answer is 429, logged under the same bound.
      ok: notFound.every((s) => s === 404 || s === 429) && lines404 <= bound && !STACK_FRAME.test(log404),
      detail: `${count(notFound)}; ${lines404} linha(s), ${Buffer.byteLength(log404)} bytes (limite ${bound} em ${minutes} janela(s) de ${LIMITS.logWindowMs / 1000} s)`,
    });
    return checks;
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
