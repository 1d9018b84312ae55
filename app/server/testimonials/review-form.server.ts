import { and, count, eq, gt } from "drizzle-orm";
import { loginAttempts } from "../../../db/schema";
import { TESTIMONIAL_LIMITS as L } from "~/lib/testimonials/limits";
import { checkCustomerForm, type Typed } from "~/lib/testimonials/validate";
import { submitReview, type LinkState } from "../data/review-requests.server";
import { getDb } from "../data/db.server";
import { recordActivity } from "../admin/activity-log.server";
import { todayInSaoPaulo } from "../admin/testimonials.server";
import { now } from "../infra/clock.server";

/**
 * The customer's post at a review-request link (decision 0027). In order: the per-address
 * rate limit (L.formPostsPerAddress in L.formWindowMs, counted in login_attempts under a
 * "depoimento:" bucket, pruned by housekeeping like sign-in attempts), the honeypot, the
 * fields, then the link and the pending cap in one transaction (submitReview).
 */
export type ReviewPost =
  | { kind: "sent"; name: string }
  | { kind: "invalid"; errors: Record<string, string>; typed: Typed; error: string }
  | { kind: "refused"; reason: LinkState | "full" | "limit" | "honeypot"; typed: Typed; error: string };

export const REVIEW_MESSAGES = {
  limit: "Recebemos envios demais deste endereço de internet. Espere 15 minutos e envie de novo: o que você escreveu continua abaixo.",
  full: "Não conseguimos receber seu depoimento agora: há muitos depoimentos aguardando revisão. Tente de novo em alguns dias ou mande o texto pelo WhatsApp. O que você escreveu continua abaixo.",
  honeypot: "Não foi possível enviar. Se você preencheu o campo “Site”, deixe-o vazio e envie de novo.",
  used: "Este link já foi usado para enviar um depoimento. Obrigado! Se quiser mudar algo, fale conosco pelo WhatsApp.",
  expired: `Este link expirou (ele vale por ${L.requestLifetimeDays} dias). Peça um novo link pelo WhatsApp.`,
  unknown: "Este link de depoimento não é válido. Confira se ele foi copiado inteiro ou peça um novo pelo WhatsApp.",
} as const;

/** Records one post of the address and says whether it was within the limit (check and record in one transaction). */
function reservePost(clientIp: string): boolean {
  const bucket = `depoimento:${clientIp || "desconhecido"}`;
  const at = now();
  return getDb().transaction(
    (tx) => {
      const recent =
        tx
          .select({ n: count() })
          .from(loginAttempts)
          .where(and(eq(loginAttempts.bucket, bucket), gt(loginAttempts.at, new Date(at - L.formWindowMs))))
          .get()?.n ?? 0;
      if (recent >= L.formPostsPerAddress) return false;
      tx.insert(loginAttempts)
        .values({ bucket, at: new Date(at) })
        .run();
      return true;
    },
    { behavior: "immediate" },
  );
}

const typedOf = (form: FormData): Typed =>
  Object.fromEntries(["nome", "local", "texto", "autorizo"].map((n) => [n, typeof form.get(n) === "string" ? String(form.get(n)).slice(0, 20_000) : ""]));

export function postReview(token: string, form: FormData, clientIp: string): ReviewPost {
  const typed = typedOf(form);
  if (!reservePost(clientIp)) return { kind: "refused", reason: "limit", typed, error: REVIEW_MESSAGES.limit };
  // The honeypot: a field people never see nor fill ("site"); bots fill every field.
  const trap = form.get("site");
  if (typeof trap === "string" && trap !== "") return { kind: "refused", reason: "honeypot", typed, error: REVIEW_MESSAGES.honeypot };
  const checked = checkCustomerForm(form);
  if (!checked.ok) return { kind: "invalid", errors: checked.errors, typed: checked.typed, error: "Confira os campos marcados abaixo." };
  const outcome = submitReview(token, checked.value, todayInSaoPaulo());
  if (!outcome.ok) return { kind: "refused", reason: outcome.reason, typed, error: REVIEW_MESSAGES[outcome.reason === "valid" ? "unknown" : outcome.reason] };
  recordActivity("cliente (link de depoimento)", "depoimento.recebido", `${checked.value.name} (${checked.value.place}), pedido de ${outcome.customer}`);
  return { kind: "sent", name: checked.value.name };
}
