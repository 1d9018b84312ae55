/** Tiny HTML builders for the generator. Every text passes through escapeHtml. */

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

export const h2 = (text: string) => `<h2>${escapeHtml(text)}</h2>`;
export const h3 = (text: string) => `<h3>${escapeHtml(text)}</h3>`;
export const p = (text: string) => `<p>${escapeHtml(text)}</p>`;
export const ul = (items: string[]) => `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join("")}</ul>`;
export const ol = (items: string[]) => `<ol>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join("")}</ol>`;

/** "instalação de motor" -> "Instalação de motor". */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
