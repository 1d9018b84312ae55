// Generated pages as the generators would have written them (the generator's own text), written
// straight into a server's database: the fault script `generate` and the bench's "the owner works
// while visitors browse" (docs/performance.md). Synthetic pages of a temporary database.
// `tsx bench/generated-seed.ts <db file> [count]` from a script that runs under plain node.
import { pathToFileURL } from "node:url";
import Database from "better-sqlite3";
import { PLACES } from "~/content/places";
import { CREATIVITY, generateContent } from "~/lib/generator";

const TOPICS = ["Conserto de portão automático", "Instalação de motor de portão", "Manutenção de motor PPA", "Controle de portão automático"];

/** `count` generator pages, published as a run would leave them. */
export function seedGeneratedPages(dbFile: string, count: number): void {
  const db = new Database(dbFile);
  db.pragma("busy_timeout = 5000");
  try {
    const insert = db.prepare(
      "INSERT OR IGNORE INTO generated_pages (title, slug, content, description, keywords, created_at, indexable, written_by) VALUES (?, ?, ?, ?, ?, ?, 1, 'gerador')",
    );
    db.transaction(() => {
      for (let i = 0; i < count; i++) {
        const place = PLACES[i % PLACES.length];
        const title = `${TOPICS[Math.floor(i / PLACES.length) % TOPICS.length]} em ${place.name}${i >= PLACES.length * TOPICS.length ? ` ${i}` : ""}`;
        const page = generateContent({ title, creativity: CREATIVITY.default, seed: i + 1 });
        const slug = `${title
          .toLowerCase()
          .normalize("NFD")
          .replace(/[^a-z0-9 ]/g, "")
          .trim()
          .replace(/ +/g, "-")}-${i + 1}`;
        insert.run(page.title, slug, page.content, page.description, page.keywords, Date.UTC(2026, 0, 1) + i * 60_000);
      }
      db.prepare("UPDATE content_version SET version = version + 1").run();
    })();
  } finally {
    db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) seedGeneratedPages(process.argv[2], Number(process.argv[3] || 160));
