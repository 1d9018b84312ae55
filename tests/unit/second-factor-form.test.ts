import { describe, expect, it } from "vitest";
import { CODE_NEEDED, SIX_DIGITS, readSecondFactorForm } from "~/lib/forms/second-factor-form";

const post = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return readSecondFactorForm(form);
};

describe("the security screen's schema", () => {
  it("confirming the set-up refuses, in pt-BR, anything but six digits", () => {
    for (const code of ["", "12345", "1234567", "12a456"]) {
      expect(post({ intent: "confirm", code })).toEqual({ ok: false, intent: "confirm", message: SIX_DIGITS });
    }
  });

  it("turning it off refuses a blank code and takes a code or a recovery code without the spaces apps show", () => {
    expect(post({ intent: "disable", code: " \n " })).toEqual({ ok: false, intent: "disable", message: CODE_NEEDED });
    expect(post({ intent: "disable", code: "123 456" })).toEqual({ ok: true, value: { intent: "disable", code: "123456" } });
    expect(post({ intent: "disable", code: "abcd-efgh-ijkl" })).toEqual({ ok: true, value: { intent: "disable", code: "abcd-efgh-ijkl" } });
  });

  it("takes the set-up's buttons and confirms with the spaces dropped", () => {
    expect(post({ intent: "start" })).toEqual({ ok: true, value: { intent: "start" } });
    expect(post({ intent: "cancel" })).toEqual({ ok: true, value: { intent: "cancel" } });
    expect(post({ intent: "confirm", code: " 123 456 " })).toEqual({ ok: true, value: { intent: "confirm", code: "123456" } });
  });

  it("refuses a button it does not know", () => {
    expect(post({ intent: "desligar-tudo" })).toEqual({ ok: false, intent: "desligar-tudo", message: "Ação desconhecida." });
  });
});
