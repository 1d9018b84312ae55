// "Dados do negócio" (docs/decisions/0028-business-settings.md): a save made by the admin is what
// every page of every server process states on the next request, with no restart: contacts,
// hours, promotion, banner tiers, claims, warranty, price ranges, instalments and installation
// time, in the HTML, the JSON-LD, the meta descriptions and the WhatsApp redirect's prefilled
// text, pages made by the two generators (local generator, "Gerar 50") and posts included.
// Writes go through the repository on the same file.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild, startServer, tempDataDir } from "../../bench/server-process.mjs";
import { missingFacts } from "~/lib/business-settings";
import { postPath, usefulLinkPath } from "~/lib/paths";
import { searchPosts } from "~/server/data/posts.server";
import { closeDatabase } from "~/server/data/db.server";
import { getBusinessSettings, saveBusinessSettings } from "~/server/data/business-settings.server";
import { createAllBatchPages, generateAndSavePage } from "~/server/generated-pages/batches.server";
import { qualityJudge } from "~/server/generated-pages/judge.server";
import { listGeneratedPages, findGeneratedPage } from "~/server/generated-pages/store.server";
import { freePort } from "./raw-http";
import { PROCESS_TEST_TIMEOUT_MS } from "../limits";
import { resetProcessState } from "~/server/process-state.server";

type Server = Awaited<ReturnType<typeof startServer>>;
let dir: string;
let dbFile: string;
let servers: Server[] = [];

const html = async (server: Server, p: string) => {
  const res = await fetch(server.url + p);
  expect(res.status, p).toBe(200);
  return res.text();
};

/** Every URL of the sitemap, as paths. */
async function sitemapPaths(server: Server): Promise<string[]> {
  const xml = await html(server, "/sitemap.xml");
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

beforeAll(async () => {
  ensureBuild();
  dir = tempDataDir("business");
  dbFile = path.join(dir, "site.db");
  // The first server boots with the operator's phone: it seeds the row (first boot only).
  servers = [
    await startServer({ port: await freePort(), dbFile }),
    await startServer({ port: await freePort(), dbFile, env: { BUSINESS_PHONE: "(11) 90000-0000" } }),
  ];
  closeDatabase();
  process.env.DATABASE_URL = `file:${dbFile}`;
  resetProcessState();
}, PROCESS_TEST_TIMEOUT_MS);

afterAll(async () => {
  closeDatabase();
  await Promise.all(servers.map((s) => s.stop()));
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe("business settings across processes", () => {
  it("start from the operator's variables, with no claim, and list what is missing", async () => {
    const [a, b] = servers;
    const first = getBusinessSettings();
    expect(first.phone).toBe("(11) 98765-4321");
    expect(first.claims).toEqual({ rating: null, ratingSource: null, reviewCount: null, customers: null, since: null });
    expect(missingFacts(first).map((m) => m.label)).toEqual([
      "razão social",
      "e-mail",
      "endereço",
      "CNPJ",
      "posição no mapa",
      "juros do parcelamento",
      "Perfil do Google",
    ]);
    for (const s of [a, b]) {
      const home = await html(s, "/");
      // The second process's different variable does not win over the stored row.
      expect(home.includes("(11) 98765-4321"), "(11) 98765-4321").toBe(true);
      expect(home.includes("90000-0000"), "90000-0000").toBe(false);
      // No claim until the owner enters one: no "★ /5", no "desde .", no invented figures.
      for (const claim of ["★", "desde .", "10.000 clientes", "Desde 1999", "4,9"]) expect(home.includes(claim), claim).toBe(false);
    }
  });

  it(
    "a save shows on every sitemap URL and generated page of both servers on the next request, and no old value is left",
    async () => {
      const [a, b] = servers;
      // The two generators write their pages before the save: a stored page holds no figure of its own.
      const judge = await qualityJudge({});
      // A page that would take an indexable page's text is not written (docs/content-quality.md "The judge").
      const local = ["Quanto custa instalar motor de portão em Osasco", "Conserto de motor de portão deslizante em Santo André"].map(
        (title, i) => generateAndSavePage(title, 100, i + 7, judge)?.ok === true,
      );
      expect(local[0]).toBe(true);
      const results = await createAllBatchPages(judge);
      const batch = results.filter((r) => r.success).length;
      expect(batch).toBeGreaterThan(30);
      const generated = listGeneratedPages().map((g) => findGeneratedPage(g.slug)!);
      expect(generated.length).toBe(local.filter(Boolean).length + batch);
      const baked = generated.filter((g) =>
        /R\$\s?\d|\d+ meses|\d+x\b|\d+ a \d+ horas|desde \d{4}|Motores PPA São Paulo/.test(`${g.content} ${g.description}`),
      );
      expect(baked.map((g) => g.slug)).toEqual([]);

      // Posts (out of the sitemap) compose their body at render: two of each kind.
      const postPaths = ["Venda e Instalação", "Serviços", "Basculantes", "Motores de Portão"].flatMap((kind) =>
        searchPosts(kind, 0, 2).items.map((p) => postPath(p.slug)),
      );
      expect(postPaths).toHaveLength(8);
      // Drafts (a generator's page the judge kept out) are not public.
      const published = generated.filter((g) => !g.draft);
      const paths = [...new Set([...(await sitemapPaths(a)), ...published.map((g) => usefulLinkPath(g.slug)), ...postPaths])];
      expect(paths.length).toBeGreaterThan(70);
      // Warm both page caches.
      for (const s of servers) for (const p of paths.slice(0, 5)) await html(s, p);

      const before = getBusinessSettings();
      saveBusinessSettings({
        ...before,
        phone: "(11) 91234-5678",
        whatsapp: "(11) 95555-0101",
        week: before.week.map((h, d) => (d === 6 ? { opens: "09:00", closes: "13:00" } : h)),
        promo: { ...before.promo, priceCents: 39000 },
        // A tier's name is the owner's here; its seconds and price are its model's (decision 0029, tested in motor-catalogue.test.ts).
        tiers: before.tiers.map((t, i) => (i === 0 ? { ...t, name: "PPA Home Básico" } : t)),
        claims: { rating: 4.7, ratingSource: "Google", reviewCount: 212, customers: null, since: null },
        warranty: { factoryMonths: 24, extendedMonths: 30, serviceMonths: 3, partsMonths: 9 },
        prices: {
          installKit: { minCents: 123400, maxCents: 234500 },
          repair: { minCents: 11100, maxCents: 22200 },
          replacementResidential: { minCents: 111100, maxCents: 199900 },
          replacementHeavy: { minCents: 333300, maxCents: 666600 },
        },
        instalments: 7,
        installHours: { min: 1, max: 3 },
        // The law's disclosure beside every price (app/lib/instalments.ts).
        instalmentRatePct: 1.99,
        pixDiscountPct: 5,
      });

      const OLD = ["98765-4321", "5511987654321", "8h às 14h", '"closes":"14:00"', "R$ 350", "4,9"];
      // The former figures, and any slot left unfilled. "12 meses depois do serviço" in the privacy
      // policy is the maintenance reminder's interval (LIMITS.jobs), not a warranty.
      const OLD_FIGURES =
        /R\$ 800 a R\$ 1\.400|R\$ 150 a R\$ 600|R\$ 800 a R\$ 1\.500|R\$ 2\.000 a R\$ 5\.000|\b(18|12|6) meses(?! depois do serviço)|\b10x\b|até 10\b|2 a 4 horas|"lowPrice":"800|\{(Garantia|garantia|meses de garantia|parcelas|preço d|tempo de instalação|nome do negócio|horário de atendimento)/;
      const failures: string[] = [];
      const pages = new Map<string, string>();
      // The admin (hydrated by React, filled by its components) and its not-found page too.
      for (const p of ["/admin/login", "/admin/nada-aqui"]) {
        const figure = OLD_FIGURES.exec(await (await fetch(a.url + p)).text());
        if (figure) failures.push(`${p}: ${figure[0]}`);
      }
      for (const p of paths) {
        const page = await html(p.length % 2 ? a : b, p);
        pages.set(p, page);
        for (const old of OLD) if (page.includes(old)) failures.push(`${p}: ${old}`);
        const figure = OLD_FIGURES.exec(page);
        if (figure) failures.push(`${p}: ${figure[0]}`);
      }
      expect(failures).toEqual([]);
      // The new figures are there: a generated page, the warranty page (meta included), the service's Offer.
      const generatedPages = published.map((g) => pages.get(usefulLinkPath(g.slug)) ?? "");
      expect(generatedPages.some((g) => g.includes("Garantia de fábrica de 24 meses, estendida para 30 meses"))).toBe(true);
      expect(generatedPages.some((g) => /em até 7x|R\$ 899 a R\$ 1\.349|R\$ 111 a R\$ 222/.test(g))).toBe(true);
      expect(pages.get("/garantia")).toMatch(/<meta name="description" content="Garantia de fábrica de 24 meses, estendida para 30 meses/);
      expect(pages.get("/garantia")).toContain("9 meses");
      // The kit's range is the catalogue's, whatever the form held for it (app/lib/catalogue-prices.ts).
      expect(pages.get("/instalacao-manutencao")).toContain('"lowPrice":"899.00"');
      for (const [p, page] of pages) expect(page, p).not.toContain("R$ 1.234 a R$ 2.345");
      expect(pages.get("/")).toContain('"priceRange":"R$ 899 a R$ 1.349"');
      // The home's offer with the price it applies to (app/lib/instalments.ts offerFromPrice).
      expect(pages.get("/")).toContain(
        "a partir de R$ 899 à vista, ou 7x de R$ 138,85 com juros de 1,99% ao mês (26,68% ao ano) no cartão (total de R$ 971,95)",
      );
      // Beside each price: cash, Pix, the count and value of the instalments, the interest and the total (R$ 899 in 7x at 1,99%: R$ 138,85).
      const disclosure = [
        "À vista: R$ 899",
        "No Pix: R$ 854,05 (5% de desconto)",
        "Ou 7x de R$ 138,85 com juros de 1,99% ao mês (26,68% ao ano), total de R$ 971,95",
      ];
      const modelPage = await html(b, "/motores/motor-ppa-home");
      for (const [p, page] of [
        ["/", pages.get("/")],
        ["/motores", pages.get("/motores")],
        ["/motores/motor-ppa-home", modelPage],
      ])
        for (const line of disclosure) expect(page, `${p}: ${line}`).toContain(line);
      // Posts state no prices of their own (docs/product.md §4.9): they link to the service page and the catalogue.
      expect(pages.get("/instalacao-manutencao")).toContain("Kit com instalação de R$ 899 a R$ 1.349");
      expect(postPaths.some((p) => (pages.get(p) ?? "").includes("Modelos de motor, preços e parcelamento"))).toBe(true);

      for (const s of servers) {
        const home = await html(s, "/");
        expect(home.includes("(11) 91234-5678"), "(11) 91234-5678").toBe(true);
        expect(home.includes('"telephone":"+55 11 91234-5678"'), '"telephone":"+55 11 91234-5678"').toBe(true);
        expect(home.includes("Sábado: 09h às 13h"), "Sábado: 9h às 13h").toBe(true);
        expect(home.includes("★ 4,7/5"), "★ 4,7/5").toBe(true);
        expect(home.includes("PPA Home Básico"), "PPA Home Básico").toBe(true);
        expect(home.includes("aggregateRating"), "aggregateRating").toBe(false);
        const landing = await html(s, "/portao-automatico-guarulhos");
        expect(landing.includes("R$ 390"), "R$ 390").toBe(true);
        const wa = await fetch(`${s.url}/contato/whatsapp?de=%2F&local=conteudo&msg=geral`, { redirect: "manual" });
        expect(wa.status).toBe(302);
        expect(wa.headers.get("location")).toMatch(/^https:\/\/wa\.me\/5511955550101\?text=/);
        // The prefilled texts of the site's messages name no figure of the former settings.
        for (const msg of ["geral", "desconto", "servico", "catalogo", "duvidas"]) {
          const text = decodeURIComponent(
            (await fetch(`${s.url}/contato/whatsapp?de=%2F&local=conteudo&msg=${msg}`, { redirect: "manual" })).headers.get("location") ?? "",
          );
          expect(OLD_FIGURES.test(text), `${msg}: ${text}`).toBe(false);
        }
        const tel = await fetch(`${s.url}/contato/telefone?de=%2F&local=conteudo`, { redirect: "manual" });
        expect(tel.headers.get("location")).toBe("tel:+5511912345678");
      }
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
