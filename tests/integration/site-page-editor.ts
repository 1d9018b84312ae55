import { afterAll, beforeAll } from "vitest";
import { action as editorAction, loader as editorLoader } from "~/routes/admin.paginas_.editar.$/route";
import { setPasswordCostForTests } from "~/server/auth/password.server";
import { PROCESS_TEST_TIMEOUT_MS } from "../limits";
import { navigation, signInAdmin } from "./auth-helpers";
import type { useBuiltServer } from "./built-server";

export type EditorData = Awaited<ReturnType<typeof editorLoader>> extends infer R ? (R extends { data: infer D } ? D : never) : never;

const splat = (p: string) => ({ "*": p.replace(/^\//, "") });

/**
 * The editor of "Páginas do site" driven as a browser without JavaScript drives it, through the
 * route's own loader and action: `open` reads what the editor shows for a page, `publish` sends
 * the form it showed with some fields changed and returns the redirect a saved page answers with
 * (anything else, a refusal, fails the test that expected a save). Signs the admin in before the
 * file's tests (call it at the top of a `describe`, after `useBuiltServer`).
 */
export function useSiteEditor(server: ReturnType<typeof useBuiltServer>) {
  let signedIn = "";
  const cookie = () => signedIn;
  const context = server.context;

  beforeAll(async () => {
    setPasswordCostForTests(12);
    signedIn = await signInAdmin();
  }, PROCESS_TEST_TIMEOUT_MS);

  afterAll(() => setPasswordCostForTests(null));

  async function open(p: string): Promise<EditorData> {
    const result = (await editorLoader({ request: navigation(`/admin/paginas/editar${p}`, { cookie: cookie() }), params: splat(p), context })) as {
      data: EditorData;
    };
    return result.data;
  }

  async function publish(p: string, fields: Record<string, string>): Promise<Response> {
    const shown = await open(p);
    const { questions: _questions, ...lines } = shown.values;
    const form = new URLSearchParams({ intent: "publicar", version: String(shown.version), ...lines, ...fields });
    try {
      await editorAction({ request: navigation(`/admin/paginas/editar${p}`, { cookie: cookie(), form }), params: splat(p), context });
    } catch (thrown) {
      if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) return thrown;
      throw thrown;
    }
    throw new Error(`the editor did not save ${p}: it answered without a redirect`);
  }

  return { open, publish };
}
