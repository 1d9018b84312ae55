import type { AppLoadContext } from "@remix-run/node";
import { afterEach, beforeEach } from "vitest";
import { setClockForTests } from "~/server/infra/clock.server";
import { setPasswordCostForTests } from "~/server/auth/password.server";
import { readToast } from "~/server/infra/toast.server";
import { useFreshDatabase } from "./helpers";

export const SITE = "http://localhost:3000";
export const ADMIN = { email: "admin@exemplo.com.br", password: "senha-de-teste-123" };

type RouteFn = (args: { request: Request; params: Record<string, string>; context: AppLoadContext }) => unknown;
type Init = { cookie?: string; origin?: string | null; ip?: string; headers?: Record<string, string> };

/**
 * A fresh database for each test of the file, with the real clock restored afterwards.
 * Hashes use N=2^12 here (tests/unit/password.test.ts covers the real cost).
 */
export function freshDatabasePerTest() {
  let cleanup: (() => void) | undefined;
  beforeEach(() => setPasswordCostForTests(12));
  afterEach(() => {
    setPasswordCostForTests(null);
    setClockForTests(null);
    cleanup?.();
    cleanup = undefined;
  });
  return (extraEnv: Record<string, string> = {}) => {
    const fresh = useFreshDatabase(extraEnv);
    cleanup = fresh.cleanup;
    return fresh;
  };
}

/** A browser navigation (page load or plain HTML form post; URLSearchParams for repeated fields). */
export function navigation(path: string, init: Init & { form?: Record<string, string> | URLSearchParams } = {}): Request {
  const headers = new Headers({ Accept: "text/html,application/xhtml+xml", "Sec-Fetch-Mode": "navigate", ...init.headers });
  if (init.cookie) headers.set("Cookie", init.cookie);
  if (!init.form) return new Request(`${SITE}${path}`, { headers });
  if (init.origin !== null) headers.set("Origin", init.origin ?? SITE);
  headers.set("Content-Type", "application/x-www-form-urlencoded");
  return new Request(`${SITE}${path}`, { method: "POST", headers, body: new URLSearchParams(init.form).toString() });
}

/** A script's fetch() (not a navigation). */
export function fetchRequest(path: string, init: Init & { method?: string } = {}): Request {
  const method = init.method ?? "GET";
  const headers = new Headers({ Accept: "application/json", "Sec-Fetch-Mode": "cors", ...init.headers });
  if (init.cookie) headers.set("Cookie", init.cookie);
  if (method !== "GET" && init.origin !== null) headers.set("Origin", init.origin ?? SITE);
  return new Request(`${SITE}${path}`, { method, headers, body: method === "GET" ? undefined : "" });
}

/**
 * Runs a loader or action like Remix does and returns what it answered: a Response
 * (returned or thrown), or `{ status, data, headers }` for `data()` results and plain objects.
 * `context`: the load context, by default the client's address alone (no page renderer).
 */
export async function run(fn: RouteFn, request: Request, ip = "198.51.100.7", params: Record<string, string> = {}, context: AppLoadContext = { clientIp: ip }) {
  let result: unknown;
  try {
    result = await fn({ request, params, context });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  if (result instanceof Response) return result;
  const wrapped = result as { type?: string; data?: unknown; init?: ResponseInit };
  if (wrapped?.type === "DataWithResponseInit") {
    return { status: wrapped.init?.status ?? 200, data: wrapped.data, headers: new Headers(wrapped.init?.headers) };
  }
  return { status: 200, data: result, headers: new Headers() };
}

export function asResponse(result: Awaited<ReturnType<typeof run>>): Response {
  if (!(result instanceof Response)) throw new Error(`expected a Response, got ${JSON.stringify(result)}`);
  return result;
}

/** "name=value" of the cookie named `name` (or starting with it) in the response's Set-Cookie headers. */
export function cookieFrom(response: Response, name: string): string | null {
  const header = response.headers.getSetCookie().find((c) => c.startsWith(name));
  return header ? header.split(";")[0] : null;
}

/** The toast a redirect leaves for the next page. */
export async function toastOf(response: Response) {
  const cookie = cookieFrom(response, "toast=") ?? cookieFrom(response, "__Host-toast=");
  if (!cookie) return null;
  return (await readToast(new Request(SITE, { headers: { Cookie: cookie } }))).toast;
}

/**
 * A page tool's post answers with its run's progress page (app/server/generated-pages/tool-runs.server.ts):
 * waits for that run to end and gives what its page shows at the end, the toast and the results.
 */
export async function ranTool(result: Awaited<ReturnType<typeof run>>) {
  const { findToolRun, toolRunFinished } = await import("~/server/generated-pages/tool-runs.server");
  const location = asResponse(result).headers.get("Location") ?? "";
  const id = /^\/admin\/painel\/geracao\/([\w-]+)$/.exec(location)?.[1];
  if (!id) throw new Error(`expected the progress page of a run, got ${location || "no redirect"}`);
  await toolRunFinished(id);
  const ended = findToolRun(id);
  if (!ended) throw new Error(`run ${id} is not kept`);
  return { id, toast: ended.toast, results: ended.results as unknown[] };
}

/** Sets the admin's password and signs in; the session cookie ("admin_session=…"). */
export async function signInAdmin(): Promise<string> {
  const { setAdminPassword } = await import("~/server/auth/admin-accounts.server");
  const { action: loginAction } = await import("~/routes/admin.login/route");
  await setAdminPassword(ADMIN.email, ADMIN.password);
  const res = asResponse(await run(loginAction, navigation("/admin/login", { form: { email: ADMIN.email, password: ADMIN.password } })));
  return cookieFrom(res, "admin_session=")!;
}
