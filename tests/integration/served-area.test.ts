// One truth on the served area (docs/content-quality.md "Facts"): every page that counts the
// served cities counts the owner's list of "Dados do negócio", and a change of the list shows on
// every one of them on the next request.
import { describe, expect, it } from "vitest";
import { useBuiltServer } from "./built-server";
import { getBusinessSettings, saveBusinessSettings } from "~/server/data/business-settings.server";
import { generateContent } from "~/lib/generator";
import { createGeneratedPage } from "~/server/generated-pages/store.server";

describe("the served area is stated one way", () => {
  const server = useBuiltServer("served-area");

  /** Every "N cidades" the page says, as numbers. */
  const counts = async (p: string) => {
    const html = await (await fetch(server.url + p)).text();
    expect(html, p).not.toContain("{número de cidades atendidas}");
    return [...html.replace(/<[^>]+>/g, " ").matchAll(/(\d+) cidades/g)].map((m) => Number(m[1]));
  };
  const PAGES = ["/", "/duvidas-frequentes", "/instalacao-manutencao"];

  /** The cities of a page's Service structured data. */
  const serviceAreaServed = async (p: string) => {
    const html = await (await fetch(server.url + p)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
    const service = blocks.flatMap((b) => (Array.isArray(b) ? b : [b])).find((b) => b["@type"] === "Service");
    return (service?.areaServed ?? []) as { name: string }[];
  };

  /** The names of the service page's list of served cities, in order. */
  const servicePageCities = async () => {
    const html = await (await fetch(server.url + "/instalacao-manutencao")).text();
    const list = /<ul[^>]*data-served-regions[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? "";
    return [...list.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((m) => m[1].replace(/<[^>]+>/g, "").trim());
  };

  it("home, FAQ, service page, place pages and generated pages count the owner's list, and follow a change of it on the next request", async () => {
    const listed = getBusinessSettings().cities;
    // Every place page of the sitemap, and a generated page whose text names the count (a slot).
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const places = [...sitemap.matchAll(/<loc>[^<]*?(\/cidades\/[^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(places.length).toBeGreaterThan(20);
    const generated = generateContent({ title: "Motor de portão com entrega grátis em Cotia", creativity: 0, seed: 1 });
    expect(generated.content).toContain("{número de cidades atendidas}");
    const saved = createGeneratedPage({ title: generated.title, content: generated.content, description: generated.description });
    if (!saved.ok) throw new Error(JSON.stringify(saved));
    const generatedPath = `/links-uteis/${saved.page.slug}`;
    expect(await counts(generatedPath)).toEqual(expect.arrayContaining([listed.length]));
    /** Every figure said on the place pages and the generated page: one, the list's. */
    const elsewhere = async () => {
      const said = new Set<number>();
      for (const p of [...places, generatedPath]) for (const n of await counts(p)) said.add(n);
      return said;
    };
    expect(await elsewhere()).toEqual(new Set([listed.length]));
    for (const p of PAGES) {
      const said = await counts(p);
      expect(said.length, p).toBeGreaterThan(0);
      expect(new Set(said), p).toEqual(new Set([listed.length]));
    }
    // The home names the same cities it counts, and the service page lists exactly them.
    const home = await (await fetch(server.url + "/")).text();
    for (const city of listed) expect(home).toContain(city);
    expect(await servicePageCities()).toEqual(listed);

    saveBusinessSettings({ ...getBusinessSettings(), cities: listed.slice(0, 5) });
    for (const p of PAGES) expect(new Set(await counts(p)), p).toEqual(new Set([5]));
    expect(await servicePageCities()).toEqual(listed.slice(0, 5));
    // The structured data of a topic and of a generated page name the same cities.
    for (const p of ["/topicos/controle-remoto-para-portao", generatedPath]) expect(await serviceAreaServed(p), p).toHaveLength(5);
    expect(await elsewhere()).toEqual(new Set([5]));
    // The home's searchable list is the owner's list too (its script filters the same cities).
    const after = await (await fetch(server.url + "/")).text();
    const list = /data-region-cities="([^"]*)"/.exec(after)![1].replace(/&quot;/g, '"');
    expect(JSON.parse(list)).toEqual(listed.slice(0, 5));
  });
});
