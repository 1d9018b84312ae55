import { describe, expect, it } from "vitest";
import { initials } from "~/lib/testimonials/rules";
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
