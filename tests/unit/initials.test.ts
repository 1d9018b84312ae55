import { describe, expect, it } from "vitest";
import { initials } from "~/lib/testimonials/rules";

describe("a testimonial's initials", () => {
  it.each([
    ["Maria Souza", "MS"],
    ["maria da silva", "MS"],
    ["Élida Ávila", "ÉÁ"],
    ["Ana", "A"],
    ["Lu", "L"],
    ["🌻", "🌻"],
    ["👩🏽‍🔧 Souza", "S"],
    ["🇧🇷 🌻", "🇧🇷🌻"],
  ])("%s → %s", (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
