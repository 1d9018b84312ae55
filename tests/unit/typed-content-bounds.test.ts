import { describe, expect, it } from "vitest";
import { MAX_CONTENT_BYTES, MAX_LINK_BRACKETS, MAX_QUOTE_DEPTH, contentFromTyped, typedToHtml } from "~/server/data/typed-content.server";

/**
 * The light syntax (decision 0031) bounds what a parser pays for: the text is kept, only the
 * nesting nobody types is read as plain characters. Timing is measured by `npm run bench`, not here.
 */
describe("bounded light syntax", () => {
  it("reads ordinary links, quotes and lists as before", () => {
    expect(typedToHtml("Um [link](https://exemplo.com.br) e > não citação\n\n> citação\n> > dentro\n\n- a\n  - b")).toBe(
      '<p>Um <a href="https://exemplo.com.br">link</a> e &gt; não citação</p>\n<blockquote>\n<p>citação</p>\n<blockquote>\n<p>dentro</p>\n</blockquote>\n</blockquote>\n<ul>\n<li>a\n<ul>\n<li>b</li>\n</ul>\n</li>\n</ul>',
    );
  });

  it("keeps brackets past the bound as the characters typed", () => {
    const html = typedToHtml("[".repeat(MAX_LINK_BRACKETS + 500));
    expect(html.match(/\[/g)).toHaveLength(MAX_LINK_BRACKETS + 500);
    const links = typedToHtml("[a](https://x.com) ".repeat(MAX_LINK_BRACKETS));
    // Each link has two brackets: the first half of them are links, the rest text.
    expect(links.match(/<a /g)).toHaveLength(MAX_LINK_BRACKETS / 2);
  });

  it("nests quotes at most MAX_QUOTE_DEPTH deep and keeps the other markers as text", () => {
    const html = typedToHtml(`${"> ".repeat(MAX_QUOTE_DEPTH + 20)}fundo`);
    expect(html.match(/<blockquote>/g)).toHaveLength(MAX_QUOTE_DEPTH);
    expect(html).toContain("fundo");
  });

  it("writes the characters past the bounds as typed, and never turns a typed noncharacter into one", () => {
    const text = `${"[".repeat(MAX_LINK_BRACKETS)}\n\n[fim](https://exemplo.com.br) ${"> ".repeat(3)}`;
    const html = typedToHtml(text);
    expect(html).not.toMatch(/[\uFDD0-\uFDD2]/);
    expect(html).toContain(`[fim](https://exemplo.com.br) &gt; &gt; &gt;`);
    const quoted = typedToHtml(`${"> ".repeat(MAX_QUOTE_DEPTH + 2)}fundo`);
    expect(quoted).toContain("<p>&gt; &gt; fundo</p>");
    // U+FDD0–U+FDD2 typed by someone are dropped, not read as brackets.
    expect(typedToHtml("a\uFDD0b\uFDD1c\uFDD2d")).toBe("<p>abcd</p>");
  });

  it("does not convert a body past the save's limit, for a preview either", () => {
    expect(contentFromTyped("a".repeat(MAX_CONTENT_BYTES + 1))).toBe("");
    expect(contentFromTyped("a".repeat(100))).toBe(`<p>${"a".repeat(100)}</p>`);
  });
});
