// "Salvar mostra o veredito" (docs/content-quality.md "Stored verdicts"): how long a page save in
// the admin's panel takes until its verdict is stored and readable, for a typical generated page.
// The first save of a server process waits for the built-in pages to be read (the admin's screens
// start that on load); it is reported apart, the next saves are the ones held to the target.
import Database from "better-sqlite3";
import { GENERATED_PAGE } from "./pages.mjs";

export const VERDICT_SAVE_TARGET_MS = 3_000;

/** The first time apart (it waits for the built-in pages), then the median and the worst of the others. */
function summary(times) {
  const [first, ...rest] = times;
  rest.sort((a, b) => a - b);
  return { first, median: rest[Math.floor(rest.length / 2)], worst: rest.at(-1) };
}

/** Saves `count` pages one after the other; the time of each until its verdict row is there. */
export async function measureVerdictSaves(base, cookie, dbFile, count = 5) {
  const db = new Database(dbFile, { readonly: true });
  db.pragma("busy_timeout = 5000");
  const verdict = db.prepare("SELECT indexable, reason FROM page_verdicts WHERE path = ?");
  // The panel's load starts reading the built-in pages (warmQualityJudge).
  await (await fetch(`${base}/admin/painel`, { headers: { Cookie: cookie } })).arrayBuffer();
  const times = [];
  try {
    for (let i = 0; i <= count; i++) {
      const title = `${GENERATED_PAGE.title} ${i + 1}`;
      const slug = `${GENERATED_PAGE.slug}-${i + 1}`;
      const start = performance.now();
      const res = await fetch(`${base}/admin/painel`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", Origin: base, Referer: `${base}/admin/painel` },
        body: new URLSearchParams({ intent: "save", title, slug, keywords: "", content: GENERATED_PAGE.content }).toString(),
      });
      await res.arrayBuffer();
      const row = verdict.get(`/links-uteis/${slug}`);
      const ms = performance.now() - start;
      if (res.status !== 303 || !row) throw new Error(`salvar a página ${slug}: HTTP ${res.status}, veredito ${row ? "gravado" : "ausente"}`);
      times.push(ms);
    }
  } finally {
    db.close();
  }
  return summary(times);
}

/**
 * "Páginas do site" (decision 0040): publishing the PPA Home's own text until its verdict is
 * stored (the action answers once it is). The editor's load starts reading the built-in pages;
 * the first publish is reported apart, the next ones are held to the target.
 */
export async function measurePagePublishes(base, cookie, dbFile, count = 5) {
  const path = "/motores/motor-ppa-home";
  const editor = `${base}/admin/paginas/editar${path}`;
  const db = new Database(dbFile, { readonly: true });
  db.pragma("busy_timeout = 5000");
  const version = db.prepare("SELECT version FROM page_texts WHERE path = ?").pluck();
  const decided = db.prepare("SELECT decided_at FROM page_verdicts WHERE path = ?").pluck();
  await (await fetch(editor, { headers: { Cookie: cookie } })).arrayBuffer();
  const times = [];
  try {
    for (let i = 0; i <= count; i++) {
      const before = decided.get(path);
      const start = performance.now();
      const res = await fetch(editor, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded", Origin: base, Referer: editor },
        body: new URLSearchParams({
          intent: "publicar",
          version: String(version.get(path) ?? 0),
          title: "",
          description: "",
          heading: "",
          lead: "",
          body: `${GENERATED_PAGE.content.replace(/<[^>]+>/g, "\n")}\n\nRevisão ${i + 1}.`,
        }).toString(),
      });
      await res.arrayBuffer();
      const ms = performance.now() - start;
      const after = decided.get(path);
      if (res.status !== 303 || after === before)
        throw new Error(`publicar ${path}: HTTP ${res.status}, veredito ${after === before ? "não refeito" : "gravado"}`);
      times.push(ms);
    }
  } finally {
    db.close();
  }
  return summary(times);
}
