import { describe, expect, it } from "vitest";
import { counterText, emptySearchText, paginate, parsePage } from "~/lib/pagination";

describe("recent-posts pagination", () => {
  it("shows 20 posts per page with the counter text", () => {
    const first = paginate(500, 1);
    expect(first).toMatchObject({ page: 1, totalPages: 25, offset: 0, from: 1, to: 20 });
    expect(counterText(first)).toBe("Mostrando 1 - 20 de 500 páginas");
    expect(counterText(paginate(500, 2))).toBe("Mostrando 21 - 40 de 500 páginas");
  });

  it("counts a short last page", () => {
    const last = paginate(45, 3);
    expect(last).toMatchObject({ page: 3, totalPages: 3, offset: 40, from: 41, to: 45 });
    expect(counterText(last)).toBe("Mostrando 41 - 45 de 45 páginas");
  });

  it("disables previous on the first page and next on the last", () => {
    expect(paginate(100, 1)).toMatchObject({ hasPrevious: false, hasNext: true });
    expect(paginate(100, 3)).toMatchObject({ hasPrevious: true, hasNext: true });
    expect(paginate(100, 5)).toMatchObject({ hasPrevious: true, hasNext: false });
    expect(paginate(7, 1)).toMatchObject({ hasPrevious: false, hasNext: false, pages: [1] });
  });

  it("shows at most 5 page buttons around the current page", () => {
    expect(paginate(500, 1).pages).toEqual([1, 2, 3, 4, 5]);
    expect(paginate(500, 3).pages).toEqual([1, 2, 3, 4, 5]);
    expect(paginate(500, 4).pages).toEqual([2, 3, 4, 5, 6]);
    expect(paginate(500, 12).pages).toEqual([10, 11, 12, 13, 14]);
    expect(paginate(500, 24).pages).toEqual([21, 22, 23, 24, 25]);
    expect(paginate(500, 25).pages).toEqual([21, 22, 23, 24, 25]);
    expect(paginate(60, 2).pages).toEqual([1, 2, 3]);
    for (let page = 1; page <= 25; page++) {
      const p = paginate(500, page);
      expect(p.pages.length).toBeLessThanOrEqual(5);
      expect(p.pages).toContain(page);
    }
  });

  it("clamps pages outside the range", () => {
    expect(paginate(500, 99)).toMatchObject({ page: 25, from: 481, to: 500 });
    expect(paginate(500, 0).page).toBe(1);
    expect(paginate(500, -3).page).toBe(1);
  });

  it("handles an empty list", () => {
    const empty = paginate(0, 1);
    expect(empty).toMatchObject({ page: 1, totalPages: 1, from: 0, to: 0, pages: [1], hasPrevious: false, hasNext: false });
  });

  it("reads ?pagina= safely", () => {
    expect(parsePage("3")).toBe(3);
    expect(parsePage(" 2 ")).toBe(2);
    expect(parsePage(null)).toBe(1);
    expect(parsePage("")).toBe(1);
    expect(parsePage("abc")).toBe(1);
    expect(parsePage("-2")).toBe(1);
    expect(parsePage("0")).toBe(1);
    expect(parsePage("1e9")).toBe(1);
  });

  it("writes the empty-search text with the term", () => {
    expect(emptySearchText("xyz")).toBe('Nenhuma página encontrada para "xyz"');
  });
});
