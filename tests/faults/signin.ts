// (e) Sign-ins under attack (decision 0024): 40 attempts from 40 addresses at once, as the
// shipped nginx sends them (X-Forwarded-For from loopback, believed with TRUST_PROXY=loopback),
// while GET /admin/login is timed. Password checks wait in their own bounded queue without a
// render slot, so the login page keeps its speed; the attempts past the queue get 503 with the
// typed e-mail kept; the owner's known browser signs in meanwhile, from an attacker's address.
// FAULTS_SIGNIN_TRUST (default loopback) sets TRUST_PROXY, e.g. 1 to run this against a build
// older than the address lists (BUILD_DIR=/path/to/that/build).
import { spawn } from "node:child_process";
import path from "node:path";
import { ROOT, startServer, tempDataDir } from "../../bench/server-process.mjs";
import { sleep, type Check } from "./lib";

const ATTEMPTS = 40;
const P99_BUDGET_MS = 200;
export const OWNER = { email: "dono@exemplo.com.br", password: "senha-forte-do-dono-1" };

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** A plain HTML form post of the login, from `address` as nginx reports it. */
export async function signIn(url: string, address: string, form: Record<string, string>, cookie?: string) {
  const headers: Record<string, string> = {
    Origin: url,
    "Content-Type": "application/x-www-form-urlencoded",
    Accept: "text/html",
    "Sec-Fetch-Mode": "navigate",
    // What `proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for` sends for a client
    // that wrote its own header: the client's text, then the address nginx saw.
    "X-Forwarded-For": `10.6.6.6, ${address}`,
  };
  if (cookie) headers.Cookie = cookie;
  const res = await fetch(`${url}/admin/login`, {
    method: "POST",
    headers,
    body: new URLSearchParams({ redirectTo: "/admin/painel", ...form }),
    redirect: "manual",
  });
  return { status: res.status, body: await res.text(), cookies: res.headers.getSetCookie() };
}

async function timedGet(url: string): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const res = await fetch(`${url}/admin/login`);
  await res.arrayBuffer();
  return { ms: performance.now() - started, status: res.status };
}

export async function signInFlood({ port }: { port: number }): Promise<Check[]> {
  const dir = tempDataDir("signin");
  const trust = process.env.FAULTS_SIGNIN_TRUST || "loopback";
  const server = await startServer({
    port,
    dbFile: path.join(dir, "site.db"),
    env: { TRUST_PROXY: trust, ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password },
  });
  try {
    const owner = await signIn(server.url, "198.51.100.200", OWNER);
    const device = owner.cookies.find((c) => c.startsWith("admin_device="))?.split(";")[0];
    for (let i = 0; i < 10; i++) await timedGet(server.url);
    const quiet: number[] = [];
    for (let i = 0; i < 20; i++) quiet.push((await timedGet(server.url)).ms);

    // The attackers run in their own process: their 40 answers are not parsed on the measuring loop.
    let done = false;
    const attacker = spawn(
      process.execPath,
      ["--import", "tsx", path.join(ROOT, "tests/faults/signin-attacker.ts"), server.url, String(ATTEMPTS), device ?? ""],
      {
        cwd: ROOT,
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    let output = "";
    attacker.stdout.on("data", (d) => (output += d));
    const exited = new Promise<void>((resolve) => attacker.once("exit", () => resolve())).then(() => {
      done = true;
    });
    await new Promise<void>((resolve) => {
      const ready = () => (output.startsWith("start\n") || done ? resolve() : setTimeout(ready, 5));
      ready();
    });
    const during: { ms: number; status: number }[] = [];
    const started = Date.now();
    // Until every attempt is answered (at most 60 s).
    while (!done && Date.now() - started < 60_000) {
      during.push(await timedGet(server.url));
      await sleep(10);
    }
    if (!done) attacker.kill("SIGKILL");
    await exited;
    const attackSeconds = (Date.now() - started) / 1000;
    const report = JSON.parse(output.trim().split("\n").pop() || '{"attacks":[],"owner":0}') as {
      attacks: { status: number; keepsEmail: boolean }[];
      owner: number;
    };
    const answers = report.attacks;
    const count = (status: number) => answers.filter((a) => a.status === status).length;
    const busyKeepsEmail = answers.filter((a) => a.status === 503).every((a) => a.keepsEmail);
    const latencies = during.map((d) => d.ms);
    const p99 = percentile(latencies, 99);
    const notOk = during.filter((d) => d.status !== 200).length;

    return [
      {
        name: `login sob ataque: GET /admin/login fica abaixo de ${P99_BUDGET_MS} ms (p99) com ${ATTEMPTS} tentativas de ${ATTEMPTS} endereços`,
        ok: p99 < P99_BUDGET_MS && notOk === 0,
        detail:
          `TRUST_PROXY=${trust}; em repouso p50 ${percentile(quiet, 50).toFixed(0)} ms, p99 ${percentile(quiet, 99).toFixed(0)} ms; ` +
          `durante ${attackSeconds.toFixed(1)} s: ${latencies.length} GETs, p50 ${percentile(latencies, 50).toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, ` +
          `máx ${Math.max(...latencies).toFixed(0)} ms, ${notOk} sem 200`,
      },
      {
        name: "login sob ataque: cada tentativa recebe 401 (senha conferida) ou 503 com o e-mail digitado mantido",
        ok: count(401) + count(503) === ATTEMPTS && count(401) > 0 && busyKeepsEmail,
        detail: `401×${count(401)}, 503×${count(503)}, outros×${ATTEMPTS - count(401) - count(503)}; e-mail mantido nos 503: ${busyKeepsEmail ? "sim" : "não"}`,
      },
      {
        name: "login sob ataque: o navegador conhecido do dono entra durante o ataque, do endereço de um atacante",
        ok: owner.status === 303 && Boolean(device) && report.owner === 303,
        detail: `primeiro login ${owner.status}, durante o ataque ${report.owner}`,
      },
    ];
  } finally {
    await server.stop();
  }
}
