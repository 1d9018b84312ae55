import { Form, useNavigation } from "@remix-run/react";
import { MAX_ALT_LENGTH, photoUrl, photoWidths, type StoredPhoto } from "~/lib/media/motor-media";
import { card, inputClass, primaryButton, secondaryButton } from "../ui";
import { ConfirmDelete, FormError } from "./ConfirmDelete";

type Result = { error?: string; form?: string; typed?: Record<string, string>; confirmDelete?: number } | undefined;

/** Upload one photo with its alt text (JPEG, PNG or WebP up to 15 MB, checked by content on the server). */
export function PhotoForm({ result, count, max }: { result: Result; count: number; max: number }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "foto";
  const invalid = result?.form === "foto" && Boolean(result.error);
  return (
    <section aria-labelledby="foto-titulo" className={card}>
      <h2 id="foto-titulo" className="text-xl font-bold text-brand-900">
        Enviar foto
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        JPEG, PNG ou WebP de até 15 MB. A foto é convertida em tamanhos menores (AVIF, WebP e JPEG) e os dados de localização são removidos. {count} de {max}{" "}
        fotos.
      </p>
      <Form method="post" encType="multipart/form-data" className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="foto" />
        <FormError result={result} form="foto" />
        <div>
          <label htmlFor="foto-arquivo" className="block text-sm font-medium text-slate-700">
            Foto
          </label>
          <input
            id="foto-arquivo"
            name="arquivo"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            required
            aria-invalid={invalid}
            aria-describedby={invalid ? "erro-foto" : undefined}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="foto-alt" className="block text-sm font-medium text-slate-700">
            Texto alternativo
          </label>
          <input
            id="foto-alt"
            name="alt"
            defaultValue={result?.form === "foto" ? result.typed?.alt : ""}
            key={result?.form === "foto" ? result.typed?.alt : "novo"}
            maxLength={MAX_ALT_LENGTH}
            required
            aria-describedby="foto-alt-dica"
            className={inputClass}
          />
          <p id="foto-alt-dica" className="mt-1 text-sm text-slate-600">
            O que a foto mostra, por exemplo: “Motor PPA Home instalado em portão basculante de garagem”.
          </p>
        </div>
        <button type="submit" disabled={sending} className={primaryButton}>
          {sending ? "Enviando..." : "Enviar foto"}
        </button>
      </Form>
    </section>
  );
}

/** The model's photos: the first is the main one (cards, og:image); alt text, main, delete. */
export function PhotoList({ photos, result }: { photos: StoredPhoto[]; result: Result }) {
  if (photos.length === 0) {
    return <p className="text-slate-600">Nenhuma foto ainda: o catálogo e a página do modelo mostram o desenho.</p>;
  }
  return (
    <section aria-labelledby="fotos-titulo" className={card}>
      <h2 id="fotos-titulo" className="text-xl font-bold text-brand-900">
        Fotos do modelo
      </h2>
      <FormError result={result} form="lista" />
      <ul className="mt-4 divide-y divide-slate-200">
        {photos.map((photo, index) => {
          const altForm = `alt-${photo.id}`;
          const typedAlt = result?.form === altForm ? result.typed?.alt : undefined;
          return (
            <li key={photo.id} className="flex flex-wrap items-start gap-4 py-4">
              <img
                src={photoUrl(photo.fileKey, photoWidths(photo.width)[0], "jpg")}
                alt={photo.alt}
                width={160}
                height={Math.round((160 * photo.height) / photo.width)}
                className="rounded border border-slate-200"
              />
              <div className="min-w-64 flex-1 space-y-2">
                <p className="text-sm text-slate-600">
                  {index === 0 ? <strong className="text-slate-800">Foto principal</strong> : `Foto ${index + 1}`} · {photo.width} × {photo.height} px
                </p>
                <Form method="post" className="flex flex-wrap items-end gap-2">
                  <input type="hidden" name="intent" value="alt" />
                  <input type="hidden" name="id" value={photo.id} />
                  <div className="min-w-56 flex-1">
                    <label htmlFor={`alt-${photo.id}`} className="block text-sm font-medium text-slate-700">
                      Texto alternativo
                    </label>
                    <input
                      id={`alt-${photo.id}`}
                      name="alt"
                      defaultValue={typedAlt ?? photo.alt}
                      key={typedAlt ?? photo.alt}
                      maxLength={MAX_ALT_LENGTH}
                      required
                      className={inputClass}
                    />
                  </div>
                  <button type="submit" className={secondaryButton}>
                    Salvar texto
                  </button>
                </Form>
                <FormError result={result} form={altForm} />
                <div className="flex flex-wrap items-center gap-2">
                  {index > 0 && (
                    <Form method="post">
                      <input type="hidden" name="intent" value="primeira" />
                      <input type="hidden" name="id" value={photo.id} />
                      <button type="submit" className={secondaryButton} aria-label={`Tornar principal a foto ${index + 1}`}>
                        Tornar principal
                      </button>
                    </Form>
                  )}
                  <ConfirmDelete id={photo.id} label={`a foto ${index + 1} (${photo.alt})`} asking={result?.confirmDelete === photo.id} />
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
