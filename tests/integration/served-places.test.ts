// The places the business serves come from the owner's list of served cities in "Dados do
// negócio" wherever the site lists them (app/lib/places/served.ts, docs/product.md §4.6): the
// /cidades hub, the HTML site map, sitemap.xml, the place pages' neighbour lists and delivery
// terms. A place outside the list keeps its page for old links, out of Google, saying so.
import { describe, expect, it } from "vitest";
import { useBuiltServer } from "./built-server";
import { getConnection } from "~/server/data/db.server";
import { listSitePages } from "~/server/page-texts/site-pages.server";
import { UNSERVED_LINE } from "~/server/places/served-places.server";
import { getBusinessSettings, saveBusinessSettings } from "~/server/data/business-settings.server";

const UNSERVED = ["ribeirao-pires", "rio-grande-da-serra"];

describe("places outside the owner's list of served cities", () => {
  const server = useBuiltServer("served-places");

  const links = (html: string) => [...html.matchAll(/href="(\/cidades\/[^"#]+)"/g)].map((m) => m[1]);
  const main = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
  const robots = (html: string) => /<meta name="robots" content="([^"]+)"/.exec(html)?.[1] ?? "";

  it("are left out of the hub, the site map, sitemap.xml and neighbour lists, and their pages say so, out of Google, until the owner lists them", async () => {
    const listed = getBusinessSettings().cities;
    expect(listed).not.toContain("Ribeirão Pires");
    expect(listed).not.toContain("Rio Grande da Serra");

    const hub = main(await server.html("/cidades"));
    const siteMap = main(await server.html("/sitemap"));
    const xml = await server.html("/sitemap.xml");
    const maua = await server.html("/cidades/maua");
    expect(links(hub)).toContain("/cidades/maua");
    for (const slug of UNSERVED) {
      expect(links(hub)).not.toContain(`/cidades/${slug}`);
      expect(links(siteMap)).not.toContain(`/cidades/${slug}`);
      expect(xml).not.toContain(`/cidades/${slug}<`);
      expect(links(main(maua))).not.toContain(`/cidades/${slug}`);
      const res = await server.fetch(`/cidades/${slug}`);
      expect(res.status).toBe(200);
      const page = await res.text();
      expect(robots(page)).toContain("noindex");
      expect(page).toContain("fora das cidades que atendemos");
      expect(page).not.toContain("deslocamento é combinado");
      expect(page).not.toMatch(/instalação (são|é) grátis/);
    }
    // A place the site does not list is not said to be outside the area: the generic page asks for the address.
    const unknown = await server.fetch("/cidades/vila-sonia");
    expect(unknown.status).toBe(404);
    const unknownHtml = await unknown.text();
    expect(unknownHtml).not.toContain("fora das cidades que atendemos");
    expect(unknownHtml).toContain("confirmamos o atendimento na sua região");
    // Its posts say the same as its page.
    const post = getConnection().sqlite.prepare("SELECT slug FROM posts WHERE place = 'ribeirao-pires' AND kind = 'loja' LIMIT 1").get() as { slug: string };
    const postHtml = await server.html(`/postagens/${post.slug}`);
    expect(postHtml).toContain("fora das cidades que atendemos");
    expect(postHtml).not.toContain("combinados no orçamento");
    // "Páginas do site" says why the page is out of Google.
    const row = listSitePages({ kind: null, status: null, search: "ribeirao-pires" }).find((r) => r.path === "/cidades/ribeirao-pires");
    expect(row).toMatchObject({ indexable: false, line: UNSERVED_LINE });
    // A served city's page promises what the site promises for the served cities.
    expect(maua).toContain("Aqui a entrega e a instalação são grátis.");
    expect(robots(maua)).not.toContain("noindex");

    saveBusinessSettings({ ...getBusinessSettings(), cities: [...listed, "Ribeirão Pires"] });
    expect(links(main(await server.html("/cidades")))).toContain("/cidades/ribeirao-pires");
    expect(links(main(await server.html("/sitemap")))).toContain("/cidades/ribeirao-pires");
    expect(links(main(await server.html("/cidades/maua")))).toContain("/cidades/ribeirao-pires");
    const served = await server.html("/cidades/ribeirao-pires");
    expect(served).toContain("Aqui a entrega e a instalação são grátis.");
    expect(links(main(await server.html("/cidades")))).not.toContain("/cidades/rio-grande-da-serra");

    // Taking a city off the list takes its page out the same way on the next request.
    saveBusinessSettings({ ...getBusinessSettings(), cities: listed.filter((c) => c !== "Cotia") });
    expect(links(main(await server.html("/cidades")))).not.toContain("/cidades/cotia");
    expect(robots(await server.html("/cidades/cotia"))).toContain("noindex");
    expect(await server.html("/sitemap.xml")).not.toContain("/cidades/cotia<");
  });

  it("a page whose text describes sliding or swing gates shows, beside its tilting-gate models, the owner's text on which gates the business serves", async () => {
    const page = await server.html("/cidades/taboao-da-serra");
    expect(page).toContain("Para quais portões");
    expect(page).toContain(getBusinessSettings().gateServices);
  });
});
