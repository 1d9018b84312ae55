// "Minha senha" (the owner's account in the admin): the current password is required, a change
// ends every other session, this browser stays signed in, and the new password signs in.
import { describe, expect, it } from "vitest";
import { action } from "~/routes/admin.senha/route";
import { action as loginAction } from "~/routes/admin.login/route";
import { readSession } from "~/server/auth/session.server";
import { CHANGE_LIMIT } from "~/server/auth/change-password.server";
import { ADMIN, asResponse, cookieFrom, freshDatabasePerTest, navigation, run, signInAdmin, toastOf } from "./auth-helpers";

const fresh = freshDatabasePerTest();
const session = (cookie: string) => readSession(new Request("http://localhost:3000/admin/painel", { headers: { Cookie: cookie } }));

function change(cookie: string, atual: string, nova: string, repetida = nova) {
  return run(action, navigation("/admin/senha", { cookie, form: { atual, nova, repetida } }));
}

describe("changing the password in the admin", () => {
  it("needs the current password, ends the other sessions, keeps this browser and signs in with the new one", async () => {
    const conn = fresh().conn;
    const here = await signInAdmin();
    const elsewhere = cookieFrom(
      asResponse(await run(loginAction, navigation("/admin/login", { form: { email: ADMIN.email, password: ADMIN.password } }))),
      "admin_session=",
    )!;

    const wrong = await change(here, "senha-errada-000", "nova-senha-segura-1");
    expect(wrong).toMatchObject({ status: 400, data: { errors: { current: "Senha atual incorreta." } } });
    const mismatch = await change(here, ADMIN.password, "nova-senha-segura-1", "outra-coisa-123");
    expect(mismatch).toMatchObject({ status: 400, data: { errors: { repeated: "A confirmação não é igual à nova senha." } } });
    const short = await change(here, ADMIN.password, "curta");
    expect(short).toMatchObject({ status: 400, data: { errors: { next: expect.stringMatching(/pelo menos 8/) } } });

    const done = asResponse(await change(here, ADMIN.password, "nova-senha-segura-1"));
    expect(done.status).toBe(303);
    expect((await toastOf(done))?.title).toBe("Senha alterada");
    const renewed = cookieFrom(done, "admin_session=")!;
    expect(await session(renewed)).toMatchObject({ email: ADMIN.email });
    expect(await session(here)).toBeNull();
    expect(await session(elsewhere)).toBeNull();
    expect(conn.sqlite.prepare("SELECT action FROM activity_log WHERE action = 'senha.alterar'").all()).toHaveLength(1);

    const oldLogin = await run(loginAction, navigation("/admin/login", { form: { email: ADMIN.email, password: ADMIN.password } }));
    expect(oldLogin).toMatchObject({ status: 401 });
    const newLogin = asResponse(await run(loginAction, navigation("/admin/login", { form: { email: ADMIN.email, password: "nova-senha-segura-1" } })));
    expect(cookieFrom(newLogin, "admin_session=")).toBeTruthy();
  });

  it("limits wrong current passwords", async () => {
    fresh();
    const here = await signInAdmin();
    for (let i = 0; i < CHANGE_LIMIT.attempts; i++) expect(await change(here, `errada-${i}-xxxx`, "nova-senha-segura-1")).toMatchObject({ status: 400 });
    expect(await change(here, ADMIN.password, "nova-senha-segura-1")).toMatchObject({ status: 429 });
  });
});
