/**
 * /robots.txt: everything may be crawled except the admin area and the counted contact links
 * and view beacon under /contato/ (issue #15); points to the sitemap.
 */
export function robotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Disallow: /admin", "Disallow: /contato/", "Allow: /", "", `Sitemap: ${siteUrl}/sitemap.xml`, ""].join("\n");
}
