import { describe, expect, it } from "vitest";
import { readForgotPassword, readLoginForm, readSignInCode } from "~/lib/forms/sign-in-forms";

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

describe("the login form's schema", () => {
  it("reads the e-mail as typed, the password untouched, the honeypot and a safe destination", () => {
    expect(readLoginForm(formOf({ email: " Dono@Exemplo.com.br ", password: "  senha com espaços  ", website: "", redirectTo: "/admin/pedidos" }))).toEqual({
      email: " Dono@Exemplo.com.br ",
      password: "  senha com espaços  ",
      botFilled: false,
      redirectTo: "/admin/pedidos",
    });
  });

  it("treats absent fields as empty and an absent destination as the panel", () => {
    expect(readLoginForm(new FormData())).toEqual({ email: "", password: "", botFilled: false, redirectTo: "/admin/painel" });
  });

  it("marks a filled honeypot, whatever it holds", () => {
    expect(readLoginForm(formOf({ website: "http://spam.example" })).botFilled).toBe(true);
    expect(readLoginForm(formOf({ website: " " })).botFilled).toBe(true);
  });

  it("cuts a 10,000-character e-mail to what an address can be, and sends a hostile destination to the panel", () => {
    const read = readLoginForm(formOf({ email: "a".repeat(10_000), redirectTo: "//outro-site.com/\u0000" }));
    expect(read.email).toHaveLength(254);
    expect(read.redirectTo).toBe("/admin/painel");
    expect(readLoginForm(formOf({ redirectTo: "/admin/login" })).redirectTo).toBe("/admin/painel");
  });

  it("ignores a file posted in place of a field", () => {
    const form = new FormData();
    form.set("email", new Blob(["x"]), "email.txt");
    expect(readLoginForm(form).email).toBe("");
  });
});

describe("the sign-in code's schema", () => {
  it("passes the code as typed to the server's check, control characters included", () => {
    expect(readSignInCode(formOf({ code: "123 456" }))).toBe("123 456");
    expect(readSignInCode(formOf({ code: "12\u00003456" }))).toBe("12\u00003456");
    expect(readSignInCode(new FormData())).toBe("");
  });

  it("cuts a 30,000-character post far above any code", () => {
    expect(readSignInCode(formOf({ code: "1".repeat(30_000) })).length).toBeLessThanOrEqual(20_000);
  });
});

describe("the forgotten password's schema", () => {
  it("reads the e-mail, cut at 200 characters", () => {
    expect(readForgotPassword(formOf({ email: "dono@exemplo.com.br" }))).toBe("dono@exemplo.com.br");
    expect(readForgotPassword(formOf({ email: "x".repeat(10_000) }))).toHaveLength(200);
    expect(readForgotPassword(new FormData())).toBe("");
  });
});
