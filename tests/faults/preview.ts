// (i) Pathological light syntax in the page editor's preview (docs/performance.md "The owner works
// while visitors browse"): the signed-in owner's "Pré-visualizar" without JavaScript, as the
// browser posts it, with a body of 80,000 `[` (78 KB, under the 200 KB save limit: converted, the
// nesting neutralised before conversion) and one of 250 KB of them (over the save limit, under the
// admin's body limit: the preview says what the save would say, without converting). Each answers within 1 s, keeps the form, and
// the page editor answers the next request at once.
import path from "node:path";
import Database from "better-sqlite3";
import { BENCH_ADMIN, signInCookie } from "../../bench/admin-panel.mjs";
import { startServer, tempDataDir } from "../../bench/server-process.mjs";
import type { Check } from "./lib";

/** The bound for a pathological preview. */
const PREVIEW_MS = 1_000;

/** One generated page to edit, written straight to the database. */
function seedPage(dbFile: string): number {
  const db = new Database(dbFile);
  db.pragma("busy_timeout = 5000");
  try {
    const title = "Conserto de portão automático na Mooca";
    const row = db
      .prepare(
        "INSERT INTO generated_pages (title, slug, content, description, keywords, created_at, indexable, written_by) VALUES (?, ?, ?, ?, '', ?, 1, 'gerador') RETURNING id",
      )
      .get(title, "conserto-de-portao-automatico-na-mooca", `<p>${title}.</p>`, `${title}.`, Date.UTC(2026, 0, 1)) as { id: number };
    db.prepare("UPDATE content_version SET version = version + 1").run();
    return row.id;
  } finally {
    db.close();
  }
}

async function preview(base: string, cookie: string, id: number, content: string, multipart = false) {
  const url = `${base}/admin/painel/editar/${id}`;
  const fields = {
    intent: "preview",
    title: "Conserto de portão automático na Mooca",
    slug: "",
    description: "",
    keywords: "",
    content,
    status: "publicada",
  };
  // Multipart as a form with a file field sends it (URL-encoded, each "[" would be three bytes).
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const started = performance.now();
  const res = await fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: multipart
      ? { Cookie: cookie, Origin: base, Referer: url }
      : { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", Origin: base, Referer: url },
    body: multipart ? form : new URLSearchParams(fields).toString(),
  });
  const html = await res.text();
  return { status: res.status, html, ms: performance.now() - started };
}

export async function pathologicalPreview({ port }: { port: number }): Promise<Check[]> {
  const dir = tempDataDir("preview");
  const dbFile = path.join(dir, "site.db");
  const server = await startServer({ port, dbFile, env: { ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password } });
  try {
    const id = seedPage(dbFile);
    const cookie = await signInCookie(server.url);
    // The editor's first load reads the built-in pages for the judge, as the owner's visit does.
    await fetch(`${server.url}/admin/painel/editar/${id}`, { headers: { Cookie: cookie } }).then((r) => r.arrayBuffer());
    const nested = await preview(server.url, cookie, id, "[".repeat(80_000));
    const big = await preview(server.url, cookie, id, "[".repeat(250 * 1024));
    const mega = await preview(server.url, cookie, id, "[".repeat(1024 * 1024), true);
    const after = performance.now();
    const next = await fetch(`${server.url}/admin/painel/editar/${id}`, { headers: { Cookie: cookie } });
    await next.arrayBuffer();
    const nextMs = performance.now() - after;
    const refused = big.html.includes("passa do limite de 200 KB");
    const megaRefused = mega.html.includes("passa do limite de 200 KB");
    return [
      {
        name: `pré-visualizar 80.000 "[" (78 KB) responde em até ${PREVIEW_MS / 1000} s, com a página convertida`,
        ok: nested.status === 200 && nested.ms < PREVIEW_MS && nested.html.includes("Pré-visualizar"),
        detail: `HTTP ${nested.status} em ${nested.ms.toFixed(0)} ms (${(nested.html.length / 1024).toFixed(0)} KB de HTML)`,
      },
      {
        name: `pré-visualizar 250 KB de "[" responde em até ${PREVIEW_MS / 1000} s com a mensagem do limite de 200 KB, sem converter`,
        ok: big.status === 200 && big.ms < PREVIEW_MS && refused && next.status === 200,
        detail: `HTTP ${big.status} em ${big.ms.toFixed(0)} ms; mensagem do limite ${refused ? "mostrada" : "ausente"}; o editor respondeu em seguida em ${nextMs.toFixed(0)} ms (HTTP ${next.status})`,
      },
      {
        // The owner-works benchmark's step: past the limit, answered before the judge, with nothing converted.
        name: `pré-visualizar 1 MB de "[" (multipart) responde em até ${PREVIEW_MS / 1000} s com a mensagem do limite, sem converter`,
        ok: mega.status === 200 && mega.ms < PREVIEW_MS && megaRefused,
        detail: `HTTP ${mega.status} em ${mega.ms.toFixed(0)} ms (${(mega.html.length / 1024).toFixed(0)} KB de HTML); mensagem do limite ${megaRefused ? "mostrada" : "ausente"}`,
      },
    ];
  } finally {
    await server.stop();
  }
}
