import type { LoaderFunctionArgs } from "@remix-run/node";
import { SITEMAP_PART_PARAM, sitemapDocument } from "~/lib/sitemap-xml";
import { getEnv } from "~/server/infra/env.server";
import { notFound } from "~/server/data/not-found-log.server";
import { listSitemapUrls } from "~/routes/sitemap[.]xml/sitemap-entries.server";

/** Built on request from the database and content tables; crawlers may cache it briefly. */
export function loader({ request }: LoaderFunctionArgs) {
  const siteUrl = getEnv().SITE_URL;
  const part = new URL(request.url).searchParams.get(SITEMAP_PART_PARAM);
  const xml = sitemapDocument(listSitemapUrls(siteUrl), { indexUrl: `${siteUrl}/sitemap.xml`, part });
  if (xml === null) throw notFound(request);
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
