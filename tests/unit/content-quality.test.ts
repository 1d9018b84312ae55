import { describe, expect, it } from "vitest";
import {
  CONTENT_QUALITY,
  analyzeContent,
  hash53,
  median,
  ownWordCount,
  shingleHashes,
  summarizeByTemplate,
  templateOf,
  tokenize,
  worstPages,
  type QualityPage,
} from "~/lib/content-quality";
import { mainText, shellSize, sitemapLocations } from "~/lib/page-html";

/** Deterministic distinct words: w0, w1, … prefixed so two pages never share them by accident. */
const words = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`).join(" ");
const page = (url: string, mainText: string, template = "t"): QualityPage => ({ url, template, mainText });

describe("tokenize and shingles", () => {
  it("lower-cases, keeps accents, inner hyphens and digits, drops punctuation", () => {
    expect(tokenize("Portão  AUTOMÁTICO, guarda-chuva; R$ 1.349 — d’água!")).toEqual(["portão", "automático", "guarda-chuva", "r", "1", "349", "d’água"]);
  });

  it("NFC and NFD spellings give the same words", () => {
    expect(tokenize("portão".normalize("NFD"))).toEqual(tokenize("portão"));
  });

  it("one shingle per window of five words; a short text is one shingle", () => {
    expect(shingleHashes(tokenize("a b c d e f g"))).toHaveLength(3);
    expect(shingleHashes(tokenize("a b c"))).toHaveLength(1);
    expect(shingleHashes([])).toEqual([]);
    const [first, , last] = shingleHashes(tokenize("a b c d e f g"));
    expect(first).toBe(hash53("a b c d e"));
    expect(last).toBe(hash53("c d e f g"));
  });

  it("hashes are safe integers and spread over distinct inputs", () => {
    const seen = new Set<number>();
    for (let i = 0; i < 50_000; i++) {
      const h = hash53(`motor de portão ${i} em moema`);
      expect(Number.isSafeInteger(h)).toBe(true);
      seen.add(h);
    }
    expect(seen.size).toBe(50_000);
  });
});

describe("own words", () => {
  it("counts words that no shared shingle covers", () => {
    // 10 words, 6 shingles; shingle 0 (words 0-4) shared: words 5-9 are own.
    expect(ownWordCount(10, 6, (i) => i === 0, 5)).toBe(5);
    // Shingles 0 and 5 shared cover every word.
    expect(ownWordCount(10, 6, (i) => i === 0 || i === 5, 5)).toBe(0);
    expect(ownWordCount(10, 6, () => false, 5)).toBe(10);
    expect(ownWordCount(3, 1, () => false, 5)).toBe(3);
    expect(ownWordCount(3, 1, () => true, 5)).toBe(0);
    expect(ownWordCount(0, 0, () => false, 5)).toBe(0);
  });

  it("a template with only a name swapped earns the name's words and nothing else", () => {
    const template = (name: string) => `${words("a", 40)} ${name} ${words("b", 40)}`;
    const [x, y] = analyzeContent([page("/x", template("moema")), page("/y", template("santana"))]);
    expect(x.uniqueWords).toBe(1);
    expect(y.uniqueWords).toBe(1);
    // 81 words, 77 shingles each; the 5 around the name differ: 72 shared of 82 distinct.
    expect(x.maxSimilarity).toBeCloseTo(72 / 82, 10);
    expect(x.mostSimilarUrl).toBe("/y");
    expect(x.failing).toBe(true);
  });

  it("distinct pages keep all their words and have no similarity", () => {
    const results = analyzeContent([page("/a", words("a", 200)), page("/b", words("b", 200))]);
    expect(results.map((r) => [r.uniqueWords, r.maxSimilarity, r.mostSimilarUrl, r.failing])).toEqual([
      [200, 0, null, false],
      [200, 0, null, false],
    ]);
  });

  it("a shared paragraph is not own, on either page, and repeats inside one page are not sharing", () => {
    const shared = words("s", 30);
    const own = words("o", 170);
    const [a, b] = analyzeContent([page("/a", `${own} ${shared} ${own}`), page("/b", `${shared} ${words("p", 300)}`)]);
    // /a repeats its own text: still own (no other page has it).
    expect(a.uniqueWords).toBe(340);
    expect(b.uniqueWords).toBe(300);
    expect(a.maxSimilarity).toBeGreaterThan(0);
    expect(a.maxSimilarity).toBe(b.maxSimilarity);
  });

  it("the threshold decides failing: 150 own words and 0.35 similarity", () => {
    expect(CONTENT_QUALITY).toEqual({ shingleSize: 5, minUniqueWords: 150, maxSimilarity: 0.35 });
    const [short] = analyzeContent([page("/curta", words("c", 149)), page("/outra", words("d", 400))]);
    expect(short.failing).toBe(true);
    const [ok] = analyzeContent([page("/ok", words("c", 150)), page("/outra", words("d", 400))]);
    expect(ok.failing).toBe(false);
  });
});

describe("similarity", () => {
  it("is the Jaccard index of distinct shingles, the highest over the other pages", () => {
    const base = words("x", 104); // 100 shingles
    const half = `${words("x", 54)} ${words("y", 100)}`; // shares 50 shingles with base
    const results = analyzeContent([page("/base", base), page("/half", half), page("/far", words("z", 300))]);
    const byUrl = Object.fromEntries(results.map((r) => [r.url, r]));
    const halfShingles = new Set(shingleHashes(tokenize(half))).size;
    expect(byUrl["/base"].maxSimilarity).toBeCloseTo(50 / (100 + halfShingles - 50), 10);
    expect(byUrl["/base"].mostSimilarUrl).toBe("/half");
    expect(byUrl["/far"].maxSimilarity).toBe(0);
  });

  it("identical pages are 1 and have no own words", () => {
    const [a, b] = analyzeContent([page("/a", words("x", 300)), page("/b", words("x", 300))]);
    expect([a.maxSimilarity, b.maxSimilarity, a.uniqueWords, b.uniqueWords]).toEqual([1, 1, 0, 0]);
  });

  it("scores 900 pages of 600 words with a shared block quickly", () => {
    const boiler = words("boiler", 120);
    const pages = Array.from({ length: 900 }, (_, i) => page(`/p${i}`, `${boiler} ${words(`p${i}x`, 480)}`));
    const start = performance.now();
    const results = analyzeContent(pages);
    const ms = performance.now() - start;
    expect(results.every((r) => r.uniqueWords === 480)).toBe(true);
    expect(results[0].maxSimilarity).toBeCloseTo(116 / (2 * 596 - 116), 10);
    expect(ms).toBeLessThan(20_000);
  });
});

describe("summaries", () => {
  it("medians, worst values and counts under the bar per template", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(median([])).toBe(0);
    const results = analyzeContent([
      page("/cidades/a", `${words("shared", 60)} ${words("a", 10)}`, "/cidades"),
      page("/cidades/b", `${words("shared", 60)} ${words("b", 10)}`, "/cidades"),
      page("/motores/m", words("m", 400), "/motores"),
    ]);
    const [cities, motors] = summarizeByTemplate(results);
    expect(cities).toMatchObject({
      template: "/cidades",
      count: 2,
      medianUniqueWords: 10,
      worstUniqueWords: 10,
      failing: 2,
      underUniqueWords: 2,
      overSimilarity: 2,
    });
    expect(motors).toMatchObject({ template: "/motores", count: 1, medianUniqueWords: 400, worstSimilarity: 0, failing: 0 });
    expect(worstPages(results, 2).map((r) => r.url)).toEqual(["/cidades/a", "/cidades/b"]);
  });

  it("groups paths by URL prefix, keyword pages at the root, the rest as outras", () => {
    const main = new Set(["/motores", "/sitemap", "/garantia"]);
    expect(templateOf("/postagens/x", main)).toBe("/postagens");
    expect(templateOf("/links-uteis/x", main)).toBe("/links-uteis");
    expect(templateOf("/motores/motor-ppa-home", main)).toBe("/motores");
    expect(templateOf("/cidades/moema", main)).toBe("/cidades");
    expect(templateOf("/topicos/x", main)).toBe("/topicos");
    expect(templateOf("/portao-nao-abre", main)).toBe("palavras-chave");
    for (const p of ["/", "/motores", "/garantia", "/links-uteis", "/tutoriais/x"]) expect(templateOf(p, main)).toBe("outras");
  });
});

describe("page HTML readings", () => {
  const html = `<!DOCTYPE html><html><body>
    <header><nav><a href="/">Início</a><a href="/motores">Motores</a></nav></header>
    <main id="conteudo">
      <nav aria-label="Trilha de navegação"><a href="/">Início</a> / Página</nav>
      <h1>Portão&nbsp;em Moema</h1><p>Texto <strong>próprio</strong><br>da página.</p>
      <script>var x = "não conta";</script><svg><title>ícone</title></svg>
      <aside>Chame no WhatsApp</aside><div hidden>escondido</div><img alt="foto">
      <section><header>Cabeçalho da seção</header><p>Fim.</p><footer>rodapé da seção</footer></section>
    </main>
    <footer><a href="/termos">Termos</a> © 2026</footer>
  </body></html>`;

  it("main text keeps the page's own words only (a header inside main is the page's)", () => {
    expect(mainText(html)).toBe("Portão em Moema Texto próprio da página. Cabeçalho da seção Fim. rodapé da seção");
    expect(mainText("<html><body><p>sem main</p></body></html>")).toBe("");
  });

  it("shell size covers the site header and footer, not those inside main", () => {
    const size = shellSize(html);
    const header = html.slice(html.indexOf("<header>"), html.indexOf("</header>") + 9);
    const footer = html.slice(html.lastIndexOf("<footer>"), html.lastIndexOf("</footer>") + 9);
    expect(size.header).toBe(Buffer.byteLength(header));
    expect(size.footer).toBe(Buffer.byteLength(footer));
    expect(size.total).toBe(size.header + size.footer);
    expect(size.headerLinks).toBe(2);
    expect(size.document).toBe(Buffer.byteLength(html));
  });

  it("reads a sitemap's locations", () => {
    const xml = `<urlset><url><loc>http://x/a</loc></url><url><loc> http://x/b?p=1&amp;q=2 </loc></url></urlset>`;
    expect(sitemapLocations(xml)).toEqual(["http://x/a", "http://x/b?p=1&q=2"]);
  });
});
