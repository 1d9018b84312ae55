// The panel's list with 10,000 generated pages (docs/product.md §6): a signed-in admin opens the list,
// searches it and jumps to a far page. Measured by `npm run bench` as the p95 of sequential
// requests (4 at a time), goal under 200 ms on this machine.
import Database from "better-sqlite3";

export const PANEL_PAGES = 10_000;
export const PANEL_TARGET_P95_MS = 200;
export const BENCH_ADMIN = { email: "bench@exemplo.com.br", password: "senha-do-benchmark-123" };

/** Inserts `count` generated pages with distinct titles, slugs and dates, in one transaction. */
export function seedPanelPages(dbFile, count = PANEL_PAGES) {
  const db = new Database(dbFile);
  db.pragma("busy_timeout = 5000");
  try {
    const insert = db.prepare(
      "INSERT OR IGNORE INTO generated_pages (title, slug, content, description, created_at, indexable, own_words, similarity, similar_to) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
    );
    const places = ["Moema", "Tatuapé", "Santana", "Osasco", "Guarulhos", "Pinheiros", "Mooca", "Lapa"];
    db.transaction(() => {
      for (let i = 0; i < count; i++) {
        const title = `Manutenção de portão ${i + 1} em ${places[i % places.length]}`;
        const slug = `manutencao-de-portao-${i + 1}-em-${places[i % places.length]
          .toLowerCase()
          .normalize("NFD")
          .replace(/[^a-z]/g, "")}`;
        insert.run(title, slug, `<p>${title}</p>`, `Informações sobre ${title}.`, Date.UTC(2025, 0, 1) + i * 60_000, i % 3 ? 1 : 0, 150 + (i % 90), 0.2, null);
      }
      db.prepare("UPDATE content_version SET version = version + 1").run();
    })();
  } finally {
    db.close();
  }
}

/** Signs in as BENCH_ADMIN (created at start-up from ADMIN_EMAIL/ADMIN_PASSWORD); the session cookie. */
export async function signInCookie(base) {
  const res = await fetch(`${base}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base, Referer: `${base}/admin/login` },
    body: new URLSearchParams(BENCH_ADMIN).toString(),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("admin_session="));
  if (!cookie) throw new Error(`login do benchmark falhou: HTTP ${res.status}`);
  return cookie.split(";")[0];
}

/** p50 and p95 of `total` GETs of `url`, `parallel` at a time, all expected 200. */
export async function timeRequests(url, cookie, total = 200, parallel = 4) {
  const times = [];
  let errors = 0;
  let next = 0;
  const worker = async () => {
    while (next < total) {
      next++;
      const start = performance.now();
      const res = await fetch(url, { headers: { Cookie: cookie }, redirect: "manual" });
      await res.arrayBuffer();
      times.push(performance.now() - start);
      if (res.status !== 200) errors++;
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { p50: at(0.5), p95: at(0.95), errors };
}

/**
 * Follows a page tool's run as the owner's browser does (app/routes/admin.painel_.geracao.$id/route.tsx):
 * reads its progress page again after the seconds of its `Refresh` header until the page no longer
 * asks for one. The answer that ended it (a redirect for "Gerar 50", the results page for the
 * others), how many progress pages were read and the whole time since `started`.
 * @param {string} base
 * @param {string} cookie
 * @param {Response} posted the answer to the tool's post (a redirect to the progress page)
 * @param {number} started performance.now() before the post
 */
export async function followToolRun(base, cookie, posted, started) {
  let location = posted.headers.get("Location");
  let reads = 0;
  let res = posted;
  while (location && location.startsWith("/admin/painel/geracao/")) {
    res = await fetch(base + location, { headers: { Cookie: cookie }, redirect: "manual" });
    await res.arrayBuffer();
    reads++;
    const refresh = Number(res.headers.get("Refresh"));
    if (res.status !== 200 || !refresh) break;
    await new Promise((resolve) => setTimeout(resolve, refresh * 1000));
  }
  return {
    status: posted.status,
    ended: res.status === 200 ? "página de resultado" : (res.headers.get("Location") ?? String(res.status)),
    reads,
    ms: performance.now() - started,
  };
}
