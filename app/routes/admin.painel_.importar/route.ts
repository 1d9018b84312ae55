import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/server/auth/auth.server";
import { importLegacyPages } from "~/server/generated-pages/legacy-import.server";
import { log } from "~/server/infra/log.server";
import { recordActivity } from "~/server/admin/activity-log.server";

/** Legacy import (docs/product.md §6.7): the panel posts the browser's "generatedPages" here as JSON. */
export async function action({ request }: ActionFunctionArgs) {
  const admin = await requireAdmin(request);
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return Response.json({ error: "Envie as páginas em JSON." }, { status: 400 });
  }
  const pages = body && typeof body === "object" && "pages" in body ? (body as { pages: unknown }).pages : body;
  const result = importLegacyPages(pages);
  if (!result) return Response.json({ error: "Formato inválido: esperava uma lista de páginas." }, { status: 400 });
  const counts = `${result.imported} importadas, ${result.skipped} já existiam, ${result.failed} com erro`;
  if (result.imported > 0) recordActivity(admin.email, "paginas.importar", `Importação do navegador: ${counts}`);
  if (result.failed === 0) log.info(`Migração concluída com sucesso: ${counts}`);
  else log.error(`Erro na migração: ${counts}`, result.errors);
  return Response.json(result);
}

/** Only POST does something here; the guard still answers first. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return new Response("Método não permitido", { status: 405, headers: { Allow: "POST" } });
}
