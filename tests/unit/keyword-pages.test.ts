import { describe, expect, it } from "vitest";
import { KEYWORD_CONTENT } from "~/content/keyword-content";
import { keywordPage, keywordPageText } from "~/pages/keyword-page";
import { PROBLEMS, PROBLEM_KEYWORDS } from "~/content/problem-keywords";
import { matchProblemPath } from "~/pages/keyword-page";
import { messageText, type StoredNames } from "~/lib/leads/message-text";

const NO_NAMES: StoredNames = { motor: () => undefined, post: () => undefined, generatedPage: () => undefined };

describe("problem keyword matching (docs/product.md §4.10)", () => {
  it("matches the slug form", () => {
    expect(matchProblemPath("/portao-nao-abre")?.keyword).toBe("portão não abre");
  });

  it("matches the keyword with hyphens turned to spaces, accents and all", () => {
    expect(matchProblemPath("/port%C3%A3o%20n%C3%A3o%20abre")?.slug).toBe("portao-nao-abre");
    expect(matchProblemPath("/portão não abre")?.slug).toBe("portao-nao-abre");
  });

  it("ignores case in both forms", () => {
    expect(matchProblemPath("/PORTAO-NAO-ABRE")?.slug).toBe("portao-nao-abre");
    expect(matchProblemPath("/Portão Não Fecha")?.slug).toBe("portao-nao-fecha");
  });

  it("matches nothing else", () => {
    expect(matchProblemPath("/portao-nao-abre-hoje")).toBeUndefined();
    expect(matchProblemPath("/motores")).toBeUndefined();
    expect(matchProblemPath("/")).toBeUndefined();
  });
});

describe("keyword landing pages", () => {
  it("has content for each of the 85 keywords and for nothing else", () => {
    expect(PROBLEM_KEYWORDS).toHaveLength(85);
    expect(PROBLEM_KEYWORDS.filter((k) => !KEYWORD_CONTENT[k])).toEqual([]);
    expect(Object.keys(KEYWORD_CONTENT).filter((k) => !PROBLEM_KEYWORDS.includes(k))).toEqual([]);
  });

  it("gives every page three FAQs, causes, safe checks and a quote message naming the problem", () => {
    for (const problem of PROBLEMS) {
      const page = keywordPage(problem);
      expect(page.faqs).toHaveLength(3);
      expect(page.causes.length).toBeGreaterThanOrEqual(3);
      expect(page.checks.length).toBeGreaterThanOrEqual(2);
      expect(page.services.length).toBeGreaterThan(0);
      expect(messageText(page.whatsappMessage, NO_NAMES)).toContain(problem.keyword);
      expect([...page.description].length).toBeLessThanOrEqual(160);
      expect(page.description).not.toMatch(/…$/);
      expect(page.related.map((r) => r.path)).not.toContain(`/${problem.slug}`);
    }
  });

  it("writes no two FAQ sets alike", () => {
    const questions = PROBLEMS.flatMap((p) => keywordPage(p).faqs.map((f) => f.question));
    expect(new Set(questions).size).toBe(questions.length);
  });

  it("gives no two keywords the same body once the keyword is removed", () => {
    const bodies = new Map<string, string>();
    for (const problem of PROBLEMS) {
      const body = keywordPageText(keywordPage(problem)).toLowerCase().split(problem.keyword).join("{problema}");
      const twin = bodies.get(body);
      expect(twin, `${problem.keyword} repeats ${twin}`).toBeUndefined();
      bodies.set(body, problem.keyword);
    }
    expect(bodies.size).toBe(PROBLEMS.length);
  });
});
