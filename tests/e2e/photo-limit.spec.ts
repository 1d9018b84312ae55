import { expect, test } from "@playwright/test";
import { pngHeaderOnly } from "../fixtures/media";
import { signIn } from "./sign-in";

/**
 * docs/performance.md "Photo uploads", with and without JavaScript: a 100-megapixel photo is
 * refused from its header with its size named, and the alt text typed stays in the form, on a
 * phone and on a desktop. Screenshots for the reviewer under /tmp/guard-shots when SHOTS_DIR is set.
 */
const MODEL = { js: "Motor PPA Home Jetflex", nojs: "Motor PPA Penta Jetflex" };

test("a 100-megapixel photo is refused with its size named, the alt text kept", async ({ page, javaScriptEnabled }, testInfo) => {
  const model = MODEL[testInfo.project.name as keyof typeof MODEL];
  await signIn(page, javaScriptEnabled, "/admin/motores");
  await page.getByRole("link", { name: model, exact: true }).click();
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const photo = page.getByRole("region", { name: "Enviar foto" });
    await photo.getByLabel("Foto").setInputFiles({ name: "enorme.png", mimeType: "image/png", buffer: pngHeaderOnly(10_000, 10_000) });
    await photo.getByLabel("Texto alternativo").fill("Foto enorme do portão");
    await photo.getByRole("button", { name: "Enviar foto" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "A imagem tem 100 megapixels; o limite é 40." });
    await expect(alert).toBeVisible();
    await expect(page.getByRole("region", { name: "Enviar foto" }).getByLabel("Texto alternativo")).toHaveValue("Foto enorme do portão");
    await alert.scrollIntoViewIfNeeded();
    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/photo-limit-${testInfo.project.name}-${width}.png` });
  }
});
