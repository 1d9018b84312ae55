import { describe, expect, it } from "vitest";
import { PROBLEM_SHAPES } from "~/content/problem-guides";
import { keywordPage } from "~/pages/keyword-page";
import { PROBLEMS, PROBLEM_KEYWORDS, type ProblemKeyword } from "~/content/problem-keywords";
import { matchProblemPath } from "~/lib/problem-path";
import { messageText, type StoredNames } from "~/lib/leads/message-text";
import { HANDS_ON, numberedSteps, POWER_OFF, SPRINGS, unsafeStep } from "~/lib/problem-safety";
import { problemPath } from "~/lib/paths";
import { problemTexts } from "../../db/seed/page-texts/problems";
import { PROBLEM_PROSE } from "../../db/seed/prose/problems/guides";
import { GUIDE_SAFETY } from "../../db/seed/prose/problems/safety";

/**
 * The problem pages' starting text is seeded into "Páginas do site" (decision 0043): these tests
 * read it from the seed (db/seed/prose/problems, db/seed/page-texts/problems.ts), the structure
 * (guides, variants, next questions) from the app.
 */
const seeded = new Map(problemTexts().map((t) => [t.path, t]));

/** A page's starting text as the seed writes it, with its guide's prose. */
function starting(problem: ProblemKeyword) {
  const text = seeded.get(problemPath(problem))!;
  const prose = PROBLEM_PROSE[problem.keyword];
  const guide = prose.kind === "guide" ? { ...prose, safety: GUIDE_SAFETY[problem.keyword] ?? "" } : null;
  return { text, summary: prose.summary, guide };
}

/** Visible body text of a problem page's starting text, for the uniqueness test. */
function startingText(problem: ProblemKeyword): string {
  const { summary, guide } = starting(problem);
  if (!guide) return summary;
  return [summary, ...guide.causes, ...guide.checks, guide.safety, guide.call, ...guide.faqs.flatMap((f) => [f.question, f.answer])].join("\n");
}

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
  it("has a shape and a starting text for each keyword, once, and for nothing else", () => {
    expect(new Set(PROBLEM_KEYWORDS).size).toBe(PROBLEM_KEYWORDS.length);
    for (const table of [PROBLEM_SHAPES, PROBLEM_PROSE]) {
      expect(PROBLEM_KEYWORDS.filter((k) => !table[k])).toEqual([]);
      expect(Object.keys(table).filter((k) => !PROBLEM_KEYWORDS.includes(k))).toEqual([]);
    }
    // A guide's text is a guide's, a variant's a variant's; every guide has its safety note and no variant one.
    expect(PROBLEM_KEYWORDS.filter((k) => PROBLEM_SHAPES[k].kind !== PROBLEM_PROSE[k].kind)).toEqual([]);
    expect(Object.keys(GUIDE_SAFETY).sort()).toEqual(PROBLEM_KEYWORDS.filter((k) => PROBLEM_SHAPES[k].kind === "guide").sort());
    expect([...seeded.keys()]).toEqual(PROBLEMS.map(problemPath));
  });

  it("gives every guide three FAQs, causes and safe checks, and every page a quote message naming the problem", () => {
    for (const problem of PROBLEMS) {
      const page = keywordPage(problem);
      const { text, guide } = starting(problem);
      expect(messageText(page.whatsappMessage, NO_NAMES)).toContain(problem.keyword);
      expect([...text.description!].length).toBeLessThanOrEqual(160);
      expect(text.description).not.toMatch(/…$/);
      if (page.kind === "variant") continue;
      expect(text.questions).toHaveLength(3);
      expect(guide!.causes.length).toBeGreaterThanOrEqual(3);
      expect(guide!.checks.length).toBeGreaterThanOrEqual(2);
      expect(guide!.safety.length).toBeGreaterThan(0);
      expect(page.related.map((r) => r.path)).not.toContain(`/${problem.slug}`);
    }
  });

  it("keeps a variant wording short and its own: its answer and a link to its guide", () => {
    const variants = PROBLEMS.filter((p) => keywordPage(p).kind === "variant");
    expect(variants.length).toBeGreaterThan(0);
    for (const variant of variants) {
      const page = keywordPage(variant);
      if (page.kind !== "variant") continue;
      const guide = matchProblemPath(page.guide.path)!;
      expect(keywordPage(guide).kind).toBe("guide");
      expect(startingText(guide)).not.toContain(starting(variant).summary);
      // A variant's starting text is its opening alone: no text, no questions of its own.
      expect(starting(variant).text).toMatchObject({ body: "", questions: null });
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
    const notes = PROBLEMS.flatMap((p) => starting(p).guide?.safety ?? []);
    expect(new Set(notes).size).toBe(notes.length);
  });

  it("writes no two FAQ sets alike", () => {
    const questions = PROBLEMS.flatMap((p) => (starting(p).text.questions ?? []).map((f) => f.question));
    expect(new Set(questions).size).toBe(questions.length);
  });

  it("gives no two keywords the same body once the keyword is removed", () => {
    const bodies = new Map<string, string>();
    for (const problem of PROBLEMS) {
      const body = startingText(problem).toLowerCase().split(problem.keyword).join("{problema}");
      const twin = bodies.get(body);
      expect(twin, `${problem.keyword} repeats ${twin}`).toBeUndefined();
      bodies.set(body, problem.keyword);
    }
    expect(bodies.size).toBe(PROBLEMS.length);
  });
});

describe("a guide's safe checks put the safe step first (docs/content-quality.md: what the owner can safely do)", () => {
  it("cuts the power in or before every step that frees the motor or moves the leaf by hand", () => {
    for (const problem of PROBLEMS) {
      const { text, guide } = starting(problem);
      if (!guide) continue;
      // The seeded text's numbered steps are the guide's checks, in order.
      expect(numberedSteps(text.body), problem.keyword).toEqual(guide.checks);
      expect(unsafeStep(text.path, text.body), problem.keyword).toBeNull();
      const firstHandsOn = guide.checks.findIndex((c) => HANDS_ON.test(c));
      if (firstHandsOn < 0) continue;
      const firstPowerOff = guide.checks.findIndex((c) => POWER_OFF.test(c));
      expect(firstPowerOff, `${problem.keyword}: "${guide.checks[firstHandsOn]}"`).toBeGreaterThanOrEqual(0);
      expect(firstPowerOff, `${problem.keyword}: "${guide.checks[firstHandsOn]}"`).toBeLessThanOrEqual(firstHandsOn);
    }
  });

  it("has a tilting gate's springs and cables looked at before its leaf is freed, and leaves them to the technician", () => {
    for (const problem of PROBLEMS.filter((p) => p.keyword.includes("basculante"))) {
      const { guide } = starting(problem);
      if (!guide) continue;
      const firstHandsOn = guide.checks.findIndex((c) => HANDS_ON.test(c));
      const firstSprings = guide.checks.findIndex((c) => SPRINGS.test(c));
      if (firstHandsOn >= 0) expect(firstSprings, problem.keyword).toBeLessThan(firstHandsOn);
      expect(`${guide.safety} ${guide.call}`, problem.keyword).toMatch(/técnico/);
    }
  });

  it("names the step a text puts before cutting the power, on a problem page only", () => {
    const path = "/portao-nao-abre";
    const body = "## O que você pode verificar com segurança\n\n1. Solte o motor pela chave e empurre a folha.\n2. Desligue o disjuntor.";
    expect(unsafeStep(path, body)).toEqual({ step: "Solte o motor pela chave e empurre a folha.", missing: "energia" });
    expect(unsafeStep(path, "1. Desligue o disjuntor.\n2. Solte o motor pela chave.")).toBeNull();
    expect(unsafeStep("/portao-basculante-pesado", "1. Desligue o disjuntor e destrave o motor.\n2. Olhe as molas.")).toMatchObject({ missing: "molas" });
    expect(unsafeStep("/termos", body)).toBeNull();
  });
});
