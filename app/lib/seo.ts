import type { MetaDescriptor } from "@remix-run/node";
import { BUSINESS_SLOTS, slotFiller, type SlotFigures } from "./business-slots";
import { isIndexablePath } from "./indexing";
import { fillListingSlots, type ListingSlotValues } from "./listing-texts";
import { fitDescription, fitTitle } from "./snippet-length";

/** Default preview image (public/og-image.png, drawn by scripts/render-brand-images.mjs). */
export const DEFAULT_OG_IMAGE = "/og-image.png";
export const DEFAULT_OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export const DEFAULT_OG_IMAGE_ALT = "Motores PPA: motor para portão automático com instalação grátis em São Paulo e região";

export type SeoInput = {
  title: string;
  description: string;
  /** Path of the canonical URL ("/motores"); omitted for pages without a canonical (404). */
  path?: string;
  keywords?: string | string[];
  /** Absolute URL or site path of the preview image. */
  image?: string;
  /** Size of `image` in pixels, when known (the default image's size is filled in). */
  imageSize?: { width: number; height: number };
  /** Text alternative of the preview image; defaults to the title. */
  imageAlt?: string;
  type?: "website" | "article" | "product";
  noindex?: boolean;
};

/** What the request says about indexing (see app/lib/indexing.ts). */
export type IndexingContext = {
  /** Path of the page being rendered; under /admin, /not-found or /buscar it is noindex. */
  pathname?: string;
  /** False for paginated and search-result variants: noindex and no canonical link. */
  queryIndexable?: boolean;
  /**
   * The page answering this page's search intent (its stored verdict's canonical): a noindex page
   * points its canonical there (docs/content-quality.md "One page per search intent").
   */
  canonicalTo?: string | null;
};

type MatchLike = { id: string; data: unknown; pathname?: string };
type RootSeoData = {
  siteUrl?: string;
  queryIndexable?: boolean;
  canonicalTo?: string | null;
  business?: SlotFigures;
  /** What the owner wrote for this page (decision 0040): its title and description replace the template's. */
  pageText?: { title: string | null; description: string | null } | null;
};

function rootData(matches: MatchLike[]): RootSeoData | undefined {
  return matches.find((m) => m.id === "root")?.data as RootSeoData | undefined;
}

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return `${siteUrl}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

/** Canonical URL of a path: absolute, without query, fragment or trailing slash ("/" stays). */
export function canonicalUrl(siteUrl: string, path: string): string {
  let clean = path.replace(/[?#].*$/, "");
  if (clean.length > 1) clean = clean.replace(/\/+$/, "");
  return absoluteUrl(siteUrl, clean || "/");
}

/**
 * Title, description, keywords, canonical, robots, Open Graph and Twitter tags for a
 * page, from its loader data. Use in every route's `meta` export.
 */
export function seoMeta(siteUrl: string, input: SeoInput, context: IndexingContext = {}): MetaDescriptor[] {
  const isDefaultImage = input.image === undefined || input.image === DEFAULT_OG_IMAGE;
  const image = absoluteUrl(siteUrl, input.image ?? DEFAULT_OG_IMAGE);
  const imageSize = input.imageSize ?? (isDefaultImage ? DEFAULT_OG_IMAGE_SIZE : undefined);
  const imageAlt = input.imageAlt ?? (isDefaultImage ? DEFAULT_OG_IMAGE_ALT : input.title);
  const queryVariant = context.queryIndexable === false;
  const pathForRules = context.pathname ?? input.path;
  const noindex = input.noindex || queryVariant || (pathForRules !== undefined && !isIndexablePath(pathForRules));
  const url = input.path !== undefined ? canonicalUrl(siteUrl, input.path) : undefined;
  const keywords = Array.isArray(input.keywords) ? input.keywords.join(", ") : input.keywords;

  const tags: MetaDescriptor[] = [
    // Fitted to what a search result shows; social previews keep the whole text.
    { title: fitTitle(input.title) },
    { name: "description", content: fitDescription(input.description) },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: imageAlt },
  ];
  if (imageSize) {
    tags.push({ property: "og:image:width", content: String(imageSize.width) });
    tags.push({ property: "og:image:height", content: String(imageSize.height) });
  }
  tags.push(
    { property: "og:locale", content: "pt_BR" },
    { property: "og:site_name", content: BUSINESS_SLOTS.name },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
  );
  if (keywords) tags.push({ name: "keywords", content: keywords });
  if (url) {
    // A noindex page (a paginated or search variant, a page left out of the index) has no
    // canonical of its own: next to noindex it is a contradictory signal (docs/content-quality.md). Shares
    // of it still preview the page itself.
    if (!noindex) tags.push({ tagName: "link", rel: "canonical", href: url });
    // One exception: a page another page answers for the same search names that page.
    else if (context.canonicalTo && !queryVariant) tags.push({ tagName: "link", rel: "canonical", href: canonicalUrl(siteUrl, context.canonicalTo) });
    tags.push({ property: "og:url", content: url });
  }
  tags.push({ name: "robots", content: noindex ? "noindex, follow" : "index, follow" });
  return tags;
}

/**
 * Shortcut for a route's meta export: `meta = ({ matches, data }) => pageMeta(matches, {...})`.
 * Reads SITE_URL, the query-string rule and the business's figures from the root loader and
 * the path rule from the rendered route, so paginated/search variants and admin paths are
 * noindex by themselves.
 */
export function pageMeta(matches: MatchLike[], { slots, ...input }: SeoInput & { slots?: ListingSlotValues }): MetaDescriptor[] {
  const root = rootData(matches);
  const leaf = matches[matches.length - 1];
  // Slots are filled before the description is fitted to a snippet, so the cut never splits one (decision 0028).
  const fill = root?.business ? slotFiller(root.business) : (text: string) => text;
  const own = root?.pageText;
  // A hub's counts and lists are its own slots, filled from what it lists (app/lib/listing-texts.ts).
  const title = fillListingSlots(own?.title ?? input.title, slots ?? {});
  const description = fillListingSlots(own?.description ?? input.description, slots ?? {});
  const filled = { ...input, title: fill(title), description: fill(description) };
  return seoMeta(root?.siteUrl ?? "", filled, { pathname: leaf?.pathname, queryIndexable: root?.queryIndexable, canonicalTo: root?.canonicalTo }).map((tag) =>
    "content" in tag && typeof tag.content === "string" ? { ...tag, content: fill(tag.content) } : tag,
  );
}

/** Head of the error page (root meta with an error): never indexed. */
export function errorPageMeta(status: number | undefined): MetaDescriptor[] {
  const title = status === 404 ? "Página não encontrada | Motores PPA" : status === 410 ? "Página removida | Motores PPA" : "Erro inesperado | Motores PPA";
  return [{ title }, { name: "robots", content: "noindex, follow" }];
}
