import { describe, expect, it } from "vitest";
import { formatDay, formatHour, formatMoment, parseDay, parseHour, saoPauloMoment } from "~/lib/pt-br-time";

// 2026-12-25 16:00 UTC is 13:00 in São Paulo (UTC−3).
const christmas13h = Date.parse("2026-12-25T16:00:00Z");

describe("pt-BR dates and hours (São Paulo time)", () => {
  it("shows a day as 25/12 and an hour as 13h or 9h30", () => {
    expect(formatDay(christmas13h)).toBe("25/12");
    expect(formatHour(christmas13h)).toBe("13h");
    expect(formatHour(Date.parse("2026-12-25T12:30:00Z"))).toBe("9h30");
    expect(formatHour(Date.parse("2026-12-25T03:05:00Z"))).toBe("0h05");
  });

  it("uses the São Paulo day, not the UTC one, near midnight", () => {
    // 01:30 UTC on the 26th is still 22h30 on the 25th in São Paulo.
    expect(formatMoment(Date.parse("2026-12-26T01:30:00Z"))).toBe("25/12, 22h30");
  });

  it("names the year only when it is not the current one", () => {
    expect(formatMoment(christmas13h, Date.parse("2026-12-30T12:00:00Z"))).toBe("25/12, 13h");
    expect(formatMoment(christmas13h, Date.parse("2027-01-02T12:00:00Z"))).toBe("25/12/2026, 13h");
  });

  it("reads days as the owner types them", () => {
    expect(parseDay("25/12", "2026-11-28")).toBe("2026-12-25");
    expect(parseDay(" 5/1/27 ", "2026-11-28")).toBe("2027-01-05");
    expect(parseDay("2026-12-25", "2026-11-28")).toBe("2026-12-25");
    for (const bad of ["31/02", "25-12", "ontem", "", "2026-13-01"]) expect(parseDay(bad, "2026-11-28"), bad).toBeNull();
  });

  it("reads hours as the owner types them", () => {
    expect(parseHour("13h")).toBe(13 * 60);
    expect(parseHour("9h30")).toBe(9 * 60 + 30);
    expect(parseHour("09:30")).toBe(9 * 60 + 30);
    expect(parseHour("13")).toBe(13 * 60);
    for (const bad of ["25h", "9h75", "meio-dia", ""]) expect(parseHour(bad), bad).toBeNull();
  });

  it("turns a São Paulo day and hour back into the moment", () => {
    expect(saoPauloMoment("2026-12-25", 13 * 60)).toBe(christmas13h);
  });
});
