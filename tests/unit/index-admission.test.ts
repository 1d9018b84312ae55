import { describe, expect, it } from "vitest";
import { QualityIndex, preparePage, type QualityPage } from "~/lib/content-quality";
import { admitPages, judgeCandidate } from "~/lib/index-admission";

const words = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`).join(" ");
const page = (url: string, text: string, indexable = false): QualityPage => ({ url, template: "t", mainText: text, indexable });

describe("index admission", () => {
  it("admits the candidates that meet the targets against every page of the site, noindex ones included", () => {
    const site = [
      page("/", words("casa", 200), true),
      page("/a", words("alfa", 200)),
      // /b repeats half of a post that is never indexed: the text is on the site twice.
      page("/b", `${words("beta", 150)}\n${words("post", 100)}`),
      page("/postagens/x", `${words("post", 100)}\n${words("xis", 100)}`),
      page("/fina", words("fina", 40)),
    ];
    expect(admitPages(site, ["/a", "/b", "/fina"])).toEqual(["/a"]);
  });

  it("refuses both of two look-alikes, whichever comes first", () => {
    const site = [page("/a", `${words("alfa", 200)}\nfim`), page("/a2", `${words("alfa", 200)}\noutra`)];
    expect(admitPages(site, ["/a", "/a2"])).toEqual([]);
  });
});

describe("judging one candidate (the generators and the editor)", () => {
  const prep = (url: string, text: string, indexable = false) => preparePage(page(url, text, indexable));

  it("gives the candidate's figures, the page it resembles and the sentences they share", () => {
    const site = new QualityIndex([prep("/", words("casa", 200), true), prep("/a", `${words("alfa", 200)}\nO motor chega em dois dias.`)]);
    const own = judgeCandidate(site, prep("/novo", words("novo", 200)));
    expect(own).toMatchObject({ admitted: true, breaks: null, score: { ownWords: 200, sharedShare: 0, mostSimilarUrl: null, sharedSentences: [] } });
    const copy = judgeCandidate(site, prep("/copia", `${words("novo", 200)}\nO motor chega em dois dias.`));
    expect(copy.score.mostSimilarUrl).toBe("/a");
    expect(copy.score.sharedSentences).toEqual(["O motor chega em dois dias."]);
  });

  it("refuses a candidate that pushes an indexable page over the limit, but not one that already failed", () => {
    // The candidate copies a third of /a: /a would share too much, the candidate alone passes.
    const a = prep("/a", `${words("alfa", 200)}\n${words("meio", 100)}`, true);
    const candidate = prep("/n", `${words("meio", 100)}\n${words("novo", 600)}`);
    const verdict = judgeCandidate(new QualityIndex([a]), candidate);
    expect(verdict.score.failing).toBe(false);
    expect(verdict).toMatchObject({ admitted: false, breaks: { url: "/a" } });
    // The same page when noindex: nothing to protect.
    expect(judgeCandidate(new QualityIndex([prep("/a", `${words("alfa", 200)}\n${words("meio", 100)}`)]), candidate).admitted).toBe(true);
    // Already over the limit before the candidate: not the candidate's doing.
    const failing = prep("/a", `${words("alfa", 200)}\n${words("meio", 100)}`, true);
    const other = prep("/o", words("meio", 100));
    expect(judgeCandidate(new QualityIndex([failing, other]), candidate).admitted).toBe(true);
  });

  it("refuses a candidate that takes own words from an indexable page already over the targets, unless that page is not protected", () => {
    // /a is over the limit already (it repeats /o); the candidate copies more of it.
    const a = prep("/a", `${words("alfa", 150)}\n${words("comum", 60)}\n${words("meio", 40)}`, true);
    const o = prep("/o", words("comum", 60));
    const candidate = prep("/n", `${words("meio", 40)}\n${words("novo", 600)}`);
    const site = new QualityIndex([a, o]);
    expect(judgeCandidate(site, candidate)).toMatchObject({ admitted: false, breaks: { url: "/a" } });
    // A page the caller judges again itself (the generators' own lists) is not protected.
    expect(judgeCandidate(site, candidate, { protects: (p) => p.indexable && p.url !== "/a" })).toMatchObject({ admitted: true, breaks: null });
  });
});
