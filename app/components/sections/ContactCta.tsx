import { ContactActions } from "~/components/ui/ContactActions";

type Props = { title: string; text: string; message: string; id?: string };

/** Call-to-action band: WhatsApp with the page's message and the click-to-call link. */
export function ContactCta({ title, text, message, id }: Props) {
  return (
    <section id={id} aria-labelledby={`${id ?? "contato"}-titulo`} className="mx-auto mt-12 max-w-6xl px-4">
      <div className="rounded-2xl bg-brand-800 px-6 py-8 text-white sm:px-10">
        <h2 id={`${id ?? "contato"}-titulo`} className="text-2xl font-bold">
          {title}
        </h2>
        <p className="mt-2 max-w-3xl text-brand-100">{text}</p>
        <ContactActions message={message} tone="dark" className="mt-6" />
      </div>
    </section>
  );
}
