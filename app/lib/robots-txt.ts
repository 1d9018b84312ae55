/** /robots.txt: everything may be crawled except the admin area; points to the sitemap. */
export function robotsTxt(siteUrl: string): string {
  return ["User-agent: *", "Disallow: /admin", "Allow: /", "", `Sitemap: ${siteUrl}/sitemap.xml`, ""].join("\n");
}
