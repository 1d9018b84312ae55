// "A retomar" on the panel (app/server/leads/follow-ups.server.ts): leads marked "Orçamento enviado"
// and not updated for the owner's days, listed with a ready WhatsApp message when the customer's
// phone is known, and marked from there. The clock is the project's (setClockForTests), no waiting.
import { describe, expect, it } from "vitest";
import { setClockForTests } from "~/server/infra/clock.server";
import { clickStore } from "~/server/leads/clicks.server";
import { getBusinessSettings, saveBusinessSettings } from "~/server/data/business-settings.server";
import { parseContactClick } from "~/lib/leads/contact-click";
import { action as requestAction } from "~/routes/pedir-visita";
import { action as leadsAction } from "~/routes/admin.leads/route";
import { loader as panelLoader } from "~/routes/admin.painel/route";
import { SITE, asResponse, freshDatabasePerTest, navigation, run, signInAdmin, toastOf } from "./auth-helpers";

const fresh = freshDatabasePerTest();
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const DAY = 86_400_000;
/** Monday 23/11 at 10h in São Paulo. */
const T0 = Date.parse("2026-11-23T10:00:00-03:00");
let clock = T0;

async function setUp() {
  fresh();
  clock = T0;
  setClockForTests(() => clock);
  const cookie = await signInAdmin();
  // A visit request from the public form: its lead knows the customer's name and phone.
  const form = new FormData();
  const typed = {
    de: "/portao-nao-abre",
    nome: "Maria Souza",
    telefone: "(11) 98888-7777",
    local: "Santana, São Paulo",
    tipo: "basculante",
    problema: "Portão não abre. O motor faz um zumbido e não sai do lugar.",
    dia: "25/12",
    periodo: "manha",
    autorizo: "1",
    site: "",
  };
  for (const [k, v] of Object.entries(typed)) form.append(k, v);
  const sent = await requestAction({
    request: new Request(`${SITE}/pedir-visita`, { method: "POST", body: form, headers: { Origin: SITE, "User-Agent": BROWSER } }),
    params: {},
    context: { clientIp: "203.0.113.7" },
  });
  const post = sent.data.post as { kind: string; code: string };
  expect(post.kind).toBe("sent");
  // A WhatsApp click: the chat is on the owner's phone, the site knows no number.
  const click = parseContactClick("whatsapp", new URLSearchParams("de=/motores&local=cartao"))!;
  const wa = clickStore.record({ click, address: "10.0.0.2", userAgent: BROWSER, referrerHost: null, campaign: {}, at: T0 })!.code!;
  return { cookie, requestCode: post.code, whatsappCode: wa };
}

/** Moves the clock (days pass: the admin's session of days ago has ended) and signs in again. */
async function later(at: number): Promise<string> {
  clock = at;
  return signInAdmin();
}

const mark = (cookie: string, code: string, outcome: string, query = "", value = "") =>
  run(leadsAction, navigation(`/admin/leads${query}`, { cookie, form: { codigo: code, resultado: outcome, valor: value } }));

type Panel = {
  followUps: { total: number; items: { code: string; name: string | null; whatsappHref: string | null; quotedAt: number }[] };
  followUpDays: number;
};
const panel = async (cookie: string) => {
  const result = await run(panelLoader, navigation("/admin/painel", { cookie }));
  if (result instanceof Response) throw new Error(`panel answered ${result.status} ${result.headers.get("Location")}`);
  return result.data as Panel;
};

describe("A retomar", () => {
  it("lists quotes not updated for the owner's days, with the ready WhatsApp message when the phone is known", async () => {
    const { cookie, requestCode, whatsappCode } = await setUp();
    expect(asResponse(await mark(cookie, requestCode, "orcamento")).status).toBe(303);
    expect(asResponse(await mark(await later(T0 + DAY), whatsappCode, "orcamento")).status).toBe(303);

    // The first-boot 3 days: nothing yet two days later.
    expect((await panel(await later(T0 + 2 * DAY))).followUps.total).toBe(0);

    const listed = await panel(await later(T0 + 3 * DAY));
    expect(listed.followUpDays).toBe(3);
    expect(listed.followUps.items.map((f) => f.code)).toEqual([requestCode]);
    const wa = new URL(listed.followUps.items[0].whatsappHref!);
    expect(wa.origin + wa.pathname).toBe("https://wa.me/5511988887777");
    expect(wa.searchParams.get("text")).toBe(
      `Olá, Maria! Aqui é da ${getBusinessSettings().name}. Queria saber se ficou alguma dúvida sobre o orçamento que enviamos (código ${requestCode}). Podemos agendar?`,
    );

    const at4 = await later(T0 + 4 * DAY);
    const both = await panel(at4);
    expect(both.followUps.items.map((f) => [f.code, f.name, f.whatsappHref])).toEqual([
      [requestCode, "Maria Souza", expect.stringMatching(/^https:\/\/wa\.me\//)],
      [whatsappCode, null, null],
    ]);

    // The owner's N wins.
    saveBusinessSettings({ ...getBusinessSettings(), followUpDays: 5 });
    expect((await panel(at4)).followUps.total).toBe(0);
  });

  it("marks a listed quote from the panel and goes back there; the quote leaves the list", async () => {
    const { cookie, requestCode } = await setUp();
    await mark(cookie, requestCode, "orcamento");
    const at5 = await later(T0 + 5 * DAY);
    expect((await panel(at5)).followUps.total).toBe(1);
    const res = asResponse(await mark(at5, requestCode, "venda", `?codigo=${requestCode}&voltar=painel`, "1.200"));
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/admin/painel");
    expect(await toastOf(res)).toMatchObject({ title: "Atendimento marcado" });
    expect((await panel(at5)).followUps.total).toBe(0);
  });

  it("is checked in 'Dados do negócio': a whole number of days from 1 to 60", async () => {
    const { parseForm, toForm } = await import("~/lib/business-settings");
    fresh();
    const base = toForm(getBusinessSettings());
    const bad = parseForm({ ...base, followUpDays: "0" });
    expect(!bad.ok && bad.errors.followUpDays).toBe("Use um número inteiro de dias, de 1 a 60.");
    const good = parseForm({ ...base, followUpDays: "7" });
    expect(good.ok && good.settings.followUpDays).toBe(7);
  });
});
