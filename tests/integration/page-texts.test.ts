// "Páginas do site" (decision 0040): the owner's texts of a built-in page are stored rows that a
// running server serves on its next request (a draft never), a publish judges the page again and
// stores its verdict (own text moves the PPA Home into Google; a copied paragraph names the page
// it came from), a stale form is refused without losing what was typed, a version comes back from
// the history, the FAQ's questions are reordered and added, and hostile input stays text.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useBuiltServer } from "./built-server";
import { FAQ_CATEGORIES } from "../../db/seed/prose/faq";
import { setPasswordCostForTests } from "~/server/auth/password.server";
import { getPageVerdict, recordVerdicts } from "~/server/verdicts/page-verdicts.server";
import { getPageTextRow } from "~/server/page-texts/store.server";
import { action as editorAction, loader as editorLoader } from "~/routes/admin.paginas_.editar.$/route";
import { loader as listLoader } from "~/routes/admin.paginas/route";
import { OWN_TEXT } from "../fixtures/own-texts";
import { PROCESS_TEST_TIMEOUT_MS } from "../limits";
import { navigation, signInAdmin, toastOf } from "./auth-helpers";

type EditorData = Awaited<ReturnType<typeof editorLoader>> extends infer R ? (R extends { data: infer D } ? D : never) : never;

const HOME_MODEL = "/motores/motor-ppa-home";
/**
 * A model page out of Google, as a re-judge that found its text repeated leaves it: every seeded
 * model starts in Google (docs/content-quality.md "The other eight model pages"), so the test makes its own.
 */
function outModel(): string {
  const path = "/motores/motor-ppa-penta";
  recordVerdicts([{ path, indexable: false, reason: "texto-repetido", ownWords: 90, sharedShare: 0.4 }]);
  return path;
}

/** A fixture's HTML as the light syntax the owner types: "## " headings, blank lines between paragraphs. */
function typed(html: string): string {
  return html
    .replace(/<h2>([^<]+)<\/h2>/g, "## $1\n\n")
    .replace(/<p>([^<]+)<\/p>/g, "$1\n\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

describe("the owner's texts of the site's pages", () => {
  const server = useBuiltServer("page-texts");
  let cookie: string;
  const context = server.context;

  const get = async (p: string) => (await fetch(server.url + p)).text();
  const robots = async (p: string) => /<meta name="robots" content="([^"]+)"/.exec(await get(p))?.[1];
  const sitemap = async () => [...(await get("/sitemap.xml")).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const splat = (p: string) => ({ "*": p.replace(/^\//, "") });

  async function open(p: string): Promise<EditorData> {
    const result = (await editorLoader({ request: navigation(`/admin/paginas/editar${p}`, { cookie }), params: splat(p), context })) as { data: EditorData };
    return result.data;
  }

  /** Posts the editor's form as a browser without JavaScript would, from what the editor showed. */
  async function post(p: string, intent: string, fields: Record<string, string>, version?: number) {
    const shown = await open(p);
    const form = new URLSearchParams({
      intent,
      version: String(version ?? shown.version),
      title: shown.values.title,
      description: shown.values.description,
      heading: shown.values.heading,
      lead: shown.values.lead,
      body: shown.values.body,
      ...fields,
    });
    try {
      const result = await editorAction({ request: navigation(`/admin/paginas/editar${p}`, { cookie, form }), params: splat(p), context });
      return result as unknown as {
        type: string;
        init?: ResponseInit;
        data: { errors?: Record<string, string>; message?: string; values: EditorData["values"] };
      };
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  }

  beforeAll(async () => {
    setPasswordCostForTests(12);
    cookie = await signInAdmin();
  }, PROCESS_TEST_TIMEOUT_MS);

  afterAll(() => {
    setPasswordCostForTests(null);
  });

  it("the editor opens with what the page shows; a page that is not the site's goes back to the list", async () => {
    const shown = await open(HOME_MODEL);
    const html = await get(HOME_MODEL);
    expect(html).toContain(`<meta property="og:title" content="${shown.values.title}"/>`);
    expect(html).toContain(`>${shown.values.heading}</h1>`);
    expect(shown.values.questions).toBeNull();
    for (const forged of ["/admin/painel", "/motores/nao-existe", "/../etc/passwd"]) {
      const res = await editorLoader({ request: navigation(`/admin/paginas/editar${forged}`, { cookie }), params: splat(forged), context }).catch(
        (r: unknown) => r,
      );
      expect(res, forged).toBeInstanceOf(Response);
      expect((res as Response).headers.get("Location")).toBe("/admin/paginas");
    }
  });

  it(
    "a published title, description, heading, lead and own text show on the server's next request; a draft does not",
    async () => {
      const res = await post("/cidades/santana", "publicar", {
        title: "Motor de portão em Santana: instalação no mesmo dia",
        description: "Instalamos e consertamos motores PPA em Santana, na Zona Norte.",
        heading: "Portão automático em Santana",
        lead: "Atendemos Santana com técnicos da Zona Norte.",
        body: "## Ladeiras de Santana\n\nRuas em declive pedem atenção à trava do portão basculante.",
      });
      expect(res).toBeInstanceOf(Response);
      expect((await toastOf(res as Response))?.description).toMatch(/^Publicado\./);
      const html = await get("/cidades/santana");
      expect(html).toContain("<title>Motor de portão em Santana: instalação no mesmo dia</title>");
      expect(html).toContain('content="Instalamos e consertamos motores PPA em Santana, na Zona Norte."');
      expect(html).toContain(">Portão automático em Santana</h1>");
      expect(html).toContain("Atendemos Santana com técnicos da Zona Norte.");
      // A place page's text is its stored row (decision 0043): the published text is the page's.
      expect(html).toContain("<h2>Ladeiras de Santana</h2>");

      await post("/cidades/santana", "rascunho", { heading: "Rascunho que ninguém vê" });
      expect(await get("/cidades/santana")).not.toContain("Rascunho que ninguém vê");
      expect((await open("/cidades/santana")).values.heading).toBe("Rascunho que ninguém vê");
      expect(getPageTextRow("/cidades/santana").draft?.heading).toBe("Rascunho que ninguém vê");
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it("a form opened before another save is refused with what was typed kept; a version comes back from the history", async () => {
    const before = await open("/garantia");
    const first = await post("/garantia", "publicar", { heading: "Garantia escrita pelo dono" }, before.version);
    expect(first).toBeInstanceOf(Response);
    const stale = (await post("/garantia", "publicar", { heading: "Garantia de outra aba" }, before.version)) as Exclude<
      Awaited<ReturnType<typeof post>>,
      Response
    >;
    expect(stale.init?.status).toBe(409);
    expect(stale.data.message).toContain("Nada foi perdido");
    expect(stale.data.values.heading).toBe("Garantia de outra aba");
    expect(await get("/garantia")).toContain(">Garantia escrita pelo dono</h1>");

    const history = (await open("/garantia")).history;
    expect(history[0].changed).toContain("heading");
    const restored = await post("/garantia", "restaurar", { versao: String(history[0].id) });
    expect(restored).toBeInstanceOf(Response);
    const html = await get("/garantia");
    expect(html).not.toContain("Garantia escrita pelo dono");
    expect(html).toContain(`>${before.values.heading}</h1>`);
  });

  it("the FAQ's questions are reordered and one is added; the page and its structured data follow", async () => {
    const shown = await open("/duvidas-frequentes");
    const questions = shown.values.questions!;
    const fields: Record<string, string> = { "q-count": String(questions.length + 1) };
    questions.forEach((q, i) => {
      fields[`q-${i}-tema`] = q.group;
      fields[`q-${i}-pergunta`] = q.question;
      fields[`q-${i}-resposta`] = q.answer;
      fields[`q-${i}-ordem`] = String(i === 0 ? 2 : i === 1 ? 1 : i + 1);
    });
    const n = questions.length;
    Object.assign(fields, {
      [`q-${n}-tema`]: questions[0].group,
      [`q-${n}-pergunta`]: "Vocês instalam aos sábados?",
      [`q-${n}-resposta`]: "Sim, com hora marcada.",
      [`q-${n}-ordem`]: "3",
    });
    expect(await post("/duvidas-frequentes", "publicar", fields)).toBeInstanceOf(Response);
    const html = await get("/duvidas-frequentes");
    const order = [questions[1].question, questions[0].question, "Vocês instalam aos sábados?"].map((q) => html.indexOf(q.replace(/"/g, "&quot;")));
    expect(order.every((at) => at > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(html).toMatch(/"@type":"Question","name":"Vocês instalam aos sábados\?"/);
    expect(FAQ_CATEGORIES[0].items[0].question).toBe(questions[0].question);
  });

  it(
    "own text written into a model page out of Google moves it into Google on save; a copied paragraph names the page it came from",
    async () => {
      const model = outModel();
      expect(getPageVerdict(model)?.indexable).toBe(false);
      expect(await robots(model)).toBe("noindex, follow");
      const own = `${typed(OWN_TEXT.js)}\n\n${typed(OWN_TEXT.nojs)}`;
      const res = await post(model, "publicar", { body: own });
      expect((await toastOf(res as Response))?.description).toMatch(/^Publicado\. No Google/);
      expect(getPageVerdict(model)).toMatchObject({ indexable: true, reason: "aprovada" });
      expect(await robots(model)).toBe("index, follow");
      expect(await sitemap()).toContain(model);

      // A long paragraph of a topic page, copied in: the verdict names that page and the sentences.
      const source = "/topicos/manutencao-preventiva-de-portao-automatico";
      const paragraph = /<p[^>]*>([^<&]{200,})<\/p>/.exec(await get(source))![1];
      await post(model, "publicar", { body: `${own}\n\n${paragraph}` });
      const verdict = getPageVerdict(model)!;
      expect(verdict.mostSimilarPath).toBe(source);
      expect(verdict.sharedSentences.join(" ")).toContain(paragraph.split(". ")[0].slice(0, 60));
      const shown = await open(model);
      expect(shown.verdict?.sharedSentences).toEqual(verdict.sharedSentences);
      // The list shows the stored line, word for word.
      const list = (await listLoader({ request: navigation(`/admin/paginas?tipo=modelo`, { cookie }), params: {}, context })) as {
        rows: { path: string; line: string }[];
      };
      expect(list.rows.find((r) => r.path === model)?.line).toBe(verdict.line);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it("hostile input: long fields refused with the form kept, markup shown as text, scripts removed from the own text", async () => {
    const long = (await post("/termos", "publicar", { title: "x".repeat(10_000), heading: "Termos" })) as Exclude<Awaited<ReturnType<typeof post>>, Response>;
    expect(long.init?.status).toBe(400);
    expect(long.data.errors?.title).toContain("no máximo");
    expect(long.data.values.title).toHaveLength(10_000);
    expect(await get("/termos")).not.toContain("xxxxxxxxxx");

    const res = await post("/termos", "publicar", {
      heading: "Termos <script>alert(1)</script>\u0007 de uso",
      body: 'Texto <script>alert(2)</script> com <img src=x onerror="alert(3)"> imagem.',
    });
    expect(res).toBeInstanceOf(Response);
    const html = await get("/termos");
    expect(html).toContain(">Termos &lt;script&gt;alert(1)&lt;/script&gt; de uso</h1>");
    expect(html).not.toContain("alert(2)");
    expect(html).not.toContain("onerror");
  });
});
