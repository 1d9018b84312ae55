// "Esqueci minha senha" with a real SMTP server started here: the link arrives, works once,
// expires after 30 minutes; an unknown address gets the same answer and no e-mail; asks are limited.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { action as forgotAction, loader as forgotLoader } from "~/routes/admin.login_.esqueci/route";
import { action as resetAction, loader as resetLoader } from "~/routes/admin.login_.nova-senha.$token/route";
import { action as loginAction } from "~/routes/admin.login/route";
import { setClockForTests } from "~/server/infra/clock.server";
import { RESET, RESET_ANSWER } from "~/server/auth/password-reset.server";
import { ADMIN, asResponse, cookieFrom, freshDatabasePerTest, navigation, run } from "./auth-helpers";
import { setAdminPassword } from "~/server/auth/admin-accounts.server";
import { startTestSmtp } from "./smtp";

const fresh = freshDatabasePerTest();
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;

beforeEach(async () => {
  smtp = await startTestSmtp();
});
afterEach(async () => {
  for (const k of Object.keys(smtp.env)) delete process.env[k];
  await smtp.close();
});

const ask = (email: string, ip = "198.51.100.20") => run(forgotAction, navigation("/admin/login/esqueci", { form: { email } }), ip);
const linkIn = (text: string) => /\/admin\/login\/nova-senha\/([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? null;
const setNew = (token: string, nova: string) =>
  run(resetAction, navigation(`/admin/login/nova-senha/${token}`, { form: { nova, repetida: nova } }), undefined, { token });
const login = (password: string) => run(loginAction, navigation("/admin/login", { form: { email: ADMIN.email, password } }));

describe("a forgotten password", () => {
  it("gets a single-use link by e-mail that sets a new password", async () => {
    fresh(smtp.env);
    await setAdminPassword(ADMIN.email, ADMIN.password);
    const mail = smtp.waitFor((m) => m.to.includes(ADMIN.email));
    expect(await ask(ADMIN.email.toUpperCase())).toMatchObject({ status: 200, data: { message: RESET_ANSWER } });
    const token = linkIn((await mail).text);
    expect(token).toBeTruthy();
    expect(await run(resetLoader, navigation(`/admin/login/nova-senha/${token}`), undefined, { token: token! })).toMatchObject({ status: 200 });

    const done = asResponse(await setNew(token!, "senha-nova-pelo-link"));
    expect(done.headers.get("Location")).toBe("/admin/login");
    expect(cookieFrom(asResponse(await login("senha-nova-pelo-link")), "admin_session=")).toBeTruthy();
    expect(await login(ADMIN.password)).toMatchObject({ status: 401 });
    // Once only.
    expect(await setNew(token!, "outra-senha-qualquer")).toMatchObject({ status: 410 });
    expect(await login("senha-nova-pelo-link")).toBeInstanceOf(Response);
  });

  it("expires after 30 minutes", async () => {
    fresh(smtp.env);
    await setAdminPassword(ADMIN.email, ADMIN.password);
    const start = Date.now();
    setClockForTests(() => start);
    const mail = smtp.waitFor();
    await ask(ADMIN.email);
    const token = linkIn((await mail).text)!;
    setClockForTests(() => start + RESET.lifetimeMs + 1);
    expect(await run(resetLoader, navigation(`/admin/login/nova-senha/${token}`), undefined, { token })).toMatchObject({ status: 410 });
    expect(await setNew(token, "senha-nova-pelo-link")).toMatchObject({ status: 410 });
  });

  it("answers an unknown address the same, sends nothing, and limits asks", async () => {
    fresh(smtp.env);
    await setAdminPassword(ADMIN.email, ADMIN.password);
    expect(await ask("ninguem@exemplo.com.br")).toMatchObject({ status: 200, data: { message: RESET_ANSWER } });
    expect(smtp.received).toHaveLength(0);
    const statuses: number[] = [];
    for (let i = 0; i < RESET.perAddress + 2; i++) statuses.push(((await ask(`x${i}@exemplo.com.br`, "203.0.113.99")) as { status: number }).status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
  });

  it("is not offered without SMTP settings", async () => {
    fresh();
    expect(await run(forgotLoader, navigation("/admin/login/esqueci"))).toMatchObject({ data: { enabled: false } });
    expect(await ask(ADMIN.email)).toMatchObject({ status: 503 });
  });
});
