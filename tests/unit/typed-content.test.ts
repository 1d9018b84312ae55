import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contentFromTyped, looksLikeHtml } from "~/server/data/typed-content.server";
import { sanitizeContent } from "~/server/data/sanitize.server";
import { NUM_RUNS } from "../limits";

describe("Conteúdo typed as plain text (decision 0031)", () => {
  it("turns blank lines into paragraphs, '- ' lines into a list and '## ' into a heading", () => {
    const html = contentFromTyped("Parágrafo um\n\nParágrafo dois\n- primeiro item\n- segundo item\n\n## Preços\n\nTexto com **negrito** e *itálico*.");
    expect(html).toBe(
      "<p>Parágrafo um</p>\n<p>Parágrafo dois</p>\n<ul>\n<li>primeiro item</li>\n<li>segundo item</li>\n</ul>\n<h2>Preços</h2>\n<p>Texto com <strong>negrito</strong> e <em>itálico</em>.</p>",
    );
  });

  it("keeps HTML as HTML, so stored pages round-trip unchanged", () => {
    const stored = sanitizeContent('<h2>Título</h2><p>Um parágrafo com <a href="/motores">link</a>.</p><ul><li>item</li></ul>');
    expect(contentFromTyped(stored)).toBe(stored);
    expect(looksLikeHtml("preço < R$ 900 e > R$ 500")).toBe(false);
  });

  it("accepts Windows line ends from a pasted text", () => {
    expect(contentFromTyped("Um\r\n\r\nDois")).toBe("<p>Um</p>\n<p>Dois</p>");
  });

  it("hostile: the light syntax never produces what the sanitiser refuses", () => {
    const html = contentFromTyped(
      "[clique](javascript:alert(1)) ![x](javascript:alert(2)) ![y](http://inseguro.example/a.png) [ok](https://exemplo.com.br)\n\n<scr\n\n```\ncódigo\n```",
    );
    expect(html).not.toMatch(/javascript:|http:\/\/|<script|<pre|<code|<img/i);
    expect(html).toContain('<a href="https://exemplo.com.br" target="_blank" rel="noopener noreferrer nofollow">ok</a>');
    expect(html).toContain("&lt;scr");
  });

  it("hostile: markup mixed into the text is read as HTML and sanitised as before", () => {
    expect(contentFromTyped('Um\n\n<script>alert(1)</script><p onclick="x()">Dois</p>')).toBe("Um\n\n<p>Dois</p>");
  });

  it("hostile: any typed text gives a sanitiser fixed point (saving again changes nothing)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (typed) => {
        const html = contentFromTyped(typed);
        expect(sanitizeContent(html)).toBe(html);
      }),
      { numRuns: NUM_RUNS },
    );
  });
});
