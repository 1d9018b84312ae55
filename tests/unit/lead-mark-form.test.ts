import { describe, expect, it } from "vitest";
import { readLeadMarkForm } from "~/lib/forms/lead-mark-form";

const post = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return readLeadMarkForm(form);
};

describe("the leads dashboard's 'marcar atendimento' schema", () => {
  it("reads a code however it was typed, the outcome and the value in cents", () => {
    expect(post({ codigo: " k7q-2 ", resultado: "venda", valor: "R$ 1.899,90" })).toEqual({
      ok: true,
      value: { code: "K7Q2", outcome: "venda", valueCents: 189_990 },
      values: { code: " k7q-2 ", outcome: "venda", value: "R$ 1.899,90" },
    });
    expect(post({ codigo: "K7Q2", resultado: "perdido", valor: "" })).toMatchObject({ ok: true, value: { valueCents: null } });
  });

  it("refuses with the first wrong field's pt-BR message and gives back what was typed", () => {
    expect(post({ codigo: "K7", resultado: "venda", valor: "abc" })).toEqual({
      ok: false,
      error: "Código inválido: use as 4 letras e números do atendimento, como K7Q2.",
      values: { code: "K7", outcome: "venda", value: "abc" },
    });
    expect(post({ codigo: "K7Q2", resultado: "ganhou", valor: "" })).toMatchObject({ ok: false, error: "Escolha o resultado do atendimento." });
    expect(post({ codigo: "K7Q2", resultado: "venda", valor: "mil reais" })).toMatchObject({
      ok: false,
      error: "Valor inválido: use reais, como 1.899,90 (ou deixe em branco).",
    });
  });

  it("refuses hostile input: 10,000 characters, control characters, an absent form", () => {
    expect(post({ codigo: "K".repeat(10_000), resultado: "venda" })).toMatchObject({ ok: false });
    expect(post({ codigo: "K7\u0000Q2", resultado: "venda" })).toMatchObject({ ok: false });
    expect(post({ codigo: "K7Q2", resultado: "venda\u202e" })).toMatchObject({ ok: false, error: "Escolha o resultado do atendimento." });
    expect(readLeadMarkForm(new FormData())).toMatchObject({ ok: false, values: { code: "", outcome: "", value: "" } });
  });
});
