import Database from "better-sqlite3";

/** The e2e server's database file (see playwright.config.ts). */
export function e2eDatabasePath() {
  return `.e2e-data/${process.env.E2E_PORT || 3210}/site.db`;
}

export function withE2eDatabase<T>(fn: (db: Database.Database) => T): T {
  const db = new Database(e2eDatabasePath());
  db.pragma("busy_timeout = 5000");
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

/** Inserts a generated page directly (bumping the content version like every write); returns its id. */
export function insertGeneratedPage(slug: string, title: string): number {
  return withE2eDatabase((db) => {
    db.transaction(() => {
      db.prepare("INSERT OR IGNORE INTO generated_pages (title, slug, content, description, keywords) VALUES (?, ?, '<p>Conteúdo de teste.</p>', ?, '')").run(
        title,
        slug,
        `Informações sobre ${title}.`,
      );
      db.prepare("UPDATE content_version SET version = version + 1 WHERE id = 1").run();
    })();
    return (db.prepare("SELECT id FROM generated_pages WHERE slug = ?").get(slug) as { id: number }).id;
  });
}
