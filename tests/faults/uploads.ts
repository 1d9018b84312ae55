// (e) Upload slots and memory belong to real sessions (decision 0025): anonymous uploads with a
// cookie merely named admin_session are refused before their body is read, while the signed-in
// admin's photo upload goes through; under a flood of anonymous uploads the server's resident
// memory stays within its baseline plus LIMITS.bodyBytesInMemory.
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { startServer, tempDataDir } from "../../bench/server-process.mjs";
import { LIMITS } from "../../app/lib/limits";
import { jpegPhoto } from "../fixtures/media";
import { sleep, type Check } from "./lib";

const ADMIN = { email: "dono@motores-teste.com.br", password: "senha-do-dono-2026!" };
const UPLOAD_PATH = "/admin/motores/motor-ppa-home";
const MB = 1024 * 1024;

function rssMb(pid: number | undefined): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024;
}

type Answer = { status: number; bytesSent: number; ms: number };

/**
 * One anonymous upload: the head with a forged session cookie, then (when `stream`) the body in
 * 64 KB pieces as fast as the socket takes them, at once or after `waitMs`. Resolves with the
 * status (0 when the server closed the connection before the client could read its answer, as
 * a refused sender that keeps writing may see) and how many body bytes had left when the answer
 * arrived.
 */
function anonymousUpload(
  port: number,
  host: string,
  origin: string,
  { bytes, target, stream, waitMs = 0 }: { bytes: number; target: string; stream: boolean; waitMs?: number },
): Promise<Answer> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    let sent = 0;
    let sentAtAnswer = -1;
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    const pump = () => {
      while (stream && sent < bytes && sentAtAnswer < 0 && !socket.destroyed) {
        const piece = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
        sent += piece.length;
        if (!socket.write(piece)) return void socket.once("drain", pump);
      }
    };
    socket.on("connect", () => {
      const type = target.endsWith("importar") ? "application/json" : "multipart/form-data; boundary=x";
      socket.write(
        `POST ${target} HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${origin}\r\nCookie: admin_session=${"A".repeat(43)}\r\n` +
          `Content-Type: ${type}\r\nContent-Length: ${bytes}\r\n\r\n`,
      );
      // A client that waits a moment for an early answer (as curl does for large bodies) reads it.
      if (waitMs > 0) setTimeout(pump, waitMs).unref();
      else pump();
    });
    socket.on("data", (d) => {
      if (sentAtAnswer < 0) sentAtAnswer = sent;
      answer += d.toString("latin1");
    });
    socket.on("error", () => undefined);
    socket.on("close", () =>
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0), bytesSent: Math.max(sentAtAnswer, 0), ms: performance.now() - started }),
    );
    socket.setTimeout(15_000, () => socket.destroy());
  });
}

async function signIn(url: string): Promise<string> {
  const form = new URLSearchParams({ email: ADMIN.email, password: ADMIN.password });
  const res = await fetch(`${url}/admin/login`, { method: "POST", body: form, headers: { Origin: url }, redirect: "manual" });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith("admin_session="));
  if (!cookie) throw new Error(`login do administrador falhou: HTTP ${res.status}`);
  return cookie;
}

/** The signed-in admin posts a real photo (with padding past LIMITS.maxBodyBytes, so only the upload allowance fits it). */
async function adminUpload(url: string, cookie: string, alt: string): Promise<{ status: number; listed: boolean }> {
  const form = new FormData();
  form.set("intent", "foto");
  form.set("alt", alt);
  form.set("observacao", "x".repeat(3 * MB));
  form.set("arquivo", new File([new Uint8Array(await jpegPhoto(1600, 1200))], "IMG_2041.JPG", { type: "image/jpeg" }));
  const res = await fetch(`${url}${UPLOAD_PATH}`, { method: "POST", body: form, headers: { Origin: url, Cookie: cookie }, redirect: "manual" });
  await res.arrayBuffer();
  const page = await fetch(`${url}${UPLOAD_PATH}`, { headers: { Cookie: cookie } });
  return { status: res.status, listed: (await page.text()).includes(alt) };
}

function count(values: number[]): string {
  const by = new Map<number, number>();
  for (const v of values) by.set(v, (by.get(v) ?? 0) + 1);
  return [...by].map(([s, n]) => `${s}×${n}`).join(", ");
}

export async function uploadSlots({ port }: { port: number }): Promise<Check[]> {
  const dir = tempDataDir("uploads");
  const server = await startServer({
    port,
    dbFile: path.join(dir, "site.db"),
    env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  const host = new URL(server.url).host;
  const checks: Check[] = [];
  try {
    const cookie = await signIn(server.url);

    // 1. Sixty anonymous 21 MB uploads (only their heads) and the admin's upload at the same time.
    const anonymous = Array.from({ length: 60 }, () =>
      anonymousUpload(port, host, server.url, { bytes: LIMITS.maxUploadBodyBytes, target: UPLOAD_PATH, stream: false }),
    );
    const admin = adminUpload(server.url, cookie, "Foto enviada durante 60 envios anônimos");
    const answers = await Promise.all(anonymous);
    const own = await admin;
    checks.push({
      name: "envios: 60 envios anônimos de 21 MB com cookie admin_session falso são recusados antes do corpo; o envio do administrador passa ao mesmo tempo",
      ok: answers.every((a) => a.status === 413 && a.bytesSent === 0) && own.status === 303 && own.listed,
      detail: `anônimos: ${count(answers.map((a) => a.status))} (nenhum byte de corpo enviado: ${answers.every((a) => a.bytesSent === 0)}); administrador: HTTP ${own.status}, foto na lista: ${own.listed}`,
    });

    // 2. Eighty connections streaming anonymous 21 MB and 32 MB bodies for 8 s (half of them at
    //    once, half after waiting up to 5 s for an early answer); RSS sampled every 100 ms. The
    //    admin's upload starts after 4 s: the bound is checked on the flood alone (the photo's
    //    processing, sharp's encoders, is the admin's own cost and is reported beside it).
    await sleep(500);
    const baseline = rssMb(server.pid);
    const cap = baseline + LIMITS.bodyBytesInMemory / MB;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.pid))), 100);
    const eager: number[] = [];
    const patient: number[] = [];
    const until = Date.now() + 8_000;
    const worker = async (i: number) => {
      while (Date.now() < until) {
        const target = i % 2 === 0 ? UPLOAD_PATH : "/admin/painel/importar";
        const bytes = i % 2 === 0 ? LIMITS.maxUploadBodyBytes : LIMITS.maxImportBodyBytes;
        const waitMs = i % 4 < 2 ? 0 : 5_000;
        (waitMs ? patient : eager).push((await anonymousUpload(port, host, server.url, { bytes, target, stream: true, waitMs })).status);
      }
    };
    const flood = Promise.all(Array.from({ length: 80 }, (_, i) => worker(i)));
    await sleep(4_000);
    const floodPeak = peak;
    const during = await adminUpload(server.url, cookie, "Foto enviada durante a enxurrada");
    await flood;
    clearInterval(sampler);
    const statuses = [...eager, ...patient];
    checks.push({
      name: `envios: RSS do servidor com 80 conexões enviando corpos anônimos fica abaixo de base + LIMITS.bodyBytesInMemory (${LIMITS.bodyBytesInMemory / MB} MB)`,
      ok: floodPeak <= cap && patient.every((s) => s === 413) && eager.every((s) => s === 413 || s === 0) && during.status === 303 && during.listed,
      detail:
        `RSS base ${baseline.toFixed(0)} MB, pico da enxurrada ${floodPeak.toFixed(0)} MB (limite ${cap.toFixed(0)} MB); pico com o envio do administrador ${peak.toFixed(0)} MB; ` +
        `${statuses.length} envios anônimos: enviando já ${count(eager)}, esperando a resposta ${count(patient)} (0: conexão fechada antes da leitura da resposta); ` +
        `envio do administrador durante a enxurrada: HTTP ${during.status}, foto na lista: ${during.listed}`,
    });
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return checks;
}
