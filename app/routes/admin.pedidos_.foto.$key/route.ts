import fs from "node:fs";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/server/auth/auth.server";
import { requestPhotoExists } from "~/server/requests/visit-requests.server";

/** A visit request's photo, for the signed-in owner only (the files live outside the public media). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const file = requestPhotoExists(params.key ?? "");
  if (!file) return new Response("Foto não encontrada.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(await fs.promises.readFile(file), {
    headers: { "Content-Type": "image/jpeg", "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" },
  });
}
