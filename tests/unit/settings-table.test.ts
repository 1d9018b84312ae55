import { describe, expect, it } from "vitest";
import { z } from "zod";
import { BUSINESS_SETTINGS, firstBootSettings, publicBusiness, settingSlots } from "~/lib/business-settings";
import { escapeHtml, slotFiller } from "~/lib/business-slots";
import { field, settingsForm } from "~/lib/forms/settings-table";

/**
 * "Dados do negócio" is one table of settings (app/lib/business-settings.ts); adding a setting is
 * one row there and its input in the form (docs/architecture.md, "One schema per form"). Here a
 * row the app does not have is added to the real table, and everything the app derives from the
 * table takes it: the form's fields, reading a post, the pt-BR refusal, the stored JSON (an older
 * row without it), the activity log's names and the public pages' data.
 */
const instagram = field({
  label: "perfil no Instagram",
  initial: (): string | null => null,
  toText: (v) => v ?? "",
  parse: (read, name) =>
    read.checked(name, (v) => v.startsWith("https://www.instagram.com/"), "Use o endereço do perfil, começando com https://www.instagram.com/"),
  stored: z.string().nullable(),
  slot: "{instagram}",
});
const table = { ...BUSINESS_SETTINGS, instagram };
const form = settingsForm(table, { textMax: 200, emptyEnv: {}, today: () => "2026-11-28" });
const today = "2026-11-28";

function post(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

describe("a setting added as one row of the settings table", () => {
  it("is a field of the form, read from a post, saved and shown again", () => {
    expect(form.formFields().at(-1)).toBe("instagram");
    const before = form.firstBoot({ BUSINESS_PHONE: "(11) 98765-4321" }, today);
    expect(before.instagram).toBeNull();
    const typed = form.readForm(post({ ...form.toForm(before), instagram: "  https://www.instagram.com/portoes.exemplo  " }));
    const parsed = form.parseForm(typed);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    expect(parsed.settings.instagram).toBe("https://www.instagram.com/portoes.exemplo");
    expect(parsed.settings.phone).toBe("(11) 98765-4321");
    expect(form.toForm(parsed.settings).instagram).toBe("https://www.instagram.com/portoes.exemplo");
    expect(form.storedSchema.parse(JSON.parse(JSON.stringify(parsed.settings)))).toEqual(parsed.settings);
    expect(form.changedFields(before, parsed.settings).map(form.fieldLabel)).toEqual(["perfil no Instagram"]);
  });

  it("is refused with its own pt-BR message, markup and control characters with the shared ones, the rest of the form untouched", () => {
    const base = form.toForm(form.firstBoot({}, today));
    for (const [typed, message] of [
      ["instagram.com/x", "Use o endereço do perfil, começando com https://www.instagram.com/"],
      ["https://www.instagram.com/<b>", "Não use os sinais < e > (marcação HTML não é aceita aqui)."],
      ["https://www.instagram.com/a\u202Eb", "Remova os caracteres de controle (invisíveis) deste campo."],
    ]) {
      const parsed = form.parseForm({ ...base, instagram: typed });
      expect(parsed.ok ? null : parsed.errors).toEqual({ instagram: message });
    }
  });

  it("reads its first-boot value from a row saved before it existed, and reaches the public pages' data", () => {
    const saved = firstBootSettings({ BUSINESS_PHONE: "(11) 98765-4321" }, today);
    const read = form.storedSchema.parse(JSON.parse(JSON.stringify(saved)));
    expect(read).toEqual({ ...saved, instagram: null });
    expect(form.publicOf({ ...read, instagram: "https://www.instagram.com/x" })).toMatchObject({ instagram: "https://www.instagram.com/x", name: saved.name });
    // A setting that depends on the day (the promotion) reads today's first-boot value, not a broken date.
    // Its slot names it in the site's texts, with the shown text; a setting not given is left out.
    expect(form.slotsOf({ ...read, instagram: "https://www.instagram.com/x" }).get("{instagram}")).toBe("https://www.instagram.com/x");
    expect(form.slotsOf({ name: saved.name }).has("{instagram}")).toBe(false);
    const { promo: _promo, ...withoutPromo } = saved;
    expect(form.storedSchema.parse(JSON.parse(JSON.stringify(withoutPromo))).promo).toEqual(firstBootSettings({}, "2026-11-28").promo);
  });
});

describe("the public pages' data of the real table", () => {
  it("fills the slot a setting declares in every text that names it (the seller's identity in a legal text)", () => {
    const business = publicBusiness({ ...firstBootSettings({}, today), legalName: "Portões Exemplo Ltda", cnpj: "12.345.678/0001-95" });
    const fill = slotFiller(business, escapeHtml);
    expect(fill("<p>Vendido por {razão social}, CNPJ {CNPJ}; {outra coisa} fica.</p>")).toBe(
      "<p>Vendido por Portões Exemplo Ltda, CNPJ 12.345.678/0001-95; {outra coisa} fica.</p>",
    );
    // A private setting declares no slot: its value never reaches a text.
    expect([...settingSlots(firstBootSettings({ BUSINESS_ADDRESS: "Rua A, 1" }, today)).values()].join()).not.toContain("Rua A");
  });

  it("leaves out exactly the settings marked private (the contacts, the review link and the follow-up days)", () => {
    const all = firstBootSettings({ BUSINESS_PHONE: "(11) 98765-4321", BUSINESS_EMAIL: "dono@exemplo.com.br", BUSINESS_ADDRESS: "Rua A, 1" }, today);
    const shown = publicBusiness(all);
    const hidden = Object.keys(all).filter((k) => !(k in shown));
    expect(hidden.sort()).toEqual(["address", "email", "followUpDays", "googleReviewUrl", "phone", "whatsapp"]);
    expect(JSON.stringify(shown)).not.toContain("98765");
  });
});
