// "Dados do negócio" (docs/decisions/0028-business-settings.md): a save made by the admin is what
// every page of every server process states on the next request, with no restart: contacts,
// hours, promotion, banner tiers and claims, in the HTML, the JSON-LD, the meta descriptions and
// the WhatsApp redirect's prefilled text. Writes go through the repository on the same file.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild, startServer, tempDataDir } from "../../bench/server-process.mjs";
import { missingFacts } from "~/lib/business-settings";
import { closeDatabase } from "~/server/data/db.server";
import { getBusinessSettings, saveBusinessSettings } from "~/server/data/business-settings.server";
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
    expect(missingFacts(first).map((m) => m.label)).toEqual(["e-mail", "endereço", "CNPJ", "posição no mapa"]);
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
    "a save shows on every sitemap URL of both servers on the next request, and no old value is left",
    async () => {
      const [a, b] = servers;
      const paths = await sitemapPaths(a);
      expect(paths.length).toBeGreaterThan(20);
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
      });

      const OLD = ["98765-4321", "5511987654321", "8h às 14h", '"closes":"14:00"', "R$ 350", "4,9"];
      const failures: string[] = [];
      for (const p of paths) {
        const page = await html(p.length % 2 ? a : b, p);
        for (const old of OLD) if (page.includes(old)) failures.push(`${p}: ${old}`);
      }
      expect(failures).toEqual([]);

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
        const tel = await fetch(`${s.url}/contato/telefone?de=%2F&local=conteudo`, { redirect: "manual" });
        expect(tel.headers.get("location")).toBe("tel:+5511912345678");
      }
    },
    PROCESS_TEST_TIMEOUT_MS,
  );
});
