import { describe, expect, it } from "vitest";
import { admitPages } from "~/lib/index-admission";

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
