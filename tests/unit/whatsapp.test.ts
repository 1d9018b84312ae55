import { describe, expect, it } from "vitest";
import { phoneDigits, whatsappLink } from "~/lib/whatsapp";

describe("WhatsApp links", () => {
  it("round-trips a message with accents and line breaks", () => {
    const message = "Olá! Gostaria de um orçamento.\nMotor: PPA Home Jetflex — portão basculante\nBairro: São João & Vila Galvão?";
    const url = new URL(whatsappLink("(11) 98765-4321", message));
    expect(url.origin).toBe("https://wa.me");
    expect(url.pathname).toBe("/5511987654321");
    expect(url.searchParams.get("text")).toBe(message);
    expect(decodeURIComponent(url.search.slice("?text=".length))).toBe(message);
  });

  it("adds the Brazilian country code only when missing", () => {
    expect(phoneDigits("(11) 98765-4321")).toBe("5511987654321");
    expect(phoneDigits("+55 11 98765-4321")).toBe("5511987654321");
  });
});
