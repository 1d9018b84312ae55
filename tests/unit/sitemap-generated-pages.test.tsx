import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { SitemapGeneratedPages } from "~/components/sections/SitemapGeneratedPages";

const render = (pages: { title: string; slug: string }[]) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <SitemapGeneratedPages pages={pages} />
    </MemoryRouter>,
  );

describe("sitemap generated pages", () => {
  it("shows the spec's empty text and a zero count when there are none", () => {
    const html = render([]);
    expect(html).toContain("Páginas geradas (0)");
    expect(html).toContain("Nenhuma página gerada encontrada.");
  });

  it("links each generated page to /links-uteis/{slug} with the count", () => {
    const html = render([
      { title: "Portão em Moema", slug: "portao-em-moema" },
      { title: "Portão em Santana", slug: "portao-em-santana" },
    ]);
    expect(html).toContain("Páginas geradas (2)");
    expect(html).toContain('href="/links-uteis/portao-em-moema"');
    expect(html).not.toContain("Nenhuma página gerada encontrada.");
  });
});
