import { lazy, Suspense, useEffect, useState, type RefObject } from "react";

/** Loaded only in the browser, only where an admin form asks for it (decision 0031). */
const RichEditor = lazy(() => import("./RichEditor.client"));

/**
 * Progressive enhancement of the "Conteúdo" textarea: without JavaScript (or until the editor's
 * code arrives) the textarea is the field; with it the editor takes its place on screen and
 * writes HTML into the textarea, which the form still posts.
 */
export function RichContent({ textareaRef, labelId }: { textareaRef: RefObject<HTMLTextAreaElement>; labelId: string }) {
  const [textarea, setTextarea] = useState<HTMLTextAreaElement | null>(null);
  useEffect(() => {
    setTextarea(textareaRef.current);
  }, [textareaRef]);
  if (!textarea) return null;
  return (
    <Suspense fallback={null}>
      <Mounted textarea={textarea} labelId={labelId} />
    </Suspense>
  );
}

function Mounted({ textarea, labelId }: { textarea: HTMLTextAreaElement; labelId: string }) {
  // The textarea is hidden only once the editor is on screen, so nothing typed is ever out of reach.
  useEffect(() => {
    textarea.hidden = true;
    return () => {
      textarea.hidden = false;
    };
  }, [textarea]);
  return <RichEditor textarea={textarea} labelId={labelId} />;
}
