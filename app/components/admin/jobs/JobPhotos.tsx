import { Form, useNavigation } from "@remix-run/react";
import { card, dangerButton, primaryButton } from "../ui";

type Photo = { id: number; thumb: string; width: number; height: number };

/**
 * A job's photos (docs/decisions/0038-job-log.md): up to `max`, sent several at once from the
 * phone's camera or gallery. The server checks each by its content and stores it without its
 * EXIF data (GPS included), in every size and format (decision 0019).
 */
export function JobPhotos({ photos, max }: { photos: Photo[]; max: number }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "fotos";
  const room = max - photos.length;
  return (
    <section aria-labelledby="fotos-titulo" className={card}>
      <h2 id="fotos-titulo" className="text-xl font-bold text-brand-900">
        Fotos ({photos.length} de {max})
      </h2>
      {photos.length === 0 && <p className="mt-2 font-semibold text-amber-900">Envie de 1 a {max} fotos do serviço.</p>}
      {photos.length > 0 && (
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {photos.map((p, i) => (
            <li key={p.id} className="space-y-2" data-job-photo={p.id}>
              <img src={p.thumb} alt={`Foto ${i + 1} do serviço`} width={p.width} height={p.height} className="aspect-[4/3] w-full rounded-md object-cover" />
              <Form method="post">
                <input type="hidden" name="intent" value="excluir-foto" />
                <input type="hidden" name="foto" value={p.id} />
                <button type="submit" className={dangerButton} aria-label={`Excluir a foto ${i + 1}`}>
                  Excluir foto
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      {room > 0 && (
        <Form method="post" encType="multipart/form-data" className="mt-4 space-y-3">
          <input type="hidden" name="intent" value="fotos" />
          <label htmlFor="job-fotos" className="block font-semibold text-slate-800">
            Escolher fotos (até {room})
          </label>
          <input id="job-fotos" name="fotos" type="file" multiple accept="image/jpeg,image/png,image/webp" className="block w-full text-sm" />
          <p className="text-xs text-slate-500">JPEG, PNG ou WebP, até 15 MB cada. A localização gravada na foto é apagada.</p>
          <button type="submit" disabled={sending} className={primaryButton}>
            {sending ? "Enviando..." : "Enviar fotos"}
          </button>
        </Form>
      )}
    </section>
  );
}
