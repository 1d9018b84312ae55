import { describe, expect, it } from "vitest";
import { initials } from "~/lib/testimonials/rules";
import { GATE_TYPES, PERIODS, checkVisitRequest } from "~/lib/visit-request/fields";
import { cleanLine, hasHiddenChars, textRefusal } from "~/lib/text-safety";

describe("typed text", () => {
  it("keeps Portuguese accents, decomposed accents and emoji", () => {
    for (const ok of ["João da Conceição", "Jo\u0061\u0303o", "Família 👨‍👩‍👧‍👦 feliz", "1️⃣ portão", "🇧🇷"]) expect(textRefusal(ok, "O nome")).toBeNull();
  });

  it("refuses stacked combining marks and a pile of invisible characters, naming the field", () => {
    expect(textRefusal(`a${"\u0301".repeat(960)}`, "O depoimento")).toMatch(/^O depoimento tem acentos ou sinais empilhados/);
    expect(textRefusal(`oi${"\u200b".repeat(40)}`, "O nome")).toMatch(/^O nome tem 40 caracteres invisíveis/);
  });

  it("turns control and bidirectional characters into one space", () => {
    expect(cleanLine("Vila\u202e  Mariana\u0000\n")).toBe("Vila Mariana");
    expect(hasHiddenChars("/a\u200bb")).toBe(true);
    expect(hasHiddenChars("/cidades/osasco")).toBe(false);
  });
});

describe("forms that take typed text refuse stacked marks with the field named", () => {
  it("the visit request", () => {
    const zalgo = `a${"\u0301".repeat(960)}`;
    const request = checkVisitRequest({
      nome: `Ana a${"\u0301".repeat(40)}`,
      telefone: "(11) 98765-4321",
      local: "Mooca",
      tipo: GATE_TYPES[0].value,
      problema: `O portão ${zalgo} não abre.`,
      dia: "",
      periodo: PERIODS[0].value,
      autorizo: "1",
    });
    expect(request.ok).toBe(false);
    if (!request.ok) {
      expect(request.errors.nome).toMatch(/^O nome tem acentos ou sinais empilhados/);
      expect(request.errors.problema).toMatch(/^A descrição tem acentos ou sinais empilhados/);
    }
  });
});

describe("initials", () => {
  it("are whole graphemes", () => {
    expect(initials("Maria Souza")).toBe("MS");
    expect(initials("🌻")).toBe("🌻");
    expect(initials("👨‍👩‍👧 Família")).toBe("F");
    expect(initials("👨‍👩‍👧")).toBe("👨‍👩‍👧");
    expect(initials("E\u0301rica da Silva")).toBe("E\u0301S");
    expect(initials("Li")).toBe("L");
  });
});
