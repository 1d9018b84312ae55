import { escapeHtml } from "~/lib/business-slots";
import type { Contact } from "~/lib/contact";

/**
 * What a click on "Ligar" answers besides the redirect to the phone (decision 0014): the tel: link
 * cannot carry the reference code a WhatsApp message carries, so the page shows it. With
 * JavaScript the button asks for `formato=codigo` and shows the code before dialling
 * (app/enhance/call-code.ts); without it, the "código para a ligação" link asks for
 * `formato=pagina`, a small page with the code and the call link. Neither is cached.
 */
export const CALL_CODE_FORMATS = ["codigo", "pagina"] as const;
export type CallCodeFormat = (typeof CALL_CODE_FORMATS)[number];

export function callCodeFormat(query: URLSearchParams): CallCodeFormat | null {
  const raw = query.get("formato");
  return CALL_CODE_FORMATS.find((f) => f === raw) ?? null;
}

const NO_STORE = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow", "Referrer-Policy": "no-referrer" };

/** The answer of a call click in `format`: JSON for the script, or the page. */
export function callCodeResponse(format: CallCodeFormat, code: string | null, contact: Contact, from: string): Response {
  if (format === "codigo") {
    return new Response(JSON.stringify({ code, href: contact.phoneHref }), {
      headers: { ...NO_STORE, "Content-Type": "application/json; charset=utf-8" },
    });
  }
  return new Response(callCodePage(code, contact, from), { headers: { ...NO_STORE, "Content-Type": "text/html; charset=utf-8" } });
}

/** The page's own few rules (the site's stylesheet is the page build's; style-src allows inline rules, http/security-headers.ts). */
const PAGE_STYLE = [
  "body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#172554;background:#f8fafc}",
  "main{max-width:28rem;margin:3rem auto;padding:1.5rem;background:#fff;border:1px solid #e2e8f0;border-radius:1rem;text-align:center}",
  "h1{font-size:1.5rem;margin:0 0 1rem}h1 strong{display:block;font-family:ui-monospace,monospace;font-size:2.5rem;letter-spacing:.15em;margin-top:.5rem}",
  "p{line-height:1.5;color:#334155}a{color:#1e40af;font-weight:600}",
  "a[data-call-link]{display:block;margin:1.5rem 0 .5rem;padding:.9rem 1rem;border-radius:.75rem;background:#1e40af;color:#fff;text-decoration:none;font-size:1.125rem}",
].join("");

/** The page without JavaScript: the code in large type, then the call link and the way back. */
export function callCodePage(code: string | null, contact: Contact, from: string): string {
  const back = escapeHtml(from);
  const codeLine = code
    ? `<h1>Código do atendimento: <strong data-call-code>${escapeHtml(code)}</strong></h1>
<p>Diga este código quando ligar: assim sabemos de qual página você veio e atendemos mais rápido.</p>`
    : `<h1>Ligue para nós</h1>
<p>Não foi possível gerar um código agora; pode ligar do mesmo jeito.</p>`;
  const call =
    contact.phone && contact.phoneHref
      ? `<p><a href="${escapeHtml(contact.phoneHref)}" data-call-link>Ligar para ${escapeHtml(contact.phone)}</a></p>`
      : "<p>O telefone ainda não foi informado pela empresa.</p>";
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Código do atendimento</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<main>
${codeLine}
${call}
<p><a href="${back}">Voltar à página</a></p>
</main>
</body>
</html>
`;
}
