import { describe, expect, it } from "vitest";
import { readRequestsForm } from "~/lib/forms/requests-form";

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

describe("the visit requests screen's schema", () => {
  it("reads a person's phone, asked first and deleted only when confirmado=1", () => {
    expect(readRequestsForm(formOf({ intent: "apagar-pessoa", telefone: "(11) 98765-4321" }))).toEqual({
      intent: "apagar-pessoa",
      telefone: "(11) 98765-4321",
      confirmado: false,
    });
    expect(readRequestsForm(formOf({ intent: "apagar-pessoa", telefone: "11987654321", confirmado: "1" })).intent).toBe("apagar-pessoa");
    expect(readRequestsForm(formOf({ intent: "apagar-pessoa", telefone: "1", confirmado: "sim" }))).toMatchObject({ confirmado: false });
  });

  it("cuts a 10,000-character phone to what the form shows back", () => {
    const read = readRequestsForm(formOf({ intent: "apagar-pessoa", telefone: "9".repeat(10_000) }));
    expect(read.intent === "apagar-pessoa" && read.telefone).toHaveLength(40);
  });

  it("marks a request seen by a valid id; a forged id names none", () => {
    expect(readRequestsForm(formOf({ id: "17" }))).toEqual({ intent: "visto", id: 17 });
    for (const id of ["", "0", "-1", "1.5", "0x10", "1e2", "9".repeat(10_000), "3\u0000"]) {
      expect(readRequestsForm(formOf({ intent: "visto", id }))).toEqual({ intent: "visto", id: null });
    }
  });
});
