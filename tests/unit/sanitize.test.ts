import fc from "fast-check";
import { parseDocument } from "htmlparser2";
import type { ChildNode, Element } from "domhandler";
import { describe, expect, it } from "vitest";
import { sanitizeContent, textOf } from "~/server/data/sanitize.server";
import { NUM_RUNS } from "../limits";

const ALLOWED_TAGS = new Set([
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "p",
  "ul",
  "ol",
  "li",
  "a",
  "img",
  "table",
  "caption",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
  "blockquote",
  "strong",
  "em",
  "b",
  "i",
  "br",
  "hr",
  "iframe",
]);

function elements(nodes: ChildNode[]): Element[] {
  return nodes.flatMap((n) =>
    "attribs" in n ? [n as Element, ...elements((n as Element).children)] : "children" in n ? elements(n.children as ChildNode[]) : [],
  );
}

/** Everything in `html` a browser could execute, as a list of findings (empty = safe). */
function executableParts(html: string): string[] {
  const found: string[] = [];
  if (
    /<\s*(script|style|svg|math|iframe(?![^>]*src="https:\/\/(www\.youtube-nocookie\.com|youtube-nocookie\.com|www\.youtube\.com|player\.vimeo\.com)\/))/i.test(
      html,
    )
  ) {
    found.push("forbidden tag in raw output");
  }
  for (const el of elements(parseDocument(html).children)) {
    if (!ALLOWED_TAGS.has(el.name)) found.push(`tag <${el.name}>`);
    for (const [name, value] of Object.entries(el.attribs)) {
      if (/^on/i.test(name)) found.push(`handler ${name}`);
      if (name === "style") found.push("style attribute");
      // eslint-disable-next-line no-control-regex -- control characters are what this removes or refuses
      if (/^\s*(javascript|data|vbscript):/i.test(value.replace(/[\s\u0000-\u001f]/g, ""))) found.push(`${name}=${value}`);
      if ((name === "href" || name === "src") && !/^(https:\/\/|mailto:|tel:|\/(?!\/)|#)/i.test(value)) found.push(`${name}=${value}`);
    }
  }
  return found;
}

/** Known XSS payloads (OWASP cheat sheet, PortSwigger list, mutation XSS reports). */
const PAYLOADS = [
  `<script>alert(1)</script>`,
  `<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>`,
  `<scr<script>ipt>alert(1)</scr</script>ipt>`,
  `<img src=x onerror=alert(1)>`,
  `<img src="https://ok.example/a.png" onerror="alert(1)">`,
  `<IMG SRC="javascript:alert('XSS');">`,
  `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`,
  `<a href="javascript:alert(1)">clique</a>`,
  `<a href="JaVaScRiPt:alert(1)">clique</a>`,
  `<a href="java&#x09;script:alert(1)">clique</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">clique</a>`,
  `<a href=" javascript:alert(1)">clique</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">clique</a>`,
  `<a href="vbscript:msgbox(1)">clique</a>`,
  `<a href="https://ok.example" onclick="alert(1)" onmouseover="alert(2)">clique</a>`,
  `<p onmouseover="alert(1)" style="background:url(javascript:alert(1))">texto</p>`,
  `<body onload=alert(1)>`,
  `<svg onload=alert(1)>`,
  `<svg><script>alert(1)</script></svg>`,
  `<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>`,
  `<svg><animate onbegin=alert(1) attributeName=x dur=1s>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
  `<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">XSS</maction></math>`,
  `<form><math><mtext></form><form><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>">`,
  `<textarea></textarea><img src=x onerror=alert(1)></textarea>`,
  `<textarea><p title="</textarea><img src=x onerror=alert(1)>"></textarea>`,
  `<xmp><p title="</xmp><img src=x onerror=alert(1)>">`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
  `<style><img src="</style><img src=x onerror=alert(1)//">`,
  `<iframe src="javascript:alert(1)"></iframe>`,
  `<iframe src="https://evil.example/page"></iframe>`,
  `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
  `<object data="javascript:alert(1)"></object>`,
  `<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`,
  `<form action="javascript:alert(1)"><input type="submit" value="Enviar"><button formaction="javascript:alert(1)">X</button></form>`,
  `<details open ontoggle=alert(1)>`,
  `<video><source onerror="alert(1)"></video>`,
  `<audio src=x onerror=alert(1)>`,
  `<marquee onstart=alert(1)>texto</marquee>`,
  `<div style="width: expression(alert(1));">texto</div>`,
  `<link rel="stylesheet" href="javascript:alert(1)">`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  `<base href="javascript:alert(1)//">`,
  `<table background="javascript:alert(1)"><tr><td onclick=alert(1)>x</td></tr></table>`,
  `<<script>alert(1)//<</script>`,
  `<img """><script>alert(1)</script>">`,
  `<a href="https://ok.example"<script>alert(1)</script>>x</a>`,
  `<p><b><i><u>aninhado <script>alert(1)</script></u></i></b></p>`,
  `<template><img src=x onerror=alert(1)></template>`,
  `<noembed><img title="</noembed><img src onerror=alert(1)>"></noembed>`,
  `<select><template><style><!--</style><a rel="--></select><img src=x onerror=alert(1)>"></template></select>`,
  `<a href="https://ok.example/" style="position:fixed;top:0">overlay</a>`,
  `<img src="https://ok.example/a.png" srcset="javascript:alert(1) 1x">`,
  `<isindex type=image src=1 onerror=alert(1)>`,
  `"><script>alert(document.cookie)</script>`,
  `<!--<img src="--><img src=x onerror=alert(1)//">`,
];

describe("sanitizeContent: XSS payloads", () => {
  it("has at least 30 payloads", () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(PAYLOADS.map((p) => [p]))("%s leaves nothing executable", (payload) => {
    const out = sanitizeContent(payload);
    expect(executableParts(out)).toEqual([]);
    expect(out).not.toMatch(/<script|<style|<svg|<math|<form|<textarea|<xmp|<input|<button|<object|<embed|<template/i);
    expect(out).not.toMatch(/\son[a-z]+\s*=/i);
    // Sanitising the result again changes nothing.
    expect(sanitizeContent(out)).toBe(out);
  });

  it("the checker itself flags executable HTML", () => {
    expect(executableParts(`<img src=x onerror=alert(1)>`)).toContain("handler onerror");
    expect(executableParts(`<a href="javascript:alert(1)">x</a>`).length).toBeGreaterThan(0);
    expect(executableParts(`<script>alert(1)</script>`).length).toBeGreaterThan(0);
    expect(executableParts(`<p style="x">a</p>`)).toContain("style attribute");
  });
});

describe("sanitizeContent: what is kept", () => {
  it("keeps headings, paragraphs, lists, tables, quotes and emphasis", () => {
    const html =
      "<h2>Título</h2><h3>Sub</h3><p>Texto <strong>forte</strong> e <em>ênfase</em><br />linha</p><ul><li>um</li></ul><ol><li>dois</li></ol>" +
      "<table><thead><tr><th>Modelo</th></tr></thead><tbody><tr><td>Home</td></tr></tbody></table><blockquote>citação</blockquote><hr />";
    expect(sanitizeContent(html)).toBe(html);
  });

  it("turns h1 into h2 (the page title is the only h1)", () => {
    expect(sanitizeContent("<h1>Motor</h1>")).toBe("<h2>Motor</h2>");
  });

  it("marks https links as external and keeps mailto, tel and site paths", () => {
    expect(sanitizeContent(`<a href="https://www.ppa.com.br" target="_self" rel="opener">PPA</a>`)).toBe(
      `<a href="https://www.ppa.com.br" target="_blank" rel="noopener noreferrer nofollow">PPA</a>`,
    );
    expect(sanitizeContent(`<a href="mailto:contato@exemplo.com.br">e-mail</a>`)).toBe(`<a href="mailto:contato@exemplo.com.br">e-mail</a>`);
    expect(sanitizeContent(`<a href="tel:+5511999999999">ligar</a>`)).toBe(`<a href="tel:+5511999999999">ligar</a>`);
    expect(sanitizeContent(`<a href="/motores">motores</a>`)).toBe(`<a href="/motores">motores</a>`);
  });

  it("drops http and protocol-relative links but keeps their text", () => {
    expect(sanitizeContent(`<a href="http://exemplo.com">site</a>`)).toBe("<a>site</a>");
    expect(sanitizeContent(`<a href="//exemplo.com">site</a>`)).toBe("<a>site</a>");
  });

  it("keeps https images, adding an empty alt when missing, and drops others", () => {
    expect(sanitizeContent(`<img src="https://exemplo.com/motor.jpg">`)).toBe(`<img src="https://exemplo.com/motor.jpg" alt="" loading="lazy" />`);
    expect(sanitizeContent(`<img src="https://exemplo.com/motor.jpg" alt="Motor PPA" width="800" height="600">`)).toBe(
      `<img src="https://exemplo.com/motor.jpg" alt="Motor PPA" width="800" height="600" loading="lazy" />`,
    );
    expect(sanitizeContent(`<img src="http://exemplo.com/motor.jpg" alt="x">`)).toBe("");
  });

  it("keeps the site's own photo files as image sources, and no other path of the site", () => {
    const own = `<img src="/midia/fotos/motor-ppa-home-1a2b3c4d-960.jpg" alt="Motor PPA Home">`;
    expect(sanitizeContent(own)).toBe(`<img src="/midia/fotos/motor-ppa-home-1a2b3c4d-960.jpg" alt="Motor PPA Home" loading="lazy" />`);
    expect(sanitizeContent(`<img src="/midia/fotos/motor-ppa-home-1a2b3c4d-480.webp">`)).toContain(`src="/midia/fotos/motor-ppa-home-1a2b3c4d-480.webp"`);
    // Everything else a relative or odd source could name is still dropped with the image.
    for (const src of [
      "/midia/documentos/manual-de-instalacao-motor-ppa-home-1a2b3c4d.pdf",
      "/midia/fotos/../../site.db",
      "/midia/fotos/motor-960.png",
      "/midia/fotos/Motor-960.jpg",
      "/midia/fotos/motor-960.jpg?x=1",
      "/midia/fotos/motor-960.jpg#x",
      "/admin/painel",
      "/favicon.ico",
      "//evil.example/midia/fotos/motor-960.jpg",
      "/\\evil.example/midia/fotos/motor-960.jpg",
      "midia/fotos/motor-960.jpg",
      "http://exemplo.com/midia/fotos/motor-960.jpg",
      "data:image/png;base64,iVBORw0KGgo=",
      "javascript:alert(1)",
    ]) {
      expect(sanitizeContent(`<p>a</p><img src="${src}" alt="x">`), src).toBe("<p>a</p>");
    }
  });

  it("keeps videos from allowlisted hosts only", () => {
    const yt = `<iframe src="https://www.youtube-nocookie.com/embed/abc123" title="Instalação"></iframe>`;
    expect(sanitizeContent(yt)).toContain(`src="https://www.youtube-nocookie.com/embed/abc123"`);
    expect(sanitizeContent(`<iframe src="https://player.vimeo.com/video/1"></iframe>`)).toContain(`title="Vídeo"`);
    expect(sanitizeContent(`<iframe src="https://evil.example/embed"></iframe>`)).toBe("");
    expect(sanitizeContent(`<iframe src="http://www.youtube.com/embed/abc"></iframe>`)).toBe("");
  });

  it("drops script and style bodies entirely, keeps text of unknown tags", () => {
    expect(sanitizeContent(`<div><span>Portão</span><script>alert(1)</script><style>p{}</style></div>`)).toBe("Portão");
  });

  it("escapes stray angle brackets as text", () => {
    expect(sanitizeContent("<p>1 < 2 & 3 > 2</p>")).toBe("<p>1 &lt; 2 &amp; 3 &gt; 2</p>");
  });
});

describe("textOf", () => {
  it("returns the visible text only", () => {
    expect(textOf("<h2>Motor</h2><p>Portão <b>rápido</b></p><script>x()</script>")).toBe("MotorPortão rápido");
    expect(textOf("<p> </p><br />")).toBe("");
  });
});

const fragment = fc.constantFrom(
  "<p>",
  "</p>",
  "<h1>",
  "</h1>",
  "<h2>",
  "</h2>",
  "<ul><li>",
  "</li></ul>",
  '<a href="https://exemplo.com">',
  "<a href='javascript:x'>",
  "</a>",
  '<img src="https://exemplo.com/a.png">',
  "<img src=x onerror=alert(1)>",
  "<script>",
  "</script>",
  "<style>",
  "</style>",
  "<svg>",
  "</svg>",
  "<textarea>",
  "</textarea>",
  "<xmp>",
  "</xmp>",
  "<table><tr><td>",
  "</td></tr></table>",
  "<b>",
  "</b>",
  '<iframe src="https://www.youtube.com/embed/x">',
  "</iframe>",
  "<br>",
  "<hr/>",
  "<!--",
  "-->",
  "&amp;",
  "&lt;",
  "&",
  "<",
  ">",
  '"',
  "'",
  "=",
  " ",
  "\n",
  "portão",
  "motor",
  "é",
  "<math>",
  "<form>",
  "onerror=",
  '<p title="',
  "<blockquote>",
  "</blockquote>",
  '<a href="/motores">',
  '<a href="mailto:a@b.c">',
);

describe("sanitizeContent: idempotence (property)", () => {
  it("a quote that closes an attribute early and nested paragraphs settle in one save (found by the property below)", () => {
    const once = sanitizeContent('<p title="<a href="/motores"><onerror=<p><p>');
    expect(sanitizeContent(once)).toBe(once);
  });

  it("sanitising twice equals sanitising once, for HTML-like input", () => {
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 40 }), (parts) => {
        const once = sanitizeContent(parts.join(""));
        expect(sanitizeContent(once)).toBe(once);
        expect(executableParts(once)).toEqual([]);
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it("sanitising twice equals sanitising once, for arbitrary strings", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (s) => {
        const once = sanitizeContent(s);
        expect(sanitizeContent(once)).toBe(once);
      }),
      { numRuns: NUM_RUNS },
    );
  });
});
