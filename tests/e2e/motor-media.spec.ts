import AxeBuilder from "@axe-core/playwright";
import { expect } from "@playwright/test";
import { jpegPhoto, pdfDocument } from "../fixtures/media";
import { testWithOwnServer } from "./own-server";
import { signIn } from "./sign-in";

/**
 * docs/product.md §6.3b, with and without JavaScript: the admin uploads a model's manual (a file
 * that only calls itself .pdf is refused) and a photo; the motor page lists "Manual de
 * instalação (PDF, … KB)" and the download is a PDF; page and catalogue show the photo through
 * srcset with AVIF and WebP sources. A model that has a manual offers to replace it, so every
 * worker (one project, one `--repeat-each` repetition) starts its own production server on a
 * fresh database (own-server.ts): each copy meets a model with no manual
 * and no photo. Each project works on its own model.
 */
const test = testWithOwnServer(34);

const MODEL = { js: { name: "Motor PPA Potenza", slug: "motor-ppa-potenza" }, nojs: { name: "Motor PPA Condominium", slug: "motor-ppa-condominium" } };

test("upload a manual and a photo of a model: the motor page and the catalogue show them", async ({ page, request, javaScriptEnabled }, testInfo) => {
  test.setTimeout(120_000);
  const model = MODEL[testInfo.project.name as keyof typeof MODEL];
  await signIn(page, javaScriptEnabled, "/admin/motores");
  await page.getByRole("link", { name: model.name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Fotos e documentos: ${model.name}` })).toBeVisible();

  const manual = page.getByRole("region", { name: "Manual de instalação" });
  await manual.getByLabel("Arquivo PDF (até 20 MB)").setInputFiles({ name: "manual.pdf", mimeType: "application/pdf", buffer: await jpegPhoto(200, 200) });
  await manual.getByRole("button", { name: "Salvar manual de instalação" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "O arquivo não é um PDF. Envie o documento em PDF." })).toBeVisible();

  const pdf = pdfDocument(4000);
  await manual.getByLabel("Arquivo PDF (até 20 MB)").setInputFiles({ name: "manual.pdf", mimeType: "application/pdf", buffer: pdf });
  await manual.getByRole("button", { name: "Salvar manual de instalação" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Manual de instalação salvo." }).first()).toBeVisible();

  const photo = page.getByRole("region", { name: "Enviar foto" });
  const alt = `${model.name} instalado em portão basculante de garagem`;
  await photo.getByLabel("Foto").setInputFiles({ name: "IMG_0001.JPG", mimeType: "image/jpeg", buffer: await jpegPhoto() });
  await photo.getByLabel("Texto alternativo").fill(alt);
  await photo.getByRole("button", { name: "Enviar foto" }).click();
  // The photo is encoded in three widths, AVIF and WebP, before the answer: slow on a loaded machine.
  await expect(page.getByRole("status").filter({ hasText: "Foto enviada (1600 × 1200 px" }).first()).toBeVisible({ timeout: 60_000 });
  if (javaScriptEnabled) {
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  }

  // What a visitor gets (anonymous, through the page cache).
  const motorHtml = await (await request.get(`/motores/${model.slug}`)).text();
  expect(motorHtml).toMatch(/Manual de instalação \(PDF, 4 KB\)/);
  await page.goto(`/motores/${model.slug}`);
  const link = page.getByRole("link", { name: "Manual de instalação (PDF, 4 KB)" });
  const download = await request.get((await link.getAttribute("href"))!);
  expect(download.status()).toBe(200);
  expect(download.headers()["content-type"]).toBe("application/pdf");
  expect(Buffer.from(await download.body()).equals(pdf)).toBe(true);

  const main = page.locator("article picture").first();
  await expect(main.locator('source[type="image/avif"]')).toHaveAttribute("srcset", /-480\.avif 480w, .*-960\.avif 960w, .*-1600\.avif 1600w/);
  await expect(main.locator('source[type="image/webp"]')).toHaveAttribute("srcset", /-1600\.webp 1600w/);
  await expect(main.getByRole("img", { name: alt })).toHaveAttribute("width", "1600");
  // The browser picked one of the sources and loaded it.
  await expect
    .poll(() => main.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc))
    .toMatch(/\/midia\/fotos\//);
  const og = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(og).toMatch(/\/midia\/fotos\/motor-ppa-[a-z-]+-[0-9a-f]{8}-1600\.jpg$/);

  const catalogue = await (await request.get("/motores")).text();
  expect(catalogue).toMatch(new RegExp(`<source type="image/avif" srcSet="/midia/fotos/${model.slug}-[0-9a-f]{8}-480\\.avif 480w`));
  await page.goto("/motores");
  const card = page.locator("[data-motor-card]").filter({ has: page.getByRole("link", { name: model.name, exact: true }) });
  await expect(card.locator('picture source[type="image/webp"]')).toHaveAttribute("srcset", /-960\.webp 960w/);
});
