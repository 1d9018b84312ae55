import type { ReactNode } from "react";

/** h2 of a page section, with an optional line of text under it (or the owner's paragraphs, as `children`). */
export function SectionHeading({ id, title, text, children }: { id: string; title: string; text?: string; children?: ReactNode }) {
  return (
    <div className="mb-6">
      <h2 id={id} className="text-2xl font-bold text-brand-900 sm:text-3xl">
        {title}
      </h2>
      {text && <p className="mt-2 max-w-3xl text-slate-700">{text}</p>}
      {children}
    </div>
  );
}
