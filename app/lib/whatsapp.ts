/** Digits of a Brazilian phone with the country code: "(11) 99999-9999" -> "5511999999999". */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.startsWith("55") && digits.length >= 12) return digits;
  return `55${digits}`;
}

/** wa.me chat link with a prefilled message (docs/product.md §1). */
export function whatsappLink(number: string, message: string): string {
  return `https://wa.me/${phoneDigits(number)}?text=${encodeURIComponent(message)}`;
}
