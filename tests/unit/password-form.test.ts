import { describe, expect, it } from "vitest";
import { parseNewPassword, parsePasswordChange, passwordFields } from "~/lib/forms/password-form";

describe("the password forms' schemas", () => {
  it("'Minha senha' refuses, field by field in pt-BR, a blank current password, a short or long new one, the same one and a different repetition", () => {
    expect(parsePasswordChange({ current: "", next: "curta", repeated: "curta" })).toEqual({
      ok: false,
      errors: { current: "Digite a senha atual.", next: "A senha precisa ter pelo menos 8 caracteres." },
    });
    expect(parsePasswordChange({ current: "antiga-123", next: "x".repeat(129), repeated: "x".repeat(129) })).toEqual({
      ok: false,
      errors: { next: "A senha pode ter no máximo 128 caracteres." },
    });
    expect(parsePasswordChange({ current: "antiga-123", next: "antiga-123", repeated: "antiga-123" })).toEqual({
      ok: false,
      errors: { next: "A nova senha deve ser diferente da atual." },
    });
    expect(parsePasswordChange({ current: "antiga-123", next: "nova-senha-1", repeated: "nova-senha-2" })).toEqual({
      ok: false,
      errors: { repeated: "A confirmação não é igual à nova senha." },
    });
  });

  it("'Minha senha' takes a different new password typed twice, exactly as typed (spaces are part of a password)", () => {
    expect(parsePasswordChange({ current: "antiga-123", next: " nova senha ", repeated: " nova senha " })).toEqual({
      ok: true,
      value: { current: "antiga-123", next: " nova senha ", repeated: " nova senha " },
    });
  });

  it("the reset link's form refuses a short password and a different repetition, and takes a good one", () => {
    expect(parseNewPassword({ next: "1234567", repeated: "1234567" })).toEqual({ ok: false, errors: { next: "A senha precisa ter pelo menos 8 caracteres." } });
    expect(parseNewPassword({ next: "12345678", repeated: "12345679" })).toEqual({
      ok: false,
      errors: { repeated: "A confirmação não é igual à nova senha." },
    });
    expect(parseNewPassword({ next: "12345678", repeated: "12345678" })).toMatchObject({ ok: true, value: { next: "12345678" } });
  });

  it("reads the inputs by their names, absent ones as blank, and cuts a pasted novel just past the rule so it is refused, not stored", () => {
    const form = new FormData();
    form.set("atual", "antiga-123");
    form.set("nova", "y".repeat(5000));
    const typed = passwordFields(form);
    expect(typed).toEqual({ current: "antiga-123", next: "y".repeat(129), repeated: "" });
    expect(parsePasswordChange(typed)).toMatchObject({ ok: false, errors: { next: "A senha pode ter no máximo 128 caracteres." } });
  });
});
