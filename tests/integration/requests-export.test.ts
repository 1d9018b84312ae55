// One person's visit requests as JSON (LGPD art. 18: access), streamed a page of requests at a
// time (docs/performance.md "Leads dashboard and exports"): complete, in order, and the very
// document JSON.stringify(…, null, 2) writes.
import type Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { LIMITS } from "~/lib/limits";
import { setAdminPassword } from "~/server/auth/admin-accounts.server";
import { setClockForTests } from "~/server/infra/clock.server";
import { action as loginAction } from "~/routes/admin.login/route";
import { loader as exportLoader } from "~/routes/admin.pedidos_.exportar/route";
import { deleteRequestsOfPhone } from "~/server/requests/request-list.server";
import { ADMIN, asResponse, cookieFrom, freshDatabasePerTest, navigation, run } from "./auth-helpers";

const fresh = freshDatabasePerTest();
const NOW = Date.parse("2026-11-23T15:00:00-03:00");
const PHONE = "(11) 98765-4321";

function insertRequests(sqlite: Database.Database, phone: string, count: number, prefix: string): void {
  const insert = sqlite.prepare(
    `INSERT INTO visit_requests (at, code, page_path, name, phone, place, in_area, gate_type, problem, preferred_day, period, photos, consent_at,
       address_hash, network_hash, mail_state) VALUES (?, ?, '/pedir-visita', ?, ?, 'Moema', 1, 'deslizante', ?, '', 'manha', ?, ?, 'a', 'n', 'enviado')`,
  );
  sqlite.transaction(() => {
    for (let i = 0; i < count; i++)
      insert.run(
        NOW - (count - i) * 60_000,
        `${prefix}${i}`,
        `Cliente "${i}"`,
        phone,
        `Portão\nnão abre; ${i}`,
        JSON.stringify(i % 2 ? [`foto-${i}.webp`] : []),
        NOW,
      );
  })();
}

async function exportOf(phone: string) {
  const { conn } = fresh();
  setClockForTests(() => NOW);
  await setAdminPassword(ADMIN.email, ADMIN.password);
  const login = asResponse(await run(loginAction, navigation("/admin/login", { form: { email: ADMIN.email, password: ADMIN.password } })));
  const cookie = cookieFrom(login, "admin_session=")!;
  return {
    sqlite: conn.sqlite,
    download: async () => {
      const res = asResponse(await run(exportLoader, navigation(`/admin/pedidos/exportar?telefone=${encodeURIComponent(phone)}`, { cookie })));
      return { res, text: await res.text() };
    },
  };
}

describe("/admin/pedidos/exportar", () => {
  it("writes every request of the phone once, oldest first, over several pages, as JSON.stringify would", async () => {
    const { sqlite, download } = await exportOf("11 98765 4321");
    const count = 2 * LIMITS.leadsExport.pageRows + 7;
    insertRequests(sqlite, PHONE, count, "P");
    insertRequests(sqlite, "(21) 99999-0000", 5, "Q");
    sqlite
      .prepare(
        "INSERT INTO contact_clicks (at, channel, code, page_path, template, placement, visitor_hash, outcome) VALUES (?, 'pedido', 'P3', '/pedir-visita', 'outra', 'formulario', 'v', 'venda')",
      )
      .run(NOW);
    const { res, text } = await download();
    expect(res.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="pedidos-11987654321.json"');
    const document = JSON.parse(text) as {
      telefone: string;
      exportadoEm: string;
      pedidos: { codigo: string; nome: string; descricao: string; fotos: string[]; resultado: string | null }[];
    };
    expect(text).toBe(JSON.stringify(document, null, 2));
    expect(document.telefone).toBe(PHONE);
    expect(document.exportadoEm).toBe(new Date(NOW).toISOString());
    expect(document.pedidos.map((p) => p.codigo)).toEqual(Array.from({ length: count }, (_, i) => `P${i}`));
    expect(document.pedidos[3]).toMatchObject({ nome: 'Cliente "3"', descricao: "Portão\nnão abre; 3", fotos: ["foto-3.webp"], resultado: "venda" });
    expect(document.pedidos[4]).toMatchObject({ fotos: [], resultado: null });
    const logged = sqlite.prepare("SELECT action, target FROM activity_log WHERE action = 'pedido.exportar'").all();
    expect(logged).toEqual([{ action: "pedido.exportar", target: `${PHONE}: ${count} pedido(s)` }]);
  });

  it("writes an empty list for a phone without requests", async () => {
    const { download } = await exportOf(PHONE);
    const { text } = await download();
    expect(text).toBe(JSON.stringify({ telefone: PHONE, exportadoEm: new Date(NOW).toISOString(), pedidos: [], servicos: [] }, null, 2));
  });

  it("lists the jobs that keep the person's WhatsApp number, and deleting the person's data takes it, the reminder and the first name off them", async () => {
    const { sqlite, download } = await exportOf(PHONE);
    insertRequests(sqlite, PHONE, 1, "R");
    const job = sqlite.prepare(
      `INSERT INTO jobs (done_on, place_slug, service, gate_type, property_kind, note, show_consent, first_name, status, customer_whatsapp, next_maintenance_on)
       VALUES (?, 'moema', 'instalacao', 'basculante', 'casa', '', 1, ?, 'publicado', ?, '2027-05-20')`,
    );
    job.run("2026-11-20", "Maria", "5511987654321");
    job.run("2026-10-02", "Outro", "5521999990000");
    const { text } = await download();
    const document = JSON.parse(text) as {
      pedidos: unknown[];
      servicos: { feitoEm: string; primeiroNome: string; whatsapp: string; proximaManutencao: string }[];
    };
    expect(text).toBe(JSON.stringify(document, null, 2));
    expect(document.pedidos).toHaveLength(1);
    expect(document.servicos).toEqual([
      expect.objectContaining({ feitoEm: "2026-11-20", primeiroNome: "Maria", whatsapp: PHONE, proximaManutencao: "2027-05-20", autorizouMostrar: true }),
    ]);

    const deleted = await deleteRequestsOfPhone(PHONE);
    expect(deleted).toEqual({ codes: ["R0"], jobs: 1 });
    const jobs = sqlite
      .prepare(
        "SELECT first_name AS firstName, customer_whatsapp AS number, next_maintenance_on AS next, show_consent AS consent, status FROM jobs ORDER BY id",
      )
      .all();
    expect(jobs).toEqual([
      { firstName: "", number: null, next: null, consent: 0, status: "publicado" },
      { firstName: "Outro", number: "5521999990000", next: "2027-05-20", consent: 1, status: "publicado" },
    ]);
    const after = JSON.parse((await download()).text) as { pedidos: unknown[]; servicos: unknown[] };
    expect(after).toMatchObject({ pedidos: [], servicos: [] });
  });
});
