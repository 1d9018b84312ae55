import { VIDEO } from "~/content/home";
import { WhatsAppButton } from "~/components/ui/WhatsAppButton";
import { whatsappMessage } from "~/lib/leads/message-keys";
import { useContact } from "~/lib/contact";
import { useHomeTexts } from "~/components/sections/home/use-home-texts";
import { HOME_PATH, visitRequestHref } from "~/lib/paths";

/**
 * Demo video as a facade (docs/product.md §4.1): only a local poster and a play control
 * until the visitor clicks; then the player iframe loads (app/enhance/video.ts). Without
 * JavaScript the play control is a plain link to the video. Without a configured URL it offers
 * WhatsApp, or the visit request while no WhatsApp number is set (decision 0028).
 */
export function DemoVideo({ url }: { url: string | null }) {
  const chat = useContact().whatsappNumber !== null;
  // The heading is the home's stored text (decision 0043).
  const layout = useHomeTexts()?.layout;
  const title = layout?.videoTitle ?? "Vídeo de demonstração";
  // The offers are the home's stored text too: the first beside WhatsApp, the second beside the visit request.
  const offers = layout?.videoOffers.length ? layout.videoOffers : VIDEO.offers;
  const offer = chat ? offers[0] : (offers[1] ?? offers[0]);
  return (
    <section aria-labelledby="video-titulo" className="mx-auto max-w-4xl px-4 pt-12">
      <h2 id="video-titulo" className="mb-4 text-2xl font-bold text-brand-900 sm:text-3xl">
        {title}
      </h2>
      <div className="relative aspect-video overflow-hidden rounded-2xl bg-brand-900 shadow-lg" data-video-facade data-video-title={title}>
        <img
          src={VIDEO.poster.src}
          width={VIDEO.poster.width}
          height={VIDEO.poster.height}
          alt={VIDEO.poster.alt}
          loading="lazy"
          decoding="async"
          className="absolute inset-0 h-full w-full object-cover"
        />
        {url ? (
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            data-video-play
            className="absolute inset-0 flex items-center justify-center bg-black/20 transition hover:bg-black/10"
            aria-label="Assistir ao vídeo de demonstração"
          >
            <span className="flex h-20 w-20 items-center justify-center rounded-full bg-white/95 text-brand-800 shadow-xl">
              <svg viewBox="0 0 24 24" className="ml-1 h-10 w-10" aria-hidden="true" focusable="false" fill="currentColor">
                <path d="M8 5v14l11-7z" />
              </svg>
            </span>
          </a>
        ) : (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 bg-brand-900/75 px-6 text-center text-white">
            {chat ? (
              <>
                <p className="text-lg font-semibold">{offer}</p>
                <WhatsAppButton message={whatsappMessage("video")} label="Pedir vídeo no WhatsApp" />
              </>
            ) : (
              <>
                <p className="text-lg font-semibold">{offer}</p>
                <a
                  href={visitRequestHref(HOME_PATH)}
                  data-visit-request-link="video"
                  className="rounded-lg bg-white px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50"
                >
                  Pedir visita técnica
                </a>
              </>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
