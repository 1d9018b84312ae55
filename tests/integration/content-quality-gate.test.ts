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
 * Off by default until the pages are rewritten (most fail today: `npm run audit:content`);
 * run it with CONTENT_QUALITY_GATE=1. Port: CONTENT_GATE_PORT (default: a free one).
 */
const enabled = process.env.CONTENT_QUALITY_GATE === "1";

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

describe.skipIf(!enabled)("content-quality gate", () => {
  it(`every sitemap URL has ≥ ${CONTENT_QUALITY.minUniqueWords} own words and similarity ≤ ${CONTENT_QUALITY.maxSimilarity}`, async () => {
    const { errors, failing } = await contentGateFailures();
    expect(errors).toEqual([]);
    expect(failing).toEqual([]);
  }, 600_000);
});
