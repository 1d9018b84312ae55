import path from "node:path";
import { describe, expect, it } from "vitest";
import { ensureBuild, startServer, tempDataDir } from "../../bench/server-process.mjs";
import { CONTENT_QUALITY } from "~/lib/content-quality";
import { auditSite } from "../../scripts/content-audit";
import { freePort } from "./raw-http";

/**
 * The content-quality gate of issue #14 (docs/content-quality.md): every URL of sitemap.xml,
 * rendered by the production build on a fresh database, has at least
 * CONTENT_QUALITY.minUniqueWords words of its own and a similarity of at most
 * CONTENT_QUALITY.maxSimilarity with any other sitemap URL.
 *
 * Part of `npm test`: the sitemap lists only the template pages the admission let in
 * (`npm run content:admit`, app/content/index-admission.ts); when a text change makes one of
 * them fail, rerun the admission. Port: CONTENT_GATE_PORT (default: a free one).
 */

export async function contentGateFailures(port?: number) {
  port ??= Number(process.env.CONTENT_GATE_PORT) || (await freePort());
  ensureBuild();
  const server = await startServer({ port, dbFile: path.join(tempDataDir("content-gate"), "site.db") });
  try {
    const audit = await auditSite(server.url);
    return {
      errors: audit.errors,
      failing: audit.pages
        .filter((p) => p.failing)
        .map((p) => `${p.url}: ${p.uniqueWords} palavras próprias, similaridade ${p.maxSimilarity.toFixed(2)} com ${p.mostSimilarUrl}`),
    };
  } finally {
    await server.stop();
  }
}

describe("content-quality gate", () => {
  it(`every sitemap URL has ≥ ${CONTENT_QUALITY.minUniqueWords} own words and similarity ≤ ${CONTENT_QUALITY.maxSimilarity}`, async () => {
    const { errors, failing } = await contentGateFailures();
    expect(errors).toEqual([]);
    expect(failing).toEqual([]);
  }, 600_000);
});
