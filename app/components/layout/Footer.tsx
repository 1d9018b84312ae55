import { BRAND, BUSINESS_NAME, FACTS, INSTALMENTS, OPENING_HOURS, WARRANTY } from "~/content/business";
import { FOOTER_LINKS } from "~/content/navigation";
import { useContact } from "~/lib/contact";
import { PhoneLink } from "~/components/ui/PhoneLink";

export function Footer() {
  const contact = useContact();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 bg-brand-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{BUSINESS_NAME}</p>
          <p className="mt-2 text-sm">
            Venda e instalação de motores {BRAND} para portão automático. Entrega e instalação grátis em São Paulo e região, em até {INSTALMENTS}x.
          </p>
          <p className="mt-3 text-sm">
            <span className="font-bold text-accent-500">
              ★ {FACTS.rating.toLocaleString("pt-BR")}/{FACTS.ratingScale}
            </span>{" "}
            na avaliação dos nossos clientes
          </p>
        </div>
        <div>
          <p className="font-semibold text-white">Horário de atendimento</p>
          <ul className="mt-2 space-y-1 text-sm">
            {OPENING_HOURS.map((h) => (
              <li key={h.days}>
                {h.days}: {h.opens.replace(":00", "h")} às {h.closes.replace(":00", "h")}
              </li>
            ))}
            <li>Domingos e feriados: fechado</li>
          </ul>
        </div>
        <div>
          <p className="font-semibold text-white">Contato</p>
          <ul className="mt-2 space-y-2 text-sm">
            <li>
              <PhoneLink className="text-white hover:underline" />
            </li>
            {contact.email && (
              <li>
                <a href={`mailto:${contact.email}`} className="hover:underline">
                  {contact.email}
                </a>
              </li>
            )}
            {contact.address && <li>{contact.address}</li>}
          </ul>
        </div>
        <div>
          <p className="font-semibold text-white">Informações</p>
          <ul className="mt-2 space-y-1 text-sm">
            {FOOTER_LINKS.map((l) => (
              <li key={l.to}>
                <a href={l.to} className="hover:underline">
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-xs text-slate-300">{WARRANTY.summary}.</p>
        </div>
      </div>
      <div className="border-t border-white/10 py-4 text-center text-xs text-slate-300">
        © {year} {BUSINESS_NAME}. Todos os direitos reservados.
      </div>
    </footer>
  );
}
