import { describe, expect, it } from "vitest";
import { CREATIVITY } from "~/lib/generator/settings";
import { readBatchPageForm, readLocalGeneratorForm, readProcessTitleForm } from "~/lib/forms/generator-forms";

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

describe("the batch creator's schema", () => {
  it("names a page of the batch by a plain whole number only", () => {
    expect(readBatchPageForm(formOf({ index: "0" }))).toEqual({ ok: true, index: 0 });
    expect(readBatchPageForm(formOf({ index: "49" }))).toEqual({ ok: true, index: 49 });
    for (const index of ["", "-1", "1e1", "abc", "1.0", "1234", " 1", "1\u0000", "9".repeat(10_000)]) {
      expect(readBatchPageForm(formOf({ index }))).toEqual({ ok: false, error: "Índice de página inválido." });
    }
  });
});

describe("'Processar todos' (one title per post)", () => {
  it("reads the trimmed title, a non-negative index and a creativity within bounds", () => {
    expect(readProcessTitleForm(formOf({ title: "  Motor PPA em Osasco ", index: "3", creativity: "999" }))).toEqual({
      title: "Motor PPA em Osasco",
      index: 3,
      creativity: CREATIVITY.max,
    });
    expect(readProcessTitleForm(formOf({ index: "-5", creativity: "abc" }))).toEqual({ title: "", index: 0, creativity: CREATIVITY.default });
    expect(readProcessTitleForm(formOf({ index: "x".repeat(10_000) })).index).toBe(0);
  });
});

describe("the local generator's schema", () => {
  it("knows its four buttons and generates on an absent or forged one", () => {
    for (const intent of ["save", "process-all", "generate-first", "generate"]) expect(readLocalGeneratorForm(formOf({ intent })).intent).toBe(intent);
    expect(readLocalGeneratorForm(formOf({ intent: "drop" })).intent).toBe("generate");
    expect(readLocalGeneratorForm(new FormData()).intent).toBe("generate");
  });

  it("reads the titles, the previewed page (title trimmed, long content kept) and the creativity", () => {
    const content = "<h2>Texto</h2>".repeat(20_000);
    expect(readLocalGeneratorForm(formOf({ intent: "save", titles: "A\r\nB", title: " T ", content, keywords: "k", creativity: "" }))).toEqual({
      intent: "save",
      titles: "A\nB",
      title: "T",
      content,
      keywords: "k",
      creativity: CREATIVITY.default,
    });
  });
});
