import { useHomeTexts } from "~/components/sections/home/use-home-texts";

/**
 * What the home's stored text holds besides the video's heading, the reasons and "Atendimento
 * local" (app/pages/home-page.server.ts), shown after the reasons as written, where the owner's
 * own text was shown before the move (decision 0043). Nothing while there is none.
 */
export function HomeOwnText() {
  const html = useHomeTexts()?.layout.ownText;
  if (!html) return null;
  return (
    <section data-own-text="" className="mx-auto max-w-4xl px-4 py-6">
      <div className="prose-content" dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
