import { useContact } from "~/lib/contact";
import { PhoneIcon } from "./icons";

/** Click-to-call link with the business phone. */
export function PhoneLink({ className = "", label }: { className?: string; label?: string }) {
  const { phone, phoneHref } = useContact();
  return (
    <a href={phoneHref} className={`inline-flex items-center gap-2 font-semibold ${className}`} data-phone-link>
      <PhoneIcon className="h-5 w-5" />
      <span>{label ?? phone}</span>
    </a>
  );
}
