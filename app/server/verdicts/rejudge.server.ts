import type { AppLoadContext } from "@remix-run/node";
import { preparePage, type PageQuality } from "~/lib/content-quality";
import { FIXED_PAGE_PATHS } from "~/lib/page-registry";
import { qualityPageOf } from "~/lib/quality-page";
import { CONTENT_QUALITY } from "~/lib/content-quality";
import type { VerdictReason } from "~/lib/verdict-reasons";
import { builtInIndex, forgetBuiltInPages, siteRenderer } from "../generated-pages/judge.server";
import { getPageVerdict, recordVerdicts, type VerdictInput } from "./page-verdicts.server";

type RenderPage = NonNullable<AppLoadContext["renderPage"]>;

/** Reasons the re-judge never overturns: by rule, not by text. */
const BY_RULE: readonly string[] = ["principal", "postagem", "fora-de-linha"];

function reasonOf(score: PageQuality): VerdictReason {
  if (!score.failing) return "aprovada";
  return score.ownWords < CONTENT_QUALITY.minOwnWords ? "poucas-palavras" : "texto-repetido";
}

/**
 * Judges again, after their text changed, the built-in pages at `paths` and every built-in page
 * sharing text with them (docs/content-quality.md "Stored verdicts"), and stores their verdicts
 * with their figures and shared sentences; resolves once they are stored (every process serves
 * them on its next request). Each page is measured against every built-in page of the site, read
 * again: in Google when it meets the targets. Main pages, posts and retired models keep their
 * verdict by rule; generated pages are judged by their own save. Renders one page at a time
 * (each render yields to the server), so visitors are not held up.
 *
 * `render`: the site's in-process renderer (the request's `context.renderPage`); by default the
 * one the admin's last judged request used.
 */
export async function rejudgeAfterChange(paths: string[], render: RenderPage | null = siteRenderer()): Promise<VerdictInput[]> {
  if (!render) throw new Error("rejudgeAfterChange: sem renderizador do site (chame com context.renderPage)");
  forgetBuiltInPages();
  const site = await builtInIndex(render);
  const targets = new Set<number>();
  for (const path of paths) {
    const at = site.find(path);
    if (at < 0) continue;
    targets.add(at);
    for (const q of site.sharing(site.page(at), at)) targets.add(q);
  }
  const decided: VerdictInput[] = [];
  for (const at of [...targets].sort((a, b) => a - b)) {
    const path = site.page(at).url;
    const stored = getPageVerdict(path);
    if (FIXED_PAGE_PATHS.includes(path) || !stored || BY_RULE.includes(stored.reason)) continue;
    // Read again with its sentences kept, to store the ones it shares.
    const html = await render(path);
    if (html === null) continue;
    const page = preparePage(qualityPageOf(path, html, stored.indexable));
    const score = site.score(page, { self: at, sentences: true });
    decided.push({
      path,
      indexable: !score.failing,
      reason: reasonOf(score),
      ownWords: score.ownWords,
      sharedShare: score.sharedShare,
      mostSimilarPath: score.mostSimilarUrl,
      sharedSentences: score.sharedSentences ?? [],
      canonicalPath: stored.canonicalPath,
      intent: stored.intent,
    });
  }
  recordVerdicts(decided);
  // The index read above holds the old verdicts as its pages' indexable flags.
  forgetBuiltInPages();
  return decided;
}
