// Draws the brand images served from public/: og-image.png (1200x630, the preview of
// shared links and the LocalBusiness image) and logo.png (512x512, the LocalBusiness logo).
// The gate mark is the one of app/components/layout/Logo.tsx. Run it after changing the
// design and commit the PNGs:  node scripts/render-brand-images.mjs
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const BLUE = "#1e40af";
const BLUE_DARK = "#172554";
const AMBER = "#f59e0b";
const LIGHT_BLUE = "#93c5fd";

/** The mark of Logo.tsx: a rounded blue square, a gate with bars and the amber motor. */
function gateMark(size) {
  return `<svg viewBox="0 0 48 48" width="${size}" height="${size}" xmlns="http://www.w3.org/2000/svg">
    <rect width="48" height="48" rx="10" fill="${BLUE}"/>
    <path d="M10 34V16h28v18" fill="none" stroke="#fff" stroke-width="3" stroke-linejoin="round"/>
    <path d="M15 20v14M21 20v14M27 20v14M33 20v14" stroke="${LIGHT_BLUE}" stroke-width="2.5"/>
    <rect x="18" y="8" width="12" height="6" rx="2" fill="${AMBER}"/>
  </svg>`;
}

/** A wide sliding gate with its motor, drawn along the bottom of the preview. */
const gateScene = `<svg viewBox="0 0 1200 170" width="1200" height="170" xmlns="http://www.w3.org/2000/svg">
  <rect x="0" y="150" width="1200" height="20" fill="${BLUE_DARK}" opacity="0.55"/>
  <rect x="60" y="40" width="24" height="112" rx="4" fill="#cbd5e1"/>
  <rect x="1116" y="40" width="24" height="112" rx="4" fill="#cbd5e1"/>
  <g stroke="#e2e8f0" stroke-width="6" fill="none">
    <path d="M100 60H900V146H100Z"/>
    ${Array.from({ length: 26 }, (_, i) => `<path d="M${128 + i * 30} 60V146"/>`).join("")}
  </g>
  <rect x="930" y="104" width="120" height="44" rx="8" fill="${AMBER}"/>
  <rect x="946" y="116" width="60" height="8" rx="4" fill="#fff7ed" opacity="0.9"/>
  <circle cx="1026" cy="126" r="8" fill="#fff7ed"/>
  <path d="M900 146h30" stroke="#e2e8f0" stroke-width="6"/>
</svg>`;

const FONT = `"Liberation Sans", "DejaVu Sans", Arial, Helvetica, sans-serif`;

const ogImage = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><style>
  * { margin: 0; box-sizing: border-box; }
  body { width: 1200px; height: 630px; overflow: hidden; font-family: ${FONT};
    background: ${BLUE}; color: #fff; position: relative; }
  /* Flat shapes instead of a gradient keep the PNG small (link previews load it on phones). */
  .band { position: absolute; inset: 0; background: #1e3a8a; clip-path: polygon(62% 0, 100% 0, 100% 100%, 38% 100%); }
  .top, .headline, .chips { position: relative; }
  .top { display: flex; align-items: center; gap: 36px; padding: 64px 72px 0; }
  .mark { flex: none; line-height: 0; border-radius: 31px; box-shadow: 0 0 0 6px rgba(255,255,255,.15); }
  .brand { font-size: 92px; font-weight: 700; letter-spacing: -1px; line-height: 1; }
  .brand span { color: ${AMBER}; }
  .bar { width: 120px; height: 10px; background: ${AMBER}; border-radius: 5px; margin-top: 22px; }
  .headline { font-size: 44px; font-weight: 700; line-height: 1.2; padding: 36px 72px 0; max-width: 1120px; }
  .headline em { font-style: normal; color: #fde68a; }
  .chips { display: flex; gap: 16px; padding: 28px 72px 0; font-size: 26px; font-weight: 700; }
  .chip { background: rgba(255,255,255,.14); border: 2px solid rgba(255,255,255,.35); border-radius: 999px; padding: 10px 22px; }
  .scene { position: absolute; left: 0; bottom: 0; }
</style></head><body>
  <div class="band"></div>
  <div class="top">
    <div class="mark">${gateMark(150)}</div>
    <div><div class="brand">Motores <span>PPA</span></div><div class="bar"></div></div>
  </div>
  <p class="headline">Motor para portão automático PPA – <em>instalação grátis</em> em São Paulo e região</p>
  <div class="chips"><span class="chip">Preço de fábrica</span><span class="chip">Parcele em até 10x</span><span class="chip">Garantia de até 18 meses</span></div>
  <div class="scene">${gateScene}</div>
</body></html>`;

const logo = `<!doctype html><html><head><meta charset="utf-8"><style>
  * { margin: 0; } body { width: 512px; height: 512px; overflow: hidden; background: transparent; }
</style></head><body>${gateMark(512)}</body></html>`;

const executablePath = fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined;
const browser = await chromium.launch({ executablePath });
try {
  for (const [file, html, width, height, omitBackground] of [
    ["og-image.png", ogImage, 1200, 630, false],
    ["logo.png", logo, 512, 512, true],
  ]) {
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
    await page.setContent(html, { waitUntil: "load" });
    const out = path.resolve("public", file);
    await page.screenshot({ path: out, omitBackground, clip: { x: 0, y: 0, width, height } });
    await page.close();
    console.log(`[brand] ${out} (${width}x${height})`);
  }
} finally {
  await browser.close();
}
