// Generated-page writes for the fault scripts, done as the app does them: one synchronous
// transaction holding the row change and the content-version bump.
// When the admin repository exists (issue 7), these two functions call it instead.
import { eq } from "drizzle-orm";
import type { Db } from "~/server/db.server";
import { bumpContentVersion } from "~/server/content-version.server";
import { generatedPages } from "../../db/schema";

/** Deterministic body per slug (about 12 KB), so a torn or mixed-up write is detectable. */
export function expectedContent(slug: string): string {
  const paragraph = `<p>Instalação e manutenção de motor PPA para portão automático (${slug}): revisão da cremalheira, ajuste do fim de curso, teste da fotocélula e programação dos controles.</p>`;
  return `<h2>${slug}</h2>` + paragraph.repeat(60);
}

export function titleFor(slug: string): string {
  return `Página de teste ${slug}`;
}

export function createPage(db: Db, slug: string) {
  const title = titleFor(slug);
  db.transaction((tx) => {
    tx.insert(generatedPages)
      .values({
        title,
        slug,
        content: expectedContent(slug),
        description: `Informações sobre ${title}. Atendimento especializado, produtos de qualidade e suporte técnico.`,
        keywords: "motor ppa, portão automático",
      })
      .run();
    bumpContentVersion(tx);
  });
}

export function deletePage(db: Db, slug: string) {
  db.transaction((tx) => {
    tx.delete(generatedPages).where(eq(generatedPages.slug, slug)).run();
    bumpContentVersion(tx);
  });
}
