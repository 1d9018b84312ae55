import { describe, expect, it } from "vitest";
import { parkedNewPage, readDeletePageForm, readNewPageForm, readRestorePageForm, selectedPageIds } from "~/lib/forms/page-list-forms";

const formOf = (fields: Record<string, string | string[]>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) form.append(name, v);
  return form;
};

describe("the panel's new-page schema", () => {
  it("reads the typed page, a draft only when the status says rascunho", () => {
    const typed = { title: "Motor PPA DZ Rio", slug: "motor-ppa-dz-rio", keywords: "motor", content: "Linha 1\r\nLinha 2" };
    expect(readNewPageForm(formOf({ ...typed, status: "rascunho" }))).toEqual({
      intent: "save",
      draft: true,
      values: { ...typed, content: "Linha 1\nLinha 2" },
      ids: [],
    });
    expect(readNewPageForm(formOf({ ...typed, status: "publicar" })).draft).toBe(false);
  });

  it("knows the list's two buttons and saves on any other", () => {
    expect(readNewPageForm(formOf({ intent: "generate-50" })).intent).toBe("generate-50");
    expect(readNewPageForm(formOf({ intent: "publish", ids: ["3", "3", "abc", "-1", "0", "9".repeat(20), "7"] }))).toMatchObject({
      intent: "publish",
      ids: [3, 7],
    });
    expect(readNewPageForm(formOf({ intent: "apagar-tudo" })).intent).toBe("save");
  });

  it("keeps a page's long text (the save refuses it over its limit, with its message)", () => {
    const content = "a".repeat(250_000);
    expect(readNewPageForm(formOf({ content })).values.content).toHaveLength(250_000);
  });

  it("brings back a parked save's typed page, never a parked generate or publish", () => {
    expect(parkedNewPage(formOf({ title: "T", content: "C" }))).toEqual({ title: "T", slug: "", keywords: "", content: "C" });
    expect(parkedNewPage(formOf({ intent: "save", title: "T" }))?.title).toBe("T");
    expect(parkedNewPage(formOf({ intent: "generate-50" }))).toBeNull();
    expect(parkedNewPage(formOf({ intent: "publish", ids: "1" }))).toBeNull();
  });
});

describe("deleting, bulk deleting and restoring pages", () => {
  it("reads the deleted page's destination as typed, cut at 2,000 characters", () => {
    expect(readDeletePageForm(formOf({ redirectTo: " /motores " }))).toEqual({ redirectTo: " /motores " });
    expect(readDeletePageForm(formOf({ redirectTo: "/" + "x".repeat(10_000) })).redirectTo).toHaveLength(2000);
    expect(readDeletePageForm(new FormData())).toEqual({ redirectTo: "" });
  });

  it("keeps only valid, distinct page ids of a selection, at most the bound", () => {
    expect(selectedPageIds(["1", "2", "2", "x", "1e3", " 4", "\u00005", "3"], 100)).toEqual([1, 2, 3]);
    expect(
      selectedPageIds(
        Array.from({ length: 500 }, (_, i) => String(i + 1)),
        100,
      ),
    ).toHaveLength(100);
  });

  it("restores a page named by a valid id and refuses a forged one in pt-BR", () => {
    expect(readRestorePageForm(formOf({ id: "42" }))).toEqual({ ok: true, id: 42 });
    for (const id of ["", "0", "-3", "4.2", "1e3", "9".repeat(10_000), "1\u0000"]) {
      expect(readRestorePageForm(formOf({ id }))).toEqual({ ok: false, error: "Escolha uma página da lista para restaurar." });
    }
    expect(readRestorePageForm(new FormData())).toMatchObject({ ok: false });
  });
});
