import { describe, expect, it } from "vitest";
import { addMonths, formatDayPtBR, promoPeriod, saoPauloToday } from "~/lib/promo";

describe("express maintenance promotion period", () => {
  it("defaults to the first day of the current month in São Paulo, valid one month", () => {
    const p = promoPeriod(undefined, 1, new Date("2025-04-17T15:00:00Z"));
    expect(p).toMatchObject({ start: "2025-04-01", end: "2025-05-01", startLabel: "1º de abril de 2025", endLabel: "1º de maio de 2025", status: "active" });
  });

  it("uses São Paulo's date near midnight UTC", () => {
    // 02:00 UTC on 1 May is still 30 April in São Paulo (UTC-3).
    expect(saoPauloToday(new Date("2025-05-01T02:00:00Z"))).toBe("2025-04-30");
    expect(promoPeriod(undefined, 1, new Date("2025-05-01T02:00:00Z")).start).toBe("2025-04-01");
  });

  it("follows a configured start date", () => {
    const p = promoPeriod("2025-03-15", 1, new Date("2025-03-20T12:00:00Z"));
    expect(p).toMatchObject({ start: "2025-03-15", end: "2025-04-15", endLabel: "15 de abril de 2025", status: "active" });
  });

  it("is inactive before the start and after the end", () => {
    expect(promoPeriod("2025-03-15", 1, new Date("2025-03-10T12:00:00Z")).status).toBe("upcoming");
    expect(promoPeriod("2025-03-15", 1, new Date("2025-04-15T12:00:00Z")).status).toBe("active");
    expect(promoPeriod("2025-03-15", 1, new Date("2025-04-16T12:00:00Z")).status).toBe("ended");
  });

  it("ignores an impossible configured date", () => {
    expect(promoPeriod("2025-02-30", 1, new Date("2025-06-10T12:00:00Z")).start).toBe("2025-06-01");
  });

  it("clamps to the end of shorter months and crosses years", () => {
    expect(addMonths("2025-01-31", 1)).toBe("2025-02-28");
    expect(addMonths("2024-01-31", 1)).toBe("2024-02-29");
    expect(addMonths("2025-12-01", 1)).toBe("2026-01-01");
    expect(formatDayPtBR("2026-01-01")).toBe("1º de janeiro de 2026");
  });
});
