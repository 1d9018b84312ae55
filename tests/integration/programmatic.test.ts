import { afterEach, describe, expect, it, vi } from "vitest";
import { seedDatabase } from "../../db/seed";
import { loader as cityLoader } from "~/routes/cidades.$slug";
import { loader as keywordLoader } from "~/routes/$slug";
import { loader as homeLoader } from "~/routes/_index/route";
import { loader as postLoader } from "~/routes/postagens.$slug/route";
import { loader as sitemapLoader } from "~/routes/sitemap/route";
import { loader as topicLoader } from "~/routes/topicos.$slug/route";
import { searchPosts } from "~/server/data/posts.server";
import { useFreshDatabase } from "./helpers";
import { messageText } from "~/lib/leads/message-text";
import { storedNames } from "~/server/leads/site-pages.server";

let cleanup: (() => void) | undefined;
afterEach(() => {
  cleanup?.();
  cleanup = undefined;
  vi.restoreAllMocks();
});

function fresh() {
  const db = useFreshDatabase();
  cleanup = db.cleanup;
  return db;
}

const args = (path: string, params: Record<string, string> = {}) => ({
  request: new Request(`http://localhost:3000${path}`),
  params,
  context: { clientIp: "127.0.0.1" },
});

/** Runs a loader that is expected to throw a Response and returns that Response. */
function thrown(fn: () => unknown): Response {
  try {
    fn();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error("loader did not throw");
}

function insertGeneratedPage(sqlite: ReturnType<typeof fresh>["conn"]["sqlite"], slug: string, title: string) {
  sqlite
    .prepare(
      "INSERT INTO generated_pages (title, slug, content, description, keywords) VALUES (?, ?, '<p>Conteúdo gerado.</p>', 'Descrição gerada.', 'portão, gerado')",
    )
    .run(title, slug);
}

describe("posts seed", () => {
  it("stores about 500 posts with unique slugs, once, however often it runs", () => {
    const { conn } = fresh();
    seedDatabase(conn);
    const result = seedDatabase(conn);
    const rows = conn.sqlite.prepare("SELECT slug, title, search_text, created_at FROM posts").all() as {
      slug: string;
      title: string;
      search_text: string;
      created_at: number;
    }[];
    expect(result.posts).toBe(rows.length);
    expect(rows.length).toBeGreaterThanOrEqual(450);
    expect(rows.length).toBeLessThanOrEqual(550);
    expect(new Set(rows.map((r) => r.slug)).size).toBe(rows.length);
    expect(rows.every((r) => r.created_at < Date.UTC(2025, 6, 1))).toBe(true);
  });

  it("leaves a post the operator edited as it is", () => {
    const { conn } = fresh();
    conn.sqlite.prepare("UPDATE posts SET description = 'Editada.' WHERE slug = 'motores-basculantes-para-portao-em-moema'").run();
    seedDatabase(conn);
    const row = conn.sqlite.prepare("SELECT description FROM posts WHERE slug = 'motores-basculantes-para-portao-em-moema'").get() as { description: string };
    expect(row.description).toBe("Editada.");
  });

  it("feeds the home recent-posts card, newest first, with links that open", () => {
    const { conn } = fresh();
    const { items, pagination } = homeLoader(args("/")).posts;
    const stored = (conn.sqlite.prepare("SELECT count(*) n FROM posts").get() as { n: number }).n;
    expect(pagination.total).toBe(stored);
    expect(items).toHaveLength(20);
    const newest = conn.sqlite.prepare("SELECT slug FROM posts ORDER BY created_at DESC, id DESC LIMIT 1").get() as { slug: string };
    expect(items[0].slug).toBe(newest.slug);
    expect(postLoader(args(`/postagens/${items[0].slug}`, { slug: items[0].slug })).post.title).toBe(items[0].title);
  });

  it("is searchable without accents or case", () => {
    fresh();
    const { items, total } = searchPosts("SAO CAETANO", 0, 20);
    expect(total).toBe(4);
    expect(items.every((p) => p.title.includes("São Caetano do Sul"))).toBe(true);
  });
});

describe("/postagens/{slug}", () => {
  it("returns the post with its body and a WhatsApp message naming it", () => {
    fresh();
    const data = postLoader(
      args("/postagens/loja-especializada-em-motores-de-portao-em-santana", { slug: "loja-especializada-em-motores-de-portao-em-santana" }),
    );
    expect(data.post.title).toBe("Venda e Instalação de Motores de Portão em Santana");
    // Its text is its row in "Páginas do site" (decision 0043): the opening and the sections.
    expect(data.post.bodyHtml).toContain("<p>Procurando quem venda e instale motor de portão em Santana?");
    expect(data.post.bodyHtml.match(/<h2>/g)?.length).toBeGreaterThan(1);
    expect(messageText(data.whatsappMessage, storedNames())).toContain(data.post.title);
  });

  it("answers an unknown slug with a logged 404 instead of a redirect", () => {
    const { conn } = fresh();
    const res = thrown(() => postLoader(args("/postagens/nao-existe", { slug: "nao-existe" })));
    expect(res.status).toBe(404);
    const log = conn.sqlite.prepare("SELECT path, count FROM not_found_log").all();
    expect(log).toEqual([{ path: "/postagens/nao-existe", count: 1 }]);
  });
});

describe("/{slug} problem keywords", () => {
  it("renders a matching keyword", () => {
    fresh();
    const data = keywordLoader(args("/portao-nao-fecha"));
    expect(data.page.heading).toBe("Portão não fecha");
    expect(messageText(data.whatsappMessage, storedNames())).toContain("portão não fecha");
  });

  it("moves the spaced and upper-case forms to the canonical path for good", () => {
    fresh();
    for (const path of ["/port%C3%A3o%20n%C3%A3o%20fecha", "/PORTAO-NAO-FECHA"]) {
      const res = thrown(() => keywordLoader(args(path)));
      expect(res.status).toBe(301);
      expect(res.headers.get("Location")).toBe("/portao-nao-fecha");
    }
  });

  it("answers anything else with the logged 404 page", () => {
    const { conn } = fresh();
    const res = thrown(() => keywordLoader(args("/pagina-que-nao-existe")));
    expect(res.status).toBe(404);
    expect(conn.sqlite.prepare("SELECT count(*) n FROM not_found_log WHERE path = '/pagina-que-nao-existe'").get()).toEqual({ n: 1 });
  });
});

describe("/cidades/{slug}", () => {
  it("redirects a non-canonical slug and answers an unknown one with the generic template and 404", () => {
    const { conn } = fresh();
    const res = thrown(() => cityLoader(args("/cidades/Vila%20Mariana", { slug: "Vila Mariana" })));
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe("/cidades/vila-mariana");
    const known = cityLoader(args("/cidades/vila-mariana", { slug: "vila-mariana" }));
    expect("page" in known && known.page.known).toBe(true);
    const unknown = cityLoader(args("/cidades/jardim-novo-horizonte", { slug: "jardim-novo-horizonte" }));
    expect("init" in unknown && unknown.init?.status).toBe(404);
    const page = "data" in unknown ? unknown.data.page : null;
    expect(page?.known).toBe(false);
    expect(page?.name).toBe("Jardim Novo Horizonte");
    expect(conn.sqlite.prepare("SELECT count(*) n FROM not_found_log WHERE path = '/cidades/jardim-novo-horizonte'").get()).toEqual({ n: 1 });
  });
});

describe("/topicos/{slug} with the database", () => {
  it("sends a generated page's slug to its one address, uses the table when it has an entry, and 404s an unknown slug", () => {
    const { conn } = fresh();
    insertGeneratedPage(conn.sqlite, "portao-automatico-em-moema", "Portão Automático em Moema");
    insertGeneratedPage(conn.sqlite, "controle-remoto-para-portao", "Não deve aparecer");
    const moved = thrown(() => topicLoader(args("/topicos/portao-automatico-em-moema", { slug: "portao-automatico-em-moema" })));
    expect(moved.status).toBe(301);
    expect(moved.headers.get("Location")).toBe("/links-uteis/portao-automatico-em-moema");
    const table = topicLoader(args("/topicos/controle-remoto-para-portao", { slug: "controle-remoto-para-portao" }));
    expect("page" in table && table.page.source).toBe("table");
    expect("page" in table && table.page.title).toBe("Controle Remoto para Portão");
    const unknown = topicLoader(args("/topicos/assunto-que-nao-existe", { slug: "assunto-que-nao-existe" }));
    expect("init" in unknown && unknown.init?.status).toBe(404);
    expect("data" in unknown && unknown.data.page.source).toBe("generic");
  });
});

describe("/sitemap", () => {
  it("lists the generated pages", () => {
    const { conn } = fresh();
    expect(sitemapLoader().generated).toEqual([]);
    insertGeneratedPage(conn.sqlite, "portao-em-moema", "Portão em Moema");
    expect(sitemapLoader().generated).toEqual([{ title: "Portão em Moema", slug: "portao-em-moema" }]);
  });

  it("shows the empty state and logs the error when the generated pages cannot be read", () => {
    const { conn } = fresh();
    conn.sqlite.exec("DROP TABLE generated_pages");
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(sitemapLoader().generated).toEqual([]);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("páginas geradas"), expect.anything());
  });
});
