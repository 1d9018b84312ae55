// Repeated log lines are bounded (decision 0025): anyone can send the same refused request
// thousands of times, and the log must stay readable and small.
import { describe, expect, it } from "vitest";
import { createLineLimiter, omittedLine } from "../../app/lib/log-limit";

function limiter(options: { repeats?: number; lines?: number; keys?: number } = {}) {
  let t = 0;
  const summaries: [string, number][] = [];
  const l = createLineLimiter({ summary: (key, skipped) => summaries.push([key, skipped]), windowMs: 60_000, now: () => t, ...options });
  return { l, summaries, advance: (ms: number) => (t += ms) };
}

describe("log line limiter", () => {
  it("writes a line a few times per window, then counts it and reports the count once the window is over", () => {
    const { l, summaries, advance } = limiter({ repeats: 3 });
    const written = Array.from({ length: 2000 }, () => l.allow("[erro] GET TypeError: x")).filter(Boolean).length;
    expect(written).toBe(3);
    expect(summaries).toEqual([]);
    advance(60_000);
    l.flush();
    expect(summaries).toEqual([["[erro] GET TypeError: x", 1997]]);
    expect(l.allow("[erro] GET TypeError: x")).toBe(true);
  });

  it("bounds all lines together, whatever their text", () => {
    const { l, summaries, advance } = limiter({ repeats: 5, lines: 10 });
    const written = Array.from({ length: 500 }, (_, i) => l.allow(`linha ${i}`)).filter(Boolean).length;
    expect(written).toBe(10);
    advance(60_000);
    l.flush();
    expect(summaries).toContainEqual(["*", 490]);
  });

  it("tracks a bounded number of distinct lines", () => {
    const { l, summaries } = limiter({ repeats: 1, lines: 10_000, keys: 2 });
    l.allow("a");
    l.allow("a");
    l.allow("b");
    l.allow("c");
    expect(summaries).toEqual([["a", 1]]);
  });

  it("says in pt-BR what was left out", () => {
    expect(omittedLine("[erro] GET x", 12)).toBe('[log] 12 linhas iguais a "[erro] GET x" omitidas nos últimos 60 s (limite de repetições do log)');
  });
});
