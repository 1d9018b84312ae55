import type { MetaDescriptor } from "@remix-run/node";
import { BUSINESS_NAME } from "~/content/business";

export const DEFAULT_OG_IMAGE = "/og-image.png";

export type SeoInput = {
  title: string;
  description: string;
  /** Path of the canonical URL ("/motores"); omitted for pages without a canonical (404). */
  path?: string;
  keywords?: string | string[];
  /** Absolute URL or site path of the preview image. */
  image?: string;
  type?: "website" | "article" | "product";
  noindex?: boolean;
};

type MatchLike = { id: string; data: unknown };

/** SITE_URL as the root loader exposes it (meta functions cannot read env). */
export function siteUrlFromMatches(matches: MatchLike[]): string {
  const root = matches.find((m) => m.id === "root")?.data as { siteUrl?: string } | undefined;
  return root?.siteUrl ?? "";
}

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

/**
 * Title, description, keywords, canonical, robots, Open Graph and Twitter tags for a
 * page, from its loader data. Use in every route's `meta` export.
 */
export function seoMeta(siteUrl: string, input: SeoInput): MetaDescriptor[] {
  const image = absoluteUrl(siteUrl, input.image ?? DEFAULT_OG_IMAGE);
  const url = input.path !== undefined ? absoluteUrl(siteUrl, input.path) : undefined;
  const keywords = Array.isArray(input.keywords) ? input.keywords.join(", ") : input.keywords;
  const tags: MetaDescriptor[] = [
    { title: input.title },
    { name: "description", content: input.description },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: input.title },
    { property: "og:locale", content: "pt_BR" },
    { property: "og:site_name", content: BUSINESS_NAME },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
  ];
  if (keywords) tags.push({ name: "keywords", content: keywords });
  if (url) {
    tags.push({ tagName: "link", rel: "canonical", href: url });
    tags.push({ property: "og:url", content: url });
  }
  tags.push({ name: "robots", content: input.noindex ? "noindex, follow" : "index, follow" });
  return tags;
}

/** Shortcut for a route's meta export: `meta = ({ matches, data }) => pageMeta(matches, {...})`. */
export function pageMeta(matches: MatchLike[], input: SeoInput): MetaDescriptor[] {
  return seoMeta(siteUrlFromMatches(matches), input);
}
