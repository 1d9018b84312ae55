import { BRAND, WARRANTY } from "~/content/business";
import { hourLabel, WEEKDAY_LABELS } from "~/lib/business-hours";
import { formatDayPtBR } from "~/lib/promo";
import { FOOTER_LINKS } from "~/content/navigation";
import { useBusiness, useContact, useSlotFill, type PublicBusiness } from "~/lib/contact";
import { PhoneLink } from "~/components/ui/PhoneLink";
import { useContactHref } from "~/lib/leads/use-contact-href";
import { VISIT_REQUEST_PATH } from "~/lib/paths";
import { SellerIdentity } from "./SellerIdentity";

export function Footer() {
  const contact = useContact();
  const business = useBusiness();
  // Filled here too: the footer is on the admin's pages, which React hydrates and the served-document filler skips (decision 0028).
  const fill = useSlotFill();
  const callHref = useContactHref("telefone", "rodape");
  const { rating, ratingSource, reviewCount, customers, since } = business.claims;
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 bg-brand-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{business.name}</p>
          <p className="mt-2 text-sm">Venda e instalação de motores {BRAND} para portão automático. Entrega e instalação grátis em São Paulo e região.</p>
          {/* Claims are optional: each shows only once the owner entered it (decision 0028). */}
          {rating !== null && (
            <p className="mt-3 text-sm" data-claim="rating">
              <span className="font-bold text-accent-500">{`★ ${rating.toLocaleString("pt-BR")}/5`}</span>
              {` no ${ratingSource}${reviewCount !== null ? ` (${reviewCount.toLocaleString("pt-BR")} avaliações)` : ""}`}
            </p>
          )}
          {(customers !== null || since !== null) && (
            <p className="mt-1 text-sm" data-claim="history">
              {[customers !== null && `Mais de ${customers.toLocaleString("pt-BR")} clientes atendidos`, since !== null && `desde ${since}`]
                .filter(Boolean)
                .join(", ")
                .replace(/^desde/, "Atendendo desde")}
              .
            </p>
          )}
        </div>
        <div>
          <p className="font-semibold text-white">Horário de atendimento</p>
          <ul className="mt-2 space-y-1 text-sm">
            {weekLines(business.week).map((line) => (
              <li key={line}>{line}</li>
            ))}
            {business.exceptions.map((e) => (
              <li key={e.date}>
                {formatDayPtBR(e.date)}: {e.hours ? `${hourLabel(e.hours.opens)} às ${hourLabel(e.hours.closes)}` : "fechado"}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <p className="font-semibold text-white">Contato</p>
          <ul className="mt-2 space-y-2 text-sm">
            {contact.phone && (
              <li>
                <PhoneLink className="text-white hover:underline" />
                {/* Without JavaScript the call's reference code is on a page of its own (app/server/leads/call-code.server.ts). */}
                <noscript>
                  <a href={`${callHref}&formato=pagina`} className="mt-1 block text-xs text-slate-300 underline" data-call-code-link>
                    Código do atendimento para informar na ligação
                  </a>
                </noscript>
              </li>
            )}
            <li>
              <a href={VISIT_REQUEST_PATH} className="text-white hover:underline">
                Pedir visita técnica / orçamento
              </a>
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
          <p className="mt-3 text-xs text-slate-300">{fill(WARRANTY.summary)}.</p>
        </div>
      </div>
      <div className="border-t border-white/10 px-4 py-4 text-center text-xs text-slate-300">
        <SellerIdentity className="mb-1" />© {year} {business.name}. Todos os direitos reservados.
      </div>
    </footer>
  );
}

/**
 * "Segunda a sexta: 08h às 18h", "Sábado: 08h às 14h", "Domingo: fechado": consecutive days
 * (Monday first) with the same hours share a line.
 */
function weekLines(week: PublicBusiness["week"]): string[] {
  const order = [1, 2, 3, 4, 5, 6, 0];
  const lines: string[] = [];
  let i = 0;
  while (i < order.length) {
    const h = week[order[i]];
    let j = i;
    while (j + 1 < order.length && JSON.stringify(week[order[j + 1]]) === JSON.stringify(h)) j++;
    const first = WEEKDAY_LABELS[order[i]].replace("-feira", "");
    const days = j === i ? WEEKDAY_LABELS[order[i]] : `${first} a ${WEEKDAY_LABELS[order[j]].replace("-feira", "").toLowerCase()}`;
    lines.push(`${days}: ${h ? `${hourLabel(h.opens)} às ${hourLabel(h.closes)}` : "fechado"}`);
    i = j + 1;
  }
  return lines;
}
