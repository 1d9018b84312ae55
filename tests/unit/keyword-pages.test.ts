import { describe, expect, it } from "vitest";
import { KEYWORD_CONTENT } from "~/content/keyword-content";
import { keywordPage, keywordPageText } from "~/pages/keyword-page";
import { PROBLEMS, PROBLEM_KEYWORDS } from "~/content/problem-keywords";
import { matchProblemPath } from "~/lib/problem-path";
import { messageText, type StoredNames } from "~/lib/leads/message-text";

const NO_NAMES: StoredNames = { motor: () => undefined, post: () => undefined, generatedPage: () => undefined, topic: () => undefined };

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
  it("has content for each keyword, once, and for nothing else", () => {
    expect(new Set(PROBLEM_KEYWORDS).size).toBe(PROBLEM_KEYWORDS.length);
    expect(PROBLEM_KEYWORDS.filter((k) => !KEYWORD_CONTENT[k])).toEqual([]);
    expect(Object.keys(KEYWORD_CONTENT).filter((k) => !PROBLEM_KEYWORDS.includes(k))).toEqual([]);
  });

  it("gives every guide three FAQs, causes and safe checks, and every page a quote message naming the problem", () => {
    for (const problem of PROBLEMS) {
      const page = keywordPage(problem);
      expect(messageText(page.whatsappMessage, NO_NAMES)).toContain(problem.keyword);
      expect([...page.description].length).toBeLessThanOrEqual(160);
      expect(page.description).not.toMatch(/…$/);
      if (page.kind === "variant") continue;
      expect(page.faqs).toHaveLength(3);
      expect(page.causes.length).toBeGreaterThanOrEqual(3);
      expect(page.checks.length).toBeGreaterThanOrEqual(2);
      expect(page.safety.length).toBeGreaterThan(0);
      expect(page.related.map((r) => r.path)).not.toContain(`/${problem.slug}`);
    }
  });

  it("keeps a variant wording short and its own: its answer and a link to its guide", () => {
    const variants = PROBLEMS.map(keywordPage).filter((p) => p.kind === "variant");
    expect(variants.length).toBeGreaterThan(0);
    for (const variant of variants) {
      const guide = keywordPage(matchProblemPath(variant.guide.path)!);
      expect(guide.kind).toBe("guide");
      expect(keywordPageText(guide)).not.toContain(variant.summary);
    }
  });

  it("leads each guide to at least three other guides that answer a next question, never in a circle", () => {
    for (const problem of PROBLEMS) {
      const page = keywordPage(problem);
      if (page.kind === "variant") continue;
      expect(page.related.length, problem.keyword).toBeGreaterThanOrEqual(3);
      expect(new Set(page.related.map((r) => r.path)).size, problem.keyword).toBe(page.related.length);
      for (const link of page.related) {
        const next = keywordPage(matchProblemPath(link.path)!);
        // A variant's page only points back to its guide: from there the reader learns nothing new.
        expect(next.kind, `${problem.keyword} → ${link.path}`).toBe("guide");
        // And the next guide leads on to something other than the page the reader came from.
        expect(next.kind === "guide" && next.related.some((r) => r.path !== `/${problem.slug}`), `${problem.keyword} → ${link.path}`).toBe(true);
      }
    }
  });

  it("gives each guide its own safety note", () => {
    const notes = PROBLEMS.map(keywordPage).flatMap((p) => (p.kind === "guide" ? [p.safety] : []));
    expect(new Set(notes).size).toBe(notes.length);
  });

  it("writes no two FAQ sets alike", () => {
    const questions = PROBLEMS.map(keywordPage).flatMap((p) => (p.kind === "guide" ? p.faqs.map((f) => f.question) : []));
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

describe("a guide's safe checks put the safe step first (docs/content-quality.md: what the owner can safely do)", () => {
  /** A step that frees or moves the leaf by hand. */
  const HANDS_ON = /\bdestrav|\bsolte o motor|mova (o portão|a folha)|levante a folha|empurre a folha|arraste a folha/i;
  /** A step that cuts the gate's power first. */
  const POWER_OFF = /disjuntor|circuito desligado|corte a energia/i;
  /** A step on a tilting gate's springs or cables. */
  const SPRINGS = /\b(molas?|cabos?)\b/i;

  it("cuts the power in or before every step that frees the motor or moves the leaf by hand", () => {
    for (const problem of PROBLEMS) {
      const page = keywordPage(problem);
      if (page.kind === "variant") continue;
      const firstHandsOn = page.checks.findIndex((c) => HANDS_ON.test(c));
      if (firstHandsOn < 0) continue;
      const firstPowerOff = page.checks.findIndex((c) => POWER_OFF.test(c));
      expect(firstPowerOff, `${problem.keyword}: "${page.checks[firstHandsOn]}"`).toBeGreaterThanOrEqual(0);
      expect(firstPowerOff, `${problem.keyword}: "${page.checks[firstHandsOn]}"`).toBeLessThanOrEqual(firstHandsOn);
    }
  });

  it("has a tilting gate's springs and cables looked at before its leaf is freed, and leaves them to the technician", () => {
    for (const problem of PROBLEMS.filter((p) => p.keyword.includes("basculante"))) {
      const page = keywordPage(problem);
      if (page.kind === "variant") continue;
      const firstHandsOn = page.checks.findIndex((c) => HANDS_ON.test(c));
      const firstSprings = page.checks.findIndex((c) => SPRINGS.test(c));
      if (firstHandsOn >= 0) expect(firstSprings, problem.keyword).toBeLessThan(firstHandsOn);
      expect(`${page.safety} ${page.call}`, problem.keyword).toMatch(/técnico/);
    }
  });
});
