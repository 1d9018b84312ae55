import { describe, expect, it } from "vitest";
import { menuSections } from "~/components/layout/Header";

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
});
