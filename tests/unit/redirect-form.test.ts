import { describe, expect, it } from "vitest";
import { readRedirectForm } from "~/lib/forms/redirect-form";

const post = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return readRedirectForm(form);
};

describe("the redirects screen's schema", () => {
  it("refuses, in pt-BR, an address that is not a path of the site or is the admin's, keeping what was typed", () => {
    for (const path of ["motores", "//outro-site.com/x", "/admin/painel", "/" + "a".repeat(500)]) {
      expect(post({ intent: "redirect", path, to: "/motores" })).toEqual({
        ok: false,
        path: path.slice(0, 600),
        typed: "/motores",
        message: "Endereço de origem inválido.",
      });
    }
  });

  it("refuses a blank destination with the example of what to type", () => {
    expect(post({ intent: "redirect", path: "/catalogo-2019.html", to: "   " })).toEqual({
      ok: false,
      path: "/catalogo-2019.html",
      typed: "   ",
      message: "Informe para qual página do site enviar os visitantes, como /motores.",
    });
  });

  it("refuses a button it does not know", () => {
    expect(post({ intent: "apagar-tudo", path: "/x" })).toMatchObject({ ok: false, message: "Ação desconhecida." });
    expect(post({ path: "/x" })).toMatchObject({ ok: false, message: "Ação desconhecida." });
  });

  it("reads a redirect, an ignore and a delete that is confirmed only by confirmed=1", () => {
    expect(post({ intent: "redirect", path: "/catalogo-2019.html", to: " /motores " })).toEqual({
      ok: true,
      value: { intent: "redirect", path: "/catalogo-2019.html", to: " /motores " },
    });
    expect(post({ intent: "ignore", path: "/wp-login.php" })).toEqual({ ok: true, value: { intent: "ignore", path: "/wp-login.php" } });
    expect(post({ intent: "delete", path: "/velha" })).toEqual({ ok: true, value: { intent: "delete", path: "/velha", confirmed: false } });
    expect(post({ intent: "delete", path: "/velha", confirmed: "1" })).toEqual({ ok: true, value: { intent: "delete", path: "/velha", confirmed: true } });
  });
});
