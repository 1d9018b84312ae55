import { expect, type Page } from "@playwright/test";

/**
 * The message a counted WhatsApp link prefills, as the server writes it from the link's key
 * (decision 0023): a HEAD of the link answers the same redirect and records no click. Only the
 * page's message, without the lines the server adds (code, after-hours note).
 */
export async function whatsappText(page: Page, href: string | null): Promise<string> {
  expect(href).toMatch(/^\/contato\/whatsapp\?/);
  const res = await page.request.head(href!, { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  const text = new URL(res.headers()["location"]).searchParams.get("text") ?? "";
  return text.split("\n\n")[0];
}
