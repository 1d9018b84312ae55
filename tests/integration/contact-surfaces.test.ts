// Contact surfaces that never lie (decision 0028): against the production build, one page of
// every public template. Without a phone and a WhatsApp number no page renders a call or chat
// button (the hero's discount, the bottom bar's halves, the floating button, the bands) nor a
// sentence telling the visitor to send a message or call (the visit request is the way in); with
// only one of them set, only its buttons appear.
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GENERATED_PAGE, createGeneratedPage, firstPostSlug } from "../../bench/pages.mjs";
import { ensureBuild, startServer, tempDataDir } from "../../bench/server-process.mjs";
import { freePort } from "./raw-http";

/** One page of every public template (the same list as tests/e2e/layout.spec.ts). */
const TEMPLATES = [
  "/",
  "/motores",
  "/motores/motor-ppa-home",
  "/cidades",
  "/cidades/moema",
  "/portao-automatico-guarulhos",
  "/portao-automatico-osasco",
  "/topicos",
  "/topicos/controle-remoto-para-portao",
  "/portao-nao-abre",
  // Beyond the layout list: a guide whose text asks for photos, a wording page and a place outside the list.
  "/conserto-urgente-de-portao-automatico",
  "/portao-eletronico-nao-abre",
  "/cidades/ribeirao-pires",
  "/links-uteis",
  `/links-uteis/${GENERATED_PAGE.slug}`,
  "POST",
  "/instalacao-manutencao",
  "/duvidas-frequentes",
  "/tutoriais/configurar-motor-deslizante-com-placa-de-freio",
  "/qual-motor",
  "/qual-motor?tipo=basculante&peso=150-250&uso=casa&energia=nao&velocidade=4&orcamento=sem-limite",
  "/diagnostico",
  "/buscar?q=portao+fazendo+barulho",
  "/sitemap",
  "/garantia",
  "/termos",
  "/privacidade",
  "/pagina-que-nao-existe",
];

let server: Awaited<ReturnType<typeof startServer>>;
let dir: string;
let dbFile: string;
let paths: string[];

beforeAll(async () => {
  ensureBuild();
  dir = tempDataDir("contacts");
  dbFile = path.join(dir, "site.db");
  server = await startServer({ port: await freePort(), dbFile });
  const db = new Database(dbFile);
  createGeneratedPage(db);
  const post = firstPostSlug(db) as string;
  db.close();
  paths = TEMPLATES.map((t) => (t === "POST" ? `/postagens/${post}` : t));
}, 120_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Sets the identification fields of "Dados do negócio" as the owner would. */
function setIdentity(values: { legalName: string | null; cnpj: string | null; address: string | null; email: string | null }) {
  const db = new Database(dbFile);
  db.pragma("busy_timeout = 5000");
  db.transaction(() => {
    db.prepare("UPDATE business_settings SET data = json_set(data, '$.legalName', ?, '$.cnpj', ?, '$.address', ?, '$.email', ?) WHERE id = 1").run(
      values.legalName,
      values.cnpj,
      values.address,
      values.email,
    );
    db.prepare("UPDATE content_version SET version = version + 1 WHERE id = 1").run();
  })();
  db.close();
}

/** Sets the two numbers of "Dados do negócio" as the owner would, and lets every process see it. */
function setNumbers(phone: string | null, whatsapp: string | null) {
  const db = new Database(dbFile);
  db.pragma("busy_timeout = 5000");
  db.transaction(() => {
    db.prepare("UPDATE business_settings SET data = json_set(data, '$.phone', ?, '$.whatsapp', ?) WHERE id = 1").run(phone, whatsapp);
    db.prepare("UPDATE content_version SET version = version + 1 WHERE id = 1").run();
  })();
  db.close();
}

/** Sets the Pix or cash discount of "Dados do negócio" (percent; null: none). */
function setDiscount(pct: number | null) {
  const db = new Database(dbFile);
  db.pragma("busy_timeout = 5000");
  db.transaction(() => {
    db.prepare("UPDATE business_settings SET data = json_set(data, '$.pixDiscountPct', ?) WHERE id = 1").run(pct);
    db.prepare("UPDATE content_version SET version = version + 1 WHERE id = 1").run();
  })();
  db.close();
}

/** The home hero's main button. */
function heroMain(home: string): string {
  return /<a [^>]*data-hero-main[^>]*>[\s\S]*?<\/a>/.exec(home)?.[0] ?? "";
}

async function html(pathname: string): Promise<string> {
  const res = await fetch(server.url + pathname);
  expect([200, 404], pathname).toContain(res.status);
  return res.text();
}

/**
 * The sentences of a page's visible text that tell the visitor to reach the business through a
 * channel ("Envie uma foto pelo WhatsApp", "Ligue ou chame…", "Peça o orçamento por telefone"):
 * an instruction verb and "pelo/no/por WhatsApp" or "telefone" in one sentence, or "ligue" as a
 * call (not "ligue a energia").
 */
function channelInstructions(html: string): string[] {
  const body = /<body[\s\S]*<\/body>/.exec(html)?.[0] ?? html;
  const text = body
    .replace(/<(script|style|template)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, "\n")
    .replace(/&[a-z#0-9]+;/g, " ");
  const sentences = text.split(/\n+|(?<=[.!?])\s+/).map((s) => s.trim());
  const verb = /\b(envie|mande|fale|chame|pergunte|peça|conte|informe|consulte|descreva|agende|escreva)\b/i;
  const channel = /\b(pelo|no|por|via) (whatsapp|telefone)\b/i;
  const call = /\b(ligue|ligar)\b(?!\s+(a|o|os|as)\s)/i;
  return sentences.filter((s) => (verb.test(s) && channel.test(s)) || call.test(s));
}

const CALL = /href="\/contato\/telefone|data-phone-link/;
const CHAT = /href="\/contato\/whatsapp|data-whatsapp=/;

describe("contact buttons follow the numbers the owner set", () => {
  it("render no call or WhatsApp button on any template while neither number is set", async () => {
    setNumbers(null, null);
    for (const p of paths) {
      const body = await html(p);
      expect(body, p).not.toMatch(CALL);
      expect(body, p).not.toMatch(CHAT);
      expect(body, p).not.toContain("QUERO MEU DESCONTO");
      // Nor any sentence telling the visitor to write or call on a number nobody set.
      expect(channelInstructions(body), p).toEqual([]);
      // The visit request form is the contact left: in the bottom bar and in the footer.
      expect(body, p).toContain('data-visit-request-link="bar"');
    }
  }, 120_000);

  it("render only the chat buttons with a WhatsApp number and no phone", async () => {
    setNumbers(null, "(11) 91234-5678");
    for (const p of ["/", "/portao-nao-abre", "/cidades/moema"]) {
      const body = await html(p);
      expect(body, p).toMatch(CHAT);
      expect(body, p).not.toMatch(CALL);
    }
    // No discount set: the hero's chat button promises none.
    setDiscount(null);
    const home = await html("/");
    expect(home).not.toContain("QUERO MEU DESCONTO");
    expect(heroMain(home)).toContain("Falar no WhatsApp");
    expect(heroMain(home)).toMatch(/href="\/contato\/whatsapp\?[^"]*msg=geral/);
  }, 60_000);

  it("promise the hero's discount only once the owner set one, naming it, and never as WhatsApp without a number", async () => {
    setNumbers(null, "(11) 91234-5678");
    setDiscount(5);
    const withChat = heroMain(await html("/"));
    expect(withChat).toContain("QUERO MEU DESCONTO");
    expect(withChat).toContain("Pix ou à vista com 5% de desconto");
    expect(withChat).toMatch(/href="\/contato\/whatsapp\?[^"]*msg=desconto/);
    setNumbers(null, null);
    const withoutChat = heroMain(await html("/"));
    expect(withoutChat).toContain("Pedir orçamento");
    expect(withoutChat).toContain("Pix ou à vista com 5% de desconto");
    expect(withoutChat).toMatch(/href="\/pedir-visita\?de=%2F"/);
    expect(withoutChat).not.toMatch(CHAT);
    setDiscount(null);
    const plain = heroMain(await html("/"));
    expect(plain).toContain("Pedir orçamento");
    expect(plain).not.toContain("desconto");
  }, 60_000);

  it("render both with both numbers set", async () => {
    setNumbers("(11) 98765-4321", null);
    for (const p of ["/", "/portao-nao-abre", "/motores/motor-ppa-home"]) {
      const body = await html(p);
      expect(body, p).toMatch(CHAT);
      expect(body, p).toMatch(CALL);
      expect(body, p).toContain('aria-label="Contato rápido"');
    }
  }, 60_000);
});

describe("who sells is named (Decreto 7.962/2013 art. 2; LGPD art. 9)", () => {
  it("shows the razão social, CNPJ, address and e-mail in the footer, /termos and /privacidade once set, and nothing invented before", async () => {
    setIdentity({ legalName: null, cnpj: null, address: null, email: null });
    for (const p of ["/", "/termos", "/privacidade"]) expect(await html(p), p).not.toContain("data-seller-identity");
    setIdentity({
      legalName: "Portões Exemplo Comércio Ltda",
      cnpj: "11.222.333/0001-81",
      address: "Rua das Flores, 100, Santana, São Paulo - SP",
      email: "contato@exemplo.com.br",
    });
    for (const p of ["/", "/motores", "/termos", "/privacidade"]) {
      const body = await html(p);
      for (const fact of [
        "Portões Exemplo Comércio Ltda",
        "CNPJ 11.222.333/0001-81",
        "Rua das Flores, 100, Santana, São Paulo - SP",
        "contato@exemplo.com.br",
      ]) {
        expect(body, `${p}: ${fact}`).toContain(fact);
      }
    }
    expect(await html("/privacidade")).toContain("Controlador dos dados");
    expect(await html("/termos")).toContain("Quem vende");
  }, 60_000);
});
