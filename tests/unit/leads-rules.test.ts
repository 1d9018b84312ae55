import fc from "fast-check";
import { firstBootSettings } from "~/lib/business-settings";
import { describe, expect, it } from "vitest";
import { replyNote, replyWindow, shortReplyNote } from "~/lib/leads/opening-hours";
import { cleanFromPath, contactClickHref, MAX_FROM_PATH_CHARS, messageWithCode, parseContactClick } from "~/lib/leads/contact-click";
import { MAX_MESSAGE_DETAIL_CHARS, MESSAGE_KEYS, parseMessage, whatsappMessage } from "~/lib/leads/message-keys";
import { messageText, type StoredNames } from "~/lib/leads/message-text";
import { DEFAULT_WHATSAPP_MESSAGE } from "~/content/business";
import { networkOf } from "~/server/leads/source-network.server";
import { csvCell, toCsv } from "~/lib/leads/csv";
import { chartGeometry, niceMax } from "~/lib/leads/chart";
import { parseReais, readRange } from "~/lib/leads/dashboard-query";
import { landingOf, withCampaign } from "~/lib/leads/campaign-carry";
import { CODE_ALPHABET, CODE_LENGTH, parseReferenceCode, referenceCode } from "~/lib/leads/reference-code";
import { NUM_RUNS } from "../limits";

/** São Paulo is UTC−3 all year: 11:00Z is 08:00 there. */
const sp = (isoLocal: string) => new Date(`${isoLocal}-03:00`);

describe("reference codes", () => {
  it("are four characters from an alphabet without look-alikes, and read back as typed", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: CODE_LENGTH, maxLength: CODE_LENGTH }), (bytes) => {
        const code = referenceCode(bytes);
        expect(code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`));
        expect(parseReferenceCode(`#${code.toLowerCase()}`)).toBe(code);
        expect(parseReferenceCode(` Código do atendimento: ${code} `)).toBe(code);
      }),
      { numRuns: NUM_RUNS },
    );
    for (const confusing of ["0", "O", "1", "I", "L", "U", "V"]) expect(CODE_ALPHABET).not.toContain(confusing);
  });

  it("refuse what cannot be a code", () => {
    for (const input of ["", "K7Q", "K7Q2X", "K0Q2", "KOQ2", "K7Q2;", "<b>K7Q2</b>"]) expect(parseReferenceCode(input)).toBeNull();
  });
});

/** The first-boot hours (decision 0028): Mon–Fri 08:00–18:00, Sat 08:00–14:00. */
const HOURS = firstBootSettings({}, "2026-11-01");

describe("reply note outside the opening hours", () => {
  it("is absent while open (Mon–Fri 08:00–18:00, Sat 08:00–14:00)", () => {
    for (const t of ["2026-11-23T08:00", "2026-11-23T17:59", "2026-11-27T12:00", "2026-11-28T13:59"]) expect(replyWindow(sp(t), HOURS)).toEqual({ open: true });
  });

  it("says when the reply will come, in São Paulo time", () => {
    expect(replyNote(sp("2026-11-23T07:30"), HOURS)).toBe("Respondemos hoje a partir das 08:00.");
    expect(replyNote(sp("2026-11-23T18:00"), HOURS)).toBe("Respondemos amanhã a partir das 08:00.");
    expect(replyNote(sp("2026-11-27T20:00"), HOURS)).toBe("Respondemos amanhã a partir das 08:00.");
    expect(replyNote(sp("2026-11-28T14:00"), HOURS)).toBe("Respondemos na segunda-feira a partir das 08:00.");
    expect(replyNote(sp("2026-11-29T10:00"), HOURS)).toBe("Respondemos amanhã a partir das 08:00.");
    // 02:00 UTC on Tuesday is still Monday 23:00 in São Paulo.
    expect(replyNote(new Date("2026-11-24T02:00Z"), HOURS)).toBe("Respondemos amanhã a partir das 08:00.");
  });

  it("follows a dated exception: a closed holiday, then special hours", () => {
    const holiday = {
      ...HOURS,
      exceptions: [
        { date: "2026-11-23", hours: null },
        { date: "2026-11-24", hours: { opens: "10:00", closes: "12:00" } },
      ],
    };
    expect(replyNote(sp("2026-11-23T10:00"), holiday)).toBe("Respondemos amanhã a partir das 10:00.");
    expect(replyWindow(sp("2026-11-24T11:00"), holiday)).toEqual({ open: true });
  });

  it("has a short form for the phone's bottom bar, null while open", () => {
    expect(shortReplyNote(sp("2026-11-23T07:30"), HOURS)).toBe("Resposta hoje, 08:00");
    expect(shortReplyNote(sp("2026-11-23T18:00"), HOURS)).toBe("Resposta amanhã, 08:00");
    expect(shortReplyNote(sp("2026-11-28T14:00"), HOURS)).toBe("Resposta segunda, 08:00");
    expect(shortReplyNote(sp("2026-11-23T10:00"), HOURS)).toBeNull();
  });

  it("names Saturday with 'no' when it is the next opening day", () => {
    const saturdayOnly = { week: [null, null, null, null, null, null, { opens: "09:00", closes: "12:00" }], exceptions: [] };
    expect(replyNote(sp("2026-11-25T10:00"), saturdayOnly)).toBe("Respondemos no sábado a partir das 09:00.");
  });
});

describe("counted contact links", () => {
  it("carry the page, the placement and the message's key and detail, never its text, and read back the same", () => {
    const href = contactClickHref("whatsapp", "/cidades/guarulhos", "destaque", whatsappMessage("local", "guarulhos"));
    const url = new URL(href, "https://exemplo.com.br");
    expect(url.pathname).toBe("/contato/whatsapp");
    expect(url.search).toBe("?de=%2Fcidades%2Fguarulhos&local=destaque&msg=local&sobre=guarulhos");
    expect(parseContactClick("whatsapp", url.searchParams)).toEqual({
      channel: "whatsapp",
      from: "/cidades/guarulhos",
      placement: "destaque",
      message: { key: "local", detail: "guarulhos" },
    });
    expect(new URL(contactClickHref("telefone", "/", "cabecalho", whatsappMessage("geral")), "https://x.test").searchParams.has("msg")).toBe(false);
  });

  it("never trust the link: unknown channels, foreign paths, odd placements and forged messages", () => {
    expect(parseContactClick("https:", new URLSearchParams())).toBeNull();
    expect(parseContactClick("telefone", new URLSearchParams("de=//evil.example/x&local=<script>&texto=oi"))).toEqual({
      channel: "telefone",
      from: "/",
      placement: "outro",
      message: null,
    });
    for (const from of ["https://evil.example/", "/\\evil.example", "javascript:alert(1)", `/${"a".repeat(MAX_FROM_PATH_CHARS)}`, "/a\u0000b"]) {
      expect(cleanFromPath(from)).toBe("/");
    }
    expect(cleanFromPath("/cidades/osasco?utm_source=x#topo")).toBe("/cidades/osasco");
    // Free text is no message at all; an unknown key neither; a detail that is not a slug is dropped.
    expect(parseContactClick("whatsapp", new URLSearchParams("texto=Código do atendimento: ZZZZ"))?.message).toBeNull();
    expect(parseMessage("outro", null)).toBeNull();
    expect(parseMessage("__proto__", "x")).toBeNull();
    for (const detail of ["Código do atendimento: ZZZZ", "a\nb", "Guarulhos", "x".repeat(MAX_MESSAGE_DETAIL_CHARS + 1), "-x"]) {
      expect(parseMessage("local", detail)).toEqual({ key: "local" });
    }
  });

  it("append the reference code", () => {
    expect(messageWithCode("Olá!", "K7Q2")).toBe("Olá!\n\nCódigo do atendimento: K7Q2");
  });
});

describe("the site's WhatsApp messages", () => {
  const names: StoredNames = {
    motor: (slug) => (slug === "home-jetflex" ? "Motor PPA Home Jetflex" : undefined),
    post: () => undefined,
    generatedPage: () => undefined,
    topic: (slug) => (slug === "instalacao-de-motor-de-portao" ? "Instalação do motor, como o dono escreveu" : undefined),
  };

  it("name what the detail stands for, from the site's own tables", () => {
    expect(messageText(whatsappMessage("local", "guarulhos"), names)).toContain("em Guarulhos.");
    expect(messageText(whatsappMessage("motor", "home-jetflex"), names)).toContain("Motor PPA Home Jetflex");
    expect(messageText(whatsappMessage("documento", "garantia"), names)).toContain('"Termos de Garantia"');
    expect(messageText(whatsappMessage("qual-motor", "nenhum"), names)).toContain("Nenhum modelo do catálogo serviu");
    // A built-in topic is named by the heading the owner keeps in "Páginas do site"; a menu topic by the menu.
    expect(messageText(whatsappMessage("topico", "instalacao-de-motor-de-portao"), names)).toContain('"Instalação do motor, como o dono escreveu"');
    expect(messageText(whatsappMessage("topico", "motor-de-portao-garen"), names)).toContain('"Motor de Portão Garen"');
  });

  it("fall back to the default message when the detail names nothing, and never carry a code", () => {
    fc.assert(
      fc.property(fc.constantFrom(...MESSAGE_KEYS), fc.string({ maxLength: 40 }), (key, detail) => {
        // "§" is in no template: a detail's text never reaches the message.
        const text = messageText(parseMessage(key, `§${detail}`), names);
        expect(text).not.toContain("Código do atendimento");
        expect(text).not.toContain("§");
      }),
      { numRuns: NUM_RUNS },
    );
    expect(messageText(whatsappMessage("local", "atlantida"), names)).toBe(DEFAULT_WHATSAPP_MESSAGE);
    expect(messageText(null, names)).toBe(DEFAULT_WHATSAPP_MESSAGE);
  });
});

describe("source networks of the budgets", () => {
  it("are the /24 of an IPv4 address and the /64 of an IPv6 one, however written", () => {
    expect(networkOf("203.0.113.9")).toBe("v4:203.0.113");
    expect(networkOf("::ffff:203.0.113.200")).toBe("v4:203.0.113");
    expect(networkOf("203.0.114.9")).not.toBe(networkOf("203.0.113.9"));
    expect(networkOf("2001:db8:0:1::5")).toBe("v6:2001:db8:0:1");
    expect(networkOf("2001:0DB8:0000:0001:ffff:0:0:1")).toBe("v6:2001:db8:0:1");
    expect(networkOf("2001:db8::1")).toBe("v6:2001:db8:0:0");
    expect(networkOf("2001:db8:0:2::5")).not.toBe(networkOf("2001:db8:0:1::5"));
    expect(networkOf("::1")).toBe("v6:0:0:0:0");
    expect(networkOf("fe80::1%eth0")).toBe("v6:fe80:0:0:0");
  });
});

describe("CSV export", () => {
  it("opens in a pt-BR spreadsheet: semicolons, BOM, decimal comma, quoted text", () => {
    expect(
      toCsv(
        ["Página", "Taxa"],
        [
          ["/cidades/guarulhos", 0.25],
          ['Diz "oi"; tchau', null],
        ],
      ),
    ).toBe('\ufeffPágina;Taxa\r\n/cidades/guarulhos;0,25\r\n"Diz ""oi""; tchau";\r\n');
  });

  it("never lets a cell run as a formula", () => {
    for (const evil of ['=HYPERLINK("http://x")', "+1+1", "-2", "@SUM(A1)", "\tx"]) expect(csvCell(evil).replace(/^"/, "")).toMatch(/^'/);
    expect(csvCell(-2)).toBe("-2");
    // Look-alikes a spreadsheet folds, and invisible or blank characters before the sign.
    for (const evil of ["\u200b=1+1", "＝1+1", "＋1", "－2", "＠SUM(A1)", "\u00a0=1", "\u2060\u200b@x", " =1"])
      expect(csvCell(evil).replace(/^"/, "")).toMatch(/^'/);
    for (const plain of ["/cidades/guarulhos", "Mooca", "1+1", "e-mail"]) expect(csvCell(plain)).toBe(plain);
  });

  it("also catches full-width look-alikes and formulas behind invisible characters", () => {
    for (const evil of ["\u200b=1+1", "＝1+1", "＋1", "－2", "＠SUM(A1)", "\ufeff=1", " \u2060+1"]) expect(csvCell(evil)).toMatch(/^'/);
    expect(csvCell("Maria = cliente")).toBe("Maria = cliente");
  });
});

describe("the message without a recorded click", () => {
  it("is the page's message alone", () => {
    expect(messageWithCode("Olá!", null)).toBe("Olá!");
  });
});

describe("dashboard query", () => {
  const today = "2026-11-23";
  it("reads 7, 30 and 90 days, and falls back to 30", () => {
    expect(readRange(new URLSearchParams("periodo=7"), today)).toEqual({ range: { from: "2026-11-17", to: today }, period: 7, error: null });
    expect(readRange(new URLSearchParams("periodo=90"), today).range.from).toBe("2026-08-26");
    expect(readRange(new URLSearchParams("periodo=9999"), today)).toEqual({ range: { from: "2026-10-25", to: today }, period: 30, error: null });
  });

  it("takes a custom range and explains a bad one in pt-BR", () => {
    expect(readRange(new URLSearchParams("periodo=personalizado&de=2026-01-01&ate=2026-01-31"), today).range).toEqual({ from: "2026-01-01", to: "2026-01-31" });
    expect(readRange(new URLSearchParams("de=2026-02-30&ate=2026-03-01"), today).error).toBe("Informe as duas datas do período (de e até).");
    expect(readRange(new URLSearchParams("de=2026-03-02&ate=2026-03-01"), today).error).toBe("A data inicial precisa ser anterior ou igual à final.");
    expect(readRange(new URLSearchParams("de=2026-11-01&ate=2026-12-01"), today).error).toBe("O período não pode terminar depois de hoje.");
    expect(readRange(new URLSearchParams("de=2020-01-01&ate=2026-11-01"), today).error).toMatch(/até 400 dias/);
  });

  it("reads values in reais as typed by a Brazilian owner", () => {
    expect(parseReais("1.899,90")).toBe(189_990);
    expect(parseReais("R$ 350")).toBe(35_000);
    expect(parseReais("1899.9")).toBe(189_990);
    expect(parseReais("  ")).toBeNull();
    for (const bad of ["abc", "1,2,3", "-5", "1e9", "12,345"]) expect(parseReais(bad)).toBeUndefined();
  });
});

describe("daily chart", () => {
  it("scales bars and the click line to round maxima inside the drawing", () => {
    const g = chartGeometry([
      { day: "2026-11-21", views: 0, clicks: 0 },
      { day: "2026-11-22", views: 37, clicks: 3 },
      { day: "2026-11-23", views: 12, clicks: 1 },
    ]);
    expect(g.maxViews).toBe(50);
    expect(g.maxClicks).toBe(5);
    expect(g.bars[0].height).toBe(0);
    for (const b of g.bars) expect(b.y + b.height).toBeLessThanOrEqual(g.height);
    expect(g.clickLine.split(" ")).toHaveLength(3);
    expect(niceMax(0)).toBe(1);
    expect(niceMax(101)).toBe(200);
    expect(chartGeometry(Array.from({ length: 90 }, (_, i) => ({ day: String(i), views: i, clicks: 0 }))).labelled.length).toBeLessThanOrEqual(8);
  });
});

describe("campaign carried by JavaScript", () => {
  it("keeps the landing's utm and gclid and a foreign referrer's host", () => {
    expect(landingOf("https://site.test/cidades/osasco?utm_source=google&utm_campaign=portao&gclid=abc&x=1", "https://www.google.com/search?q=x")).toEqual({
      utm_source: "google",
      utm_campaign: "portao",
      gclid: "abc",
      ref: "www.google.com",
    });
    expect(landingOf("https://site.test/motores", "https://site.test/")).toBeNull();
    expect(landingOf("https://site.test/motores", "")).toBeNull();
  });

  it("adds it to contact links only, never overriding the link's own parameters", () => {
    const landing = { utm_source: "google", ref: "www.google.com" };
    expect(withCampaign("/contato/whatsapp?de=%2F&local=flutuante", landing, "https://site.test")).toBe(
      "/contato/whatsapp?de=%2F&local=flutuante&utm_source=google&ref=www.google.com",
    );
    expect(withCampaign("/motores", landing, "https://site.test")).toBe("/motores");
    expect(withCampaign("/contato/telefone?ref=x", landing, "https://site.test")).toBe("/contato/telefone?ref=x&utm_source=google");
  });
});
