/**
 * The one message the owner sends after every job (docs/decisions/0038-job-log.md): the
 * single-use testimonial link and, when set, the Google review link. It takes nothing about how
 * the job went, so every customer gets the same words (Google's policy against review gating),
 * and it offers nothing in exchange (no incentive). Pure.
 */
export type AfterJobLinks = { businessName: string; testimonialUrl: string; googleReviewUrl: string | null };

export function afterJobMessage({ businessName, testimonialUrl, googleReviewUrl }: AfterJobLinks): string {
  const lines = [
    `Olá! Aqui é da ${businessName}. Obrigado por confiar o seu portão à nossa equipe.`,
    "Se puder, conte com suas palavras como foi o serviço, seja qual for a sua opinião. Este link é só seu e vale uma vez:",
    testimonialUrl,
  ];
  if (googleReviewUrl) lines.push("", "Se preferir, você também pode deixar a sua avaliação no Google:", googleReviewUrl);
  lines.push("", "Qualquer dúvida sobre o portão, é só responder por aqui.");
  return lines.join("\n");
}

/** The wa.me address that opens the message: to the customer's number when it is kept, else to a contact chosen in WhatsApp. */
export function afterJobWhatsappHref(message: string, customerDigits: string | null): string {
  return `https://wa.me/${customerDigits ?? ""}?text=${encodeURIComponent(message)}`;
}

/** The reminder of "Manutenções a vencer". */
export function maintenanceMessage(businessName: string, firstName: string, dueOn: string): string {
  const [y, m, d] = dueOn.split("-");
  const hello = firstName ? `Olá, ${firstName}!` : "Olá!";
  return `${hello} Aqui é da ${businessName}. A manutenção preventiva do motor do seu portão vence em ${d}/${m}/${y}. Quer agendar uma visita? É só responder esta mensagem.`;
}
