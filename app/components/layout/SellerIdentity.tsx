import { useBusiness, useContact } from "~/lib/contact";

/**
 * Who sells (Decreto 7.962/2013 art. 2; for the privacy policy, the controller of LGPD art. 9):
 * the razão social, CNPJ, address and e-mail of "Dados do negócio", each only once the owner set
 * it (decision 0028: nothing invented). Null when none is set.
 */
export function useSellerLines(): string[] {
  const business = useBusiness();
  const contact = useContact();
  return [
    business.legalName && `${business.legalName}${business.legalName === business.name ? "" : ` (${business.name})`}`,
    business.cnpj && `CNPJ ${business.cnpj}`,
    contact.address,
    contact.email,
  ].filter((l): l is string => Boolean(l));
}

export function SellerIdentity({ className = "", separator = " · " }: { className?: string; separator?: string }) {
  const lines = useSellerLines();
  if (lines.length === 0) return null;
  return (
    <p className={className} data-seller-identity>
      {lines.join(separator)}
    </p>
  );
}
