import { describe, expect, it } from "vitest";
import type { MetaDescriptor } from "@remix-run/node";
import { canonicalUrl, errorPageMeta, pageMeta, seoMeta } from "~/lib/seo";
import { isIndexablePath, isIndexableQuery } from "~/lib/indexing";

const SITE = "https://www.motoresppa.com.br";

function find(tags: MetaDescriptor[], key: string): string | undefined {
  for (const t of tags as Record<string, string>[]) {
    if (key === "title" && "title" in t) return t.title;
    if (key === "canonical" && t.rel === "canonical") return t.href;
    if (t.name === key || t.property === key) return t.content;
  }
  return undefined;
}

const input = { title: "Motores PPA | Catálogo", description: "Os 14 modelos de motor PPA.", path: "/motores" };

describe("seoMeta", () => {
  it("gives title, description, canonical, Open Graph and Twitter tags on SITE_URL", () => {
    const tags = seoMeta(SITE, { ...input, keywords: ["motor ppa", "portão automático"] });
    expect(find(tags, "title")).toBe("Motores PPA | Catálogo");
    expect(find(tags, "description")).toBe("Os 14 modelos de motor PPA.");
    expect(find(tags, "keywords")).toBe("motor ppa, portão automático");
    expect(find(tags, "canonical")).toBe(`${SITE}/motores`);
    expect(find(tags, "og:url")).toBe(`${SITE}/motores`);
    expect(find(tags, "og:title")).toBe("Motores PPA | Catálogo");
    expect(find(tags, "og:description")).toBe("Os 14 modelos de motor PPA.");
    expect(find(tags, "og:type")).toBe("website");
    expect(find(tags, "og:locale")).toBe("pt_BR");
    expect(find(tags, "og:image")).toBe(`${SITE}/og-image.png`);
    expect(find(tags, "og:image:width")).toBe("1200");
    expect(find(tags, "og:image:height")).toBe("630");
    expect(find(tags, "twitter:card")).toBe("summary_large_image");
    expect(find(tags, "twitter:image")).toBe(`${SITE}/og-image.png`);
    expect(find(tags, "robots")).toBe("index, follow");
  });

  it("makes a page's own image absolute and does not claim the default size for it", () => {
    const tags = seoMeta(SITE, { ...input, image: "/images/motores/ppa-home.webp", type: "product" });
    expect(find(tags, "og:image")).toBe(`${SITE}/images/motores/ppa-home.webp`);
    expect(find(tags, "og:image:width")).toBeUndefined();
    expect(find(tags, "og:image:alt")).toBe(input.title);
    expect(find(tags, "og:type")).toBe("product");
  });

  it("never puts a query string, fragment or trailing slash in the canonical", () => {
    expect(canonicalUrl(SITE, "/motores/?utm_source=whatsapp#topo")).toBe(`${SITE}/motores`);
    expect(canonicalUrl(SITE, "/")).toBe(`${SITE}/`);
    expect(canonicalUrl(SITE, "/?pagina=2")).toBe(`${SITE}/`);
  });

  it("marks explicit noindex pages without a canonical (a contradictory signal next to noindex), keeping og:url", () => {
    const tags = seoMeta(SITE, { ...input, noindex: true });
    expect(find(tags, "robots")).toBe("noindex, follow");
    expect(find(tags, "canonical")).toBeUndefined();
    expect(find(tags, "og:url")).toBe(`${SITE}/motores`);
  });

  it("has no canonical when no path is given", () => {
    expect(find(seoMeta(SITE, { title: "t", description: "d" }), "canonical")).toBeUndefined();
  });
});

describe("pageMeta reads the request rules from the root loader and the route", () => {
  const root = (queryIndexable: boolean) => ({ id: "root", data: { siteUrl: SITE, queryIndexable }, pathname: "/" });

  it("indexes a plain page", () => {
    const tags = pageMeta([root(true), { id: "routes/_index", data: null, pathname: "/" }], { ...input, path: "/" });
    expect(find(tags, "robots")).toBe("index, follow");
    expect(find(tags, "canonical")).toBe(`${SITE}/`);
  });

  it("a paginated or search variant is noindex, follow without a canonical to another URL", () => {
    const tags = pageMeta([root(false), { id: "routes/_index", data: null, pathname: "/" }], { ...input, path: "/" });
    expect(find(tags, "robots")).toBe("noindex, follow");
    expect(find(tags, "canonical")).toBeUndefined();
    expect(find(tags, "og:url")).toBe(`${SITE}/`);
  });

  it("admin, /not-found and search-result paths are noindex even when the route forgets it", () => {
    for (const pathname of ["/admin/login", "/admin/painel", "/not-found", "/buscar"]) {
      const tags = pageMeta([root(true), { id: "routes/x", data: null, pathname }], { title: "t", description: "d", path: pathname });
      expect(find(tags, "robots"), pathname).toBe("noindex, follow");
    }
  });
});

describe("indexing rules", () => {
  it("query variants that change the content are not indexable", () => {
    expect(isIndexableQuery("?pagina=2")).toBe(false);
    expect(isIndexableQuery("?busca=moema")).toBe(false);
    expect(isIndexableQuery("?cidade=osasco")).toBe(false);
    expect(isIndexableQuery(new URL(`${SITE}/?busca=motor&pagina=3`))).toBe(false);
  });

  it("the first page, blank searches and tracking parameters stay indexable", () => {
    expect(isIndexableQuery("")).toBe(true);
    expect(isIndexableQuery("?pagina=1")).toBe(true);
    expect(isIndexableQuery("?busca=%20&cidade=")).toBe(true);
    expect(isIndexableQuery("?utm_source=whatsapp&gclid=abc")).toBe(true);
    expect(isIndexableQuery(new URLSearchParams("pagina="))).toBe(true);
  });

  it("admin, /not-found and /buscar paths are not indexable; look-alike paths are", () => {
    expect(isIndexablePath("/admin")).toBe(false);
    expect(isIndexablePath("/admin/batch-creator")).toBe(false);
    expect(isIndexablePath("/not-found")).toBe(false);
    expect(isIndexablePath("/buscar")).toBe(false);
    expect(isIndexablePath("/administradora-de-condominio")).toBe(true);
    expect(isIndexablePath("/motores")).toBe(true);
  });
});

describe("errorPageMeta", () => {
  it("titles the 404 page and keeps every error page out of the index", () => {
    expect(find(errorPageMeta(404), "title")).toBe("Página não encontrada | Motores PPA");
    expect(find(errorPageMeta(500), "title")).toBe("Erro inesperado | Motores PPA");
    expect(find(errorPageMeta(404), "robots")).toBe("noindex, follow");
  });
});
