import type { AppLoadContext } from "@remix-run/node";
import { asc, eq } from "drizzle-orm";
import { generatedPages, motors } from "../../../db/schema";
import { QualityIndex, preparePage, type PreparedPage } from "~/lib/content-quality";
import { defaultDescription, pageLead } from "~/lib/generator/description";
import { sitePagePaths } from "~/lib/index-candidates";
import { FIXED_PAGE_PATHS } from "~/lib/page-registry";
import type { QualityFields } from "~/lib/page-quality";
import { qualityPageOf, type PageText } from "~/lib/quality-page";
import { escapeHtml, slotFiller } from "~/lib/business-slots";
import { getServedBusiness } from "../data/business-settings.server";
import { motorPath } from "~/lib/paths";
import { getDb } from "../data/db.server";
import { isMotorPageIndexed } from "../data/motors.server";
import { log } from "../infra/log.server";
import { isPathIndexable } from "../verdicts/page-verdicts.server";
import { scoreInWorker } from "./judge-pool.server";
import { prepareServed, scoreCandidate, type Score, type ServedText } from "./judge-score.server";

/**
 * The judge of the generators and the page editor (docs/content-quality.md): a new or changed
 * generated page is measured against every page of the site with the measure of
 * `npm run audit:content` and the rule of the stored verdicts (`judgeCandidate`, decision 0039), and is
 * indexable only when it passes, pushes no indexable page under the bar, and does not carry
 * the spec's default description. The site is its built-in pages (main pages, hubs, every
 * template page admitted or not: rendered in-process once, their text does not change while
 * the process runs; posts are left to the audit) and every generated page, drafts and noindex
 * ones included (read from the database on every check).
 */

export type { PageText };
/**
 * Scores a page about to be saved; runs inside the save's transaction. `excludeId`: the page
 * being changed. `unprotected`: paths of indexable pages the page may push over the targets
 * (the generators' own lists, judged again after each of their saves); every other indexable
 * page is protected.
 */
export type QualityJudge = {
  (page: PageText & { draft?: boolean }, excludeId?: number, unprotected?: ReadonlySet<string>): QualityFields;
  /**
   * Measures the page in the judge's worker before its save (decision 0046); the save's check
   * (the call above, inside the transaction) uses that verdict when the other pages are still
   * the ones measured, and measures again on this thread otherwise. Present on a judge made with `inWorker`.
   */
  ahead?: (page: PageText & { draft?: boolean }, excludeId?: number, unprotected?: ReadonlySet<string>) => Promise<void>;
};
type RenderPage = NonNullable<AppLoadContext["renderPage"]>;

/** The spec's fixed description ("Informações sobre {title}. Atendimento especializado…"). */
export function isDefaultDescription(page: Pick<PageText, "title" | "description">): boolean {
  return page.description.trim() === defaultDescription(page.title);
}

let builtIn: Promise<QualityIndex> | null = null;

/** Generated pages prepared between two turns of the event loop when a judge is made. */
const PREPARED_PER_SLICE = 8;

/**
 * The renderer of the last admin request that had one: the re-judge of pages whose text changed
 * (app/server/verdicts/rejudge.server.ts) renders with it.
 */
let lastRenderer: RenderPage | null = null;
export function siteRenderer(): RenderPage | null {
  return lastRenderer;
}

/** Drops the built-in pages read so far: their text changed; the next check reads them again. */
export function forgetBuiltInPages(): void {
  builtIn = null;
}

/**
 * Reads again the built-in pages at `paths`, whose text changed, and keeps every other page as
 * read: a publish in "Páginas do site" re-renders its page, not the whole site (decision 0040).
 * Nothing to do before the first read (it will render them as they are now).
 */
export async function refreshBuiltInPages(paths: string[], render: RenderPage): Promise<void> {
  const current = builtIn ? await builtIn.catch(() => null) : null;
  if (!current) return;
  const pages = current.pages.slice();
  for (const path of paths) {
    const at = pages.findIndex((p) => p.url === path);
    if (at < 0) continue;
    const html = await render(path).catch(() => null);
    if (html !== null) pages[at] = preparePage(qualityPageOf(path, html, pages[at].indexable), undefined, { keepText: false });
  }
  builtIn = Promise.resolve(new QualityIndex(pages));
}

/** Gives the read pages their newly stored verdicts (their text is unchanged). */
export async function setBuiltInIndexable(verdicts: { path: string; indexable: boolean }[]): Promise<void> {
  const current = builtIn ? await builtIn.catch(() => null) : null;
  if (!current) return;
  const flags = new Map(verdicts.map((v) => [v.path, v.indexable]));
  builtIn = Promise.resolve(new QualityIndex(current.pages.map((p) => (flags.has(p.url) ? { ...p, indexable: flags.get(p.url)! } : p))));
}

/** The built-in pages, rendered once per process and indexed. */
export function builtInIndex(render: RenderPage): Promise<QualityIndex> {
  lastRenderer = render;
  builtIn ??= (async () => {
    const db = getDb();
    const motorRows = db.select({ slug: motors.slug, status: motors.status }).from(motors).orderBy(asc(motors.position)).all();
    // A model is indexable when it is active and its page was admitted (decision 0037).
    const alwaysIn = new Set([...FIXED_PAGE_PATHS, ...motorRows.filter((m) => isMotorPageIndexed(m)).map((m) => motorPath(m.slug))]);
    const pages: PreparedPage[] = [];
    // Posts are left out here (measured by the audit and the gate): rendering their 488 pages
    // would triple the first check's wait (docs/content-quality.md "Speed").
    const paths = sitePagePaths(
      motorRows.map((m) => m.slug),
      [],
    );
    const missing: string[] = [];
    for (const path of paths) {
      const html = await render(path).catch(() => null);
      // One page that does not render leaves only itself out of the comparison.
      if (html === null) {
        missing.push(path);
        continue;
      }
      pages.push(preparePage(qualityPageOf(path, html, alwaysIn.has(path) || isPathIndexable(path)), undefined, { keepText: false }));
    }
    if (missing.length) log.warn(`Avaliação de conteúdo sem ${missing.length} páginas do site que não responderam 200: ${missing.slice(0, 10).join(", ")}`);
    return new QualityIndex(pages);
  })().catch((error: unknown) => {
    builtIn = null; // try again on the next check
    throw error;
  });
  return builtIn;
}

/**
 * Starts rendering the built-in pages without waiting for them: the admin's pages call it when
 * they load, so the first save does not wait for the whole site to render (docs/content-quality.md "Speed").
 */
export function warmQualityJudge(context: Pick<AppLoadContext, "renderPage">): void {
  if (context.renderPage) builtInIndex(context.renderPage).catch((error: unknown) => log.error("Avaliação de conteúdo sem as páginas do site", error));
}

/**
 * A judge for one request (a batch keeps it for all its pages). Without an in-process
 * renderer (loader tests) the built-in pages are left out and pages are judged against the
 * generated pages only. `inWorker` (the generators' runs, decision 0046): the pages are not
 * prepared ahead on this thread; each page's `ahead` measures it in the judge's worker before
 * its save, and the save's check takes that verdict when the pages are still the ones measured.
 */
export async function qualityJudge(context: Pick<AppLoadContext, "renderPage">, { inWorker = false }: { inWorker?: boolean } = {}): Promise<QualityJudge> {
  let site = new QualityIndex([]);
  if (context.renderPage) {
    try {
      site = await builtInIndex(context.renderPage);
    } catch (error) {
      log.error("Avaliação de conteúdo sem as páginas do site", error);
    }
  }
  const prepared = new Map<string, PreparedPage>();
  // Measured as served: a slot's figure ("{Garantia do motor}") is the text a visitor reads and
  // the built-in pages repeat (app/lib/business-slots.ts). Read once per judge.
  let fills: { html: (text: string) => string; text: (text: string) => string } | null = null;
  const figures = () => {
    if (!fills) {
      const business = getServedBusiness();
      fills = { html: slotFiller(business, escapeHtml), text: slotFiller(business) };
    }
    return fills;
  };
  const served = (page: PageText): ServedText => {
    const { html, text } = figures();
    const lead = pageLead(page.title, page.description, page.content);
    return { slug: page.slug, title: text(page.title), lead: lead === null ? null : text(lead), content: html(page.content) };
  };
  /** Every generated page that is public (a draft's text is said nowhere until it is published), without its content. */
  const publicRows = () =>
    getDb()
      .select({
        id: generatedPages.id,
        slug: generatedPages.slug,
        title: generatedPages.title,
        description: generatedPages.description,
        indexable: generatedPages.indexable,
        draft: generatedPages.draft,
        updatedAt: generatedPages.updatedAt,
      })
      .from(generatedPages)
      .where(eq(generatedPages.draft, false))
      .all();
  type Row = ReturnType<typeof publicRows>[number];
  const keyOf = (row: Row) => `${row.id}:${row.updatedAt.getTime()}:${row.indexable && !row.draft}`;
  const contentOf = (row: Row) =>
    getDb().select({ content: generatedPages.content }).from(generatedPages).where(eq(generatedPages.id, row.id)).get()?.content ?? "";
  const preparedOf = (row: Row) => {
    const key = keyOf(row);
    let ready = prepared.get(key);
    if (!ready) {
      ready = prepareServed(served({ ...row, content: contentOf(row) }), row.indexable && !row.draft);
      prepared.set(key, ready);
    }
    return ready;
  };
  const othersOf = (page: PageText, excludeId?: number) => publicRows().filter((row) => row.id !== excludeId && row.slug !== page.slug);
  /** What a verdict was measured against: the same pages in the same versions give the same verdict. */
  const measuredAgainst = (page: PageText & { draft?: boolean }, rows: Row[], excludeId?: number, unprotected?: ReadonlySet<string>) =>
    JSON.stringify([
      page.slug,
      page.title,
      page.description,
      page.content,
      page.draft ?? false,
      excludeId ?? null,
      [...(unprotected ?? [])].sort(),
      rows.map(keyOf),
    ]);
  const withDescriptionRule = (page: PageText, score: Score): QualityFields => {
    const defaultText = isDefaultDescription(page);
    return { ...score, indexable: score.indexable && !defaultText, defaultDescription: defaultText };
  };
  let measured: { against: string; score: Score } | null = null;

  if (!inWorker) {
    // The pages as they are now, prepared ahead a few at a time with the event loop free between
    // them: the first check would otherwise prepare all of them (160 pages: a long block) while
    // visitors wait (docs/performance.md "The owner works while visitors browse"). A page changed
    // since is prepared again at the check.
    const ahead = publicRows();
    for (let i = 0; i < ahead.length; i++) {
      if (i % PREPARED_PER_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
      preparedOf(ahead[i]);
    }
  }
  const judge: QualityJudge = (page, excludeId, unprotected) => {
    const rows = othersOf(page, excludeId);
    if (measured?.against === measuredAgainst(page, rows, excludeId, unprotected)) return withDescriptionRule(page, measured.score);
    const score = scoreCandidate({
      site,
      others: rows.map(preparedOf),
      candidate: served(page),
      unprotected: unprotected ?? new Set(),
    });
    return withDescriptionRule(page, score);
  };
  if (inWorker)
    judge.ahead = async (page, excludeId, unprotected) => {
      const rows = othersOf(page, excludeId);
      const score = await scoreInWorker({
        site,
        others: rows.map((row) => ({ key: keyOf(row), indexable: row.indexable && !row.draft, text: () => served({ ...row, content: contentOf(row) }) })),
        candidate: served(page),
        unprotected: [...(unprotected ?? [])],
      });
      measured = score ? { against: measuredAgainst(page, rows, excludeId, unprotected), score } : null;
    };
  return judge;
}
