import { useOwnPageText } from "~/lib/page-text-hook";

/**
 * The page's own text, written by the owner in "Páginas do site" (decision 0040): sanitised HTML
 * converted when it was saved. Renders nothing while the owner has written none, so a template
 * page looks as before until then.
 */
export function OwnText({ width = "max-w-4xl", embedded = false }: { width?: "max-w-6xl" | "max-w-4xl" | "max-w-3xl"; embedded?: boolean }) {
  const own = useOwnPageText();
  if (!own?.bodyHtml) return null;
  return (
    <section data-own-text="" className={embedded ? "mt-12" : `mx-auto ${width} px-4 py-6`}>
      <div className="prose-content" dangerouslySetInnerHTML={{ __html: own.bodyHtml }} />
    </section>
  );
}
