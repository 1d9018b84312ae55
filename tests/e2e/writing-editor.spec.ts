import { expect, test } from "@playwright/test";
import { slugify } from "../../app/lib/slug";
import { findInPanel } from "./panel";
import { runTag } from "./run-tag";
import { signIn } from "./sign-in";

/**
 * With JavaScript "Conteúdo" is the rich-text editor (decision 0031): typed text and a paste
 * from Word reach the public page as clean paragraphs, and what the sanitiser refuses never does.
 */

const WORD_PASTE = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{mso-style-parent:"";}</style></head><body>
<!--StartFragment--><p class="MsoNormal" style="mso-margin-top-alt:auto;line-height:normal"><span style="font-size:12.0pt;mso-fareast-font-family:'Times New Roman'">Colado do Word, primeiro parágrafo.<o:p></o:p></span></p>
<p class="MsoNormal"><span lang="PT-BR" style="mso-ansi-language:PT-BR"><b>Negrito</b> no segundo parágrafo.</span><script>alert(1)</script></p>
<p onclick="alert(2)" style="color:red">Terceiro <a href="javascript:alert(3)">link ruim</a>.</p><!--EndFragment--></body></html>`;

test("typing and a Word paste in the editor reach the public page as clean paragraphs", async ({ page, javaScriptEnabled }, testInfo) => {
  test.skip(!javaScriptEnabled, "the editor needs JavaScript; without it the textarea is covered by writing.spec.ts");
  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const title = `Editor visual ${runTag(testInfo)}`;
  await signIn(page, javaScriptEnabled);
  const editor = page.getByRole("textbox", { name: "Conteúdo" });
  await expect(editor).toBeVisible();
  await expect(page.locator("textarea#page-content")).toBeHidden();
  await page.getByLabel("Título", { exact: true }).fill(title);

  await editor.click();
  await page.keyboard.type("Digitado no editor.");
  await page.keyboard.press("Enter");
  await editor.evaluate((el, html) => {
    const data = new DataTransfer();
    data.setData("text/html", html);
    data.setData("text/plain", "Colado do Word");
    el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, WORD_PASTE);
  await expect(editor).toContainText("Terceiro link ruim.");
  // The form posts the editor's HTML, already without Word's styles and spans.
  const posted = await page.locator("textarea#page-content").inputValue();
  expect(posted).not.toMatch(/mso-|<span|class=|style=|<script|onclick|javascript:/i);

  await page.getByRole("button", { name: "Salvar Página" }).click();
  await expect(page).toHaveURL(/\/admin\/painel$/);
  await expect(page.getByLabel("Título", { exact: true })).toHaveValue("");

  await page.goto(`/links-uteis/${slugify(title)}`);
  const body = page.locator("article .prose-content");
  await expect(body.locator("p")).toHaveText([
    "Digitado no editor.",
    "Colado do Word, primeiro parágrafo.",
    "Negrito no segundo parágrafo.",
    "Terceiro link ruim.",
  ]);
  await expect(body.locator("p strong")).toHaveText("Negrito");
  const html = await body.innerHTML();
  expect(html).not.toMatch(/mso-|<span|style=|<script|onclick|javascript:|<o:p/i);

  // The saved page opens in the page editor as formatted text, not as HTML source.
  const row = await findInPanel(page, title);
  await row.getByRole("link", { name: `Editar ${title}` }).click();
  const reopened = page.getByRole("textbox", { name: "Conteúdo" });
  await expect(reopened.locator("p strong")).toHaveText("Negrito");
  await expect(reopened).not.toContainText("<p>");
  expect(dialogs).toEqual([]);
});
