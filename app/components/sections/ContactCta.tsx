import type { ReactNode } from "react";
import { PhoneLink } from "~/components/ui/PhoneLink";
import { WhatsAppButton } from "~/components/ui/WhatsAppButton";

/** Call-to-action box: WhatsApp with the page's own message, and the phone. */
export function ContactCta({ title, children, message, label }: { title: string; children?: ReactNode; message: string; label?: string }) {
  return (
    <section className="mt-10 rounded-xl bg-brand-900 px-6 py-8 text-white">
      <h2 className="text-2xl font-bold">{title}</h2>
      {children && <div className="mt-2 text-slate-200">{children}</div>}
      <div className="mt-5 flex flex-wrap items-center gap-4">
        <WhatsAppButton message={message} label={label} />
        <PhoneLink className="text-white hover:underline" />
      </div>
    </section>
  );
}
