import { describe, expect, it } from "vitest";
import { formatCalendarDay, formatDate, formatDay, formatHour, formatMoment, parseDay, parseHour, saoPauloMoment } from "~/lib/pt-br-time";

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
    expect(formatMoment(Date.parse("2026-12-26T01:30:00Z"), Date.parse("2026-12-30T12:00:00Z"))).toBe("25/12, 22h30");
    // ...and for a clock already on the 26th in UTC, but 23h in São Paulo, it is still today.
    expect(formatMoment(Date.parse("2026-12-26T01:30:00Z"), Date.parse("2026-12-26T02:00:00Z"))).toBe("hoje, 22h30");
  });

  it("says today and yesterday by name, in São Paulo days", () => {
    const now = Date.parse("2026-12-25T20:00:00Z"); // 17h on the 25th
    expect(formatMoment(christmas13h, now)).toBe("hoje, 13h");
    expect(formatMoment(Date.parse("2026-12-24T23:59:00Z"), now)).toBe("ontem, 20h59");
    // 02:59 UTC on the 25th is 23h59 on the 24th: yesterday; 03:00 UTC is midnight of the 25th: today.
    expect(formatMoment(Date.parse("2026-12-25T02:59:00Z"), now)).toBe("ontem, 23h59");
    expect(formatMoment(Date.parse("2026-12-25T03:00:00Z"), now)).toBe("hoje, 0h");
    expect(formatMoment(Date.parse("2026-12-23T15:00:00Z"), now)).toBe("23/12, 12h");
    expect(formatDate(Date.parse("2026-12-26T15:00:00Z"), now)).toBe("amanhã");
    // Across the turn of the year, yesterday is still "ontem".
    expect(formatMoment(Date.parse("2026-12-31T22:00:00Z"), Date.parse("2027-01-01T12:00:00Z"))).toBe("ontem, 19h");
  });

  it("shows midnight as 0h, whatever the day", () => {
    expect(formatMoment(Date.parse("2026-03-10T03:00:00Z"), christmas13h)).toBe("10/03, 0h");
    expect(formatHour(Date.parse("2026-03-10T03:00:00Z"))).toBe("0h");
  });

  it("names the year only when it is not the current one", () => {
    expect(formatMoment(christmas13h, Date.parse("2026-12-30T12:00:00Z"))).toBe("25/12, 13h");
    expect(formatMoment(Date.parse("2026-01-02T12:00:00Z"), christmas13h)).toBe("02/01, 9h");
    expect(formatMoment(christmas13h, Date.parse("2027-01-02T12:00:00Z"))).toBe("25/12/2026, 13h");
    expect(formatMoment(Date.parse("2024-02-29T15:30:00Z"), christmas13h)).toBe("29/02/2024, 12h30");
  });

  it("words a stored calendar day the same way", () => {
    const now = Date.parse("2026-11-28T15:00:00Z");
    expect(formatCalendarDay("2026-11-28", now)).toBe("hoje");
    expect(formatCalendarDay("2026-11-27", now)).toBe("ontem");
    expect(formatCalendarDay("2026-11-29", now)).toBe("amanhã");
    expect(formatCalendarDay("2026-06-01", now)).toBe("01/06");
    expect(formatCalendarDay("2025-12-31", now)).toBe("31/12/2025");
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
