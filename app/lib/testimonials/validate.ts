import { charCount as chars, cleanLine, cleanParagraphs, textRefusal } from "../text-safety";
import { TESTIMONIAL_LIMITS as L } from "./limits";
import { TESTIMONIAL_SOURCES, isTestimonialCity, isTestimonialSource, type TestimonialSource } from "./rules";

/**
 * Checks of the testimonial forms (decision 0027): the owner's form in the admin and the
 * customer's form at a review-request link. Every message is pt-BR and names the field; what
 * was typed goes back to the form untouched (`typed`), the cleaned values are what is stored.
 */

export type CustomerFields = { name: string; place: string; text: string };
export type OwnerFields = CustomerFields & { service: string; source: TestimonialSource; givenOn: string; city: string | null; publish: boolean };

export type Typed = Record<string, string>;
export type Checked<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string>; typed: Typed };

const field = (form: FormData, name: string): string => {
  const value = form.get(name);
  // A field longer than any bound is kept to what the form can hold back (10 × the bound).
  return typeof value === "string" ? value.slice(0, 20_000) : "";
};

function checkCustomerPart(form: FormData, errors: Record<string, string>): CustomerFields {
  const name = cleanLine(field(form, "nome"));
  const place = cleanLine(field(form, "local"));
  const text = cleanParagraphs(field(form, "texto"));
  if (!name) errors.nome = "Informe o nome como deve aparecer no site.";
  else if (textRefusal(name, "O nome")) errors.nome = textRefusal(name, "O nome") ?? "";
  else if (chars(name) > L.nameMax) errors.nome = `O nome pode ter no máximo ${L.nameMax} caracteres.`;
  if (!place) errors.local = "Informe o bairro ou a cidade.";
  else if (textRefusal(place, "O local")) errors.local = textRefusal(place, "O local") ?? "";
  else if (chars(place) > L.placeMax) errors.local = `O local pode ter no máximo ${L.placeMax} caracteres.`;
  if (textRefusal(text, "O depoimento")) errors.texto = textRefusal(text, "O depoimento") ?? "";
  else if (chars(text) < L.textMin) errors.texto = `Escreva o depoimento com pelo menos ${L.textMin} caracteres.`;
  else if (chars(text) > L.textMax)
    errors.texto = `O depoimento pode ter no máximo ${L.textMax.toLocaleString("pt-BR")} caracteres (tem ${chars(text).toLocaleString("pt-BR")}).`;
  return { name, place, text };
}

function typedOf(form: FormData, names: string[]): Typed {
  return Object.fromEntries(names.map((n) => [n, field(form, n)]));
}

const CONSENT_OWNER = "Marque “O cliente autorizou a publicação”: sem a autorização do cliente o depoimento não pode ser salvo.";
export const CONSENT_CUSTOMER = "Para enviarmos seu depoimento, marque a autorização de publicação.";

/** The customer's form: name as shown, place, text and the consent checkbox. */
export function checkCustomerForm(form: FormData): Checked<CustomerFields> {
  const errors: Record<string, string> = {};
  const value = checkCustomerPart(form, errors);
  if (form.get("autorizo") !== "1") errors.autorizo = CONSENT_CUSTOMER;
  if (Object.keys(errors).length > 0) return { ok: false, errors, typed: typedOf(form, ["nome", "local", "texto", "autorizo"]) };
  return { ok: true, value };
}

/** A real day "YYYY-MM-DD" between 1999 (when the business started) and `today`. */
export function checkDay(raw: string, today: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  if (!match) return "Informe a data do depoimento.";
  const date = new Date(`${raw}T12:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== raw) return "Data inválida.";
  if (raw < "1999-01-01") return "A data deve ser de 1999 em diante.";
  if (raw > today) return "A data não pode estar no futuro.";
  return null;
}

export const OWNER_FIELDS = ["nome", "local", "texto", "servico", "origem", "data", "cidade", "autorizado", "situacao"];

/** The owner's form: everything the customer gives, plus service, source, date, city and whether to publish. */
export function checkOwnerForm(form: FormData, today: string): Checked<OwnerFields> {
  const errors: Record<string, string> = {};
  const base = checkCustomerPart(form, errors);
  const service = cleanLine(field(form, "servico"));
  if (chars(service) > L.serviceMax) errors.servico = `O serviço pode ter no máximo ${L.serviceMax} caracteres.`;
  const source = field(form, "origem");
  if (!isTestimonialSource(source)) errors.origem = `Escolha de onde veio o depoimento (${Object.values(TESTIMONIAL_SOURCES).join(", ")}).`;
  const givenOn = field(form, "data").trim();
  const dayError = checkDay(givenOn, today);
  if (dayError) errors.data = dayError;
  const rawCity = field(form, "cidade");
  if (rawCity !== "" && !isTestimonialCity(rawCity)) errors.cidade = "Escolha uma cidade da lista ou “Todas as páginas”.";
  if (form.get("autorizado") !== "1") errors.autorizado = CONSENT_OWNER;
  const status = field(form, "situacao");
  if (status !== "publicado" && status !== "oculto") errors.situacao = "Escolha se o depoimento aparece no site ou fica oculto.";
  if (Object.keys(errors).length > 0) return { ok: false, errors, typed: typedOf(form, OWNER_FIELDS) };
  return {
    ok: true,
    value: { ...base, service, source: source as TestimonialSource, givenOn, city: rawCity === "" ? null : rawCity, publish: status === "publicado" },
  };
}
