// "Catálogo de motores" (decision 0029): the owner edits prices, figures, slugs and status in the
// admin; every page reads them. Route-level checks run on a fresh database per test; the last
// test renders every sitemap URL from the production build after a price change.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { action, loader } from "~/routes/admin.catalogo_.$slug/route";
import { loader as motorPage } from "~/routes/motores.$slug";
import { loader as grid } from "~/routes/motores._index";
import { loader as selector } from "~/routes/qual-motor";
import { listSitemapUrls } from "~/routes/sitemap[.]xml/sitemap-entries.server";
import { listAllMotors, listMotorLinks } from "~/server/data/motors.server";
import { specRows } from "~/lib/motors/motor-facts";
import { INITIALLY_ADMITTED_PATHS as ADMITTED_PATHS } from "../../db/seed/initial-verdicts";
import { SITE, asResponse, freshDatabasePerTest, navigation, run, signInAdmin, toastOf } from "./auth-helpers";
import { ensureBuild, startServer, tempDataDir } from "../../bench/server-process.mjs";
import { freePort } from "./raw-http";
import { useFreshDatabase } from "./helpers";

const fresh = freshDatabasePerTest();
type Result = { status: number; data: Record<string, unknown> };
const HOME = "motor-ppa-home";

/** The form of a seeded model as the edit screen fills it, with `changes` on top. */
async function formOf(cookie: string, slug: string, changes: Record<string, string | string[]> = {}) {
  const page = (await run(loader, navigation(`/admin/catalogo/${slug}`, { cookie }), undefined, { slug })) as Result;
  const values = { ...(page.data.values as Record<string, string | string[]>), ...changes };
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) for (const one of Array.isArray(v) ? v : [v]) form.append(k, one);
  return form;
}
const post = (cookie: string, slug: string, form: URLSearchParams) => run(action, navigation(`/admin/catalogo/${slug}`, { cookie, form }), undefined, { slug });
const selectorQuery = "/qual-motor?tipo=basculante&peso=150-250&uso=casa&energia=nao&velocidade=16&orcamento=sem-limite";
const pageOf = async (slug: string) => (await run(motorPage, navigation(`/motores/${slug}`), undefined, { slug })) as Result;

describe("motor catalogue in the admin", () => {
  it("a new price shows on the model's page, the grid and the selector; the log and the content version record it", async () => {
    const { conn } = fresh();
    const cookie = await signInAdmin();
    const version = () => (conn.sqlite.prepare("SELECT version FROM content_version").get() as { version: number }).version;
    const before = version();
    const saved = asResponse(await post(cookie, HOME, await formOf(cookie, HOME, { price: "1.111,00" })));
    expect(saved.headers.get("Location")).toBe(`/admin/catalogo/${HOME}`);
    expect(await toastOf(saved)).toMatchObject({ description: "Motor PPA Home salvo." });
    expect(version()).toBe(before + 1);
    expect(conn.sqlite.prepare("SELECT action, target FROM activity_log WHERE action LIKE 'motor.%'").all()).toEqual([
      { action: "motor.editar", target: "Motor PPA Home: alterado: preço (preço: R$ 1111.00)" },
    ]);
    expect(((await pageOf(HOME)).data.motor as { priceCents: number }).priceCents).toBe(111_100);
    const cards = (await run(grid, navigation("/motores"))) as Result;
    expect((cards.data.motors as { slug: string; priceCents: number }[]).find((m) => m.slug === HOME)?.priceCents).toBe(111_100);
    const picked = (await run(selector, navigation(selectorQuery))) as Result;
    const first = (picked.data.selection as { recommended: { motor: { slug: string; priceCents: number } }[] }).recommended[0].motor;
    expect(first).toMatchObject({ slug: HOME, priceCents: 111_100 });
  });

  it("width, openings a day and selling points are saved, logged and shown on the model's page", async () => {
    const { conn } = fresh();
    const cookie = await signInAdmin();
    const features = "Rampa de desaceleração\u0007\nDestravamento <externo>";
    asResponse(await post(cookie, HOME, await formOf(cookie, HOME, { maxWidthCm: "350", cyclesPerDay: "35", features })));
    const motor = (await pageOf(HOME)).data.motor as Parameters<typeof specRows>[0] & { features: string[] };
    expect(motor.features).toEqual(["Rampa de desaceleração", "Destravamento <externo>"]);
    expect(specRows(motor)).toEqual(
      expect.arrayContaining([
        ["Largura máxima do portão", "3,5 m"],
        ["Aberturas por dia", "até 35"],
      ]),
    );
    expect(conn.sqlite.prepare("SELECT target FROM activity_log WHERE action = 'motor.editar'").get()).toEqual({
      target: "Motor PPA Home: alterado: largura máxima, aberturas por dia, pontos fortes",
    });
    // Emptied, they are unknown again: no row, no selling point.
    asResponse(await post(cookie, HOME, await formOf(cookie, HOME, { maxWidthCm: "", cyclesPerDay: "", features: "" })));
    const cleared = (await pageOf(HOME)).data.motor as Parameters<typeof specRows>[0] & { features: string[] };
    expect(cleared.features).toEqual([]);
    expect(specRows(cleared).map(([label]) => label)).not.toContain("Aberturas por dia");
  });

  it("an empty price is 'sob consulta' (no price on the page, no Offer: see the production-build test)", async () => {
    fresh();
    const cookie = await signInAdmin();
    asResponse(await post(cookie, HOME, await formOf(cookie, HOME, { price: "" })));
    expect(((await pageOf(HOME)).data.motor as { priceCents: number | null }).priceCents).toBeNull();
  });

  it("a new model joins the grid, the menu and the selector, but not the sitemap until its text is its own; a retired one leaves them and its page keeps answering with a notice", async () => {
    fresh();
    const cookie = await signInAdmin();
    const created = asResponse(
      await post(
        cookie,
        "novo",
        await formOf(cookie, "novo", {
          name: "Motor PPA Home Teste",
          slug: "",
          description: "Modelo de teste.",
          openingSeconds: "16",
          maxWeightKg: "200",
          price: "850",
        }),
      ),
    );
    expect(created.headers.get("Location")).toBe("/admin/catalogo/motor-ppa-home-teste");
    asResponse(await post(cookie, "motor-ppa-levante", await formOf(cookie, "motor-ppa-levante", { status: "fora-de-linha" })));

    const slugs = () => listMotorLinks().map((m) => m.slug);
    expect(slugs()).toContain("motor-ppa-home-teste");
    expect(slugs()).not.toContain("motor-ppa-levante");
    const sitemap = listSitemapUrls(SITE).map((u) => u.loc);
    expect(sitemap).not.toContain(`${SITE}/motores/motor-ppa-levante`);
    // A model with no text of its own is reachable but out of Google (decision 0037); an admitted one is in.
    expect(sitemap).not.toContain(`${SITE}/motores/motor-ppa-home-teste`);
    expect((await pageOf("motor-ppa-home-teste")).data.indexed).toBe(false);
    const admitted = ADMITTED_PATHS.find((p) => p.startsWith("/motores/") && p !== "/motores/motor-ppa-levante")!;
    expect(sitemap).toContain(`${SITE}${admitted}`);
    expect((await pageOf(admitted.slice("/motores/".length))).data.indexed).toBe(true);
    const cards = ((await run(grid, navigation("/motores"))) as Result).data.motors as { slug: string; image: string }[];
    expect(cards.map((c) => c.slug)).toContain("motor-ppa-home-teste");
    // Its picture until a photo is sent is a neutral drawing: no other model's name, speed or badge.
    const image = cards.find((c) => c.slug === "motor-ppa-home-teste")!.image;
    expect((await pageOf("motor-ppa-home-teste")).data.motor).toMatchObject({ image });
    const drawing = fs.readFileSync(path.join("public", image), "utf8");
    expect([...drawing.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1])).toEqual(["PPA"]);
    for (const other of listAllMotors().filter((m) => m.slug !== "motor-ppa-home-teste")) {
      expect(drawing, other.name).not.toContain(other.name.replace(/^Motor /, ""));
      expect(image).not.toBe(other.image);
    }
    expect(cards.map((c) => c.slug)).not.toContain("motor-ppa-levante");
    const picked = ((await run(selector, navigation(selectorQuery))) as Result).data.selection as Record<string, { motor: { slug: string } }[]>;
    const all = [...picked.recommended, ...picked.alsoFit, ...picked.excluded].map((v) => v.motor.slug);
    expect(all).toContain("motor-ppa-home-teste");
    expect(all).not.toContain("motor-ppa-levante");

    const retired = await pageOf("motor-ppa-levante");
    expect(retired.status).toBe(200);
    expect(retired.data.retired).toBe(true);
    expect((retired.data.nearest as unknown[]).length).toBeGreaterThan(0);
  });

  it("a new slug answers 301 from the old address, and the photos follow the model", async () => {
    const { conn } = fresh();
    const cookie = await signInAdmin();
    conn.sqlite
      .prepare("INSERT INTO motor_media (motor_slug, kind, position, file_key, width, height, bytes, alt) VALUES (?, 'foto', 1, 'x', 10, 10, 1, 'Foto')")
      .run(HOME);
    asResponse(await post(cookie, HOME, await formOf(cookie, HOME, { slug: "motor-ppa-home-classico" })));
    const old = asResponse(await run(motorPage, navigation(`/motores/${HOME}`), undefined, { slug: HOME }));
    expect(old.status).toBe(301);
    expect(old.headers.get("Location")).toBe("/motores/motor-ppa-home-classico");
    expect(conn.sqlite.prepare("SELECT motor_slug FROM motor_media").all()).toEqual([{ motor_slug: "motor-ppa-home-classico" }]);
    // The home banner's tier follows the renamed model.
    const { bannerMotors } = await import("~/server/data/motors.server");
    expect(bannerMotors().map((b) => b.slug)).toContain("motor-ppa-home-classico");
    // The seed does not put the renamed model back on the next boot.
    const { seedDatabase } = await import("../../db/seed");
    seedDatabase(conn);
    expect(listMotorLinks().filter((m) => m.slug === HOME)).toEqual([]);
    // The page's text (decision 0043) followed the model, and the seed did not write a second one.
    const texts = conn.sqlite.prepare("SELECT path FROM page_texts WHERE path LIKE '/motores/motor-ppa-home%' ORDER BY path").pluck().all();
    expect(texts).not.toContain(`/motores/${HOME}`);
    expect(texts).toContain("/motores/motor-ppa-home-classico");
    const { getPublicPageText } = await import("~/server/page-texts/store.server");
    expect(getPublicPageText("/motores/motor-ppa-home-classico")?.bodyHtml).toContain("<h2>Modelos mais próximos</h2>");
  });

  it("refuses hostile input with pt-BR messages, keeps what was typed and writes nothing", async () => {
    const { conn } = fresh();
    const cookie = await signInAdmin();
    const snapshot = () => conn.sqlite.prepare("SELECT * FROM motors ORDER BY id").all();
    const before = snapshot();
    const long = "a".repeat(10_000);
    const cases: [Record<string, string | string[]>, string, RegExp][] = [
      [{ name: long }, "name", /até 80 caracteres/],
      [{ description: long }, "description", /até 600 caracteres/],
      [{ power: long }, "power", /até 60 caracteres/],
      [{ includedItems: long }, "includedItems", /até 120 caracteres/],
      [{ includedItems: Array.from({ length: 13 }, (_, i) => `Item ${i}`).join("\n") }, "includedItems", /Até 12 itens/],
      [{ maxWeightKg: "-5" }, "maxWeightKg", /de 1 a 2000 kg/],
      [{ maxWeightKg: "99999999" }, "maxWeightKg", /de 1 a 2000 kg/],
      [{ maxWidthCm: "-350" }, "maxWidthCm", /de 1 a 3\.000 cm/],
      [{ maxWidthCm: "3,5 m" }, "maxWidthCm", /de 1 a 3\.000 cm/],
      [{ cyclesPerDay: "99999999" }, "cyclesPerDay", /de 1 a 5\.000/],
      [{ features: long }, "features", /até 120 caracteres/],
      [{ features: Array.from({ length: 6 }, (_, i) => `Ponto ${i}`).join("\n") }, "features", /Até 5 pontos fortes/],
      [{ openingSeconds: "0" }, "openingSeconds", /de 1 a 120 segundos/],
      [{ openingSeconds: "1e3" }, "openingSeconds", /de 1 a 120 segundos/],
      [{ price: "-899" }, "price", /Preço/],
      [{ price: "999999999" }, "price", /Preço/],
      [{ price: "abc" }, "price", /Preço/],
      [{ slug: "motor-ppa-potenza" }, "slug", /já é do Motor PPA Potenza/],
      [{ slug: "novo" }, "slug", /reservado/],
      [{ gateTypes: ["basculante", "helicoptero"] }, "gateTypes", /tipo de portão/],
      [{ gateTypes: [] }, "gateTypes", /tipo de portão/],
      [{ status: "apagado" }, "status", /ativo ou fora de linha/],
    ];
    for (const [changes, field, message] of cases) {
      const result = (await post(cookie, HOME, await formOf(cookie, HOME, changes))) as Result;
      expect(result.status, field).toBe(400);
      const { errors, typed } = result.data as { errors: Record<string, string>; typed: Record<string, unknown> };
      expect(errors[field], JSON.stringify(changes).slice(0, 80)).toMatch(message);
      const [key, value] = Object.entries(changes)[0];
      if (!Array.isArray(value)) expect(typed[key]).toBe(value);
    }
    expect(snapshot()).toEqual(before);

    // Control characters are removed; markup is kept as text (React escapes it on the page).
    const saved = asResponse(
      await post(cookie, HOME, await formOf(cookie, HOME, { name: "Motor\u0000 PPA\u001b Home <b>x</b>", description: "<script>alert(1)</script> Texto" })),
    );
    expect(saved.status).toBe(303);
    const row = conn.sqlite.prepare("SELECT name, description FROM motors WHERE slug = ?").get(HOME);
    expect(row).toEqual({ name: "Motor PPA Home <b>x</b>", description: "<script>alert(1)</script> Texto" });
  });

  it("an old address of another model is not taken over", async () => {
    fresh();
    const cookie = await signInAdmin();
    asResponse(await post(cookie, HOME, await formOf(cookie, HOME, { slug: "motor-ppa-home-novo" })));
    const taken = (await post(cookie, "motor-ppa-potenza", await formOf(cookie, "motor-ppa-potenza", { slug: HOME }))) as Result;
    expect(taken.status).toBe(400);
    expect((taken.data.errors as Record<string, string>).slug).toMatch(/endereço antigo do Motor PPA Home/);
  });
});

describe("one catalogue truth on every page (production build)", () => {
  it("after a price change, no sitemap URL, the catalogue, the selector or the home banner shows the old price (JSON-LD and meta included)", async () => {
    ensureBuild();
    const dir = tempDataDir("catalogue");
    const dbFile = path.join(dir, "site.db");
    const db = useFreshDatabase({ DATABASE_URL: `file:${dbFile}` });
    const port = Number(process.env.CATALOGUE_TEST_PORT) || (await freePort());
    const server = await startServer({ port, dbFile });
    try {
      const home = await (await fetch(`${server.url}/`)).text();
      expect(home).toMatch(/R\$\s899/);
      // The admin's save, from this process: the server sees it on its next request (content version).
      const { checkMotor, typedFromMotor, updateMotor } = await import("~/server/admin/motor-catalogue.server");
      const { findMotor } = await import("~/server/data/motors.server");
      const current = findMotor(HOME)!;
      const checked = checkMotor({ ...typedFromMotor(current), price: "1.111" }, current.id);
      if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
      updateMotor(current, checked.values);

      const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
      const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
      expect(paths.length).toBeGreaterThan(20);
      const stale: string[] = [];
      for (const p of [...new Set([...paths, "/", "/motores", `/motores/${HOME}`, selectorQuery, "/pagina-que-nao-existe"])]) {
        const html = await (await fetch(server.url + p)).text();
        if (/R\$(\s|&nbsp;)?899\b|"899\.00"|"price":\s*"899/.test(html)) stale.push(p);
      }
      expect(stale).toEqual([]);
      for (const p of ["/", "/motores", `/motores/${HOME}`, selectorQuery]) {
        expect(await (await fetch(server.url + p)).text(), p).toMatch(/R\$(\s|&nbsp;)1\.111/);
      }
      const product = await (await fetch(`${server.url}/motores/${HOME}`)).text();
      expect(product).toContain('"price":"1111.00"');
      expect(product).toMatch(/<meta name="description" content="[^"]*1\.111/);
      expect(product).toMatch(/"priceValidUntil":"\d{4}-12-31"/);
      // "Sob consulta" (the Condominium in the seed): a Product without an Offer, no price shown.
      // Markup typed in the admin is shown as text, never run.
      const levante = findMotor("motor-ppa-levante")!;
      const marked = checkMotor({ ...typedFromMotor(levante), description: '<img src=x onerror="alert(1)"> <b>Texto</b>' }, levante.id);
      if (!marked.ok) throw new Error(JSON.stringify(marked.errors));
      updateMotor(levante, marked.values);
      const levantePage = await (await fetch(`${server.url}/motores/motor-ppa-levante`)).text();
      expect(levantePage).toContain("&lt;b&gt;Texto&lt;/b&gt;");
      expect(levantePage).not.toContain("<img src=x");
      const onRequest = await (await fetch(`${server.url}/motores/motor-ppa-condominium`)).text();
      expect(onRequest).toContain("Preço sob consulta");
      expect(onRequest).toContain('"@type":"Product"');
      expect(onRequest).not.toContain('"@type":"Offer"');
    } finally {
      await server.stop();
      db.cleanup();
    }
  }, 120_000);
});
