import { describe, expect, it } from "vitest";
import { preparePage } from "~/lib/content-quality";
import { admitPages, judgeCandidate } from "~/lib/index-admission";

const T = { minUniqueWords: 6, maxSimilarity: 0.35, shingleSize: 3 };
const words = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`).join(" ");
const page = (url: string, text: string) => ({ url, template: "t", mainText: text });

describe("index admission", () => {
  it("admits a page with enough words of its own and refuses its near copy, in priority order", () => {
    const home = page("/", words("casa", 20));
    const a = page("/a", `${words("alfa", 20)} ${words("comum", 4)}`);
    const copyOfA = page("/a2", `${words("alfa", 20)} outra palavra`);
    const b = page("/b", words("beta", 20));
    expect(admitPages([home], [a, copyOfA, b], T)).toEqual(["/a", "/b"]);
    // The order decides which of two look-alikes is kept.
    expect(admitPages([home], [copyOfA, a, b], T)).toEqual(["/a2", "/b"]);
  });

  it("refuses a thin page and one that would make a fixed page fail", () => {
    const home = page("/", words("casa", 10));
    const thin = page("/fina", "poucas palavras aqui");
    const echo = page("/eco", `${words("casa", 10)} ${words("novo", 20)}`);
    expect(admitPages([home], [thin, echo], T)).toEqual([]);
  });
});

describe("judging one candidate (the generators)", () => {
  const prep = (url: string, text: string) => preparePage(page(url, text), T.shingleSize);

  it("gives the candidate's figures and names the page it resembles", () => {
    const site = [prep("/", words("casa", 20)), prep("/a", words("alfa", 20))];
    const own = judgeCandidate(site, prep("/novo", words("novo", 20)), T);
    expect(own).toMatchObject({ admitted: true, breaks: null, score: { uniqueWords: 20, maxSimilarity: 0 } });
    const copy = judgeCandidate(site, prep("/copia", `${words("alfa", 20)} fim`), T);
    expect(copy.admitted).toBe(false);
    expect(copy.score.mostSimilarUrl).toBe("/a");
  });

  it("refuses a candidate that pushes a passing page under the bar, but not one that already failed", () => {
    // The candidate copies the tail of /a: /a keeps too few own words, the candidate has enough.
    const a = prep("/a", `${words("alfa", 5)} ${words("meio", 4)}`);
    const candidate = prep("/n", `${words("meio", 4)} ${words("novo", 30)}`);
    const verdict = judgeCandidate([a], candidate, T);
    expect(verdict.score.failing).toBe(false);
    expect(verdict).toMatchObject({ admitted: false, breaks: { url: "/a" } });
    expect(judgeCandidate([a], candidate, T, new Set(["/a"])).admitted).toBe(true);
  });
});
