import { GATE_TYPES, PERIODS } from "~/lib/visit-request/fields";
import { REQUESTS_ADMIN_PATH } from "~/lib/paths";

/** A stored visit request as the e-mail and the admin read it. */
export type MailedRequest = {
  at: number;
  code: string;
  pagePath: string;
  name: string;
  phone: string;
  place: string;
  inArea: number | boolean;
  gateType: string;
  problem: string;
  preferredDay: string;
  period: string;
  /** JSON array of photo keys. */
  photos: string;
};

export const gateTypeLabel = (value: string): string => GATE_TYPES.find((g) => g.value === value)?.label ?? value;
export const periodLabel = (value: string): string => PERIODS.find((p) => p.value === value)?.label ?? value;

/** The owner's e-mail for one request: plain text, the page and the code in the subject and the body. */
export function requestMail(r: MailedRequest, siteUrl: string): { subject: string; text: string } {
  const photos = (JSON.parse(r.photos) as string[]).length;
  const when = new Date(r.at).toLocaleString("pt-BR", { timeZone: "America/Sao_Paulo", dateStyle: "short", timeStyle: "short" });
  const lines = [
    `Novo pedido de visita técnica / orçamento pelo site.`,
    ``,
    `Código: ${r.code}`,
    `Recebido em: ${when}`,
    `Página: ${siteUrl}${r.pagePath}`,
    ``,
    `Nome: ${r.name}`,
    `WhatsApp ou telefone: ${r.phone}`,
    `Bairro ou CEP: ${r.place}${r.inArea ? "" : " (fora da região atendida)"}`,
    `Tipo de portão: ${gateTypeLabel(r.gateType)}`,
    `Dia preferido: ${r.preferredDay || "não informado"} (${periodLabel(r.period)})`,
    ``,
    `O que está acontecendo / o que deseja:`,
    r.problem,
    ``,
    photos > 0 ? `${photos} foto(s): veja no painel.` : `Sem fotos.`,
    `Painel: ${siteUrl}${REQUESTS_ADMIN_PATH}`,
  ];
  return { subject: `Pedido de visita ${r.code}: ${r.name} (${r.place})`, text: lines.join("\n") };
}
