// Generated-page writes for the fault scripts, through the admin's own repository
// (app/server/generated-pages/store.server.ts): validation, sanitising, one synchronous
// transaction with the content-version bump.
import { closeDatabase } from "~/server/data/db.server";
import { createGeneratedPage, deleteGeneratedPage, findGeneratedPage } from "~/server/generated-pages/store.server";
import { validatePage } from "~/server/generated-pages/normalise.server";
import { resetProcessState } from "~/server/process-state.server";

/** Points the repository at `file` (the process may switch between databases). */
export function useDatabase(file: string) {
  closeDatabase();
  process.env.DATABASE_URL = `file:${file}`;
  process.env.SESSION_SECRET ||= "faults-session-secret-0123456789abcdef";
  resetProcessState();
}

/** Deterministic body per slug (about 12 KB), so a torn or mixed-up write is detectable. */
function contentFor(slug: string): string {
  const paragraph = `<p>Instalação e manutenção de motor PPA para portão automático (${slug}): revisão da cremalheira, ajuste do fim de curso, teste da fotocélula e programação dos controles.</p>`;
  return `<h2>${slug}</h2>` + paragraph.repeat(60);
}

export function titleFor(slug: string): string {
  return `Página de teste ${slug}`;
}

/** The row the repository stores for `slug` (after validation and sanitising). */
export function expectedPage(slug: string) {
  const valid = validatePage({ title: titleFor(slug), slug, content: contentFor(slug) });
  if (!valid.ok) throw new Error(valid.error);
  return valid.page;
}

export function createPage(slug: string) {
  const result = createGeneratedPage({ title: titleFor(slug), slug, content: contentFor(slug) });
  if (!result.ok) throw new Error(result.error);
}

export function deletePage(slug: string) {
  const page = findGeneratedPage(slug);
  if (page && !deleteGeneratedPage(page.id)) throw new Error(`não foi possível excluir ${slug}`);
}
