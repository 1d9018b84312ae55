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
