// Decision 0027: testimonials come only from the owner (the "Depoimentos" admin) or from a
// customer through a single-use review-request link, each with consent. Hostile input on both
// forms: oversized fields, control characters, markup, the honeypot, the pending cap, the rate
// limit, used / expired / forged links, posts from another site.
import { describe, expect, it } from "vitest";
import { action as adminAction, loader as adminLoader } from "~/routes/admin.depoimentos/route";
import { action as editAction } from "~/routes/admin.depoimentos_.$id/route";
import { action as reviewAction, loader as reviewLoader } from "~/routes/depoimento.$token";
import { loader as homeLoader } from "~/routes/_index/route";
import { loader as cityLoader } from "~/routes/cidades.$slug";
import { loader as guarulhosLoader } from "~/routes/portao-automatico-guarulhos";
import { TESTIMONIAL_LIMITS as L } from "~/lib/testimonials/limits";
import { hashToken } from "~/server/data/review-requests.server";
import { testimonialsFor } from "~/server/data/testimonials.server";
import { setClockForTests } from "~/server/infra/clock.server";
import { jpegPhoto } from "../fixtures/media";
import { SITE, asResponse, freshDatabasePerTest, navigation, run, signInAdmin, toastOf } from "./auth-helpers";

const fresh = freshDatabasePerTest();
type Result = { status: number; data: Record<string, unknown>; headers: Headers };

const GOOD = {
  intent: "novo",
  nome: "Ana S.",
  local: "Vila Galvão, Guarulhos",
  texto: "O técnico chegou no horário e o portão ficou silencioso.",
  servico: "Manutenção",
  origem: "whatsapp",
  data: "2026-10-01",
  cidade: "",
  autorizado: "1",
  situacao: "publicado",
};

function post(cookie: string, fields: Record<string, string>, photo?: Buffer) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (photo) form.set("foto", new File([new Uint8Array(photo)], "cliente.jpg", { type: "image/jpeg" }));
  return run(adminAction, new Request(`${SITE}/admin/depoimentos`, { method: "POST", body: form, headers: { Cookie: cookie, Origin: SITE } }));
}

async function newLink(cookie: string, customer = "Sra. Ana, garagem"): Promise<string> {
  const res = (await post(cookie, { intent: "pedido", cliente: customer })) as Result;
  expect(res.status).toBe(200);
  const url = (res.data.link as { url: string }).url;
  expect(url).toMatch(new RegExp(`^${SITE}/depoimento/[0-9a-f]{64}$`));
  return url.slice(url.lastIndexOf("/") + 1);
}

const CUSTOMER = { nome: "Carlos M.", local: "Centro, Osasco", texto: "Instalaram o motor em três horas e explicaram tudo.", autorizo: "1", site: "" };

function submit(token: string, fields: Record<string, string>, ip = "203.0.113.5", origin: string | null = SITE) {
  return run(reviewAction, navigation(`/depoimento/${token}`, { form: fields, origin }), ip, { token });
}

describe("a fresh install", () => {
  it("shows no testimonial anywhere: the home, a city page, a landing page (no heading: the list is empty)", async () => {
    fresh();
    const home = (await run(homeLoader, navigation("/"))) as Result;
    expect(home.data.testimonials).toEqual([]);
    const city = (await run(cityLoader, navigation("/cidades/guarulhos"), undefined, { slug: "guarulhos" })) as Result;
    expect(city.data.testimonials).toEqual([]);
    const landing = (await run(guarulhosLoader, navigation("/portao-automatico-guarulhos"))) as Result;
    expect(landing.data.testimonials).toEqual([]);
  });
});

describe("the owner's testimonials", () => {
  it("without the customer's consent nothing is saved, the message names the checkbox and every typed value comes back", async () => {
    const { conn } = fresh();
    const cookie = await signInAdmin();
    const res = (await post(cookie, { ...GOOD, autorizado: "" })) as Result;
    expect(res.status).toBe(400);
    expect((res.data.errors as Record<string, string>).autorizado).toMatch(/O cliente autorizou a publicação/);
    expect(res.data.typed).toMatchObject({ nome: "Ana S.", local: "Vila Galvão, Guarulhos", texto: GOOD.texto, servico: "Manutenção", data: "2026-10-01" });
    expect(conn.sqlite.prepare("SELECT COUNT(*) AS n FROM testimonials").get()).toEqual({ n: 0 });
  });

  it("10,000-character fields, a future date and an unknown city or source are refused field by field, typed values kept", async () => {
    fresh();
    const cookie = await signInAdmin();
    const long = "a".repeat(10_000);
    const res = (await post(cookie, {
      ...GOOD,
      nome: long,
      local: long,
      texto: long,
      servico: long,
      data: "2999-01-01",
      cidade: "Paris",
      origem: "fax",
    })) as Result;
    expect(res.status).toBe(400);
    expect(res.data.errors).toEqual({
      nome: `O nome pode ter no máximo ${L.nameMax} caracteres.`,
      local: `O local pode ter no máximo ${L.placeMax} caracteres.`,
      texto: "O depoimento pode ter no máximo 1.000 caracteres (tem 10.000).",
      servico: `O serviço pode ter no máximo ${L.serviceMax} caracteres.`,
      data: "A data não pode estar no futuro.",
      cidade: "Escolha uma cidade da lista ou “Todas as páginas”.",
      origem: expect.stringMatching(/^Escolha de onde veio o depoimento/),
    });
    expect((res.data.typed as Record<string, string>).texto).toHaveLength(10_000);
  });

  it("a published one shows on the next request with control characters removed and markup kept as text; every change is logged", async () => {
    const { conn } = fresh();
    const cookie = await signInAdmin();
    const version = () => (conn.sqlite.prepare("SELECT version FROM content_version").get() as { version: number }).version;
    const before = version();
    const saved = asResponse(
      await post(cookie, { ...GOOD, nome: "Ana\u0000 S.\u202e", texto: "<script>alert(1)</script> Portão\u0007 ótimo, recomendo a todos!" }),
    );
    expect(await toastOf(saved)).toMatchObject({ description: "Depoimento salvo e publicado." });
    expect(version()).toBeGreaterThan(before);
    const [shown] = testimonialsFor();
    expect(shown).toMatchObject({ name: "Ana S.", text: "<script>alert(1)</script> Portão ótimo, recomendo a todos!", city: null });

    const id = shown.id;
    asResponse(await post(cookie, { intent: "ocultar", id: String(id) }));
    expect(testimonialsFor()).toEqual([]);
    asResponse(await post(cookie, { intent: "publicar", id: String(id) }));
    expect(testimonialsFor()).toHaveLength(1);
    const edit = new FormData();
    for (const [k, v] of Object.entries({ ...GOOD, intent: "editar", cidade: "Guarulhos", nome: "Ana Souza" })) edit.set(k, v);
    const edited = asResponse(
      await run(
        editAction,
        new Request(`${SITE}/admin/depoimentos/${id}`, { method: "POST", body: edit, headers: { Cookie: cookie, Origin: SITE } }),
        undefined,
        {
          id: String(id),
        },
      ),
    );
    expect(edited.headers.get("Location")).toBe("/admin/depoimentos");
    expect(testimonialsFor()).toEqual([]);
    expect(testimonialsFor("Guarulhos")).toMatchObject([{ name: "Ana Souza", city: "Guarulhos" }]);
    // Without JavaScript the first delete asks.
    expect(((await post(cookie, { intent: "excluir", id: String(id) })) as Result).data).toMatchObject({ confirmDelete: id });
    asResponse(await post(cookie, { intent: "excluir", id: String(id), confirmed: "1" }));
    expect(testimonialsFor("Guarulhos")).toEqual([]);
    expect(conn.sqlite.prepare("SELECT action, target FROM activity_log WHERE action LIKE 'depoimento.%' ORDER BY id").all()).toEqual([
      { action: "depoimento.criar", target: "Ana S. (Vila Galvão, Guarulhos)" },
      { action: "depoimento.ocultar", target: "Ana S. (Vila Galvão, Guarulhos)" },
      { action: "depoimento.publicar", target: "Ana S. (Vila Galvão, Guarulhos)" },
      { action: "depoimento.editar", target: "Ana Souza (Vila Galvão, Guarulhos)" },
      { action: "depoimento.excluir", target: "Ana Souza (Vila Galvão, Guarulhos)" },
    ]);
  });

  it("at most three on a page: the city's own first, then the ones for every page; a place page uses its city", async () => {
    fresh();
    const cookie = await signInAdmin();
    for (const [nome, cidade, data] of [
      ["Geral Um", "", "2026-01-01"],
      ["Geral Dois", "", "2026-02-01"],
      ["Geral Três", "", "2026-03-01"],
      ["Osasco Um", "Osasco", "2025-01-01"],
      ["São Paulo Um", "São Paulo", "2025-01-01"],
    ])
      asResponse(await post(cookie, { ...GOOD, nome, cidade, data }));
    expect(testimonialsFor().map((t) => t.name)).toEqual(["Geral Três", "Geral Dois", "Geral Um"]);
    expect(testimonialsFor("Osasco").map((t) => t.name)).toEqual(["Osasco Um", "Geral Três", "Geral Dois"]);
    const moema = (await run(cityLoader, navigation("/cidades/moema"), undefined, { slug: "moema" })) as Result;
    expect((moema.data.testimonials as { name: string }[]).map((t) => t.name)).toEqual(["São Paulo Um", "Geral Três", "Geral Dois"]);
  });

  it("a photo is stored like a motor photo (re-encoded, checked by content); a file that is no image is refused with the fields kept", async () => {
    fresh();
    const cookie = await signInAdmin();
    const refused = (await post(cookie, GOOD, Buffer.from("%PDF-1.4 não é foto"))) as Result;
    expect(refused.status).toBe(400);
    expect(refused.data.error).toBe("O arquivo não é uma foto JPEG, PNG ou WebP. Envie a foto nesses formatos.");
    expect(refused.data.typed).toMatchObject({ nome: "Ana S.", texto: GOOD.texto });
    asResponse(await post(cookie, GOOD, await jpegPhoto(800, 800)));
    expect(testimonialsFor()[0].photo).toMatchObject({ fileKey: expect.stringMatching(/^depoimento-[0-9a-f]{8}$/), width: 800, height: 800 });
  });
});

describe("review-request links", () => {
  it("owner creates a link, only its hash is stored; the customer's submission waits as pending until approved", async () => {
    const { conn } = fresh();
    const cookie = await signInAdmin();
    const token = await newLink(cookie);
    const stored = conn.sqlite.prepare("SELECT token_hash AS hash FROM review_requests").all() as { hash: string }[];
    expect(stored).toEqual([{ hash: hashToken(token) }]);
    expect(JSON.stringify(conn.sqlite.prepare("SELECT * FROM review_requests").all())).not.toContain(token);

    const page = (await run(reviewLoader, navigation(`/depoimento/${token}`), undefined, { token })) as Result;
    expect(page.data).toEqual({ refused: null });
    const sent = (await submit(token, CUSTOMER)) as Result;
    expect(sent.status).toBe(200);
    expect(sent.data.post).toEqual({ kind: "sent", name: "Carlos M." });
    expect(testimonialsFor()).toEqual([]);

    const admin = (await run(adminLoader, navigation("/admin/depoimentos", { cookie }))) as Result;
    const [pending] = admin.data.items as { id: number; status: string; source: string }[];
    expect(pending).toMatchObject({ status: "pendente", source: "formulario" });
    asResponse(await post(cookie, { intent: "aprovar", id: String(pending.id) }));
    expect(testimonialsFor()).toMatchObject([{ name: "Carlos M.", place: "Centro, Osasco" }]);
    expect(conn.sqlite.prepare("SELECT email, action FROM activity_log WHERE action LIKE 'depoimento.%' ORDER BY id").all()).toEqual([
      { email: "admin@exemplo.com.br", action: "depoimento.pedir" },
      { email: "cliente (link de depoimento)", action: "depoimento.recebido" },
      { email: "admin@exemplo.com.br", action: "depoimento.aprovar" },
    ]);
  });

  it("a used, an expired and a forged link are refused with a pt-BR page; a rejected submission is deleted", async () => {
    const { conn } = fresh();
    const cookie = await signInAdmin();
    const used = await newLink(cookie);
    expect(((await submit(used, CUSTOMER)) as Result).status).toBe(200);
    const again = (await submit(used, { ...CUSTOMER, nome: "Outra pessoa" })) as Result;
    expect(again.status).toBe(410);
    expect((again.data.post as { error: string }).error).toMatch(/^Este link já foi usado/);
    const usedPage = (await run(reviewLoader, navigation(`/depoimento/${used}`), undefined, { token: used })) as Result;
    expect(usedPage.status).toBe(410);

    const T0 = Date.now();
    setClockForTests(() => T0);
    const expiring = await newLink(cookie, "Sr. João");
    setClockForTests(() => T0 + L.requestLifetimeDays * 24 * 3600_000 + 1);
    const expired = (await run(reviewLoader, navigation(`/depoimento/${expiring}`), undefined, { token: expiring })) as Result;
    expect(expired.status).toBe(410);
    expect(expired.data.refused).toMatch(/^Este link expirou \(ele vale por 14 dias\)/);
    expect(((await submit(expiring, CUSTOMER)) as Result).status).toBe(410);
    setClockForTests(null);

    for (const forged of ["0".repeat(64), "A".repeat(64), "curto", "<script>", "A".repeat(5000)]) {
      const res = (await run(reviewLoader, navigation(`/depoimento/${encodeURIComponent(forged)}`), undefined, { token: forged })) as Result;
      expect(res.status).toBe(404);
      expect(res.data.refused).toMatch(/^Este link de depoimento não é válido/);
    }
    const [pending] = conn.sqlite.prepare("SELECT id FROM testimonials WHERE status = 'pendente'").all() as { id: number }[];
    expect(((await post(cookie, { intent: "rejeitar", id: String(pending.id) })) as Result).data).toMatchObject({ confirmDelete: pending.id });
    asResponse(await post(cookie, { intent: "rejeitar", id: String(pending.id), confirmed: "1" }));
    expect(conn.sqlite.prepare("SELECT COUNT(*) AS n FROM testimonials").get()).toEqual({ n: 0 });
  });

  it("960 combining marks on one letter are refused with a message naming the field, the text kept as typed and nothing saved", async () => {
    const { conn } = fresh();
    const cookie = await signInAdmin();
    const token = await newLink(cookie);
    const zalgo = `Muito bom a${"\u0301".repeat(960)} serviço.`;
    const res = (await submit(token, { ...CUSTOMER, texto: zalgo })) as Result;
    expect(res.status).toBe(400);
    const sent = res.data.post as { errors: Record<string, string>; typed: Record<string, string> };
    expect(sent.errors).toEqual({ texto: expect.stringMatching(/^O depoimento tem acentos ou sinais empilhados sobre uma mesma letra/) });
    expect(sent.typed.texto).toBe(zalgo);
    expect(conn.sqlite.prepare("SELECT count(*) AS n FROM testimonials").get()).toEqual({ n: 0 });
    // The owner's form refuses it the same way.
    const owner = (await post(cookie, { ...GOOD, texto: zalgo })) as Result;
    expect(owner.data).toMatchObject({ errors: { texto: expect.stringMatching(/acentos ou sinais empilhados/) }, typed: { texto: zalgo } });
  });

  it("hostile customer posts: oversized and control characters, the honeypot, no consent, another site; the link stays usable", async () => {
    const { conn } = fresh();
    const cookie = await signInAdmin();
    const token = await newLink(cookie);
    const long = (await submit(token, { ...CUSTOMER, nome: "x".repeat(10_000), texto: "y".repeat(10_000), local: "\u0000\u0001" })) as Result;
    expect(long.status).toBe(400);
    const post = long.data.post as { errors: Record<string, string>; typed: Record<string, string> };
    expect(post.errors).toEqual({
      nome: `O nome pode ter no máximo ${L.nameMax} caracteres.`,
      local: "Informe o bairro ou a cidade.",
      texto: "O depoimento pode ter no máximo 1.000 caracteres (tem 10.000).",
    });
    expect(post.typed.texto).toHaveLength(10_000);

    const noConsent = (await submit(token, { ...CUSTOMER, autorizo: "" })) as Result;
    expect(noConsent.status).toBe(400);
    expect((noConsent.data.post as { errors: Record<string, string>; typed: Record<string, string> }).errors).toEqual({
      autorizo: "Para enviarmos seu depoimento, marque a autorização de publicação.",
    });
    expect((noConsent.data.post as { typed: Record<string, string> }).typed).toMatchObject({ nome: "Carlos M.", texto: CUSTOMER.texto });

    const bot = (await submit(token, { ...CUSTOMER, site: "https://spam.example" })) as Result;
    expect(bot.status).toBe(400);
    expect((bot.data.post as { error: string }).error).toMatch(/campo “Site”/);

    const crossSite = await submit(token, CUSTOMER, "203.0.113.5", "https://outro.example");
    expect(asResponse(crossSite).status).toBe(403);

    expect(conn.sqlite.prepare("SELECT COUNT(*) AS n FROM testimonials").get()).toEqual({ n: 0 });
    const ok = (await submit(token, { ...CUSTOMER, texto: "Linha um\u0007 com <b>negrito</b>\r\n\r\n\r\nLinha dois, tudo certo." })) as Result;
    expect(ok.status).toBe(200);
    expect(conn.sqlite.prepare("SELECT text FROM testimonials").get()).toEqual({ text: "Linha um com <b>negrito</b>\nLinha dois, tudo certo." });
  });

  it(`the pending cap (${L.maxPending}) and the rate limit (${L.formPostsPerAddress} posts per address in 15 minutes) answer clear messages, typed text kept`, async () => {
    const { conn } = fresh();
    const cookie = await signInAdmin();
    const insert = conn.sqlite.prepare(
      "INSERT INTO testimonials (name, place, text, source, given_on, status, consent_at) VALUES ('Cliente', 'Lugar', 'Texto de um cliente qualquer.', 'formulario', '2026-01-01', 'pendente', 0)",
    );
    for (let i = 0; i < L.maxPending; i++) insert.run();
    const token = await newLink(cookie);
    const full = (await submit(token, CUSTOMER)) as Result;
    expect(full.status).toBe(503);
    expect((full.data.post as { error: string; typed: Record<string, string> }).error).toMatch(/há muitos depoimentos aguardando revisão/);
    expect((full.data.post as { typed: Record<string, string> }).typed).toMatchObject({ nome: "Carlos M.", texto: CUSTOMER.texto });

    conn.sqlite.prepare("DELETE FROM testimonials").run();
    const ip = "198.51.100.99";
    for (let i = 0; i < L.formPostsPerAddress; i++) expect(((await submit(token, { ...CUSTOMER, autorizo: "" }, ip)) as Result).status).toBe(400);
    const limited = (await submit(token, CUSTOMER, ip)) as Result;
    expect(limited.status).toBe(429);
    expect((limited.data.post as { error: string; typed: Record<string, string> }).error).toMatch(/Espere 15 minutos/);
    expect((limited.data.post as { typed: Record<string, string> }).typed.texto).toBe(CUSTOMER.texto);
    // Another address is not held back.
    expect(((await submit(token, CUSTOMER, "198.51.100.100")) as Result).status).toBe(200);
  });

  it(`open links are capped at ${L.maxOpenRequests}; the customer label is checked`, async () => {
    const { conn } = fresh();
    const cookie = await signInAdmin();
    const blank = (await post(cookie, { intent: "pedido", cliente: " \u0000 " })) as Result;
    expect(blank.status).toBe(400);
    expect(((await post(cookie, { intent: "pedido", cliente: "z".repeat(10_000) })) as Result).data.error).toBe(
      `Use no máximo ${L.customerMax} caracteres para identificar o cliente.`,
    );
    const insert = conn.sqlite.prepare("INSERT INTO review_requests (token_hash, customer, expires_at) VALUES (?, 'c', ?)");
    for (let i = 0; i < L.maxOpenRequests; i++) insert.run(`hash-${i}`, Date.now() + 3600_000);
    const full = (await post(cookie, { intent: "pedido", cliente: "Sr. João" })) as Result;
    expect(full.status).toBe(400);
    expect(full.data.error).toMatch(/^Há 100 pedidos em aberto/);
    expect(full.data.typed).toEqual({ cliente: "Sr. João" });
  });
});
