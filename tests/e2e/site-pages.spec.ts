import { expect, test } from "@playwright/test";
import { runTag } from "./run-tag";
import { hydrated, signIn } from "./sign-in";
import { SIZES, fillBody, publish, shoot } from "./page-text-editor";

/**
 * "Páginas do site" (decision 0040) as the owner uses it, with and without JavaScript, on a phone
 * and a desktop: each project edits its own pages (they run at the same time on one server), and
 * every change is read back from the public page.
 */

test("the owner finds a page in the list, edits its title, description and heading, and the public page follows", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  const place = javaScriptEnabled ? { path: "/cidades/santana", name: "Santana" } : { path: "/cidades/tatuape", name: "Tatuapé" };
  await signIn(page, javaScriptEnabled, "/admin/paginas");
  await page.getByLabel("Buscar").fill(place.name);
  await page.getByLabel("Tipo").selectOption("lugar");
  await page.getByRole("button", { name: "Filtrar" }).click();
  const row = page.locator(`[data-site-page="${place.path}"]`);
  await expect(row.locator("[data-verdict-line]")).toContainText(/Google/);
  await shoot(page, "lista");
  await row.getByRole("link", { name: `Editar ${place.name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: place.name })).toBeVisible();

  const title = `Motor de portão em ${place.name} com visita no mesmo dia`;
  await page.getByLabel("Título no Google").fill(title);
  await page.getByLabel("Descrição no Google").fill(`Instalação e conserto de motor PPA em ${place.name}, com técnico da região.`);
  if (javaScriptEnabled) await expect(page.locator("[data-snippet-preview]")).toContainText(title);
  await page.getByLabel("Título da página").fill(`Portão automático em ${place.name}`);
  await shoot(page, "editor");
  await publish(page);

  const html = await (await request.get(place.path)).text();
  expect(html).toContain(`<title>${title}</title>`);
  expect(html).toContain(`>Portão automático em ${place.name}</h1>`);

  // A draft stays off the site.
  await page.getByLabel("Título da página").fill("Rascunho que ninguém vê");
  await page.getByRole("button", { name: "Salvar rascunho" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Rascunho salvo" }).first()).toBeVisible();
  expect(await (await request.get(place.path)).text()).not.toContain("Rascunho que ninguém vê");
  await page.getByRole("button", { name: "Descartar rascunho" }).click();
  await expect(page.getByLabel("Título da página")).toHaveValue(`Portão automático em ${place.name}`);
});

test("a refused save shows its message in view on a phone and keeps what was typed", async ({ page, javaScriptEnabled }) => {
  const path = javaScriptEnabled ? "/admin/paginas/editar/garantia" : "/admin/paginas/editar/termos";
  await signIn(page, javaScriptEnabled, path);
  await page.setViewportSize(SIZES[0]);
  const long = "Garantia ".repeat(40);
  await page.getByLabel("Título no Google").fill(long);
  await page.getByRole("button", { name: "Publicar", exact: true }).click();
  const summary = page.locator("#page-text-errors");
  await expect(summary).toContainText("Título no Google: use no máximo");
  await expect(summary).toBeInViewport();
  await expect(page.getByLabel("Título no Google")).toHaveValue(long);
  await shoot(page, "recusa");
});

test.describe.serial("the home and the FAQ, whose texts are their stored rows (decision 0043)", () => {
  // The JavaScript project edits the home and the FAQ, one test after the other and, in the test
  // below, once with JavaScript and once without in two browsers: two forms at once would refuse
  // each other as stale, by design.
  test("the home's lead (JavaScript) or the PPA Home's own text (no JavaScript), then an earlier version restored", async ({
    page,
    request,
    javaScriptEnabled,
  }) => {
    const target = javaScriptEnabled
      ? { path: "/", editor: "/admin/paginas/editar" }
      : { path: "/motores/motor-ppa-home", editor: "/admin/paginas/editar/motores/motor-ppa-home" };
    await signIn(page, javaScriptEnabled, target.editor);
    const before = await (await request.get(target.path)).text();
    if (javaScriptEnabled) {
      await page.getByLabel("Texto de abertura").fill("Motores PPA instalados por técnicos próprios, com visita marcada pelo WhatsApp.");
    } else {
      // The model's text is the page's whole text (decision 0043): the owner adds a section to it.
      const text = await page.locator("textarea#body").inputValue();
      expect(text).toContain("## Modelos mais próximos");
      await fillBody(
        page,
        `${text}\n\n## Para quem é o PPA Home\n\nPortões basculantes leves de casas térreas, com poucas aberturas por dia.`,
        javaScriptEnabled,
      );
      await page.getByRole("button", { name: "Pré-visualizar" }).click();
      await expect(page.locator("[data-body-preview]")).toContainText("Para quem é o PPA Home");
    }
    await publish(page);
    const after = await (await request.get(target.path)).text();
    expect(after).toContain(javaScriptEnabled ? "Motores PPA instalados por técnicos próprios" : "Para quem é o PPA Home");

    const history = page.locator("[data-history] li").first();
    await history.getByRole("link", { name: "Comparar" }).click();
    await expect(page.locator("[data-comparison]")).toBeVisible();
    await shoot(page, "historico");
    await page.locator("[data-history] li").first().getByRole("button", { name: "Restaurar" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Versão restaurada" }).first()).toBeVisible();
    const restored = await (await request.get(target.path)).text();
    expect(restored).not.toContain(javaScriptEnabled ? "Motores PPA instalados por técnicos próprios" : "Para quem é o PPA Home");
    expect(/<h1[^>]*>([^<]+)<\/h1>/.exec(restored)?.[1]).toBe(/<h1[^>]*>([^<]+)<\/h1>/.exec(before)?.[1]);
  });

  test("the home's hero and the FAQ's questions are edited with and without JavaScript, at 390 and 1366 px; a draft stays off the site", async ({
    browser,
    request,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "the JavaScript project runs both modes in two browsers");
    test.slow();
    const baseURL = test.info().project.use.baseURL;
    for (const mode of [
      { js: true, size: SIZES[1], tag: "com JavaScript" },
      { js: false, size: SIZES[0], tag: "sem JavaScript" },
    ]) {
      const context = await browser.newContext({ baseURL, javaScriptEnabled: mode.js, viewport: mode.size, locale: "pt-BR" });
      const page = await context.newPage();

      // The home's hero: its heading and text are the home's row.
      await signIn(page, mode.js, "/admin/paginas/editar");
      const heading = `Motor PPA instalado no seu portão (${mode.tag})`;
      await page.getByLabel("Título da página").fill(heading);
      await page.getByLabel("Texto de abertura").fill(`Visita marcada pelo WhatsApp, ${mode.tag}.`);
      await publish(page);
      const home = await (await request.get("/")).text();
      expect(home).toContain(`>${heading}</h1>`);
      expect(home).toContain(`Visita marcada pelo WhatsApp, ${mode.tag}.`);
      await page.getByLabel("Título da página").fill("Rascunho do destaque");
      await page.getByRole("button", { name: "Salvar rascunho" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Rascunho salvo" }).first()).toBeVisible();
      expect(await (await request.get("/")).text()).not.toContain("Rascunho do destaque");
      await page.getByRole("button", { name: "Descartar rascunho" }).click();
      await expect(page.getByLabel("Título da página")).toHaveValue(heading);
      await page.screenshot({ path: test.info().outputPath(`inicio-${mode.size.width}.png`) });
      // Back to the hero as it was (other tests read the home): the version before this test's publish,
      // third in the history after the publish, the draft and its discard.
      await page.locator("[data-history] li").nth(2).getByRole("button", { name: "Restaurar" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Versão restaurada" }).first()).toBeVisible();
      expect(await (await request.get("/")).text()).not.toContain(heading);

      // The FAQ: two questions swapped, an answer rewritten, one question added in a blank row.
      await page.goto("/admin/paginas/editar/duvidas-frequentes");
      await hydrated(page, mode.js);
      const count = await page.locator("[data-question-row]").count();
      const seeded = Number(await page.locator('input[name="q-count"]').inputValue());
      expect(seeded).toBe(count);
      const filled = await page
        .locator("[data-question-row]")
        .evaluateAll((rows) => rows.filter((row) => (row.querySelector("input[id$='-pergunta']") as HTMLInputElement).value !== "").length);
      expect(filled).toBeGreaterThanOrEqual(45);
      const first = await page.locator("#q-0-pergunta").inputValue();
      const second = await page.locator("#q-1-pergunta").inputValue();
      const answer = `Resposta reescrita pelo dono, ${mode.tag}.`;
      const added = `Vocês instalam aos sábados (${mode.tag})?`;
      await page.locator("#q-0-ordem").fill("2");
      await page.locator("#q-1-ordem").fill("1");
      await page.locator("#q-2-resposta").fill(answer);
      await page.locator(`#q-${filled}-pergunta`).fill(added);
      await page.locator(`#q-${filled}-resposta`).fill("Sim, com hora marcada pelo WhatsApp.");
      await page.locator(`#q-${filled}-ordem`).fill("3");
      await page.locator(`#q-${filled}-pergunta`).scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`perguntas-${mode.size.width}.png`) });
      await publish(page);
      const faq = await (await request.get("/duvidas-frequentes")).text();
      const at = [second, first, added].map((q) => faq.indexOf(`>${q.replace(/"/g, "&quot;")}<`));
      expect(at.every((i) => i > 0)).toBe(true);
      expect(at).toEqual([...at].sort((a, b) => a - b));
      expect(faq).toContain(answer);
      expect(faq).toContain(`"@type":"Question","name":"${added}"`);

      // A draft of an answer is not public.
      await page.locator("#q-3-resposta").fill("Rascunho de resposta que ninguém vê.");
      await page.getByRole("button", { name: "Salvar rascunho" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Rascunho salvo" }).first()).toBeVisible();
      expect(await (await request.get("/duvidas-frequentes")).text()).not.toContain("Rascunho de resposta que ninguém vê.");
      await page.getByRole("button", { name: "Descartar rascunho" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Rascunho descartado" }).first()).toBeVisible();

      // Back to the questions as they were (other tests read the FAQ): third in the history, as above.
      await page.locator("[data-history] li").nth(2).getByRole("button", { name: "Restaurar" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Versão restaurada" }).first()).toBeVisible();
      const restored = await (await request.get("/duvidas-frequentes")).text();
      expect(restored).not.toContain(answer);
      expect(restored).not.toContain(added);
      await context.close();
    }
  });
  // The service page and a reason on the home (decision 0043), in the same serial run as the home's hero above.
  test("the owner rewrites a service card and a reason on the home, with and without JavaScript, and reads them on the next request", async ({
    browser,
    request,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "the JavaScript project runs both modes in two browsers");
    test.slow();
    const baseURL = test.info().project.use.baseURL;
    for (const mode of [
      { js: true, tag: "com JavaScript" },
      { js: false, tag: "sem JavaScript" },
    ]) {
      const context = await browser.newContext({ baseURL, javaScriptEnabled: mode.js, viewport: SIZES[1], locale: "pt-BR" });
      const page = await context.newPage();

      // A service card: its text is a section of the page's text; the price line stays automatic.
      await signIn(page, mode.js, "/admin/paginas/editar/instalacao-manutencao");
      await expect(page.getByText("Texto da página", { exact: true })).toBeVisible();
      await expect(page.locator("[data-automatic-parts]")).toContainText("linha de preço de cada cartão");
      const service = await page.locator("textarea#body").inputValue();
      expect(service).toContain("## Conserto e assistência técnica");
      const card = `Diagnóstico no mesmo dia e conserto com peças originais (${mode.tag}).`;
      const edited = service.replace("Diagnóstico no local e conserto com peças originais, com garantia sobre as peças trocadas.", card);
      expect(edited).not.toBe(service);
      await fillBody(page, edited, mode.js);
      await page.locator("[data-automatic-parts]").scrollIntoViewIfNeeded();
      await shoot(page, `servico-editor-${mode.js ? "js" : "nojs"}`);
      await publish(page);
      const html = await (await request.get("/instalacao-manutencao")).text();
      const repair = /<article[^>]*>\s*<h3[^>]*>Conserto e assistência técnica<\/h3>([\s\S]*?)<\/article>/.exec(html)?.[1] ?? "";
      expect(repair).toContain(card);
      expect(repair).toContain("Orçamento de conserto de R$");
      await page.goto("/instalacao-manutencao");
      await page.getByText(card).scrollIntoViewIfNeeded();
      await shoot(page, `servico-${mode.js ? "js" : "nojs"}`);
      await page.goto("/admin/paginas/editar/instalacao-manutencao");
      await hydrated(page, mode.js);
      await page.locator("[data-history] li").first().getByRole("button", { name: "Restaurar" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Versão restaurada" }).first()).toBeVisible();
      expect(await (await request.get("/instalacao-manutencao")).text()).not.toContain(card);

      // A reason on the home: an item of the reasons' list, its bold words the card's title.
      await page.goto("/admin/paginas/editar");
      await hydrated(page, mode.js);
      const home = await page.locator("textarea#body").inputValue();
      const reason = `Técnicos da casa, treinados na linha PPA (${mode.tag}).`;
      const withReason = home.replace(/- \*\*Técnicos próprios\*\* [^\n]+/, `- **Técnicos próprios** ${reason}`);
      expect(withReason).not.toBe(home);
      await fillBody(page, withReason, mode.js);
      await shoot(page, `inicio-editor-${mode.js ? "js" : "nojs"}`);
      await publish(page);
      const served = await (await request.get("/")).text();
      expect(served).toContain(reason);
      // The not-found page shows the home's reasons: the same text.
      const missing = await request.get("/pagina-que-nao-existe-mesmo");
      expect(missing.status()).toBe(404);
      expect(await missing.text()).toContain(reason);
      await page.goto("/");
      await page.getByText(reason).scrollIntoViewIfNeeded();
      await shoot(page, `inicio-motivos-${mode.js ? "js" : "nojs"}`);
      await page.goto("/admin/paginas/editar");
      await hydrated(page, mode.js);
      await page.locator("[data-history] li").first().getByRole("button", { name: "Restaurar" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Versão restaurada" }).first()).toBeVisible();
      expect(await (await request.get("/")).text()).not.toContain(reason);
      await context.close();
    }
  });
});

test("a city landing's questions are the page's own: an added question and a rewritten answer show on the landing, then the earlier version comes back", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  // Each project edits its own landing (they run at the same time on one server).
  const path = javaScriptEnabled ? "/portao-automatico-guarulhos" : "/portao-automatico-osasco";
  await signIn(page, javaScriptEnabled, `/admin/paginas/editar${path}`);
  // The landing's whole text is stored (decision 0043): its local remark is the page's text, its questions a list.
  await expect(page.locator("textarea#body")).not.toHaveValue("");
  const count = await page.locator("[data-question-row]").count();
  const existing = await page.locator("#q-0-pergunta").inputValue();
  expect(existing).not.toBe("");
  const added = await page.locator("input[id$='-pergunta']").evaluateAll((inputs) => inputs.findIndex((i) => (i as HTMLInputElement).value === ""));
  expect(added).toBeGreaterThan(0);
  await page.locator(`#q-${added}-pergunta`).fill("Vocês atendem aos sábados?");
  await page.locator(`#q-${added}-resposta`).fill("Sim, aos sábados pela manhã, com horário combinado pelo WhatsApp.");
  await page.locator("#q-0-resposta").fill("Resposta da cidade reescrita pelo dono.");
  await publish(page);
  expect(await page.locator("[data-question-row]").count()).toBeGreaterThanOrEqual(count);

  const html = await (await request.get(path)).text();
  expect(html).toContain("Vocês atendem aos sábados?");
  expect(html).toContain("Resposta da cidade reescrita pelo dono.");
  const faq = [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)]
    .map((m) => JSON.parse(m[1]) as { "@type"?: string; mainEntity?: { name: string }[] })
    .find((d) => d["@type"] === "FAQPage");
  expect(faq?.mainEntity?.map((q) => q.name)).toContain("Vocês atendem aos sábados?");
  await page.goto(path);
  await page.getByText("Vocês atendem aos sábados?").scrollIntoViewIfNeeded();
  await shoot(page, "landing-perguntas");

  await page.goto(`/admin/paginas/editar${path}`);
  await page.locator("[data-history] li").first().getByRole("button", { name: "Restaurar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Versão restaurada" }).first()).toBeVisible();
  const restored = await (await request.get(path)).text();
  expect(restored).not.toContain("Vocês atendem aos sábados?");
  expect(restored).toContain(existing.replace(/"/g, "&quot;"));
});

test("the legal pages' text is the page's whole text, the editor names what is automatic, and an edit shows on the next request", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  // Each project saves its own page (they run at the same time): /termos with JavaScript, /privacidade without.
  await signIn(page, javaScriptEnabled, "/admin/paginas/editar/termos");
  await expect(page.getByText("Texto da página", { exact: true })).toBeVisible();
  await expect(page.locator("[data-automatic-parts]")).toContainText("“Quem vende”");
  const terms = await page.locator("textarea#body").inputValue();
  expect(terms).toContain("## 1. Finalidade do site");
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.locator("[data-automatic-parts]").scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`termos-${size.width}.png`) });
  }
  if (javaScriptEnabled) {
    await fillBody(page, terms.replace("## 4. Contato por WhatsApp e telefone", "## 4. Contato pelo WhatsApp e pelo telefone"), javaScriptEnabled);
    await publish(page);
    expect(await (await request.get("/termos")).text()).toContain("<h2>4. Contato pelo WhatsApp e pelo telefone</h2>");
    return;
  }
  await page.goto("/admin/paginas/editar/privacidade");
  await expect(page.locator("[data-automatic-parts]")).toContainText("prazos de guarda");
  const policy = await page.locator("textarea#body").inputValue();
  // A period the site keeps cannot be written over: the policy is refused, in view on a phone, with the text kept.
  await page.setViewportSize(SIZES[0]);
  const changed = policy.replace("{dias de guarda dos registros do servidor}", "7");
  await fillBody(page, changed, javaScriptEnabled);
  await page.getByRole("button", { name: "Publicar", exact: true }).click();
  const summary = page.locator("#page-text-errors");
  await expect(summary).toContainText("{dias de guarda dos registros do servidor}");
  await expect(summary).toBeInViewport();
  await expect(page.locator("textarea#body")).toHaveValue(changed);
  await shoot(page, "privacidade-recusa");
  await fillBody(
    page,
    policy.replace("Só o que é necessário para o site funcionar e continuar seguro:", "Só o necessário para o site funcionar com segurança:"),
    javaScriptEnabled,
  );
  await publish(page);
  const html = await (await request.get("/privacidade")).text();
  expect(html).toContain("Só o necessário para o site funcionar com segurança:");
  expect(html).toMatch(/São apagados em até \d+ dias\./);
});

test("a problem page's text and questions are its stored row: listed as Problema, edited in the editor, shown on the page; a check that frees the motor first is refused", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  // A publish judges the page and those sharing text with it (decision 0040), twice here.
  test.setTimeout(180_000);
  // Each project and each repetition edits a guide of its own (they run at the same time on one
  // server, and two copies publishing one page would meet the stale-version warning).
  const guides = javaScriptEnabled
    ? [
        "/portao-volta-sozinho-ao-fechar",
        "/fim-de-curso-do-portao-desregulado",
        "/sensor-do-portao-com-defeito",
        "/fotocelula-do-portao-nao-funciona",
        "/portao-automatico-travado",
      ]
    : ["/portao-para-no-meio", "/portao-basculante-pesado", "/portao-basculante-torto", "/portao-basculante-nao-sobe", "/portao-deslizante-saindo-do-trilho"];
  const path = guides[test.info().repeatEachIndex % guides.length];
  await signIn(page, javaScriptEnabled, `/admin/paginas/editar${path}`);
  await page.goto(`/admin/paginas?tipo=problema&busca=${encodeURIComponent(path.slice(1))}`);
  await expect(page.locator(`[data-site-page='${path}'] a[href$='/editar${path}']`)).toBeVisible();
  await expect(page.getByText("· Problema").first()).toBeVisible();
  await page.goto(`/admin/paginas/editar${path}`);
  // The whole text is stored (decision 0043): the guide's sections, its safety note as a quote, its three questions.
  await expect(page.getByText("Texto da página", { exact: true })).toBeVisible();
  await expect(page.locator("[data-automatic-parts]")).toContainText("Quando chamar");
  const body = await page.locator("textarea#body").inputValue();
  // The guide's first section: "## Causas mais comuns" as seeded, or as an earlier repetition of this test left it.
  const causes = /^## Causas .*$/m.exec(body)?.[0];
  expect(causes).toBeTruthy();
  expect(body).toMatch(/## O que você pode verificar com segurança\n\n> /);
  expect(body).toContain("## Quando chamar um técnico");
  expect(await page.locator("#q-2-pergunta").inputValue()).not.toBe("");
  await page.setViewportSize(SIZES[0]);
  await page.screenshot({ path: test.info().outputPath("problema-editor-390.png"), fullPage: true });

  // A numbered check that frees the motor before the power is cut is refused, with the text kept.
  const unsafe = body.replace(/\n1\. /, "\n1. Solte o motor pela chave e empurre a folha.\n2. ");
  await fillBody(page, unsafe, javaScriptEnabled);
  await page.getByRole("button", { name: "Publicar", exact: true }).click();
  await expect(page.locator("#page-text-errors")).toContainText("Solte o motor pela chave e empurre a folha.");
  await expect(page.locator("textarea#body")).toHaveValue(unsafe);

  const tag = runTag(test.info());
  await fillBody(page, body.replace(causes!, `## Causas que mais vemos (${tag})`), javaScriptEnabled);
  await page.locator("#q-0-resposta").fill(`Resposta do guia reescrita pelo dono (${tag}).`);
  await publish(page);
  const html = await (await request.get(path)).text();
  expect(html).toContain(`<h2>Causas que mais vemos (${tag})</h2>`);
  expect(html).toContain(`Resposta do guia reescrita pelo dono (${tag}).`);
  // The template's parts stay around the text: the diagnosis link before "Quando chamar", the quote box.
  expect(html.indexOf("Faça o diagnóstico passo a passo")).toBeLessThan(html.indexOf("<h2>Quando chamar um técnico</h2>"));
  expect(html).toContain("Peça seu orçamento");
});
