import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The README is what an operator reads in five minutes; everything else lives in docs/
 * (README "More documentation"). These checks keep it short and keep every relative link
 * between the README and docs/*.md pointing at a file, and at a heading when it names one.
 */

const README_MAX_LINES = 200;

/** Markdown with fenced code blocks and inline code spans removed (links there are not links). */
function proseOnly(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "").replace(/`[^`\n]*`/g, "");
}

/** GitHub's heading anchor: lower-case, punctuation other than hyphens removed, spaces to hyphens; accents kept. */
function githubSlug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/`/g, "")
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}_\- ]/gu, "").replace(/ /g, "-");
}

/** Anchors of a Markdown file's headings, numbering repeats as GitHub does (-1, -2…). */
function anchorsOf(file: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  const source = fs.readFileSync(file, "utf8").replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "");
  for (const match of source.matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const slug = githubSlug(match[1] ?? "");
    const count = seen.get(slug) ?? 0;
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
    seen.set(slug, count + 1);
  }
  return anchors;
}

/** Relative link targets of a Markdown file (external links and mail addresses left out). */
function relativeLinks(file: string): string[] {
  const prose = proseOnly(fs.readFileSync(file, "utf8"));
  const targets = [...prose.matchAll(/\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1] ?? "");
  return targets.filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

/** What is wrong with one link, or null when it resolves. */
function brokenLink(file: string, target: string): string | null {
  const hash = target.indexOf("#");
  const filePart = hash === -1 ? target : target.slice(0, hash);
  const anchor = hash === -1 ? null : decodeURIComponent(target.slice(hash + 1));
  const resolved = filePart === "" ? file : path.join(path.dirname(file), decodeURIComponent(filePart));
  if (!fs.existsSync(resolved)) return `${file}: ${target} (no file ${resolved})`;
  if (anchor !== null && resolved.endsWith(".md") && !anchorsOf(resolved).has(anchor)) {
    return `${file}: ${target} (no heading #${anchor} in ${resolved})`;
  }
  return null;
}

const documents = [
  "README.md",
  ...fs
    .readdirSync("docs")
    .filter((name) => name.endsWith(".md"))
    .map((name) => path.join("docs", name)),
];

describe("README and docs", () => {
  it(`the README has at most ${README_MAX_LINES} lines`, () => {
    const lines = fs.readFileSync("README.md", "utf8").replace(/\n$/, "").split("\n").length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it("every relative link in README.md and docs/*.md points to an existing file and heading", () => {
    const broken = documents.flatMap((file) =>
      relativeLinks(file)
        .map((target) => brokenLink(file, target))
        .filter((problem): problem is string => problem !== null),
    );
    expect(broken).toEqual([]);
  });

  it("headings are slugged as GitHub does", () => {
    expect(githubSlug("Leads: clicks, codes and visits")).toBe("leads-clicks-codes-and-visits");
    expect(githubSlug("Benchmark, audits and fault tests")).toBe("benchmark-audits-and-fault-tests");
    expect(githubSlug("Dados do negócio (`/admin`)")).toBe("dados-do-negócio-admin");
  });

  it("a link to a missing heading or file is reported", () => {
    expect(brokenLink("README.md", "docs/operations.md#nao-existe")).toMatch(/no heading/);
    expect(brokenLink("README.md", "docs/nao-existe.md")).toMatch(/no file/);
    expect(brokenLink("README.md", "docs/operations.md#limits")).toBeNull();
  });
});
