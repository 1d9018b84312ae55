/**
 * "Ligar" with its reference code (app/server/leads/call-code.server.ts): the tel: link cannot
 * carry the code a WhatsApp message carries, so a click asks the counted redirect for the code
 * (`formato=codigo`, the same single recorded click), shows "Código do atendimento: K7Q2" at the
 * bottom of the screen, and then dials. If the request fails, the link is followed as rendered.
 */
export function showCallCodes() {
  document.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>("a[data-phone-link]");
    if (!link) return;
    event.preventDefault();
    const url = new URL(link.href, window.location.href);
    url.searchParams.set("formato", "codigo");
    fetch(url, { credentials: "same-origin", headers: { Accept: "application/json" } })
      .then((r) => (r.ok ? (r.json() as Promise<{ code: string | null; href: string | null }>) : Promise.reject(new Error(String(r.status)))))
      .then(({ code, href }) => {
        if (code) showCode(code);
        window.location.href = href ?? link.href;
      })
      .catch(() => {
        window.location.href = link.href;
      });
  });
}

/** The code in one status line above the contact bar, announced to screen readers. */
function showCode(code: string) {
  let box = document.querySelector<HTMLElement>("[data-call-code-box]");
  if (!box) {
    box = document.createElement("p");
    box.setAttribute("role", "status");
    box.dataset.callCodeBox = "";
    box.className = "call-code";
    document.body.append(box);
  }
  box.textContent = "";
  box.append("Código do atendimento: ");
  const strong = document.createElement("strong");
  strong.textContent = code;
  strong.dataset.callCode = "";
  box.append(strong);
  box.append(". Diga este código na ligação.");
}
