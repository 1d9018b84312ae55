import { useEffect, useRef, useState } from "react";
import { isSitePhotoPath, type SitePhotoChoice } from "~/lib/media/motor-media";
import { MOTOR_MEDIA_PATH, SITE_PHOTOS_PATH } from "~/lib/paths";
import { inputClass, primaryButton, secondaryButton } from "../ui";

/** What the picker inserts: a photo of the site or an https address the admin typed. */
export type PickedImage = { src: string; alt: string };

/** Images the sanitiser keeps (decision 0034): https addresses and the site's own photo files. */
export function safeImageUrl(raw: string | null): string | null {
  const url = raw?.trim() ?? "";
  return /^https:\/\/[^\s"'<>]+$/i.test(url) || isSitePhotoPath(url) ? url : null;
}

type Load = { state: "loading" } | { state: "failed" } | { state: "ready"; photos: SitePhotoChoice[] };

async function loadPhotos(): Promise<SitePhotoChoice[]> {
  const response = await fetch(SITE_PHOTOS_PATH, { headers: { Accept: "application/json" }, credentials: "same-origin" });
  if (!response.ok || !(response.headers.get("Content-Type") ?? "").includes("json")) throw new Error(`photos: ${response.status}`);
  const body = (await response.json()) as { photos?: SitePhotoChoice[] };
  return (body.photos ?? []).filter((p) => isSitePhotoPath(p.src));
}

/**
 * "Imagem" of the editor: a dialog listing the photos uploaded in "Fotos dos motores" (one click
 * puts the photo, with its alternative text, in the page) and, below, an https address with its
 * own alternative text. Escape or "Cancelar" closes it without changing the page.
 */
export function ImagePicker({ open, onPick, onClose }: { open: boolean; onPick: (image: PickedImage) => void; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [address, setAddress] = useState("");
  const [alt, setAlt] = useState("");
  const [addressError, setAddressError] = useState(false);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) {
      el.showModal();
      setLoad({ state: "loading" });
      loadPhotos().then(
        (photos) => setLoad({ state: "ready", photos }),
        () => setLoad({ state: "failed" }),
      );
    }
    if (!open && el.open) el.close();
  }, [open]);

  function insertAddress() {
    const src = safeImageUrl(address);
    if (!src) return setAddressError(true);
    setAddress("");
    setAlt("");
    setAddressError(false);
    onPick({ src, alt: alt.trim() });
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby="image-picker-title"
      onClose={onClose}
      className="m-auto w-[min(42rem,calc(100vw-2rem))] rounded-xl border border-slate-300 p-0 shadow-xl backdrop:bg-slate-900/50"
    >
      <div className="max-h-[85vh] overflow-y-auto p-5">
        <h2 id="image-picker-title" className="text-lg font-bold text-brand-900">
          Inserir imagem
        </h2>
        <h3 className="mt-3 text-sm font-semibold text-slate-800">Fotos do site</h3>
        {load.state === "loading" && <p className="mt-2 text-sm text-slate-600">Carregando as fotos…</p>}
        {load.state === "failed" && (
          <p role="alert" className="mt-2 text-sm text-red-800">
            Não foi possível carregar as fotos do site. Recarregue a página e tente de novo.
          </p>
        )}
        {load.state === "ready" && load.photos.length === 0 && (
          <p className="mt-2 text-sm text-slate-600">
            Nenhuma foto enviada ainda. Envie fotos em{" "}
            <a href={MOTOR_MEDIA_PATH} className="font-semibold text-brand-700 underline">
              Fotos dos motores
            </a>
            .
          </p>
        )}
        {load.state === "ready" && load.photos.length > 0 && (
          <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Fotos do site">
            {load.photos.map((photo) => (
              <li key={photo.id}>
                <button
                  type="button"
                  onClick={() => onPick({ src: photo.src, alt: photo.alt })}
                  className="w-full rounded-md border border-slate-300 bg-white p-1 text-left text-xs text-slate-700 hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <img src={photo.thumb} alt="" loading="lazy" className="aspect-[4/3] w-full rounded object-cover" />
                  <span className="mt-1 block truncate font-semibold">{photo.motor}</span>
                  <span className="block truncate">{photo.alt || "sem texto alternativo"}</span>
                  <span className="sr-only">Inserir esta foto</span>
                </button>
              </li>
            ))}
          </ul>
        )}

        <h3 className="mt-5 text-sm font-semibold text-slate-800">Ou uma imagem de outro site</h3>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor="image-picker-address" className="block text-sm font-medium text-slate-700">
              Endereço https da imagem
            </label>
            <input
              id="image-picker-address"
              type="url"
              value={address}
              onChange={(e) => setAddress(e.target.value)}
              aria-invalid={addressError}
              aria-describedby={addressError ? "image-picker-error" : undefined}
              placeholder="https://…"
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor="image-picker-alt" className="block text-sm font-medium text-slate-700">
              Texto alternativo
            </label>
            <input id="image-picker-alt" value={alt} onChange={(e) => setAlt(e.target.value)} maxLength={200} className={inputClass} />
          </div>
        </div>
        {addressError && (
          <p id="image-picker-error" role="alert" className="mt-2 text-sm text-red-800">
            Use um endereço que comece com https://.
          </p>
        )}
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="button" onClick={insertAddress} className={primaryButton}>
            Inserir endereço
          </button>
          <button type="button" onClick={() => dialog.current?.close()} className={secondaryButton}>
            Cancelar
          </button>
        </div>
      </div>
    </dialog>
  );
}
