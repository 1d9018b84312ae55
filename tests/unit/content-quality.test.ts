import { describe, expect, it } from "vitest";
import {
  CONTENT_QUALITY,
  QualityIndex,
  SUBJECT_TOKEN,
  analyzeContent,
  hash53,
  median,
  normalizeWords,
  preparePage,
  shingleHashes,
  splitUnits,
  summarizeByTemplate,
  templateOf,
  tokenize,
  worstPages,
  type QualityPage,
} from "~/lib/content-quality";
import {
  BOILERPLATE_ATTRIBUTE,
  CONTACT_ACTIONS_ATTRIBUTE,
  PRICE_DISCLOSURE_ATTRIBUTE,
  SHOWN_ELSEWHERE_ATTRIBUTE,
  mainText,
  readMain,
  shellSize,
  sitemapLocations,
} from "~/lib/page-html";
import { OWN_TEXT } from "../fixtures/own-texts";

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

describe("subject and units", () => {
  it("replaces every form of the page's subject with one token and folds the preposition or article before it", () => {
    const subjects = ["Vila Yara, Osasco", "Vila Yara"];
    expect(normalizeWords(tokenize("Na Vila Yara, Osasco, o portão da Vila Yara"), subjects)).toEqual([
      "em",
      SUBJECT_TOKEN,
      "o",
      "portão",
      "de",
      SUBJECT_TOKEN,
    ]);
    // "na Mooca" and "em Itapevi", "a Mooca tem" and "Itapevi tem" read the same.
    expect(normalizeWords(tokenize("Chamados na Mooca: a Mooca tem ladeiras"), ["Mooca"])).toEqual(
      normalizeWords(tokenize("Chamados em Itapevi: Itapevi tem ladeiras"), ["Itapevi"]),
    );
    expect(normalizeWords(tokenize("sem assunto"), [])).toEqual(["sem", "assunto"]);
  });

  it("cuts blocks into sentences; list items and headings are units of their own", () => {
    expect(splitUnits("Qual motor escolher\nO Home serve. O Jetflex é rápido! Preço: R$ 1.349.\nDeslizante")).toEqual([
      "Qual motor escolher",
      "O Home serve.",
      "O Jetflex é rápido!",
      "Preço: R$ 1.349.",
      "Deslizante",
    ]);
  });
});

/** A page's main text from HTML, as the audit reads it. */
const fromHtml = (url: string, html: string, subjects: string[] = []): QualityPage => ({
  url,
  template: "t",
  mainText: readMain(`<main>${html}</main>`).text,
  subjects,
});

const placeTemplate = (name: string, em: string) => `
  <h1>Motor de portão ${em} ${name}</h1>
  <p>Cada região tem seus desafios. ${em[0].toUpperCase()}${em.slice(1)} ${name}, estes são os pontos que mais pedem atenção na instalação do motor.</p>
  <h2>Dúvidas comuns ${em} ${name}</h2>
  <ul><li>A rua alagou ${em} ${name} e o motor ficou molhado. Posso ligar?</li><li>Quanto tempo leva a instalação ${em} ${name}?</li><li>Vocês trocam a placa no mesmo dia?</li></ul>
  <h2>Qual motor escolher</h2>
  <p>Para portões basculantes de até 300 kg o modelo de entrada resolve. Portões mais pesados pedem um redutor maior, e quem abre o portão muitas vezes por dia ganha com um motor mais rápido.</p>
  <p>A visita técnica mede o portão, confere as dobradiças e o contrapeso e só então indica o motor.</p>`;

describe("the judge catches pages made from another", () => {
  it("a page made by swapping the place name (and its preposition) shares all of its text", () => {
    const results = analyzeContent([
      fromHtml("/cidades/itapevi", placeTemplate("Itapevi", "em"), ["Itapevi"]),
      fromHtml("/cidades/mooca", placeTemplate("Mooca", "na"), ["Mooca"]),
      fromHtml("/b", OWN_TEXT.js),
    ]);
    const [itapevi, mooca] = results;
    expect(mooca.sharedShare).toBe(1);
    expect(mooca.ownWords).toBe(0);
    expect(mooca.mostSimilarUrl).toBe("/cidades/itapevi");
    expect(mooca.failing).toBe(true);
    expect(itapevi.sharedShare).toBe(1);
  });

  it("without the subject's normalisation a name swap would pass the 5-word runs for the sentences that carry the name", () => {
    const [, mooca] = analyzeContent([fromHtml("/cidades/itapevi", placeTemplate("Itapevi", "em")), fromHtml("/cidades/mooca", placeTemplate("Mooca", "na"))]);
    expect(mooca.sharedShare).toBeLessThan(1);
  });

  it("a page made by shuffling another's sentences and list items shares all of its text", () => {
    const a = `<p>O portão range ao abrir. A corrente está frouxa. O fim de curso desregulou.</p><ul><li>Trocar a cremalheira</li><li>Lubrificar as roldanas</li><li>Ajustar a embreagem</li></ul>`;
    const b = `<ul><li>Ajustar a embreagem</li><li>Trocar a cremalheira</li></ul><p>O fim de curso desregulou. O portão range ao abrir.</p><ul><li>Lubrificar as roldanas</li></ul><p>A corrente está frouxa.</p>`;
    const [, shuffled] = analyzeContent([fromHtml("/a", a), fromHtml("/b", b)]);
    expect(shuffled.sharedShare).toBe(1);
    expect(shuffled.mostSimilarUrl).toBe("/a");
  });

  it("lists the sentences a page shares with its most similar page", () => {
    const index = new QualityIndex([preparePage(fromHtml("/cidades/itapevi", placeTemplate("Itapevi", "em"), ["Itapevi"]))]);
    const mine = `<p>Em Cotia o portão sobe a rampa da garagem com um motor deslizante de cremalheira reforçada.</p><p>A visita técnica mede o portão, confere as dobradiças e o contrapeso e só então indica o motor.</p>`;
    const score = index.score(preparePage(fromHtml("/links-uteis/cotia", mine, ["Cotia"])), { sentences: true });
    expect(score.mostSimilarUrl).toBe("/cidades/itapevi");
    expect(score.sharedSentences).toEqual(["A visita técnica mede o portão, confere as dobradiças e o contrapeso e só então indica o motor."]);
    // The page's own heading is its name, never listed, even when a shared run touches it.
    const titled = index.score(preparePage(fromHtml("/links-uteis/itapevi", `<h1>Itapevi</h1>${placeTemplate("Itapevi", "em")}`, ["Itapevi"])), {
      sentences: true,
    });
    expect(titled.sharedSentences).not.toContain("Itapevi");
  });

  it("a heading that is only the page's subject is not shared text", () => {
    const [a] = analyzeContent([
      { url: "/cidades/a", template: "t", mainText: `Moema\n${words("a", 200)}`, subjects: ["Moema"] },
      { url: "/cidades/b", template: "t", mainText: `Tatuapé\n${words("b", 200)}`, subjects: ["Tatuapé"] },
    ]);
    expect(a).toMatchObject({ ownWords: 201, sharedShare: 0, mostSimilarUrl: null });
  });

  it("does not flag genuinely different pages", () => {
    const [a, b] = analyzeContent([fromHtml("/a", OWN_TEXT.js), fromHtml("/b", OWN_TEXT.nojs)]);
    for (const page of [a, b]) {
      expect(page.failing).toBe(false);
      expect(page.sharedShare).toBeLessThan(0.05);
      expect(page.ownWords).toBeGreaterThanOrEqual(CONTENT_QUALITY.minOwnWords);
    }
  });
});

describe("own words and shared share", () => {
  it("distinct pages keep all their words and share nothing", () => {
    const results = analyzeContent([page("/a", words("a", 200)), page("/b", words("b", 200))]);
    expect(results.map((r) => [r.ownWords, r.sharedShare, r.mostSimilarUrl, r.failing])).toEqual([
      [200, 0, null, false],
      [200, 0, null, false],
    ]);
  });

  it("a shared paragraph is not own, on either page, and repeats inside one page are not sharing", () => {
    const shared = words("s", 30);
    const own = words("o", 170);
    const [a, b] = analyzeContent([page("/a", `${own} ${shared} ${own}`), page("/b", `${shared} ${words("p", 300)}`)]);
    expect(a.ownWords).toBe(340);
    expect(b.ownWords).toBe(300);
    expect(a.sharedShare).toBeCloseTo(30 / 370, 10);
    expect(b.mostSimilarUrl).toBe("/a");
    expect(b.sharedWithMost).toBeCloseTo(30 / 330, 10);
  });

  it("a sentence shared with any other page counts, whatever that page is", () => {
    const common = "Atendemos de segunda a sexta.";
    const [a] = analyzeContent([page("/a", `${words("a", 200)}\n${common}`), page("/rascunho", common)]);
    expect(a.ownWords).toBe(200);
  });

  it("the targets decide failing: CONTENT_QUALITY's own words and shared share, each side of the line", () => {
    const { minOwnWords, maxSharedShare } = CONTENT_QUALITY;
    const [short] = analyzeContent([page("/curta", words("c", minOwnWords - 1)), page("/outra", words("d", 400))]);
    expect(short.failing).toBe(true);
    const [ok] = analyzeContent([page("/ok", words("c", minOwnWords)), page("/outra", words("d", 400))]);
    expect(ok.failing).toBe(false);
    // Own words well above the line; the shared block just over, then just under, the share allowed.
    const own = minOwnWords * 4;
    const over = Math.ceil((own * maxSharedShare) / (1 - maxSharedShare)) + 10;
    const under = Math.floor((own * maxSharedShare) / (1 - maxSharedShare)) - 10;
    const [tooShared] = analyzeContent([page("/x", `${words("c", own)}\n${words("s", over)}`), page("/y", words("s", over))]);
    expect(tooShared.sharedShare).toBeCloseTo(over / (own + over), 10);
    expect(tooShared.failing).toBe(true);
    const [fine] = analyzeContent([page("/x", `${words("c", own)}\n${words("s", under)}`), page("/y", words("s", under))]);
    expect(fine.sharedShare).toBeLessThan(maxSharedShare);
    expect(fine.failing).toBe(false);
  });

  it("scores 900 pages of 600 words with a shared block (inverted index)", () => {
    const boiler = words("boiler", 120);
    const pages = Array.from({ length: 900 }, (_, i) => page(`/p${i}`, `${boiler}\n${words(`p${i}x`, 480)}`));
    const results = analyzeContent(pages);
    expect(results.every((r) => r.ownWords === 480 && r.sharedShare === 0.2)).toBe(true);
  });

  it("an extended index judges a new page against the base without rebuilding it", () => {
    const base = new QualityIndex([preparePage(page("/a", words("a", 200)))]);
    const trial = base.extend([preparePage(page("/n", `${words("a", 100)} ${words("n", 100)}`))]);
    expect(trial.score(trial.page(1), { self: 1 }).mostSimilarUrl).toBe("/a");
    expect(base.size).toBe(1);
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
    expect(cities).toMatchObject({ template: "/cidades", count: 2, medianOwnWords: 10, worstOwnWords: 10, failing: 2, underOwnWords: 2, overSharedShare: 2 });
    expect(motors).toMatchObject({ template: "/motores", count: 1, medianOwnWords: 400, worstSharedShare: 0, failing: 0 });
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

  it("reads blocks one per line, the first h1, and leaves the declared boilerplate out", () => {
    const reading = readMain(
      html.replace("<p>Fim.</p>", `<p>Fim.</p><section ${BOILERPLATE_ATTRIBUTE}=""><h2>Fale conosco</h2><p>Chame no WhatsApp agora.</p></section>`),
    );
    expect(reading.text).toBe("Portão em Moema\nTexto próprio da página.\nCabeçalho da seção\nFim.\nrodapé da seção");
    expect(reading.heading).toBe("Portão em Moema");
    expect(reading.boilerplateWords).toBe(6);
  });

  it("leaves out the row of contact actions, like button labels", () => {
    const reading = readMain(
      html.replace(
        "<p>Fim.</p>",
        `<p>Fim.</p><div ${CONTACT_ACTIONS_ATTRIBUTE}=""><a href="/contato/whatsapp">Chamar no WhatsApp</a><a href="/pedir-visita">Pedir visita técnica / orçamento</a></div>`,
      ),
    );
    expect(reading.text).toBe("Portão em Moema\nTexto próprio da página.\nCabeçalho da seção\nFim.\nrodapé da seção");
  });

  it("leaves out a job card repeated from the page of its place, and keeps the place page's own", () => {
    const card = (attrs: string) => `<ul><li data-job="1"${attrs}><p>Trocamos as molas do basculante.</p></li></ul>`;
    expect(readMain(html.replace("<p>Fim.</p>", `<p>Fim.</p>${card(` ${SHOWN_ELSEWHERE_ATTRIBUTE}=""`)}`)).text).toBe(
      "Portão em Moema\nTexto próprio da página.\nCabeçalho da seção\nFim.\nrodapé da seção",
    );
    expect(readMain(html.replace("<p>Fim.</p>", `<p>Fim.</p>${card("")}`)).text).toContain("Trocamos as molas do basculante.");
  });

  it("leaves out the law's disclosure beside a price", () => {
    const reading = readMain(
      html.replace("<p>Fim.</p>", `<p>Fim.</p><ul ${PRICE_DISCLOSURE_ATTRIBUTE}=""><li>À vista: R$ 899</li><li>No Pix: R$ 854,05</li></ul>`),
    );
    expect(reading.text).toBe("Portão em Moema\nTexto próprio da página.\nCabeçalho da seção\nFim.\nrodapé da seção");
  });

  it("leaves out list items that are one link and nothing else (link lists of hubs and the HTML sitemap)", () => {
    const list = `<main><ul><li><a href="/cidades/moema">Moema</a></li><li hidden><a href="/x">X</a></li><li><a href="/motores/home">Motor PPA Home</a> — R$ 899</li><li>Zona Sul<ul><li><a href="/a">A</a></li></ul></li></ul></main>`;
    expect(readMain(list).text).toBe("Motor PPA Home — R$ 899\nZona Sul");
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
