import type { Page } from "@playwright/test";

/** The four screens of the layout suite (decision 0026): laptop, small laptop, tablet, phone. */
export const SCREENS = [
  { width: 1366, height: 768 },
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
] as const;

/** Height of the sticky header: one menu row under the logo row from 1024 px, the logo row alone below. */
export function headerBudget(width: number): number {
  return width >= 1024 ? 80 : 64;
}

export type Covered = { text: string; by: string; at: string };

/**
 * Text the visitor cannot read because another element is painted over it. Every visible text
 * node inside `scope` is cut into its line boxes (Range.getClientRects), each clipped by its
 * overflow ancestors and by the bands of the screen that full-width fixed or sticky bars take
 * (the header on top, the contact bar at the bottom: content passes under them by design, and
 * the page reserves their height). Five points of each line's middle are probed with
 * elementFromPoint: the element found must be the text's own element, inside it or around it.
 * A list number (::marker) of another column, a floating button or a sibling on top of the text
 * are all found this way.
 */
export function coveredText(page: Page, scope = "body"): Promise<Covered[]> {
  return page.evaluate((scopeSelector) => {
    const vw = document.documentElement.clientWidth;
    const vh = window.innerHeight;
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : "";
      const cls = typeof el.className === "string" && el.className ? `.${el.className.trim().split(/\s+/).slice(0, 3).join(".")}` : "";
      return `${el.tagName.toLowerCase()}${id}${cls} "${(el.textContent ?? "").trim().slice(0, 40)}"`;
    };

    // Full-width fixed/sticky bars at the top or bottom edge shrink the readable band.
    let bandTop = 0;
    let bandBottom = vh;
    for (const el of document.querySelectorAll<HTMLElement>("body *")) {
      const { position } = getComputedStyle(el);
      if (position !== "fixed" && position !== "sticky") continue;
      const r = el.getBoundingClientRect();
      if (r.width < vw * 0.9 || r.height === 0) continue;
      if (r.top <= 1 && r.bottom < vh / 2) bandTop = Math.max(bandTop, r.bottom);
      else if (r.bottom >= vh - 1 && r.top > vh / 2) bandBottom = Math.min(bandBottom, r.top);
    }

    const clipOf = (el: Element) => {
      let box = { left: 0, top: bandTop, right: vw, bottom: bandBottom };
      for (let a: Element | null = el; a && a !== document.documentElement; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.overflowX !== "visible" || s.overflowY !== "visible" || s.clipPath !== "none") {
          const r = a.getBoundingClientRect();
          box = {
            left: Math.max(box.left, r.left),
            top: Math.max(box.top, r.top),
            right: Math.min(box.right, r.right),
            bottom: Math.min(box.bottom, r.bottom),
          };
        }
      }
      return box;
    };

    const found: Covered[] = [];
    const root = document.querySelector(scopeSelector) ?? document.body;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const el = node.parentElement;
      if (!el || el.closest("script, style, noscript, template, svg")) continue;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if (getComputedStyle(el).pointerEvents === "none") continue;
      const clip = clipOf(el);
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) {
        const left = Math.max(line.left, clip.left) + 2;
        const right = Math.min(line.right, clip.right) - 2;
        const y = (line.top + line.bottom) / 2;
        if (right - left < 4 || line.height < 4 || y <= clip.top + 1 || y >= clip.bottom - 1) continue;
        for (const f of [0, 0.25, 0.5, 0.75, 1]) {
          const x = left + (right - left) * f;
          const hit = document.elementFromPoint(x, y);
          if (hit && (el.contains(hit) || hit.contains(el))) continue;
          found.push({ text: describe(el), by: hit ? describe(hit) : "nada", at: `${Math.round(x)},${Math.round(y)}` });
          break;
        }
      }
    }
    return found;
  }, scope);
}

/** How far the page scrolls sideways (0 when it fits the screen). */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Height of the sticky header. */
export function headerHeight(page: Page): Promise<number> {
  return page.locator("header[data-site-header]").evaluate((h) => h.getBoundingClientRect().height);
}
