import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { handleDataRequest } from "~/entry.server";
import { loginUrl } from "~/lib/admin-auth";
import { setAdminPassword } from "~/server/auth/admin-accounts.server";
import { loginRequiredDocument } from "~/server/auth/login-required.server";
import { action as loginAction } from "~/routes/admin.login/route";
import { ADMIN, SITE, asResponse, cookieFrom, fetchRequest, freshDatabasePerTest, navigation, run } from "./auth-helpers";

type RouteModule = {
  loader?: (args: { request: Request; params: Record<string, string>; context: AppLoadContext }) => unknown;
  action?: (args: { request: Request; params: Record<string, string>; context: AppLoadContext }) => unknown;
};

/**
 * Every route module, a file of app/routes or a route folder's route.tsx (Remix flat routes, as
 * the admin's are: docs/architecture.md "Routes"); admin ones are found by their flat-routes
 * name, so new admin screens are covered automatically.
 */
const ROUTE_FILES = import.meta.glob<RouteModule>(["../../app/routes/*.{ts,tsx}", "../../app/routes/*/route.{ts,tsx}"]);

/** Must be among the admin files found (the enumeration can never silently be empty). */
const EXPECTED_ADMIN_FILES = [
  "admin._index",
  "admin.painel",
  "admin.logout",
  "admin.local-generator",
  "admin.local-generator_.processar",
  "admin.batch-creator",
  "admin.batch-creator_.criar",
  "admin.painel_.excluir.$id",
  "admin.painel_.importar",
  "admin.seguranca",
];

/** Admin actions on routes outside /admin: "Excluir página" of the public generated page. */
const ADMIN_ACTIONS_OUTSIDE_ADMIN: { file: string; path: string }[] = [{ file: "links-uteis.$slug", path: "/links-uteis/pagina-de-exemplo" }];

/**
 * The sign-in pages themselves are public (the code step checks its own pending sign-in; the
 * forgotten-password ask answers the same for anyone, and its link's page checks its own token).
 */
const PUBLIC_ADMIN_FILES = ["admin.login", "admin.login_.codigo", "admin.login_.esqueci", "admin.login_.nova-senha.$token"];

/** The flat-routes name of a module: its file's name, or its folder's for a route.tsx. */
function fileName(key: string) {
  const parts = key.split("/");
  const last = parts.pop()!;
  return /^route\.tsx?$/.test(last) ? parts.pop()! : last.replace(/\.tsx?$/, "");
}

/** URL of a flat-routes file: dots are slashes, `_index` is the parent, `$param` gets a sample value. */
function pathOf(file: string): string {
  const segments = file
    .replace(/\.tsx?$/, "")
    .split(".")
    .filter((s) => s !== "_index")
    .map((s) => s.replace(/_$/, "").replace(/^\$.*/, "exemplo"));
  return `/${segments.join("/")}`;
}

const adminFiles = Object.keys(ROUTE_FILES)
  .map(fileName)
  .filter((f) => /^admin[._]/.test(f) && !PUBLIC_ADMIN_FILES.includes(f));
const guarded = [
  ...adminFiles.map((file) => ({ file, path: pathOf(file), actionOnly: false })),
  ...ADMIN_ACTIONS_OUTSIDE_ADMIN.map((a) => ({ ...a, actionOnly: true })),
];

async function load(file: string): Promise<RouteModule> {
  const key = Object.keys(ROUTE_FILES).find((k) => fileName(k) === file);
  if (!key) throw new Error(`route file ${file} not found`);
  return ROUTE_FILES[key]();
}

const fresh = freshDatabasePerTest();

describe("every admin URL and action refuses an anonymous visitor", () => {
  it("finds the admin route files", () => {
    for (const file of EXPECTED_ADMIN_FILES) expect(adminFiles).toContain(file);
  });

  it.each(guarded)("$path ($file)", async ({ file, path, actionOnly }) => {
    fresh();
    const mod = await load(file);
    const params = { slug: "exemplo" };
    // Back to the page afterwards (the sign-out URL itself is never a destination).
    const login = loginUrl(path);
    expect(mod.loader || mod.action).toBeTruthy();

    if (mod.loader && !actionOnly) {
      const page = asResponse(await run(mod.loader, navigation(path), undefined, params));
      expect([302, 303]).toContain(page.status);
      expect(page.headers.get("Location")).toBe(login);

      const data = asResponse(await run(mod.loader, fetchRequest(path), undefined, params));
      expect(data.status).toBe(401);
      expect(await data.json()).toMatchObject({ login });
    }
    if (mod.action) {
      const form = navigation(path, { form: { id: "1" }, headers: { Referer: `${SITE}${path}` } });
      const posted = asResponse(await run(mod.action, form, undefined, params));
      expect(posted.status).toBe(303);
      expect(posted.headers.get("Location")).toBe(login);

      expect(asResponse(await run(mod.action, fetchRequest(path, { method: "POST" }), undefined, params)).status).toBe(401);
      const crossSite = fetchRequest(path, { method: "POST", origin: "https://evil.example" });
      expect(asResponse(await run(mod.action, crossSite, undefined, params)).status).toBe(403);
    }
  });
});

describe("guard answers inside Remix's own requests", () => {
  it("a client-side data request (.data) without a session follows the sign-in redirect", async () => {
    fresh();
    const unauthorised = new Response(null, { status: 401 });
    const get = new Request(`${SITE}/admin/painel.data?_routes=routes%2Fadmin.painel`, { headers: { "Sec-Fetch-Mode": "cors" } });
    const res = await handleDataRequest(unauthorised, { request: get });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/admin/login?redirectTo=%2Fadmin%2Fpainel");

    const post = new Request(`${SITE}/admin/logout.data`, { method: "POST", headers: { Origin: SITE, Referer: `${SITE}/admin/painel` } });
    expect((await handleDataRequest(unauthorised, { request: post })).headers.get("Location")).toBe("/admin/login?redirectTo=%2Fadmin%2Fpainel");
  });

  it("other data answers pass through, including a 401 for a signed-in admin", async () => {
    fresh();
    await setAdminPassword(ADMIN.email, ADMIN.password);
    const signIn = asResponse(await run(loginAction, navigation("/admin/login", { form: { email: ADMIN.email, password: ADMIN.password } })));
    const cookie = cookieFrom(signIn, "admin_session=")!;
    const ok = new Response("{}", { status: 200 });
    expect(await handleDataRequest(ok, { request: new Request(`${SITE}/admin/painel.data`) })).toBe(ok);
    const other401 = new Response(null, { status: 401 });
    expect(await handleDataRequest(other401, { request: new Request(`${SITE}/admin/painel.data`, { headers: { Cookie: cookie } }) })).toBe(other401);
    // A wrong password on the sign-in form answers 401 to an anonymous visitor: shown, not redirected.
    const wrongPassword = new Response(null, { status: 401 });
    const post = new Request(`${SITE}/admin/login.data`, { method: "POST", headers: { Origin: SITE } });
    expect(await handleDataRequest(wrongPassword, { request: post })).toBe(wrongPassword);
  });

  it("a document request from a script gets the guard's 401 JSON instead of an error page", async () => {
    const res = loginRequiredDocument({ "routes/admin.painel": { status: 401, data: { error: "x", login: "/admin/login" } } });
    expect(res?.status).toBe(401);
    expect(await res?.json()).toEqual({ error: "x", login: "/admin/login" });
    expect(loginRequiredDocument({ "routes/x": { status: 404, data: "Página não encontrada" } })).toBeNull();
    expect(loginRequiredDocument(null)).toBeNull();
  });
});
