// "The owner works while visitors browse" (docs/performance.md, issue's load benchmark): a server
// with a month of click flood (150,000 suspect clicks), 36,000 counted clicks and 160 generated
// pages; visitors load a cached page and an uncached one with autocannon, first alone, then while
// the signed-in owner, one thing after another, downloads the 30-day click exports (counted and
// suspect), runs "Gerar 50 Páginas Internas", uploads three 100-megapixel PNGs (refused) and the largest photo accepted (40 megapixels) and asks for the
// preview of a 1 MB pathological body. Prints visitors' p50/p99 both ways, each step of the owner
// and the server's peak RSS. `BENCH_ONLY=dono npm run bench` runs only this scenario.
import { execFileSync } from "node:child_process";
import path from "node:path";
import zlib from "node:zlib";
import Database from "better-sqlite3";
import sharp from "sharp";
import { followToolRun, signInCookie } from "./admin-panel.mjs";
import { seedClicks } from "./click-seed.mjs";
import { OWNER_SEED, VISITORS, loadVisitors, num, printVisitorLines, startOwnerServer } from "./owner-exports.mjs";
import { CONTAINER_MEMORY_MB, ROOT } from "./server-process.mjs";

export const GENERATED_PRESENT = 160;
const PHOTO_PATH = "/admin/motores/motor-ppa-home";

/** A PNG of 10,000 × 10,000 black pixels (100 megapixels): about 300 KB, whole and valid. */
function hundredMegapixelPng() {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    typed.copy(out, 4);
    out.writeUInt32BE(crc32(typed), 8 + data.length);
    return out;
  };
  const side = 10_000;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8;
  header[9] = 2; // RGB
  // Rows of zeros (filter byte 0), deflated as one stream in pieces.
  const rows = Buffer.alloc((side * 3 + 1) * 100);
  const deflate = zlib.createDeflate({ level: 9 });
  const parts = [];
  deflate.on("data", (d) => parts.push(d));
  const done = new Promise((resolve) => deflate.on("end", resolve));
  for (let i = 0; i < side / 100; i++) deflate.write(rows);
  deflate.end();
  return done.then(() =>
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", header),
      chunk("IDAT", Buffer.concat(parts)),
      chunk("IEND", Buffer.alloc(0)),
    ]),
  );
}

/** Reads a response to its end without keeping it: status, bytes, milliseconds, and whether `mark` is in it. */
async function timed(url, init, mark) {
  const start = performance.now();
  const res = await fetch(url, { redirect: "manual", ...init });
  let bytes = 0;
  let text = "";
  for await (const chunk of res.body ?? []) {
    bytes += chunk.length;
    if (mark && text.length < 2_000_000) text += Buffer.from(chunk).toString("utf8");
  }
  return { status: res.status, bytes, ms: performance.now() - start, marked: mark ? text.includes(mark) : undefined };
}

/** The owner's session of work, one step after another, each timed. */
/** The largest photo the admin accepts, as a phone would send it: 40 megapixels (LIMITS.photoMaxPixels) of grain, about 12 MB of WebP. */
function largestPhoto() {
  const [width, height] = [7_700, 5_190];
  return sharp({ create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 30 } } })
    .webp({ quality: 60 })
    .toBuffer();
}

async function ownerWork(base, cookie, pageId, png, photo) {
  const form = (fields) => ({
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", Origin: base, Referer: base + "/admin/painel" },
    body: new URLSearchParams(fields).toString(),
  });
  const steps = [];
  const step = async (name, run) => {
    try {
      steps.push({ name, ...(await run()) });
    } catch (error) {
      steps.push({ name, status: 0, ms: NaN, error: error instanceof Error ? error.message : String(error) });
    }
    process.stderr.write(`  dono: ${name} ${steps.at(-1).status} em ${Math.round(steps.at(-1).ms)} ms\n`);
  };
  for (const table of ["cliques", "suspeitos"])
    await step(`exportação de 30 dias "${table}"`, () => timed(`${base}/admin/leads/exportar?tabela=${table}`, { headers: { Cookie: cookie } }));
  // Answered at once with the run's progress page, followed as the owner's browser does until the run is over.
  await step('"Gerar 50" com 160 páginas (até o fim da geração)', async () => {
    const started = performance.now();
    const posted = await fetch(`${base}/admin/painel`, { redirect: "manual", ...form({ intent: "generate-50" }) });
    await posted.arrayBuffer();
    return { ...(await followToolRun(base, cookie, posted, started)), bytes: 0 };
  });
  for (let i = 1; i <= 3; i++)
    await step(`foto de 100 megapixels ${i} (recusada antes de decodificar)`, () => {
      const body = new FormData();
      body.set("intent", "foto");
      body.set("alt", `Foto grande ${i}`);
      body.set("arquivo", new File([png], `grande-${i}.png`, { type: "image/png" }));
      return timed(`${base}${PHOTO_PATH}`, { method: "POST", body, headers: { Cookie: cookie, Origin: base } }, "megapixels");
    });
  await step(`foto de 40 megapixels, ${(photo.length / 2 ** 20).toFixed(0)} MB (a maior aceita)`, () => {
    const body = new FormData();
    body.set("intent", "foto");
    body.set("alt", "Foto de 40 megapixels");
    body.set("arquivo", new File([photo], "maior.webp", { type: "image/webp" }));
    // Saved, the upload answers with a redirect to the model's page (303), its toast in a cookie.
    return timed(`${base}${PHOTO_PATH}`, { method: "POST", body, headers: { Cookie: cookie, Origin: base } });
  });
  // Multipart, as a form with a file field would send it: URL-encoded, each "[" would be three bytes.
  await step('pré-visualizar 1 MB de "["', () => {
    const body = new FormData();
    for (const [k, v] of Object.entries({ intent: "preview", title: "Página do benchmark", slug: "", description: "", keywords: "", status: "publicada" }))
      body.set(k, v);
    body.set("content", "[".repeat(1024 * 1024));
    const url = `${base}/admin/painel/editar/${pageId}`;
    return timed(url, { method: "POST", body, headers: { Cookie: cookie, Origin: base, Referer: url } }, "passa do limite");
  });
  return steps;
}

/** @param {{ port: number, seconds: number }} options */
export async function measureOwnerWorks({ port, seconds }) {
  const owned = await startOwnerServer("bench-owner-works", port);
  const { server, dbFile } = owned;
  try {
    seedClicks(dbFile, OWNER_SEED);
    execFileSync(path.join(ROOT, "node_modules/.bin/tsx"), [path.join(ROOT, "bench/generated-seed.ts"), dbFile, String(GENERATED_PRESENT)], {
      cwd: ROOT,
      stdio: "inherit",
    });
    const db = new Database(dbFile, { readonly: true });
    const pageId = db.prepare("SELECT min(id) FROM generated_pages").pluck().get();
    db.close();
    const png = await hundredMegapixelPng();
    const photo = await largestPhoto();
    const cookie = await signInCookie(server.url);
    // Warm: the page cache, the admin's first renders, the judge's reading of the built-in pages.
    await fetch(server.url + VISITORS.cached.path).then((r) => r.arrayBuffer());
    for (const p of ["/admin/leads", "/admin/painel", `/admin/painel/editar/${pageId}`])
      await fetch(server.url + p, { headers: { Cookie: cookie } }).then((r) => r.arrayBuffer());

    const alone = await Promise.all([loadVisitors(server.url, VISITORS.cached, seconds), loadVisitors(server.url, VISITORS.uncached, seconds)]);
    const rssAlone = server.peakRssMb();
    process.stderr.write(`  dono trabalhando: visitantes sozinhos medidos (VmHWM ${rssAlone.toFixed(1)} MB)\n`);

    // Visitors for as long as the owner works (at least `seconds`).
    const during = [loadVisitors(server.url, VISITORS.cached, 600), loadVisitors(server.url, VISITORS.uncached, 600)];
    const started = performance.now();
    const steps = await ownerWork(server.url, cookie, pageId, png, photo);
    const ownerMs = performance.now() - started;
    if (ownerMs < seconds * 1000) await new Promise((resolve) => setTimeout(resolve, seconds * 1000 - ownerMs));
    for (const run of during) run.stop();
    const results = await Promise.all(during);
    const healthy = await fetch(`${server.url}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    return { alone, during: results, steps, ownerMs, rssAlone, rssPeak: owned.rssPeak(), alive: healthy, log: server.log() };
  } finally {
    await owned.stop();
  }
}

/** The scenario's lines of the bench report; whether the owner's steps all answered. */
export function printOwnerWorks(r, seconds) {
  console.log(
    `\nO dono trabalha enquanto visitantes navegam: ${OWNER_SEED.suspect.toLocaleString("pt-BR")} cliques suspeitos + ${OWNER_SEED.counted.toLocaleString("pt-BR")} contados em 30 dias, ${GENERATED_PRESENT} páginas geradas; sem o dono ${seconds} s, com o dono enquanto ele trabalha (${num(r.ownerMs / 1000, 1)} s, no mínimo ${seconds} s):`,
  );
  printVisitorLines(r, { max: true });
  for (const s of r.steps)
    console.log(
      `  ${s.name.padEnd(58)}HTTP ${s.status}  ${num(s.ms).padStart(6)} ms${s.bytes !== undefined ? `  ${num(s.bytes / 2 ** 20, 1)} MB` : ""}${s.marked === false ? "  (SEM A MENSAGEM ESPERADA)" : ""}${s.error ? `  ${s.error}` : ""}`,
    );
  console.log(
    `  pico de memória (VmHWM) do servidor: ${num(r.rssAlone, 1)} MB só com visitantes, ${num(r.rssPeak, 1)} MB com o dono (meta < ${CONTAINER_MEMORY_MB} MB, a memória do contêiner: ${r.rssPeak < CONTAINER_MEMORY_MB ? "ok" : "NÃO ATINGIDA"}); servidor ${r.alive ? "vivo" : "MORTO"} ao fim`,
  );
  const ok = r.alive && r.rssPeak < CONTAINER_MEMORY_MB && r.steps.every((s) => s.status > 0 && s.status < 500 && s.marked !== false);
  if (!ok) console.log(r.log.slice(-2000));
  return ok;
}
