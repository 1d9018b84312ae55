import type { Slot } from "~/content/business";
import { PRIVACY_PATH, TERMS_PATH, WARRANTY_PATH } from "./paths";

/**
 * The footer's documents (docs/product.md §4.12): terms of use, privacy policy (LGPD) and warranty
 * terms. Their text is the owner's, stored in "Páginas do site" (decision 0043); what stays here is
 * structure: each document's address and its name (the breadcrumb, the WhatsApp message that names
 * it, the heading until the owner writes one).
 */
export type LegalDocument = { path: string; name: string };

export const LEGAL_DOCUMENTS = {
  termos: { path: TERMS_PATH, name: "Termos de Uso" },
  garantia: { path: WARRANTY_PATH, name: "Termos de Garantia" },
  privacidade: { path: PRIVACY_PATH, name: "Política de Privacidade" },
} as const satisfies Record<string, LegalDocument>;

/**
 * The periods the privacy policy states, one slot each in its stored text: the page fills them with
 * what the code does (app/server/legal/privacy-periods.server.ts), so the owner writes the policy
 * around them and its figures never disagree with the site. The editor refuses a policy that
 * leaves one out (`missingPrivacyPeriods`).
 */
export const PRIVACY_PERIODS = {
  notFoundDays: "{dias de guarda das páginas não encontradas}",
  statsMonths: "{meses de guarda de visitas e cliques}",
  repeatClickSeconds: "{segundos do clique repetido}",
  suspectDays: "{dias de guarda dos cliques suspeitos}",
  serverLogDays: "{dias de guarda dos registros do servidor}",
  sessionHours: "{horas da sessão do painel}",
  loginMinutes: "{minutos das tentativas de acesso}",
  activityMonths: "{meses de guarda do registro de atividades}",
  visitRequestDays: "{dias de guarda dos pedidos de visita}",
  reviewFormMinutes: "{minutos do registro de depoimentos}",
  maintenanceHouseMonths: "{meses até a manutenção em casas}",
  maintenanceCondoMonths: "{meses até a manutenção em condomínios}",
  customerNumberMonths: "{meses de guarda do número do cliente}",
} as const satisfies Record<string, Slot>;

export type PrivacyPeriod = keyof typeof PRIVACY_PERIODS;

/** The period slots a policy text leaves out (none: every period the site keeps is stated). */
export function missingPrivacyPeriods(path: string, body: string): Slot[] {
  if (path !== PRIVACY_PATH) return [];
  return Object.values(PRIVACY_PERIODS).filter((slot) => !body.includes(slot));
}

/** Each period slot replaced by its figure; `escape` turns a figure into HTML text for the served page. */
export function fillPrivacyPeriods(text: string, figures: Record<PrivacyPeriod, number>): string {
  let out = text;
  for (const [key, slot] of Object.entries(PRIVACY_PERIODS) as [PrivacyPeriod, Slot][]) out = out.replaceAll(slot, String(figures[key]));
  return out;
}

/**
 * What the editor says a legal page adds by itself around the stored text (the owner edits the
 * rest): who sells or controls the data, from "Dados do negócio", the periods of the privacy
 * policy, and the contact box at the end.
 */
export function automaticParts(path: string): string | null {
  const contact = "O quadro “Ficou com alguma dúvida?” no fim da página, com o WhatsApp e o telefone, também é automático.";
  const figures = "Os valores entre chaves, como {parcelas} e {nome do negócio}, são preenchidos com os de “Dados do negócio”.";
  if (path === TERMS_PATH || path === WARRANTY_PATH)
    return `Automático nesta página: o bloco “Quem vende”, logo abaixo do texto de abertura, com a razão social, o CNPJ, o endereço e o e-mail de “Dados do negócio” (cada um quando preenchido). ${figures} ${contact}`;
  if (path === PRIVACY_PATH)
    return `Automático nesta página: o bloco “Controlador dos dados”, logo abaixo do texto de abertura, com a razão social, o CNPJ, o endereço e o e-mail de “Dados do negócio” (o e-mail é o canal para os pedidos dos titulares), e os prazos de guarda, escritos no texto entre chaves (por exemplo ${PRIVACY_PERIODS.statsMonths}): cada um é preenchido com o prazo que o site realmente cumpre, e o texto precisa manter todos eles. ${figures} ${contact}`;
  return null;
}
