// The legal pages' texts are the owner's ("Páginas do site", decision 0043): an edit of /garantia
// is what the running server shows on its next request; the editor names what the template adds
// by itself; the privacy policy cannot be saved without the periods the site keeps data for.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useBuiltServer } from "./built-server";
import { PRIVACY_PERIODS } from "~/lib/legal";
import { LIMITS } from "~/lib/limits";
import { PRIVACY_PATH, TERMS_PATH, WARRANTY_PATH } from "~/lib/paths";
import { setPasswordCostForTests } from "~/server/auth/password.server";
import { getPageTextRow } from "~/server/page-texts/store.server";
import { action as editorAction, loader as editorLoader } from "~/routes/admin.paginas_.editar.$/route";
import { PROCESS_TEST_TIMEOUT_MS } from "../limits";
import { navigation, signInAdmin, toastOf } from "./auth-helpers";

type EditorData = Awaited<ReturnType<typeof editorLoader>> extends infer R ? (R extends { data: infer D } ? D : never) : never;
type Refusal = { init?: ResponseInit; data: { errors?: Record<string, string>; message?: string | null; values: EditorData["values"] } };

describe("the legal pages in Páginas do site", () => {
  const server = useBuiltServer("legal-pages");
  let cookie: string;
  const splat = (p: string) => ({ "*": p.replace(/^\//, "") });
  const get = async (p: string) => (await fetch(server.url + p)).text();

  async function open(p: string): Promise<EditorData> {
    const result = (await editorLoader({ request: navigation(`/admin/paginas/editar${p}`, { cookie }), params: splat(p), context: server.context })) as {
      data: EditorData;
    };
    return result.data;
  }

  /** Posts the editor's form as a browser without JavaScript would, from what the editor showed. */
  async function post(p: string, intent: string, fields: Record<string, string>): Promise<Response | Refusal> {
    const shown = await open(p);
    const form = new URLSearchParams({ intent, version: String(shown.version), ...shown.values, questions: "", ...fields });
    try {
      return (await editorAction({
        request: navigation(`/admin/paginas/editar${p}`, { cookie, form }),
        params: splat(p),
        context: server.context,
      })) as unknown as Refusal;
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  }

  beforeAll(async () => {
    setPasswordCostForTests(12);
    cookie = await signInAdmin();
  }, PROCESS_TEST_TIMEOUT_MS);

  afterAll(() => setPasswordCostForTests(null));

  it(
    "an owner's edit of /garantia shows on the server's next request, figures still filled from Dados do negócio",
    async () => {
      const before = await get(WARRANTY_PATH);
      expect(before).toContain("<h2>3. O que a garantia não cobre</h2>");
      const shown = await open(WARRANTY_PATH);
      expect(shown.values.body).toContain("## 3. O que a garantia não cobre");
      const body = shown.values.body.replace(
        "Danos por raios, surtos ou variações da rede elétrica.",
        "Danos por raios, surtos ou variações da rede elétrica, salvo com protetor de surto instalado por nós.",
      );
      const res = await post(WARRANTY_PATH, "publicar", { heading: "Nossa garantia", body });
      expect(res).toBeInstanceOf(Response);
      expect((await toastOf(res as Response))?.description).toMatch(/^Publicado\./);
      const after = await get(WARRANTY_PATH);
      expect(after).toContain(">Nossa garantia</h1>");
      expect(after).toContain("salvo com protetor de surto instalado por nós.");
      // The slots of the stored text are filled with the owner's figures when served.
      expect(after).toMatch(/garantia de fábrica de \d+ meses contra defeitos de fabricação/);
      expect(after).not.toContain("{meses de garantia");
    },
    PROCESS_TEST_TIMEOUT_MS,
  );

  it("the editor says what each legal page adds by itself", async () => {
    expect((await open(TERMS_PATH)).automatic).toContain("“Quem vende”");
    const privacy = (await open(PRIVACY_PATH)).automatic!;
    expect(privacy).toContain("“Controlador dos dados”");
    expect(privacy).toContain("prazos de guarda");
    expect((await open("/duvidas-frequentes")).automatic).toBeNull();
  });

  it(
    "a privacy policy without one of its periods is refused, the text kept; the page keeps stating the code's period",
    async () => {
      const shown = await open(PRIVACY_PATH);
      const body = shown.values.body.replace(PRIVACY_PERIODS.serverLogDays, "7");
      const refused = (await post(PRIVACY_PATH, "publicar", { body })) as Refusal;
      expect(refused.init?.status).toBe(400);
      expect(refused.data.errors?.body).toContain(PRIVACY_PERIODS.serverLogDays);
      expect(refused.data.values.body).toBe(body);
      expect(getPageTextRow(PRIVACY_PATH).version).toBe(shown.version);
      expect(await get(PRIVACY_PATH)).toContain(`São apagados em até ${LIMITS.serverLogRetentionDays} dias.`);

      // Moving the period within the text is the owner's choice: saved, and still the code's figure.
      const moved = shown.values.body.replace(
        `São apagados em até ${PRIVACY_PERIODS.serverLogDays} dias.`,
        `Ficam guardados por no máximo ${PRIVACY_PERIODS.serverLogDays} dias.`,
      );
      expect(await post(PRIVACY_PATH, "publicar", { body: moved })).toBeInstanceOf(Response);
      expect(await get(PRIVACY_PATH)).toContain(`Ficam guardados por no máximo ${LIMITS.serverLogRetentionDays} dias.`);
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
