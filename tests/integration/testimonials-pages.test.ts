// Decision 0027 through the real HTTP chain (production build, fresh database, page cache on):
// a fresh install renders no testimonial at all (no heading, no empty box) on the home, a
// city page, a landing page and the 404 page; a published one shows on the very next request
// as text (never as HTML) and never in structured data; a review-request page is noindex,
// never cached and outside the sitemap.
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureBuild, startServer, tempDataDir } from "../../bench/server-process.mjs";
import { freePort } from "./raw-http";

const PAGES = ["/", "/cidades/guarulhos", "/cidades/moema", "/portao-automatico-osasco", "/uma-pagina-que-nao-existe"];

let server: Awaited<ReturnType<typeof startServer>>;
let dir: string;

beforeAll(async () => {
  ensureBuild();
  dir = tempDataDir("testimonials");
  server = await startServer({ port: await freePort(), dbFile: path.join(dir, "site.db") });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const get = async (p: string) => {
  const res = await fetch(`${server.url}${p}`);
  return { status: res.status, headers: res.headers, html: await res.text() };
};

function write(sql: string, ...params: unknown[]) {
  const db = new Database(path.join(dir, "site.db"));
  db.pragma("busy_timeout = 5000");
  try {
    db.transaction(() => {
      db.prepare(sql).run(...params);
      db.prepare("UPDATE content_version SET version = version + 1 WHERE id = 1").run();
    })();
  } finally {
    db.close();
  }
}

describe("public pages and testimonials", () => {
  it("a fresh install shows no testimonial section anywhere, twice (cold and from the page cache)", async () => {
    for (let round = 0; round < 2; round++) {
      for (const p of PAGES) {
        const { status, html } = await get(p);
        expect(status, p).toBe(p.startsWith("/uma-") ? 404 : 200);
        expect(html, p).not.toContain("data-testimonial");
        expect(html, p).not.toContain("depoimentos-titulo");
        expect(html, p).not.toMatch(/O que dizem nossos clientes|Clientes em /);
      }
    }
  });

  it("a published testimonial shows on the next request, as text, on the home and the 404 page; pending and city ones stay where they belong", async () => {
    await get("/");
    write(
      "INSERT INTO testimonials (name, place, text, source, given_on, status, consent_at) VALUES (?, ?, ?, 'whatsapp', '2026-10-01', 'publicado', 0)",
      "Ana <b>S.</b>",
      "Santana, São Paulo",
      'Ótimo serviço <img src=x onerror="alert(1)"> recomendo.',
    );
    write(
      "INSERT INTO testimonials (name, place, text, source, given_on, status, consent_at) VALUES ('Pendente P.', 'Centro', 'Ainda não aprovado pelo dono.', 'formulario', '2026-10-02', 'pendente', 0)",
    );
    write(
      "INSERT INTO testimonials (name, place, text, source, given_on, city, status, consent_at) VALUES ('Osasquense O.', 'Centro, Osasco', 'Instalação rápida e bem feita.', 'google', '2026-10-03', 'Osasco', 'publicado', 0)",
    );
    for (const p of ["/", "/uma-pagina-que-nao-existe", "/cidades/moema"]) {
      const { html } = await get(p);
      expect(html.match(/data-testimonial/g), p).toHaveLength(1);
      expect(html, p).toContain("Ana &lt;b&gt;S.&lt;/b&gt;");
      expect(html, p).toContain("Ótimo serviço &lt;img src=x onerror=&quot;alert(1)&quot;&gt; recomendo.");
      expect(html, p).not.toContain("<img src=x");
      expect(html, p).not.toContain("Pendente P.");
      expect(html, p).not.toContain("Osasquense O.");
      expect(html, p).not.toContain('"@type":"Review"');
    }
    const osasco = await get("/portao-automatico-osasco");
    const order = [...osasco.html.matchAll(/Osasquense O\.|Ana &lt;b&gt;S\./g)].map((m) => m[0]);
    expect(order).toEqual(["Osasquense O.", "Ana &lt;b&gt;S."]);
    expect(osasco.html).not.toMatch(/"@type":"(Review|AggregateRating)"[^}]*Osasquense/);
  });

  it("braces a customer typed stay as typed: slots are filled in the site's own texts only, never in a testimonial or a search", async () => {
    write(
      "INSERT INTO testimonials (name, place, text, source, given_on, status, consent_at) VALUES (?, ?, ?, 'formulario', '2026-10-05', 'publicado', 0)",
      "Bia {nome do negócio}",
      "Mooca, {tipos de portão}",
      "A equipe da {nome do negócio} atendeu no {horário de atendimento}. {Recomendo}",
    );
    for (const p of ["/", "/uma-pagina-que-nao-existe"]) {
      const { html } = await get(p);
      expect(html, p).toContain("A equipe da {nome do negócio} atendeu no {horário de atendimento}. {Recomendo}");
      expect(html, p).toContain("Bia {nome do negócio}");
      expect(html, p).toContain("Mooca, {tipos de portão}");
      expect(html, p).not.toContain("\ue07b");
    }
    // The site's own copy on the same page is still filled: no slot of its own is left in the page's text.
    const home = (await get("/")).html.replaceAll(/<script[\s\S]*?<\/script>/g, "");
    expect(home.replaceAll("{nome do negócio}", "").replaceAll("{horário de atendimento}", "").replaceAll("{tipos de portão}", "")).not.toMatch(
      /\{(nome do negócio|horário de atendimento|tipos de portão)\}/,
    );
    expect(home.match(/\{nome do negócio\}/g)).toHaveLength(2);
    // An emoji-only name: its initial in the avatar is the whole emoji.
    write(
      "INSERT INTO testimonials (name, place, text, source, given_on, status, consent_at) VALUES (?, 'Centro', 'Atendimento nota dez, recomendo.', 'whatsapp', '2026-10-06', 'publicado', 0)",
      "👨‍👩‍👧",
    );
    expect((await get("/")).html).toMatch(/<span aria-hidden="true"[^>]*>👨‍👩‍👧<\/span>/);
    const search = await get(`/buscar?q=${encodeURIComponent("{nome do negócio} xyzw")}`);
    expect(search.html).toContain("<title>Busca: {nome do negócio} xyzw");
    expect(search.html).toContain('value="{nome do negócio} xyzw"');
    // A visit request refused (no consent) shows the description back as typed.
    const refused = await fetch(`${server.url}/pedir-visita`, {
      method: "POST",
      headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ nome: "Bia", telefone: "(11) 98765-4321", local: "Mooca", problema: "Quero falar com a {nome do negócio} sobre o portão." }),
    });
    expect(await refused.text()).toContain("Quero falar com a {nome do negócio} sobre o portão.</textarea>");
  });

  it("a review-request page is noindex, private and never stored by the page cache; the sitemap does not list it", async () => {
    const forged = `/depoimento/${"0".repeat(64)}`;
    for (let i = 0; i < 2; i++) {
      const { status, headers, html } = await get(forged);
      expect(status).toBe(404);
      expect(headers.get("cache-control")).toBe("private, no-store");
      expect(headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(html).toMatch(/<meta name="robots" content="noindex/);
      expect(html).toContain("Este link de depoimento não é válido");
      expect(html).not.toContain("data-view-beacon");
      // Contact links name the page by its prefix: the token is never sent on (nor stored with a click).
      expect(html.split("0".repeat(64)).length - 1).toBe(0);
      expect(html).toContain("de=%2Fdepoimento&amp;");
    }
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).not.toContain("/depoimento");
    const posted = await fetch(`${server.url}${forged}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://outro.example" },
      body: "nome=a",
    });
    expect(posted.status).toBe(403);
  });
});
