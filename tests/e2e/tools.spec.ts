import { expect, test } from "@playwright/test";
import { hydrated } from "./sign-in";
import { whatsappText } from "./whatsapp";

/** The two lead-qualifying tools (docs/architecture.md, "The two tools"), with JavaScript on and off. */
test.describe("Qual motor para o meu portão?", () => {
  test("a 250 kg tilting home gate that must open in 4 s gets Home Jetflex, and WhatsApp names it", async ({ page, javaScriptEnabled }) => {
    await page.goto("/motores");
    await expect(page.getByRole("link", { name: /Responda seis perguntas/ })).toHaveAttribute("href", "/qual-motor");
    await page.goto("/qual-motor");
    await hydrated(page, javaScriptEnabled);
    const answers: [string, string][] = [
      ["Que tipo de portão é?", "Basculante (sobe e desce)"],
      ["Quanto pesa a folha do portão?", "De 150 a 250 kg"],
      ["Onde fica o portão e quantas vezes abre por dia?", "Casa: até cerca de 20 aberturas por dia"],
      ["Precisa abrir o portão pelo controle durante a falta de energia?", "Não, abrir na mão pela chave basta"],
      ["Qual velocidade de abertura você prefere?", "Jetflex: cerca de 4 segundos"],
      ["Quanto pretende investir no motor com instalação?", "Quero o mais adequado, sem limite definido"],
    ];
    for (const [question, answer] of answers) {
      const group = page.getByRole("group", { name: question });
      await group.getByLabel(answer).check();
      if (javaScriptEnabled && question !== answers.at(-1)![0]) await page.getByRole("button", { name: "Próxima" }).click();
    }
    await page.getByRole("button", { name: "Ver os motores indicados" }).click();
    await expect(page.getByRole("heading", { name: "Motores indicados para o seu portão" })).toBeVisible();
    await expect(page).toHaveURL(/tipo=basculante.*velocidade=4/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    const first = page.locator("#resultado ~ ol > li").first();
    await expect(first.getByRole("heading")).toHaveText("Motor PPA Home Jetflex");
    await expect(first).toContainText("abre em 4 s, como você quer");
    const text = await whatsappText(page, await page.getByRole("link", { name: "Enviar minhas respostas pelo WhatsApp" }).getAttribute("href"));
    expect(text).toContain("Motor indicado: Motor PPA Home Jetflex.");
  });

  test("a 600 kg sliding gate in a condominium is told honestly that no model fits", async ({ page }) => {
    await page.goto("/qual-motor?tipo=deslizante&peso=400-600&uso=condominio&energia=sim&velocidade=tanto-faz&orcamento=sem-limite");
    await expect(page.getByRole("heading", { name: /Nenhum dos 14 modelos atende/ })).toBeVisible();
    await expect(page.getByText(/O certo é uma visita técnica/)).toBeVisible();
  });
});

test.describe("Por que meu portão não abre?", () => {
  test("a gate that stopped after a power cut reaches the unlock / battery / board branch and its problem page", async ({ page, javaScriptEnabled }) => {
    await page.goto("/");
    await hydrated(page, javaScriptEnabled);
    await page.getByRole("link", { name: "Faça o diagnóstico passo a passo" }).click();
    await expect(page).toHaveURL(/\/diagnostico$/);
    const steps: [string, string][] = [
      ["O que acontece quando você aperta o controle?", "Nada: o motor não faz nenhum som"],
      ["O portão parou depois de uma queda de energia, de um pico de luz ou de um raio?", "Sim, parou depois que a luz caiu ou voltou"],
    ];
    for (const [question, answer] of steps) {
      await page.getByRole("group", { name: question }).getByLabel(answer).check();
      await page.getByRole("button", { name: "Continuar" }).click();
    }
    const branch = page.getByRole("group", { name: "Depois da queda de energia, qual destas situações é a sua?" });
    await expect(branch).toBeVisible();
    await expect(branch.getByRole("note")).toContainText("chave de destravamento");
    await expect(branch.getByRole("radio")).toHaveCount(3);
    await branch.getByLabel("O portão tem nobreak ou bateria e mesmo assim não responde").check();
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect(page.getByRole("heading", { name: "Bateria do nobreak descarregada ou central afetada pelo pico de energia" })).toBeVisible();
    const text = await whatsappText(page, await page.getByRole("link", { name: "Enviar o diagnóstico pelo WhatsApp" }).getAttribute("href"));
    expect(text).toContain("Resultado do diagnóstico no site: Bateria do nobreak descarregada ou central afetada pelo pico de energia.");
    await page.getByRole("link", { name: "Entenda melhor este problema" }).click();
    await expect(page).toHaveURL(/\/portao-nao-funciona-depois-de-queda-de-energia$/);
    await page.goBack();
    await page.goBack();
    await expect(page.getByRole("group", { name: "Depois da queda de energia, qual destas situações é a sua?" })).toBeVisible();
  });
});
