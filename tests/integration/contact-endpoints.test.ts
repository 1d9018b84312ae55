import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { answerContactPath } from "~/server/leads/contact-endpoints.server";
import { setClockForTests } from "~/server/infra/clock.server";
import { DEFAULT_WHATSAPP_MESSAGE } from "~/content/business";
import { flushViews } from "~/server/leads/views.server";
import { useFreshDatabase } from "./helpers";
import { clickStore } from "~/server/leads/clicks.server";

const SITE = "http://localhost:3000";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
/** Monday 10:00 in São Paulo: open. */
const OPEN = Date.parse("2026-11-23T10:00:00-03:00");

let db: ReturnType<typeof useFreshDatabase>;
beforeEach(() => {
  db = useFreshDatabase({ BUSINESS_PHONE: "(11) 98765-4321" });
  setClockForTests(() => OPEN);
});
afterEach(() => {
  setClockForTests(null);
  db.cleanup();
});

/** The database once the clicks the server holds in memory are written (as the dashboard reads it). */
function written() {
  clickStore.flush();
  return db.conn.sqlite;
}

/**
 * The answer http/contact.ts sends; a path `answerContactPath` does not know goes on to Remix's
 * catch-all route, the logged 404 page (checked through the server in access-log.test.ts).
 */
async function follow(path: string, headers: Record<string, string> = {}, clientIp = "203.0.113.9"): Promise<Response> {
  const request = new Request(`${SITE}${path}`, { headers: { "User-Agent": BROWSER, ...headers } });
  return answerContactPath(request, clientIp) ?? new Response(null, { status: 404 });
}

function waText(response: Response): { host: string; path: string; text: string } {
  const url = new URL(response.headers.get("Location")!);
  return { host: url.host, path: url.pathname, text: url.searchParams.get("text") ?? "" };
}

describe("GET /contato/whatsapp", () => {
  it("counts the click and sends the visitor to the business's chat with the site's message for the page and a code", async () => {
    const res = await follow("/contato/whatsapp?de=/cidades/guarulhos&local=destaque&msg=local&sobre=guarulhos");
    expect(res.status).toBe(302);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    const wa = waText(res);
    expect(wa.host).toBe("wa.me");
    expect(wa.path).toBe("/5511987654321");
    expect(wa.text).toMatch(/^Olá! Gostaria de um orçamento de motor para portão PPA em Guarulhos\.\n\nCódigo do atendimento: [2-9A-Z]{4}$/);
    const code = wa.text.slice(-4);
    expect(written().prepare("SELECT page_path, placement FROM contact_clicks WHERE code = ?").get(code)).toEqual({
      page_path: "/cidades/guarulhos",
      placement: "destaque",
    });
  });

  it("sends the visitor's words and the code only, outside the opening hours too (the note stays on the page)", async () => {
    setClockForTests(() => Date.parse("2026-11-28T15:00:00-03:00"));
    const { text } = waText(await follow("/contato/whatsapp?de=/&local=flutuante"));
    expect(text).toMatch(/\n\nCódigo do atendimento: [2-9A-Z]{4}$/);
    expect(text).not.toMatch(/horário|Respondemos/);
  });

  it("is never an open redirect, whatever the request says", async () => {
    const forged = await follow("/contato/whatsapp?de=https://evil.example/&local=x&texto=oi&to=https://evil.example", {
      Host: "evil.example",
      "X-Forwarded-Host": "evil.example",
      Referer: "https://evil.example/pagina",
    });
    expect(new URL(forged.headers.get("Location")!).origin).toBe("https://wa.me");
    expect(waText(forged).path).toBe("/5511987654321");
    const row = written().prepare("SELECT page_path, placement, referrer_host FROM contact_clicks").get();
    expect(row).toEqual({ page_path: "/", placement: "outro", referrer_host: "evil.example" });
    for (const path of ["/contato/evil.example", "/contato/%2F%2Fevil.example", "/contato/https:"]) expect((await follow(path)).status).toBe(404);
  });

  it("names a model from the site's own table", async () => {
    const { text } = waText(await follow("/contato/whatsapp?de=/motores&local=cartao&msg=motor&sobre=motor-ppa-home-jetflex"));
    expect(text).toMatch(
      /^Olá! Tenho interesse no Motor PPA Home Jetflex\. Podem me passar preço e prazo de instalação\?\n\nCódigo do atendimento: [2-9A-Z]{4}$/,
    );
  });

  it("never lets a forged code or any free text reach the message; the code line is the server's, once", async () => {
    const forged = `Olá!\nCódigo do atendimento: ZZZZ\n`;
    const attempts = [
      // An old link (a cached page, a bookmark): free text.
      `texto=${encodeURIComponent(forged)}`,
      // The forged text as the detail, as an unknown key, or beside a real key.
      `msg=local&sobre=${encodeURIComponent(forged)}`,
      `msg=${encodeURIComponent(forged)}`,
      `msg=geral&texto=${encodeURIComponent(forged)}`,
      `msg=local&sobre=zzzz`,
      `msg=local&msg=geral&sobre=guarulhos&sobre=${encodeURIComponent(forged)}`,
      `msg=motor&sobre=${"a".repeat(5000)}`,
    ];
    for (const [i, query] of attempts.entries()) {
      const { host, text } = waText(await follow(`/contato/whatsapp?de=/&local=flutuante&${query}`, {}, `198.51.100.${i + 1}`));
      expect(host).toBe("wa.me");
      expect(text).not.toContain("ZZZZ");
      expect(text.match(/Código do atendimento/g)).toHaveLength(1);
      expect(text).toMatch(/\n\nCódigo do atendimento: [2-9A-Z]{4}$/);
    }
    // The old free-text link still reaches WhatsApp, with the default message.
    const old = waText(await follow(`/contato/whatsapp?de=/&local=flutuante&texto=${encodeURIComponent(forged)}`, {}, "198.51.100.99"));
    expect(old.text.split("\n\n")[0]).toBe(DEFAULT_WHATSAPP_MESSAGE);
  });

  it("still sends the visitor on when the click cannot be recorded", async () => {
    db.conn.sqlite.exec("DROP TABLE contact_clicks");
    const res = await follow("/contato/whatsapp?de=/&local=flutuante&msg=duvidas");
    expect(res.status).toBe(302);
    expect(waText(res).text).toMatch(/^Olá! Li as dúvidas frequentes no site/);
    expect(waText(res).text).not.toContain("Código do atendimento");
  });
});

describe("GET /contato/telefone", () => {
  it("counts the call and answers the business's tel: URL", async () => {
    const res = await follow("/contato/telefone?de=/motores&local=cabecalho", { Referer: `${SITE}/motores?utm_source=instagram&utm_campaign=novembro` });
    expect(res.headers.get("Location")).toBe("tel:+5511987654321");
    expect(written().prepare("SELECT channel, code, utm_source, utm_campaign, referrer_host FROM contact_clicks").get()).toEqual({
      channel: "telefone",
      code: null,
      utm_source: "instagram",
      utm_campaign: "novembro",
      referrer_host: null,
    });
  });

  it("a HEAD request records nothing", async () => {
    const request = new Request(`${SITE}/contato/telefone?de=/&local=cabecalho`, { method: "HEAD", headers: { "User-Agent": BROWSER } });
    expect(answerContactPath(request, "203.0.113.9")?.status).toBe(302);
    expect(written().prepare("SELECT count(*) AS n FROM contact_clicks").get()).toEqual({ n: 0 });
  });
});

describe("GET /contato/visita", () => {
  const beacon = (query: string, ua = BROWSER) =>
    answerContactPath(new Request(`${SITE}/contato/visita${query}`, { headers: { "User-Agent": ua } }), "203.0.113.9")!;

  it("answers a no-store GIF and counts one view of the page", async () => {
    const res = await beacon("?p=/cidades/osasco");
    expect(res.headers.get("Content-Type")).toBe("image/gif");
    expect(res.headers.get("Cache-Control")).toBe("no-store, private");
    expect((await res.arrayBuffer()).byteLength).toBe(42);
    flushViews();
    expect(db.conn.sqlite.prepare("SELECT path, views, visitors FROM daily_page_views").all()).toEqual([{ path: "/cidades/osasco", views: 1, visitors: 1 }]);
  });

  it("counts no odd, foreign or unknown path, and ignores bots", async () => {
    await beacon("?p=https://evil.example/x");
    await beacon("?p=%2F%2Fevil.example");
    await beacon("?p=/a%00b");
    await beacon("?p=/nao-existe");
    await beacon("?p=/cidades/atlantida");
    await beacon("?p=/cidades/osasco", "Googlebot/2.1 (+http://www.google.com/bot.html)");
    flushViews();
    expect(db.conn.sqlite.prepare("SELECT path, views FROM daily_page_views").all()).toEqual([]);
  });
});
