import { ADMIN_PATH, CONTACT_PREFIX, SITEMAP_XML_PATH } from "./paths";

/**
 * /robots.txt: everything may be crawled except the admin area and the counted contact links
 * and view beacon under /contato/ (decision 0014); points to the sitemap.
 */
export function robotsTxt(siteUrl: string): string {
  return ["User-agent: *", `Disallow: ${ADMIN_PATH}`, `Disallow: ${CONTACT_PREFIX}/`, "Allow: /", "", `Sitemap: ${siteUrl}${SITEMAP_XML_PATH}`, ""].join("\n");
}
