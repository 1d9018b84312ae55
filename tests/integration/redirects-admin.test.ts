// docs/product.md §6: the 404 monitor lists the most requested missing addresses; the admin sends one
// to a page (301, loop-free, counted) or ignores it; stored redirects can be deleted after a
// confirmation (two posts without JavaScript).
import { describe, expect, it } from "vitest";
import { action, loader } from "~/routes/admin.redirecionamentos/route";
import { loader as catchAll } from "~/routes/$";
import { action as loginAction } from "~/routes/admin.login/route";
import { setAdminPassword } from "~/server/auth/admin-accounts.server";
import { findRedirect } from "~/server/data/redirects.server";
import { ADMIN, SITE, asResponse, cookieFrom, freshDatabasePerTest, navigation, run, toastOf } from "./auth-helpers";

const fresh = freshDatabasePerTest();
type Result = { status: number; data: Record<string, unknown> };

async function signIn(): Promise<string> {
  await setAdminPassword(ADMIN.email, ADMIN.password);
  const res = asResponse(await run(loginAction, navigation("/admin/login", { form: { email: ADMIN.email, password: ADMIN.password } })));
  return cookieFrom(res, "admin_session=")!;
}
const post = (cookie: string, form: Record<string, string>) =>
  navigation("/admin/redirecionamentos", { cookie, form, headers: { Referer: `${SITE}/admin/redirecionamentos` } });
function logMissing(conn: ReturnType<typeof fresh>["conn"], path: string, count: number, referrer: string | null) {
  conn.sqlite.prepare("INSERT INTO not_found_log (path, count, last_referrer) VALUES (?, ?, ?)").run(path, count, referrer);
}
/** What a visitor gets at a missing path: the catch-all route's answer. */
async function visit(path: string) {
  return asResponse(await run(catchAll, navigation(path)));
}

describe("404 monitor and redirects", () => {
  it("lists missing addresses by hits with the referrer's host only, and a 301 made from one is followed and counted", async () => {
    const { conn } = fresh();
    logMissing(conn, "/pagina-antiga.html", 40, "https://www.google.com/search?q=motor+ppa");
    logMissing(conn, "/wp-login.php", 90, null);
    logMissing(conn, "/produto/ppa-home", 12, "https://forum.example/t/1?x=segredo");
    const cookie = await signIn();
    const listed = (await run(loader, navigation("/admin/redirecionamentos", { cookie }))) as Result;
    const missing = listed.data.missing as { path: string; count: number; referrerHost: string | null }[];
    expect(missing.map((m) => [m.path, m.count, m.referrerHost])).toEqual([
      ["/wp-login.php", 90, null],
      ["/pagina-antiga.html", 40, "www.google.com"],
      ["/produto/ppa-home", 12, "forum.example"],
    ]);

    const saved = asResponse(await run(action, post(cookie, { intent: "redirect", path: "/produto/ppa-home", to: "/motores/motor-ppa-home" })));
    expect(await toastOf(saved)).toMatchObject({ title: "Redirecionamento salvo" });
    const moved = await visit("/produto/ppa-home");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("Location")).toBe("/motores/motor-ppa-home");
    expect(findRedirect("/produto/ppa-home")?.hits).toBe(1);
    // Edited from the list of redirects: the same form with another destination.
    await run(action, post(cookie, { intent: "redirect", path: "/produto/ppa-home", to: "/motores" }));
    expect((await visit("/produto/ppa-home")).headers.get("Location")).toBe("/motores");

    await run(action, post(cookie, { intent: "ignore", path: "/wp-login.php" }));
    const after = (await run(loader, navigation("/admin/redirecionamentos", { cookie }))) as Result;
    expect((after.data.missing as { path: string }[]).map((m) => m.path)).toEqual(["/pagina-antiga.html"]);
    expect((await visit("/wp-login.php")).status).toBe(404);
  });

  it("refuses an empty, off-site, looping or missing destination and an odd origin, keeping what was typed", async () => {
    const { conn } = fresh();
    logMissing(conn, "/velha", 3, null);
    const cookie = await signIn();
    for (const [path, to, message] of [
      ["/velha", "", "Informe para qual página do site enviar os visitantes"],
      ["/velha", "https://evil.example/", "O destino precisa ser uma página deste site"],
      ["/velha", "/velha", "O destino não pode ser o próprio endereço de origem."],
      ["/velha", "/nao-existe-aqui", "Não há página em “/nao-existe-aqui”"],
      ["//evil.example", "/motores", "Endereço de origem inválido."],
      ["/admin/painel", "/motores", "Endereço de origem inválido."],
    ]) {
      const result = (await run(action, post(cookie, { intent: "redirect", path, to }))) as Result;
      expect(result.status, `${path} → ${to}`).toBe(400);
      expect(result.data.error).toMatchObject({ path, typed: to, message: expect.stringContaining(message) });
    }
    expect(findRedirect("/velha")).toBeUndefined();
  });

  it("deleting a redirect asks first without JavaScript, then the address is a 404 again", async () => {
    const { conn } = fresh();
    logMissing(conn, "/velha", 3, null);
    const cookie = await signIn();
    await run(action, post(cookie, { intent: "redirect", path: "/velha", to: `${SITE}/motores` }));
    const asked = (await run(action, post(cookie, { intent: "delete", path: "/velha" }))) as Result;
    expect(asked.data).toEqual({ confirmDelete: "/velha" });
    expect(findRedirect("/velha")).toBeDefined();
    const deleted = asResponse(await run(action, post(cookie, { intent: "delete", path: "/velha", confirmed: "1" })));
    expect(await toastOf(deleted)).toMatchObject({ title: "Redirecionamento excluído" });
    expect((await visit("/velha")).status).toBe(404);
  });
});
