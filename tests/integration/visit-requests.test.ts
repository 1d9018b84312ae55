// The visit request form ("Pedir visita técnica / orçamento", docs/product.md §4.14) through its route
// module on a fresh database, with a real SMTP server started here (never a mock of the mailer):
// a request with two photos becomes a lead with a code, the e-mail reaches the business's
// address, and hostile input is refused or bounded with what was typed kept.
import fs from "node:fs";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { action, loader } from "~/routes/pedir-visita";
import { LIMITS } from "~/lib/limits";
import { setClockForTests } from "~/server/infra/clock.server";
import { getBusinessSettings, saveBusinessSettings } from "~/server/data/business-settings.server";
import { kickMail, mailIdle } from "~/server/requests/mail.server";
import { requestPhotoFile } from "~/server/requests/visit-requests.server";
import { clickStore } from "~/server/leads/clicks.server";
import { deleteRequestsOfPhone, requestsOfPhone } from "~/server/requests/request-list.server";
import { useFreshDatabase } from "./helpers";
import { startTestSmtp } from "./smtp";

const SITE = "http://localhost:3000";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";
const BUSINESS_EMAIL = "dono@exemplo.com.br";

let fresh: ReturnType<typeof useFreshDatabase>;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;

beforeEach(async () => {
  smtp = await startTestSmtp();
  fresh = useFreshDatabase(smtp.env);
  setClockForTests(() => Date.parse("2026-11-24T10:00:00-03:00"));
  saveBusinessSettings({ ...getBusinessSettings(), email: BUSINESS_EMAIL });
});

afterEach(async () => {
  await mailIdle();
  clickStore.reset();
  fresh.cleanup();
  for (const k of Object.keys(smtp.env)) delete process.env[k];
  await smtp.close();
});

async function photo(color: string): Promise<Blob> {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(png)], { type: "image/png" });
}

function fields(over: Record<string, string> = {}): Record<string, string> {
  return {
    de: "/portao-nao-abre",
    nome: "Maria Souza",
    telefone: "(11) 98888-7777",
    local: "Santana, São Paulo",
    tipo: "deslizante",
    problema: "Portão não abre. O motor faz um zumbido e não sai do lugar.",
    dia: "25/12",
    periodo: "manha",
    autorizo: "1",
    site: "",
    ...over,
  };
}

async function post(values: Record<string, string>, photos: Blob[] = [], { ip = "203.0.113.7", origin = SITE, ua = BROWSER } = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.append(k, v);
  photos.forEach((p, i) => form.append("fotos", p, `foto-${i}.png`));
  const request = new Request(`${SITE}/pedir-visita?de=%2Fportao-nao-abre`, { method: "POST", body: form, headers: { Origin: origin, "User-Agent": ua } });
  try {
    const res = await action({ request, params: {}, context: { clientIp: ip } });
    return { status: res.init?.status ?? 200, post: res.data.post };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, post: null };
    throw thrown;
  }
}

const rows = () => fresh.conn.sqlite.prepare("SELECT * FROM visit_requests ORDER BY id").all() as Record<string, unknown>[];

describe("a visit request", () => {
  it("becomes a lead with a code under its page, and the e-mail with the page and the code reaches the business", async () => {
    const mail = smtp.waitFor();
    const { status, post: p } = await post(fields(), [await photo("#c33"), await photo("#3c3")]);
    expect(status).toBe(200);
    expect(p?.kind).toBe("sent");
    const code = p?.kind === "sent" ? p.code : "";
    expect(code).toMatch(/^[2-9A-Z]{4}$/);

    const [row] = rows();
    expect(row).toMatchObject({ code, page_path: "/portao-nao-abre", name: "Maria Souza", phone: "(11) 98888-7777", in_area: 1, mail_state: "pendente" });
    const keys = JSON.parse(String(row.photos)) as string[];
    expect(keys).toHaveLength(2);
    for (const k of keys) expect(fs.existsSync(requestPhotoFile(k)!)).toBe(true);
    // The photos are outside the public media folder.
    for (const k of keys) expect(requestPhotoFile(k)).not.toContain(`${"/"}media${"/"}`);
    const lead = fresh.conn.sqlite.prepare("SELECT channel, page_path, template, subject FROM contact_clicks WHERE code = ?").get(code);
    expect(lead).toEqual({ channel: "pedido", page_path: "/portao-nao-abre", template: "palavra-chave", subject: "portao-nao-abre" });

    await kickMail();
    const received = await mail;
    expect(received.to).toEqual([BUSINESS_EMAIL]);
    expect(received.text).toContain(`Código: ${code}`);
    expect(received.text).toContain(`Página: ${SITE}/portao-nao-abre`);
    expect(received.text).toContain("Maria Souza");
    expect(rows()[0].mail_state).toBe("enviado");
  });

  it("is stored and retried when the SMTP server refuses, and marked failed after the last attempt", async () => {
    smtp.state.failing = true;
    const { post: p } = await post(fields());
    expect(p?.kind).toBe("sent");
    await kickMail();
    expect(rows()[0]).toMatchObject({ mail_state: "pendente", mail_attempts: 1 });
    let at = Date.parse("2026-11-24T10:00:00-03:00");
    for (const minutes of LIMITS.visitRequests.mailRetryMinutes) {
      at += minutes * 60_000;
      setClockForTests(() => at);
      await kickMail();
    }
    expect(rows()[0]).toMatchObject({ mail_state: "falhou", mail_attempts: LIMITS.visitRequests.mailRetryMinutes.length + 1 });
    expect(String(rows()[0].mail_error)).toContain("Caixa indisponível");
  });

  it("without SMTP settings is kept for the admin alone", async () => {
    for (const k of Object.keys(smtp.env)) delete process.env[k];
    fresh.cleanup();
    fresh = useFreshDatabase();
    const { post: p } = await post(fields());
    expect(p?.kind).toBe("sent");
    expect(rows()[0].mail_state).toBe("sem-smtp");
    expect(await kickMail()).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });

  it("accepts a place out of the served area, and says so", async () => {
    const { post: p } = await post(fields({ local: "Campinas" }));
    expect(p).toMatchObject({ kind: "sent", inArea: false });
    expect(rows()[0].in_area).toBe(0);
  });

  it("reads the served area from the owner's list of served cities, not from the places the site has pages for", async () => {
    // Ribeirão Pires has a page, but is not on the list a fresh install starts with.
    const { post: p } = await post(fields({ local: "Ribeirão Pires" }));
    expect(p).toMatchObject({ kind: "sent", inArea: false });
  });

  it("starts with the subject of the page it came from", () => {
    const data = loader({ request: new Request(`${SITE}/pedir-visita?de=%2Fportao-nao-abre`), params: {}, context: { clientIp: "127.0.0.1" } });
    expect(data.prefill).toMatchObject({ from: "/portao-nao-abre", about: "Portão não abre" });
    expect(data.prefill.problem).toContain("Portão não abre");
    const foreign = loader({ request: new Request(`${SITE}/pedir-visita?de=https%3A%2F%2Fevil.example%2F`), params: {}, context: { clientIp: "127.0.0.1" } });
    expect(foreign.prefill.about).toBeNull();
  });
});

describe("hostile input", () => {
  it("refuses a cross-site post before reading it", async () => {
    const { status } = await post(fields(), [], { origin: "https://evil.example" });
    expect(status).toBe(403);
    expect(rows()).toHaveLength(0);
  });

  it("refuses huge fields, keeps what was typed, and stores control characters and markup as plain text", async () => {
    const huge = "x".repeat(LIMITS.visitRequests.problemMax + 1);
    const refused = await post(fields({ problema: huge, nome: "y".repeat(500) }));
    expect(refused.status).toBe(400);
    expect(refused.post?.kind).toBe("invalid");
    if (refused.post?.kind === "invalid") {
      expect(refused.post.errors.problema).toMatch(/até/);
      expect(refused.post.errors.nome).toMatch(/até/);
      expect(refused.post.typed.telefone).toBe("(11) 98888-7777");
      expect(refused.post.typed.problema?.length).toBeGreaterThan(LIMITS.visitRequests.problemMax);
    }
    expect(rows()).toHaveLength(0);

    const marked = await post(fields({ nome: "<script>alert(1)</script>\u0000Ana\u0007", problema: "<b>motor</b>\u001b[31m quebrado\r\nsegunda linha" }));
    expect(marked.post?.kind).toBe("sent");
    const [row] = rows();
    expect(row.name).toBe("<script>alert(1)</script> Ana");
    expect(row.problem).toBe("<b>motor</b> [31m quebrado\nsegunda linha");
  });

  it("refuses a forged photo and more photos than allowed, with nothing stored", async () => {
    const forged = new Blob([new TextEncoder().encode("<?php echo 1; ?>")], { type: "image/png" });
    const one = await post(fields(), [await photo("#333"), forged]);
    expect(one.post?.kind).toBe("invalid");
    if (one.post?.kind === "invalid") expect(one.post.errors.fotos).toMatch(/Foto 2: O arquivo não é uma foto/);
    const many = await post(fields(), [await photo("#111"), await photo("#222"), await photo("#333"), await photo("#444")]);
    if (many.post?.kind === "invalid") expect(many.post.errors.fotos).toMatch(/no máximo 3 fotos/);
    expect(rows()).toHaveLength(0);
    const dir = requestPhotoFile("pedido-00000000")!.replace(/\/[^/]+$/, "");
    expect(fs.existsSync(dir) ? fs.readdirSync(dir) : []).toEqual([]);
  });

  it("refuses the honeypot, a bot and a missing consent", async () => {
    expect((await post(fields({ site: "http://spam.example" }))).post?.kind).toBe("refused");
    expect((await post(fields(), [], { ua: "Googlebot/2.1 (+http://www.google.com/bot.html)" })).post?.kind).toBe("refused");
    const noConsent = await post(fields({ autorizo: "" }));
    expect(noConsent.post?.kind === "invalid" && noConsent.post.errors.autorizo).toMatch(/autorização/);
    expect(rows()).toHaveLength(0);
  });

  it("bounds 200 requests from one source to the address's budget of the day, and its network's", async () => {
    const L = LIMITS.visitRequests;
    const statuses: number[] = [];
    for (let i = 0; i < 200; i++) statuses.push((await post(fields({ nome: `Pessoa ${i}` }), [], { ip: "198.51.100.9" })).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(L.perAddressPerDay);
    expect(statuses.filter((s) => s === 429)).toHaveLength(200 - L.perAddressPerDay);
    // Neighbours of the same /24 share the network's budget; another network is untouched.
    let accepted = L.perAddressPerDay;
    for (let i = 10; accepted < L.perNetworkPerDay + 3 && i < 60; i++) {
      if ((await post(fields(), [], { ip: `198.51.100.${i}` })).status === 200) accepted++;
    }
    expect(accepted).toBe(L.perNetworkPerDay);
    expect((await post(fields(), [], { ip: "192.0.2.1" })).status).toBe(200);
    // The next São Paulo day starts afresh.
    setClockForTests(() => Date.parse("2026-11-25T10:00:00-03:00"));
    expect((await post(fields(), [], { ip: "198.51.100.9" })).status).toBe(200);
  }, 60_000);
});

describe("one person's data (LGPD art. 18)", () => {
  it("is found by the phone as typed, exported and deleted with its photos and leads", async () => {
    const sent = await post(fields({ telefone: "11 98888 7777" }), [await photo("#abc")]);
    await post(fields({ telefone: "(21) 3333-4444", nome: "Outra Pessoa" }), [], { ip: "192.0.2.50" });
    expect(sent.post?.kind).toBe("sent");
    const code = sent.post?.kind === "sent" ? sent.post.code : "";
    const found = requestsOfPhone("+55 (11) 98888-7777");
    expect(found?.rows.map((r) => r.code)).toEqual([code]);
    const photoKey = (JSON.parse(found!.rows[0].photos) as string[])[0];
    expect(requestsOfPhone("abc")).toBeNull();

    expect(await deleteRequestsOfPhone("11988887777")).toEqual({ codes: [code], jobs: 0 });
    expect(rows().map((r) => r.name)).toEqual(["Outra Pessoa"]);
    expect(fresh.conn.sqlite.prepare("SELECT count(*) AS n FROM contact_clicks WHERE code = ?").get(code)).toEqual({ n: 0 });
    expect(fs.existsSync(requestPhotoFile(photoKey)!)).toBe(false);
  });
});
