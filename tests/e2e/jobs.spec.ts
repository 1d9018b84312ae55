import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { withE2eDatabase } from "./db";
import { runTag } from "./run-tag";
import { signIn } from "./sign-in";

/**
 * The job log (docs/decisions/0038-job-log.md) at 390 px, with and without JavaScript: a job for
 * Mooca and the PPA Home with two photos shows on the Mooca page, the model's page and the home on
 * the next request, without surname or street; hiding it removes it everywhere; a forged job id,
 * a photo of another job, a 10,000-character note, control characters and markup are refused or
 * shown as text. Each copy of the test (project and repetition: runTag) uses its own note; its
 * jobs are deleted at the end.
 */
test.use({ viewport: { width: 390, height: 844 } });

const SHOTS = "/tmp/jobs-shots";

async function photo(width: number, height: number, colour: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${colour}"/><rect x="15%" y="40%" width="70%" height="45%" fill="#334155"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

async function shot(page: Page, name: string, project: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${project}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

async function fillJob(page: Page, note: string) {
  const form = page.locator('[data-job-form="novo"]');
  await form.getByLabel("Bairro ou cidade").selectOption("mooca");
  await form.getByLabel("Serviço", { exact: true }).selectOption("instalacao");
  await form.getByLabel("Modelo do motor").selectOption({ label: "Motor PPA Home" });
  await form.getByLabel("Tipo de portão").selectOption("basculante");
  await form.getByLabel("Imóvel").selectOption("casa");
  await form.getByLabel("Observação (aparece no site)").fill(note);
  await form.getByLabel("O cliente autorizou mostrar as fotos e o primeiro nome no site").check();
  await form.getByLabel("Primeiro nome do cliente (opcional)").fill("Joaquim");
  return form;
}

test("a job with two photos shows on the Mooca, PPA Home and home pages, never its customer's surname or street; hidden, it leaves them all", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const marker = `Portão de ${runTag(testInfo)} <b>revisado</b> & motor novo`;
  await signIn(page, javaScriptEnabled, "/admin/servicos");
  await expect(page.getByRole("heading", { level: 1, name: "Serviços realizados" })).toBeVisible();

  // Refused: a 10,000-character note, then control characters; the typed values stay.
  let form = await fillJob(page, "a".repeat(10_000));
  await form.getByRole("button", { name: "Salvar e enviar fotos" }).click();
  form = page.locator('[data-job-form="novo"]');
  await expect(form.getByText("A observação pode ter no máximo 500 caracteres.")).toBeVisible();
  await expect(form.getByLabel("Bairro ou cidade")).toHaveValue("mooca");
  await expect(form.getByLabel("Primeiro nome do cliente (opcional)")).toHaveValue("Joaquim");
  await shot(page, "admin-erro", project);
  await form.getByLabel("Observação (aparece no site)").fill("Portão\u0007 novo");
  await form.getByLabel("Primeiro nome do cliente (opcional)").fill("Joaquim Silva");
  await form.getByRole("button", { name: "Salvar e enviar fotos" }).click();
  form = page.locator('[data-job-form="novo"]');
  await expect(form.getByText("Remova os caracteres de controle (invisíveis) deste campo.")).toBeVisible();
  await expect(form.getByText("Só o primeiro nome do cliente (sem sobrenome).")).toBeVisible();

  // Saved, then two photos on the job's page.
  await form.getByLabel("Observação (aparece no site)").fill(marker);
  await form.getByLabel("Primeiro nome do cliente (opcional)").fill("Joaquim");
  await form.getByRole("button", { name: "Salvar e enviar fotos" }).click();
  await expect(page).toHaveURL(/\/admin\/servicos\/\d+$/);
  const jobId = Number(page.url().split("/").pop());
  await page.getByLabel(/Escolher fotos/).setInputFiles([
    { name: "portao-1.jpg", mimeType: "image/jpeg", buffer: await photo(1600, 1200, "#bfdbfe") },
    { name: "portao-2.jpg", mimeType: "image/jpeg", buffer: await photo(1200, 900, "#fde68a") },
  ]);
  await page.getByRole("button", { name: "Enviar fotos" }).click();
  await expect(page.getByRole("heading", { name: "Fotos (2 de 6)" })).toBeVisible();
  await shot(page, "admin-servico", project);

  // A photo of another job is refused; the photo stays.
  const otherJob = withE2eDatabase((db) => {
    db.prepare(
      "INSERT INTO jobs (done_on, place_slug, service, gate_type, property_kind, status) VALUES ('2026-01-10', 'tatuape', 'conserto', 'deslizante', 'casa', 'oculto')",
    ).run();
    return Number(db.prepare("SELECT last_insert_rowid() AS id").pluck().get());
  });
  const photoId = withE2eDatabase((db) => Number(db.prepare("SELECT id FROM job_photos WHERE job_id = ? ORDER BY id LIMIT 1").pluck().get(jobId)));
  const origin = new URL(page.url()).origin;
  const refused = await page.request.post(`/admin/servicos/${otherJob}`, {
    form: { intent: "excluir-foto", foto: String(photoId) },
    headers: { Origin: origin },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain("Esta foto não é deste serviço ou já foi excluída.");
  expect(withE2eDatabase((db) => db.prepare("SELECT count(*) FROM job_photos WHERE job_id = ?").pluck().get(jobId))).toBe(2);

  // A forged job id goes back to the list.
  await page.goto("/admin/servicos/99999999");
  await expect(page).toHaveURL(/\/admin\/servicos$/);
  await expect(page.getByText("Serviço não encontrado.")).toBeVisible();

  // The three pages show it on the next request, markup as text, no surname nor street.
  for (const path of ["/cidades/mooca", "/motores/motor-ppa-home", "/"]) {
    await page.goto(path);
    const section = page.locator("[data-jobs-section]");
    const card = section.locator(`[data-job="${jobId}"]`);
    await expect(card).toContainText(marker);
    await expect(card).toContainText("Instalação");
    await expect(card).toContainText("Motor PPA Home");
    await expect(card).toContainText("Joaquim");
    await expect(card.locator("b")).toHaveCount(0);
    await expect(card.locator("img")).toHaveCount(2);
    await expect(section).not.toContainText("Silva");
    if (path === "/cidades/mooca") await expect(section.getByRole("heading", { level: 2 })).toHaveText("Serviços realizados na Mooca");
    await shot(page, path === "/" ? "home" : path.split("/")[1], project);
  }
  const jsonLd = await page.goto("/cidades/mooca").then(() => page.locator('script[type="application/ld+json"]').allTextContents());
  expect(jsonLd.some((t) => t.includes('"ItemList"') && t.includes('"ImageObject"'))).toBe(true);
  expect(jsonLd.some((t) => /"Review"|"AggregateRating"/.test(t))).toBe(false);

  // Hidden: gone from all three.
  await page.goto(`/admin/servicos/${jobId}`);
  await page.getByRole("button", { name: "Ocultar do site" }).click();
  await expect(page.getByText("Oculto: não aparece em nenhuma página.")).toBeVisible();
  for (const path of ["/cidades/mooca", "/motores/motor-ppa-home", "/"]) {
    await page.goto(path);
    await expect(page.locator(`[data-job="${jobId}"]`)).toHaveCount(0);
    await expect(page.getByText(marker)).toHaveCount(0);
  }

  // Cleanup: delete it (asked first, with and without JavaScript).
  await page.goto(`/admin/servicos/${jobId}`);
  await page.getByRole("button", { name: "Excluir serviço" }).click();
  await page.getByRole("button", { name: "Confirmar exclusão" }).click();
  await expect(page).toHaveURL(/\/admin\/servicos$/);
  await shot(page, "admin-lista", project);
  withE2eDatabase((db) => db.prepare("DELETE FROM jobs WHERE id = ?").run(otherJob));
});

test("the Google review link set in Dados do negócio goes in the after-job message and prints as a QR code", async ({ page, javaScriptEnabled }, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  const google = "https://g.page/r/CExemploPPA/review";
  await signIn(page, javaScriptEnabled, "/admin/dados-do-negocio");
  const field = page.getByLabel("Link de avaliação no Google");
  await field.fill("http://exemplo.com/avaliar");
  await page.getByRole("button", { name: "Salvar dados do negócio" }).click();
  await expect(page.getByText("Use o link completo que o Google dá para avaliações, começando com https://")).toBeVisible();
  await page.getByLabel("Link de avaliação no Google").fill(google);
  await page.getByRole("button", { name: "Salvar dados do negócio" }).click();
  await expect(page.getByLabel("Link de avaliação no Google")).toHaveValue(google);

  const jobId = withE2eDatabase((db) => {
    db.prepare(
      "INSERT INTO jobs (done_on, place_slug, service, gate_type, property_kind, status, customer_whatsapp, next_maintenance_on) VALUES ('2026-11-20', 'penha', 'manutencao', 'deslizante', 'casa', 'oculto', '5511987650000', date('now', '+10 days'))",
    ).run();
    return Number(db.prepare("SELECT last_insert_rowid()").pluck().get());
  });
  await page.goto(`/admin/servicos/${jobId}`);
  await page.getByRole("button", { name: "Criar mensagem com link de depoimento" }).click();
  const message = page.getByLabel("Mensagem pronta (o link vale uma vez)");
  await expect(message).toHaveValue(/\/depoimento\/[0-9a-f]{64}/);
  await expect(message).toHaveValue(new RegExp(google.replace(/[/.]/g, "\\$&")));
  await expect(page.getByRole("link", { name: "Abrir no WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\/5511987650000\?text=/);
  await shot(page, "mensagem", project);

  // Due in ten days: listed with its ready reminder until the customer's number is deleted.
  await page.goto("/admin/servicos");
  const due = page.locator(`[data-due="${jobId}"]`);
  await expect(due).toContainText("+5511987650000");
  await expect(due.getByRole("link", { name: "Enviar lembrete no WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\/5511987650000\?text=.*manuten/);
  await shot(page, "manutencoes", project);
  await page.goto(`/admin/servicos/${jobId}`);
  await page.getByRole("button", { name: "Excluir WhatsApp do cliente" }).click();
  await expect(page.getByRole("button", { name: "Excluir WhatsApp do cliente" })).toHaveCount(0);
  expect(withE2eDatabase((db) => db.prepare("SELECT customer_whatsapp FROM jobs WHERE id = ?").pluck().get(jobId))).toBeNull();
  await page.goto("/admin/servicos");
  await expect(page.locator(`[data-due="${jobId}"]`)).toHaveCount(0);

  await page.goto("/admin/servicos/qr-google");
  await expect(page.locator("[data-google-qr] svg")).toBeVisible();
  await expect(page.locator("[data-google-qr]")).toContainText(google);
  await shot(page, "qr", project);
  withE2eDatabase((db) => db.prepare("DELETE FROM jobs WHERE id = ?").run(jobId));
});
