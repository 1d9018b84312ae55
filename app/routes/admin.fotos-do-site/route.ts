import type { LoaderFunctionArgs } from "@remix-run/node";
import { sitePhotoChoice } from "~/lib/media/motor-media";
import { requireAdmin } from "~/server/auth/auth.server";
import { listAllPhotos } from "~/server/data/motor-media.server";
import { listAllMotors } from "~/server/data/motors.server";

/**
 * The photos uploaded in "Fotos dos motores", for the editor's "Imagem" picker (decision 0034):
 * JSON, signed-in admins only, never cached. Only addresses the sanitiser keeps are listed.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const names = new Map(listAllMotors().map((m) => [m.slug, m.name]));
  const photos = listAllPhotos().map((photo) => sitePhotoChoice(photo, names.get(photo.motorSlug) ?? photo.motorSlug));
  return Response.json({ photos }, { headers: { "Cache-Control": "no-store" } });
}
