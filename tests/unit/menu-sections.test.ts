import { FREE_SHIPPING_CITIES } from "~/content/business";
import { describe, expect, it } from "vitest";
import { MENU_LABEL_MAX, USEFUL_LINKS_IN_MENU, menuLabel, menuSections } from "~/components/layout/Header";

const motors = [{ name: "Motor PPA Home", slug: "motor-ppa-home" }];

describe("header menu sections", () => {
  it("hides Links Úteis while no generated page exists", () => {
    const labels = menuSections({ motors, usefulLinks: [] }).map((s) => s.label);
    expect(labels).toEqual(["Modelos de Motor", "São Paulo (Capital)", "Cidades ABCD", "Outras Cidades"]);
  });

  it("shows Links Úteis with a link per generated page", () => {
    const sections = menuSections({ motors, usefulLinks: [{ title: "Portão em Moema", slug: "portao-em-moema" }] });
    const useful = sections.find((s) => s.label === "Links Úteis");
    expect(useful?.links).toEqual([{ label: "Portão em Moema", to: "/links-uteis/portao-em-moema" }]);
  });

  it("shows Links Úteis with only Ver todas while published generated pages exist but none is indexable", () => {
    const useful = menuSections({ motors, usefulLinks: [], usefulLinksMenu: true }).find((s) => s.label === "Links Úteis");
    expect(useful?.links).toEqual([]);
    expect(useful?.footer).toEqual({ label: "Ver todas", to: "/links-uteis" });
  });

  it("lists 9 central neighbourhoods plus the first 4 of the north zone, 7 ABCD and 6 other cities", () => {
    const [, sp, abcd, others] = menuSections({ motors, usefulLinks: [] });
    expect(sp.links).toHaveLength(13);
    expect(sp.links.slice(9).map((l) => l.label)).toEqual(["Santana", "Tucuruvi", "Casa Verde", "Vila Maria"]);
    expect(abcd.links.map((l) => l.label)).toEqual([
      "Santo André",
      "São Bernardo do Campo",
      "São Caetano do Sul",
      "Diadema",
      "Mauá",
      "Ribeirão Pires",
      "Rio Grande da Serra",
    ]);
    expect(others.links.map((l) => l.label)).toEqual(["Guarulhos", "Osasco", "Barueri", "Carapicuíba", "Cotia", "Taboão da Serra"]);
  });

  it("names only the cities of the owner's list of served cities", () => {
    const labels = (servedCities: readonly string[]) =>
      menuSections({ motors, usefulLinks: [], servedCities })
        .filter((s) => s.label !== "Modelos de Motor")
        .map((s) => [s.label, s.links.map((l) => l.label)] as const);
    const initial = new Map(labels(FREE_SHIPPING_CITIES));
    expect(initial.get("Cidades ABCD")).toEqual(["Santo André", "São Bernardo do Campo", "São Caetano do Sul", "Diadema", "Mauá"]);
    expect(initial.get("São Paulo (Capital)")).toHaveLength(13);
    // The owner adds a city: the menu names it on the next request; removes the capital: its menu goes.
    const edited = new Map(labels([...FREE_SHIPPING_CITIES.filter((c) => c !== "São Paulo (Capital)" && c !== "Cotia"), "Ribeirão Pires"]));
    expect(edited.get("Cidades ABCD")).toContain("Ribeirão Pires");
    expect(edited.get("Outras Cidades")).not.toContain("Cotia");
    expect(edited.has("São Paulo (Capital)")).toBe(false);
  });
});

describe("Links Úteis menu", () => {
  const page = (i: number) => ({ title: `Página ${i}`, slug: `pagina-${i}` });

  it("shows the newest 8 generated pages and Ver todas to the hub", () => {
    const useful = menuSections({ motors, usefulLinks: Array.from({ length: 12 }, (_, i) => page(i)) }).find((s) => s.label === "Links Úteis");
    expect(useful?.links.map((l) => l.label)).toEqual(Array.from({ length: USEFUL_LINKS_IN_MENU }, (_, i) => `Página ${i}`));
    expect(useful?.footer).toEqual({ label: "Ver todas", to: "/links-uteis" });
  });

  it("cuts long titles at a word boundary to 60 characters", () => {
    expect(menuLabel("Portão em Moema")).toBe("Portão em Moema");
    const long = "Manutenção preventiva de portão automático basculante e deslizante em condomínios de Moema e Vila Olímpia";
    const label = menuLabel(long);
    expect(label.length).toBeLessThanOrEqual(MENU_LABEL_MAX);
    expect(label).toBe("Manutenção preventiva de portão automático basculante e…");
    expect(menuLabel("x".repeat(100))).toBe(`${"x".repeat(59)}…`);
  });
});
