import { describe, expect, it } from "vitest";
import { CITY_SITEMAP, MAIN_PAGES, TOPIC_SITEMAP } from "~/pages/sitemap-groups";
import { PLACES } from "~/content/places";
import { ALL_TOPIC_TITLES } from "~/content/topic-groups";
import { topicPath } from "~/lib/paths";

const allLinks = (groups: typeof CITY_SITEMAP) => groups.flatMap((g) => [...g.links, ...(g.subgroups ?? []).flatMap((s) => s.links)]);

describe("HTML sitemap groups", () => {
  it("lists the main pages of the spec", () => {
    expect(MAIN_PAGES.map((p) => p.path)).toEqual(expect.arrayContaining(["/", "/sitemap", "/sitemap.xml", "/admin/login"]));
  });

  it("groups the topics under the five spec headings, each topic once", () => {
    expect(TOPIC_SITEMAP.map((g) => g.title)).toEqual([
      "Instalação",
      "Manutenção e Reparo",
      "Tipos de Motores",
      "Marcas e Acessórios",
      "Serviços e Profissionais",
    ]);
    const paths = allLinks(TOPIC_SITEMAP).map((l) => l.path);
    expect(paths.sort()).toEqual(ALL_TOPIC_TITLES.map(topicPath).sort());
  });

  it("groups the places under the five spec headings, each place once", () => {
    expect(CITY_SITEMAP.map((g) => g.title)).toEqual(["São Paulo (Capital)", "ABCD", "Guarulhos", "Osasco", "Outras Cidades"]);
    const paths = allLinks(CITY_SITEMAP).map((l) => l.path);
    expect(paths.sort()).toEqual(PLACES.map((p) => p.href).sort());
    expect(CITY_SITEMAP[2].links[0]).toEqual({ name: "Guarulhos", path: "/cidades/guarulhos" });
  });
});

describe("places under their real zone (docs/place-facts.md)", () => {
  const zoneOf = (name: string) => PLACES.find((p) => p.name === name && p.city === "São Paulo")?.group;

  it("files each capital neighbourhood under the zone of its subprefecture", () => {
    expect(zoneOf("Morumbi")).toBe("sp-oeste");
    for (const name of ["Vila Andrade", "Campo Limpo", "Capão Redondo", "Cursino", "Ipiranga", "Interlagos"]) expect(zoneOf(name)).toBe("sp-sul");
    for (const name of ["Itaim Bibi", "Jardim Paulista", "Barra Funda", "Butantã"]) expect(zoneOf(name)).toBe("sp-oeste");
    for (const name of ["Brás", "Belém", "Sapopemba", "Vila Prudente"]) expect(zoneOf(name)).toBe("sp-leste");
  });

  it("links a neighbourhood of Osasco or Guarulhos to its section of the city page", () => {
    const osasco = CITY_SITEMAP.find((g) => g.id === "osasco");
    expect(osasco?.links[0]).toEqual({ name: "Osasco", path: "/cidades/osasco" });
    expect(osasco?.links.map((l) => l.path)).toContain("/cidades/osasco#vila-yara-osasco");
  });
});
