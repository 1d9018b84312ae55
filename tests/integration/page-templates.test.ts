// The texts of the pages the site composes for an address without a page of its own are stored
// templates in "Páginas do site" (app/lib/page-templates.ts, decision 0043): an owner's edit shows
// on the next request for any such address, with the name the address gives as text.
import { describe, expect, it } from "vitest";
import { useBuiltServer } from "./built-server";
import { TEMPLATE_PROSE } from "../../db/seed/prose/page-templates";
import { TEMPLATE_PATHS, TEMPLATE_PATH_LIST, pagesJudgedFromTemplate } from "~/lib/page-templates";
import { slugify, titleFromSlug } from "~/lib/slug";
import { getPageTextRow } from "~/server/page-texts/store.server";
import { listSitePages } from "~/server/page-texts/site-pages.server";
import { getPageVerdict } from "~/server/verdicts/page-verdicts.server";
import { useSiteEditor } from "./site-page-editor";
import { PROCESS_TEST_TIMEOUT_MS } from "../limits";
import { toastOf } from "./auth-helpers";

describe("page templates in Páginas do site", () => {
  const server = useBuiltServer("page-templates");
  const get = async (p: string) => (await server.fetch(p)).text();

  const { open, publish } = useSiteEditor(server);

  it("each template is seeded, listed under its own kind with its name, and its address is no public page", async () => {
    for (const path of TEMPLATE_PATH_LIST) {
      const row = getPageTextRow(path);
      expect(row.seeded, path).toBe(true);
      expect(row.published.heading).toBe(TEMPLATE_PROSE[path].heading);
    }
    const listed = listSitePages({ kind: "modelo-de-pagina", status: null, search: "" });
    expect(listed.map((r) => r.path).sort()).toEqual([...TEMPLATE_PATH_LIST].sort());
    expect(listed.find((r) => r.path === TEMPLATE_PATHS.place)?.name).toBe("Modelo: lugar não atendido ou desconhecido");
    expect(listed.every((r) => r.indexable === null)).toBe(true);
    const res = await server.fetch(TEMPLATE_PATHS.place);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("Procurando motor para portão automático?");
    // The editor shows the stored fields (no rendering of the template's address) and says it is never judged.
    const shown = await open(TEMPLATE_PATHS.place);
    expect(shown.values.title).toBe("{nome}: Motor para Portão PPA | Venda e Instalação");
    expect(shown.template?.note.google).toMatch(/não é avaliado para o Google/);
    expect(shown.automatic).toContain("{nome}");
  });

  it(
    "an owner's edit of the place template shows on the next request for any unknown place, not for a known one",
    async () => {
      const res = await publish(TEMPLATE_PATHS.place, {
        title: "{nome}: consulte o atendimento",
        heading: "Motor de portão: {nome}",
        lead: "Ainda não temos página para {nome}.",
        body: "## Atendemos {nome}?\n\nConte o endereço em {nome} e respondemos se chegamos lá.",
      });
      expect((await toastOf(res))?.description).toBe("Publicado. As páginas feitas deste modelo ficam fora do Google (noindex).");
      expect(getPageVerdict(TEMPLATE_PATHS.place)).toBeNull();
      for (const [slug, name] of [
        ["lugar-nenhum", "Lugar Nenhum"],
        ["vila-de-teste", "Vila de Teste"],
      ]) {
        const html = await get(`/cidades/${slug}`);
        expect(html).toContain(`<title>${name}: consulte o atendimento</title>`);
        expect(html).toContain(`>Motor de portão: ${name}</h1>`);
        expect(html).toContain(`Ainda não temos página para ${name}.`);
        expect(html).toContain(`<h2>Atendemos ${name}?</h2>`);
        expect(html).toContain(`Conte o endereço em ${name} e respondemos se chegamos lá.`);
        expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
        expect(html).not.toContain("{nome}");
      }
      expect(await get("/cidades/mooca")).not.toContain("Ainda não temos página");
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it("a hostile address gives its name as text: markup, a 60-character name and accents", async () => {
    // Markup and accents: the address is brought to its slug by redirects, whose page names it as text.
    for (const raw of ['<img src=x onerror="alert(1)">', "São João d'Aliança", "<b>Moóca</b> & {nome}"]) {
      const res = await server.fetch(`/cidades/${encodeURIComponent(raw)}`);
      expect(res.redirected, raw).toBe(true);
      expect(new URL(res.url).pathname).toBe(`/cidades/${slugify(raw)}`);
      const html = await res.text();
      expect(html).not.toMatch(/<img src=x|onerror="alert|<b>Mo/);
      expect(html).toContain(`Ainda não temos página para ${titleFromSlug(slugify(raw))}.`);
    }

    const long = "a".repeat(58) + "-b";
    expect(long).toHaveLength(60);
    expect(await get(`/cidades/${long}`)).toContain(`Ainda não temos página para ${"A".padEnd(58, "a")} B.`);
    expect((await server.fetch(`/cidades/${long}c`)).status).toBe(404);
  });

  it(
    "the brand template fills {marca}; its menu topics are judged again at their own addresses",
    async () => {
      const res = await publish(TEMPLATE_PATHS.brandTopic, { body: "Seu {marca} parou? Trocamos o {marca} por um PPA: veja {nome}." });
      const judged = pagesJudgedFromTemplate(TEMPLATE_PATHS.brandTopic);
      expect(judged).toContain("/topicos/motor-de-portao-garen");
      expect((await toastOf(res))?.description).toMatch(
        new RegExp(`^Publicado\\. Das ${judged.length} páginas do menu feitas deste modelo, \\d+ (está|estão) no Google\\.$`),
      );
      const html = await get("/topicos/motor-de-portao-garen");
      expect(html).toContain("Seu Garen parou? Trocamos o Garen por um PPA: veja Motor de Portão Garen.");
      expect(getPageVerdict("/topicos/motor-de-portao-garen")?.reason).not.toMatch(/^inicial/);
      // Another group's template is untouched.
      expect(await get("/topicos/portao-automatico-nao-abre")).toContain("Antes de chamar o técnico, algumas verificações simples");
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
