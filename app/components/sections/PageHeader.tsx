import type { ReactNode } from "react";
import { fillListingSlots, type ListingSlotValues } from "~/lib/listing-texts";
import { useOwnPageText } from "~/lib/page-text-hook";
import { OwnText } from "./OwnText";

/**
 * Heading band of an inner page: title, lead text and optional actions. `width` is the max-width
 * class of the column below it, so the heading lines up with the text (default max-w-6xl).
 */
export function PageHeader({
  title,
  lead,
  children,
  width = "max-w-6xl",
  ownText = true,
  slots = {},
}: {
  title: string;
  lead?: string;
  children?: ReactNode;
  width?: "max-w-6xl" | "max-w-4xl" | "max-w-3xl";
  /** False on a page whose template lays out the stored text itself (the tutorial, decision 0043). */
  ownText?: boolean;
  /** A hub's counts and lists, filled in the heading and lead (app/lib/listing-texts.ts). */
  slots?: ListingSlotValues;
}) {
  // The heading and lead the owner wrote for this page replace the template's (decision 0040).
  const own = useOwnPageText();
  const heading = fillListingSlots(own?.heading ?? title, slots);
  const opening = own?.lead ?? lead;
  const filledOpening = opening && fillListingSlots(opening, slots);
  return (
    <>
      <header className={`mx-auto ${width} px-4 pt-6 pb-2`}>
        <h1 className="text-3xl font-extrabold text-brand-900 sm:text-4xl">{heading}</h1>
        {filledOpening && (
          <p data-page-lead="" className="mt-3 max-w-3xl text-lg text-slate-700">
            {filledOpening}
          </p>
        )}
        {children && <div className="mt-6 flex flex-wrap items-center gap-4">{children}</div>}
      </header>
      {ownText ? <OwnText width={width} /> : null}
    </>
  );
}
