import { PRICE_DISCLOSURE_ATTRIBUTE } from "~/lib/page-html";
import { useBusiness } from "~/lib/contact";
import { disclosureLines, priceDisclosure, termsOf } from "~/lib/instalments";

/**
 * The lines the law asks beside a price (app/lib/instalments.ts): cash price, the Pix discount
 * when set, and the instalments with their value, interest and total when the owner offers them.
 */
export function PriceDisclosure({ priceCents, className }: { priceCents: number | null; className?: string }) {
  const business = useBusiness();
  if (priceCents === null) return null;
  const lines = disclosureLines(priceDisclosure(priceCents, termsOf(business)));
  return (
    <ul className={className} {...{ [PRICE_DISCLOSURE_ATTRIBUTE]: "" }}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
