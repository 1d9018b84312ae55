// The job log (docs/decisions/0038-job-log.md): a job logged in the admin, its photos through the
// media pipeline, shown on its place's, its model's and the home page until hidden; hostile input;
// the after-job message (the same whatever the outcome); "Manutenções a vencer" and the customer's
// number; a job's lead code in the leads dashboard.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { action as jobsAction, loader as jobsLoader } from "~/routes/admin.servicos/route";
import { action as jobAction, loader as jobLoader } from "~/routes/admin.servicos_.$id/route";
import { loader as cityLoader } from "~/routes/cidades.$slug";
import { loader as motorLoader } from "~/routes/motores.$slug";
import { loader as homeLoader } from "~/routes/_index/route";
import { loader as leadsLoader } from "~/routes/admin.leads/route";
import { loader as activityLoader } from "~/routes/admin.atividade/route";
import { afterJobMessage } from "~/lib/jobs/after-job-message";
import { LIMITS } from "~/lib/limits";
import { parseContactClick } from "~/lib/leads/contact-click";
import type { PublicJob } from "~/lib/jobs/public-job";
import { getBusinessSettings, saveBusinessSettings } from "~/server/data/business-settings.server";
import { listAllMotors } from "~/server/data/motors.server";
import { setClockForTests } from "~/server/infra/clock.server";
import { clickStore } from "~/server/leads/clicks.server";
import { markLead } from "~/server/leads/outcomes.server";
import { mediaRoot } from "~/server/media/media-files.server";
import { sweepOrphanedMedia } from "~/server/media/media-sweep.server";
import { jpegPhoto } from "../fixtures/media";
import { SITE, asResponse, cookieFrom, freshDatabasePerTest, navigation, run, signInAdmin, toastOf } from "./auth-helpers";
import { runHousekeeping } from "~/server/startup/housekeeping.server";
import { PARKED_FORM_MESSAGE } from "~/server/admin/parked-forms.server";

const fresh = freshDatabasePerTest();
const NOW = Date.parse("2026-11-23T15:00:00-03:00");
type Result = { status: number; data: Record<string, unknown>; headers: Headers };

function homeMotor() {
  const motor = listAllMotors().find((m) => m.name === "Motor PPA Home");
  if (!motor) throw new Error("the seed's Home model is missing");
  return motor;
}

const job = (fields: Record<string, string> = {}) => ({
  intent: "criar",
  data: "2026-11-20",
  local: "mooca",
  servico: "instalacao",
  modelo: String(homeMotor().id),
  portao: "basculante",
  imovel: "casa",
  observacao: "Motor novo no portão basculante da garagem, com fotocélula.",
  autorizacao: "1",
  nome: "João",
  consentimento: "",
  whatsapp: "",
  proxima: "",
  codigo: "",
  valor: "",
  publicar: "1",
  ...fields,
});

async function logJob(cookie: string, fields: Record<string, string> = {}): Promise<number> {
  const res = asResponse(await run(jobsAction, navigation("/admin/servicos", { cookie, form: job(fields) })));
  expect(res.status).toBe(303);
  const id = Number(/^\/admin\/servicos\/(\d+)$/.exec(res.headers.get("Location") ?? "")?.[1]);
  expect(id).toBeGreaterThan(0);
  return id;
}

function jobPost(cookie: string, id: number | string, fields: Record<string, string>, photos: Buffer[] = []) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  for (const [i, p] of photos.entries()) form.append("fotos", new File([new Uint8Array(p)], `portao-${i}.jpg`, { type: "image/jpeg" }));
  const request = new Request(`${SITE}/admin/servicos/${id}`, { method: "POST", body: form, headers: { Cookie: cookie, Origin: SITE } });
  return run(jobAction, request, undefined, { id: String(id) });
}

/** A phone photo with the position where it was taken in its EXIF data. */
async function photoWithGps(): Promise<Buffer> {
  const photo = await sharp(await jpegPhoto(1800, 1350))
    .withExifMerge({
      IFD0: { Make: "Fone", Model: "Fone X" },
      IFD3: { GPSLatitudeRef: "S", GPSLatitude: "23/1 33/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "46/1 36/1 0/1" },
    })
    .jpeg()
    .toBuffer();
  expect((await sharp(photo).metadata()).exif).toBeDefined();
  return photo;
}

const cityJobs = async (slug: string) => ((await run(cityLoader, navigation(`/cidades/${slug}`), undefined, { slug })) as Result).data.jobs as PublicJob[];
const motorJobs = async (slug: string) => ((await run(motorLoader, navigation(`/motores/${slug}`), undefined, { slug })) as Result).data.jobs as PublicJob[];
const homeJobs = async () => ((await run(homeLoader, navigation("/"))) as Result).data.jobs as PublicJob[];

describe("a job logged from the admin", () => {
  it("with two photos shows on the Mooca page, the model's page and the home on the next request, without surname, street or number; hiding removes it everywhere", async () => {
    const { conn } = fresh();
    setClockForTests(() => NOW);
    const cookie = await signInAdmin();
    const id = await logJob(cookie, { consentimento: "1", whatsapp: "(11) 98765-4321" });
    const upload = asResponse(await jobPost(cookie, id, { intent: "fotos" }, [await photoWithGps(), await jpegPhoto(1200, 900)]));
    expect(upload.status).toBe(303);
    expect(await toastOf(upload)).toMatchObject({ description: expect.stringMatching(/2 fotos enviadas/) });

    const stored = conn.sqlite.prepare("SELECT file_key AS fileKey, width FROM job_photos WHERE job_id = ? ORDER BY position").all(id) as {
      fileKey: string;
      width: number;
    }[];
    expect(stored).toHaveLength(2);
    for (const p of stored) {
      for (const format of ["avif", "webp", "jpg"]) {
        const file = path.join(mediaRoot(), "fotos", `${p.fileKey}-${p.width}.${format}`);
        const meta = await sharp(fs.readFileSync(file)).metadata();
        expect(meta.exif, `${file} keeps no EXIF (GPS)`).toBeUndefined();
      }
    }
    // The housekeeping's sweep of orphaned uploads knows the job's photos: a day later they are all still there.
    expect(sweepOrphanedMedia(mediaRoot(), NOW + 24 * 3600 * 1000)).toEqual([]);
    for (const p of stored) expect(fs.existsSync(path.join(mediaRoot(), "fotos", `${p.fileKey}-${p.width}.jpg`))).toBe(true);

    const motor = homeMotor();
    for (const jobs of [await cityJobs("mooca"), await motorJobs(motor.slug), await homeJobs()]) {
      expect(jobs).toHaveLength(1);
      expect(jobs[0]).toMatchObject({
        place: "Mooca",
        service: "Instalação",
        motor: { name: motor.name, slug: motor.slug },
        month: "novembro de 2026",
        firstName: "João",
      });
      expect(jobs[0].photos).toHaveLength(2);
      const text = JSON.stringify(jobs[0]);
      expect(text).not.toMatch(/98765|4321|5511/);
      expect(Object.keys(jobs[0]).sort()).toEqual([
        "firstName",
        "gateType",
        "id",
        "month",
        "monthIso",
        "motor",
        "note",
        "pageSlug",
        "photos",
        "place",
        "service",
      ]);
    }
    // Another place's page does not show it.
    expect(await cityJobs("tatuape")).toEqual([]);

    const hide = asResponse(await jobPost(cookie, id, { intent: "ocultar" }));
    expect(hide.status).toBe(303);
    expect(await cityJobs("mooca")).toEqual([]);
    expect(await motorJobs(motor.slug)).toEqual([]);
    expect(await homeJobs()).toEqual([]);

    const activity = (await run(activityLoader, navigation("/admin/atividade", { cookie }))) as Result;
    const actions = JSON.stringify(activity.data);
    for (const label of ["Serviço registrado", "Fotos de serviço enviadas", "Serviço oculto"]) expect(actions).toContain(label);
  });

  it("without the customer's consent shows no photo and no name, and keeps no number", async () => {
    const { conn } = fresh();
    const cookie = await signInAdmin();
    const id = await logJob(cookie, { autorizacao: "", nome: "", consentimento: "", whatsapp: "(11) 98765-4321" });
    await jobPost(cookie, id, { intent: "fotos" }, [await jpegPhoto(800, 600)]);
    const [shown] = await cityJobs("mooca");
    expect(shown).toMatchObject({ firstName: "", photos: [] });
    expect(conn.sqlite.prepare("SELECT customer_whatsapp AS n, next_maintenance_on AS next FROM jobs WHERE id = ?").get(id)).toEqual({ n: null, next: null });
  });

  it("a neighbourhood of Osasco shows on its city's page too", async () => {
    fresh();
    const cookie = await signInAdmin();
    await logJob(cookie, { local: "vila-yara-osasco" });
    expect((await cityJobs("osasco")).map((j) => j.place)).toEqual(["Vila Yara, Osasco"]);
  });
});

describe("hostile input", () => {
  it("a 10,000-character note, control characters, a surname and an unknown place or model are refused field by field, the typed values kept", async () => {
    const { conn } = fresh();
    const cookie = await signInAdmin();
    const long = "a".repeat(10_000);
    const cases: [Record<string, string>, string, RegExp][] = [
      [{ observacao: long }, "observacao", /no máximo 500 caracteres/],
      [{ observacao: "Portão\u0007 novo\u202e" }, "observacao", /caracteres de controle/],
      [{ nome: "João Silva" }, "nome", /sem sobrenome/],
      [{ local: "Rua das Flores, 123" }, "local", /Escolha o bairro ou a cidade/],
      [{ modelo: "999999" }, "modelo", /Escolha o modelo/],
      [{ servico: "<script>" }, "servico", /Escolha o serviço/],
      [{ consentimento: "1", whatsapp: "" }, "whatsapp", /Informe o WhatsApp/],
    ];
    for (const [fields, field, message] of cases) {
      const res = (await run(jobsAction, navigation("/admin/servicos", { cookie, form: job(fields) }))) as Result;
      expect(res.status, field).toBe(400);
      expect((res.data.errors as Record<string, string>)[field]).toMatch(message);
      const [name, value] = Object.entries(fields).at(-1)!;
      expect((res.data.typed as Record<string, string>)[name]).toBe(value);
    }
    expect(conn.sqlite.prepare("SELECT COUNT(*) AS n FROM jobs").get()).toEqual({ n: 0 });
  });

  it("markup in the note is kept as text (React escapes it on the page)", async () => {
    fresh();
    const cookie = await signInAdmin();
    await logJob(cookie, { observacao: '<img src=x onerror="alert(1)"> portão <b>novo</b>' });
    expect((await cityJobs("mooca"))[0].note).toBe('<img src=x onerror="alert(1)"> portão <b>novo</b>');
  });

  it("a forged job id goes back to the list; a photo of another job is not deleted; a seventh photo is refused", async () => {
    const { conn } = fresh();
    const cookie = await signInAdmin();
    const first = await logJob(cookie);
    const second = await logJob(cookie);
    await jobPost(cookie, first, { intent: "fotos" }, [await jpegPhoto(640, 480)]);
    const photoOfFirst = (conn.sqlite.prepare("SELECT id FROM job_photos WHERE job_id = ?").get(first) as { id: number }).id;

    for (const forged of ["99999", "0", "1e3", "abc", "-1"]) {
      const res = asResponse(await jobPost(cookie, forged, { intent: "ocultar" }));
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toBe("/admin/servicos");
      expect(await toastOf(res)).toMatchObject({ description: "Serviço não encontrado." });
    }
    const res = (await jobPost(cookie, second, { intent: "excluir-foto", foto: String(photoOfFirst) })) as Result;
    expect(res.status).toBe(400);
    expect(res.data.error).toMatch(/não é deste serviço/);
    expect(conn.sqlite.prepare("SELECT COUNT(*) AS n FROM job_photos WHERE job_id = ?").get(first)).toEqual({ n: 1 });

    const six = await Promise.all(Array.from({ length: LIMITS.jobs.photosPerJob }, () => jpegPhoto(320, 240)));
    const tooMany = (await jobPost(cookie, first, { intent: "fotos" }, six)) as Result;
    expect(tooMany.status).toBe(400);
    expect(tooMany.data.error).toMatch(/Cabem mais 5 foto/);
    const notImage = (await jobPost(cookie, second, { intent: "fotos" }, [Buffer.from("<html>não é foto</html>")])) as Result;
    expect(notImage.data.error).toMatch(/não é uma foto JPEG, PNG ou WebP/);
    expect(conn.sqlite.prepare("SELECT COUNT(*) AS n FROM job_photos").get()).toEqual({ n: 1 });
  });
});

describe("the after-job message", () => {
  it("carries a single-use testimonial link and, once set, the Google review link; the text is the same whatever the job's outcome", async () => {
    fresh();
    setClockForTests(() => NOW);
    const cookie = await signInAdmin();
    const code = recordClick();
    const happy = await logJob(cookie, { codigo: code, valor: "1.899,90", observacao: "Cliente muito satisfeito." });
    const unhappy = await logJob(cookie, { servico: "conserto", observacao: "Cliente reclamou do barulho; voltamos para ajustar." });
    markLead(code, "venda", 189_990, NOW);

    const message = async (id: number) => {
      const res = (await jobPost(cookie, id, { intent: "mensagem" })) as Result;
      expect(res.status).toBe(200);
      return (res.data.afterJob as { message: string }).message;
    };
    const withoutGoogle = await message(happy);
    expect(withoutGoogle).toMatch(new RegExp(`${SITE}/depoimento/[0-9a-f]{64}`));
    expect(withoutGoogle).not.toMatch(/Google/);

    const google = "https://g.page/r/CExemplo123/review";
    saveBusinessSettings({ ...getBusinessSettings(), googleReviewUrl: google });
    const a = await message(happy);
    const b = await message(unhappy);
    expect(a).toContain(google);
    const tokenless = (m: string) => m.replace(/\/depoimento\/[0-9a-f]{64}/, "/depoimento/LINK");
    expect(a.match(/\/depoimento\/([0-9a-f]{64})/)![1]).not.toBe(b.match(/\/depoimento\/([0-9a-f]{64})/)![1]);
    expect(tokenless(a)).toBe(tokenless(b));
    expect(tokenless(a)).toBe(
      afterJobMessage({ businessName: getBusinessSettings().name, testimonialUrl: `${SITE}/depoimento/LINK`, googleReviewUrl: google }),
    );
    // No incentive is offered.
    expect(a).not.toMatch(/desconto|brinde|prêmio|sorteio|grátis/i);
  });
});

function recordClick(at = NOW - 600_000): string {
  const click = parseContactClick("whatsapp", new URLSearchParams("de=/cidades/mooca&local=destaque"))!;
  const { code } = clickStore.record({
    click,
    address: "10.0.0.1",
    userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0",
    referrerHost: "www.google.com",
    campaign: {},
    at,
  });
  return code!;
}

describe("Manutenções a vencer", () => {
  it("lists a home job of 11.5 months ago and not one of 6 months ago; the customer's deletion removes the number; the next job marks it done", async () => {
    const { conn } = fresh();
    setClockForTests(() => NOW);
    const cookie = await signInAdmin();
    const due = await logJob(cookie, { data: "2025-12-08", consentimento: "1", whatsapp: "(11) 98765-4321", nome: "Ana" });
    const notYet = await logJob(cookie, { data: "2026-05-23", consentimento: "1", whatsapp: "(11) 91234-5678" });
    const condo = await logJob(cookie, { data: "2026-06-10", imovel: "condominio", servico: "manutencao", consentimento: "1", whatsapp: "(11) 95555-0000" });
    const list = async () =>
      ((await run(jobsLoader, navigation("/admin/servicos", { cookie }))) as Result).data.due as { id: number; whatsapp: string; message: string }[];

    const items = await list();
    expect(items.map((i) => i.id)).toEqual([due, condo]);
    expect(items[0]).toMatchObject({ whatsapp: "5511987654321" });
    expect(items[0].message).toMatch(/Olá, Ana! .*vence em 08\/12\/2026/);
    expect(items.map((i) => i.id)).not.toContain(notYet);

    const forget = asResponse(await jobPost(cookie, due, { intent: "esquecer-numero" }));
    expect(forget.status).toBe(303);
    expect(conn.sqlite.prepare("SELECT customer_whatsapp AS n FROM jobs WHERE id = ?").get(due)).toEqual({ n: null });
    expect((await list()).map((i) => i.id)).toEqual([condo]);

    // The maintenance of the condominium is logged: its reminder is done.
    await logJob(cookie, { data: "2026-11-23", imovel: "condominio", servico: "manutencao", consentimento: "1", whatsapp: "11 95555-0000" });
    expect(await list()).toEqual([]);
  });
});

describe("sales by page", () => {
  it("a job with a lead's code shows in the leads dashboard under the page where the click happened, with its value; an unknown code is refused", async () => {
    fresh();
    setClockForTests(() => NOW);
    const cookie = await signInAdmin();
    const code = recordClick();
    await logJob(cookie, { codigo: `#${code.toLowerCase()}`, valor: "2.450,00" });
    const unknown = (await run(jobsAction, navigation("/admin/servicos", { cookie, form: job({ codigo: code === "2222" ? "3333" : "2222" }) }))) as Result;
    expect(unknown.status).toBe(400);
    expect((unknown.data.errors as Record<string, string>).codigo).toMatch(/Nenhum atendimento com este código/);

    const { data } = (await run(leadsLoader, navigation("/admin/leads?periodo=7", { cookie }))) as Result;
    expect(data.jobsByPage).toEqual([{ pagePath: "/cidades/mooca", jobs: 1, valueCents: 245_000 }]);
  });
});

describe("the job's page", () => {
  it("opens with its values and answers a missing job with the list", async () => {
    fresh();
    const cookie = await signInAdmin();
    const id = await logJob(cookie);
    const page = (await run(jobLoader, navigation(`/admin/servicos/${id}`, { cookie }), undefined, { id: String(id) })) as Result;
    expect(page.data.values).toMatchObject({ local: "mooca", servico: "instalacao", nome: "João" });
    expect(page.data.pages).toEqual([{ path: "/cidades/mooca", name: "Mooca" }]);
  });
});

describe("typed work and kept numbers", () => {
  it("a job posted after the session ended comes back filled after the sign-in, and nothing was saved", async () => {
    const { conn } = fresh();
    const stale = await signInAdmin();
    // The session ends as the 4-hour rule would: its row is gone.
    conn.sqlite.prepare("DELETE FROM sessions").run();
    const res = asResponse(
      await run(
        jobsAction,
        navigation("/admin/servicos", { cookie: stale, form: job({ observacao: "Digitado no portão." }), headers: { Referer: `${SITE}/admin/servicos` } }),
      ),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/admin/login?redirectTo=%2Fadmin%2Fservicos");
    const parked = cookieFrom(res, "admin_parked=");
    expect(parked).toMatch(/^admin_parked=/);
    expect(conn.sqlite.prepare("SELECT COUNT(*) AS n FROM jobs").get()).toEqual({ n: 0 });

    const session = await signInAdmin();
    const page = (await run(jobsLoader, navigation("/admin/servicos", { cookie: `${session}; ${parked}` }))) as Result;
    expect(page.data.restored).toBe(PARKED_FORM_MESSAGE);
    expect(page.data.values).toMatchObject({ local: "mooca", servico: "instalacao", observacao: "Digitado no portão.", nome: "João" });
  });

  it("“Registrar manutenção” starts from the due job; housekeeping deletes a number 24 months after its job", async () => {
    const { conn } = fresh();
    setClockForTests(() => NOW);
    const cookie = await signInAdmin();
    const old = await logJob(cookie, { data: "2024-10-01", consentimento: "1", whatsapp: "(11) 98765-4321" });
    const recent = await logJob(cookie, { data: "2025-12-01", consentimento: "1", whatsapp: "(11) 91234-5678" });
    const page = (await run(jobsLoader, navigation(`/admin/servicos?de=${recent}`, { cookie }))) as Result;
    expect(page.data.values).toMatchObject({
      local: "mooca",
      servico: "manutencao",
      whatsapp: "5511912345678",
      consentimento: "1",
      data: "2026-11-23",
      observacao: "",
    });

    runHousekeeping();
    const numbers = conn.sqlite.prepare("SELECT id, customer_whatsapp AS n FROM jobs ORDER BY id").all();
    expect(numbers).toEqual([
      { id: old, n: null },
      { id: recent, n: "5511912345678" },
    ]);
  });
});

describe("edit and delete", () => {
  it("an edit shows on the next request; a deletion removes the job, its photo rows and files; both are logged", async () => {
    const { conn } = fresh();
    const cookie = await signInAdmin();
    const id = await logJob(cookie);
    await jobPost(cookie, id, { intent: "fotos" }, [await jpegPhoto(800, 600)]);
    const saved = asResponse(
      await jobPost(cookie, id, { ...job({ observacao: "Trocamos a placa e regulamos o fim de curso.", servico: "conserto" }), intent: "salvar" }),
    );
    expect(saved.status).toBe(303);
    expect((await cityJobs("mooca"))[0]).toMatchObject({ service: "Conserto", note: "Trocamos a placa e regulamos o fim de curso." });

    const { fileKey, width } = conn.sqlite.prepare("SELECT file_key AS fileKey, width FROM job_photos WHERE job_id = ?").get(id) as {
      fileKey: string;
      width: number;
    };
    const file = path.join(mediaRoot(), "fotos", `${fileKey}-${width}.jpg`);
    expect(fs.existsSync(file)).toBe(true);
    const ask = (await jobPost(cookie, id, { intent: "excluir" })) as Result;
    expect(ask.data).toEqual({ confirmDelete: true });
    expect(conn.sqlite.prepare("SELECT COUNT(*) AS n FROM jobs").get()).toEqual({ n: 1 });
    const deleted = asResponse(await jobPost(cookie, id, { intent: "excluir", confirmed: "1" }));
    expect(deleted.headers.get("Location")).toBe("/admin/servicos");
    expect(conn.sqlite.prepare("SELECT (SELECT COUNT(*) FROM jobs) AS jobs, (SELECT COUNT(*) FROM job_photos) AS photos").get()).toEqual({
      jobs: 0,
      photos: 0,
    });
    expect(fs.existsSync(file)).toBe(false);
    expect(await cityJobs("mooca")).toEqual([]);
    const activity = JSON.stringify(((await run(activityLoader, navigation("/admin/atividade", { cookie }))) as Result).data);
    for (const label of ["Serviço editado", "Serviço excluído"]) expect(activity).toContain(label);
  });
});
