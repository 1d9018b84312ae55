import nodemailer from "nodemailer";
import { LIMITS } from "~/lib/limits";
import { getBusinessSettings } from "../data/business-settings.server";
import { getConnection } from "../data/db.server";
import { now } from "../infra/clock.server";
import { getEnv } from "../infra/env.server";
import { log } from "../infra/log.server";
import { requestMail, type MailedRequest } from "./mail-text";

/**
 * The e-mail that tells the owner of each visit request (docs/product.md §4.14),
 * sent through the SMTP server of the SMTP_* variables (README "Operator variables") to the
 * e-mail of "Dados do negócio". A request is stored first with its mail state; sending runs
 * after the visitor's answer (never blocking it), and a failure is logged and retried after
 * LIMITS.visitRequests.mailRetryMinutes, then marked "falhou" (the admin's "Pedidos" shows it).
 * Without SMTP_HOST, or without the business's e-mail, nothing is sent ("sem-smtp",
 * "sem-email"): the admin alone shows the request.
 */
export type MailState = "pendente" | "enviado" | "falhou" | "sem-smtp" | "sem-email";

/** The state a new request starts in. */
export function initialMailState(): MailState {
  if (!getEnv().SMTP_HOST) return "sem-smtp";
  return getBusinessSettings().email ? "pendente" : "sem-email";
}

/** Whether outgoing e-mail is configured (SMTP_HOST set). */
export function mailConfigured(): boolean {
  return Boolean(getEnv().SMTP_HOST);
}

/** Sends one message through the configured SMTP server; throws on failure. */
export async function sendMail(message: { to: string; subject: string; text: string; replyTo?: string }): Promise<void> {
  const env = getEnv();
  if (!env.SMTP_HOST) throw new Error("SMTP_HOST não definido");
  const transport = nodemailer.createTransport({
    host: env.SMTP_HOST,
    port: env.SMTP_PORT,
    secure: env.SMTP_SECURE === "true",
    auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASSWORD ?? "" } : undefined,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  try {
    await transport.sendMail({ from: env.SMTP_FROM ?? env.SMTP_USER ?? `site@${new URL(env.SITE_URL ?? "http://localhost").hostname}`, ...message });
  } finally {
    transport.close();
  }
}

type Row = MailedRequest & { id: number; mailAttempts: number; mailNextAt: number };

const COLUMNS = `id, at, code, page_path AS pagePath, name, phone, place, in_area AS inArea, gate_type AS gateType, problem,
  preferred_day AS preferredDay, period, photos, mail_attempts AS mailAttempts, mail_next_at AS mailNextAt`;

/** When the next attempt after `attempts` failed ones goes, or null when they are used up. */
export function nextAttemptAt(attempts: number, at: number): number | null {
  const minutes = LIMITS.visitRequests.mailRetryMinutes[attempts - 1];
  return minutes === undefined ? null : at + minutes * 60_000;
}

/**
 * Sends every request whose e-mail is due, one at a time. Each is claimed first (its next attempt
 * moved on in the same UPDATE that checks it is still due), so two processes never send it twice.
 */
export async function deliverDueMail(): Promise<number> {
  const { sqlite } = getConnection();
  const to = getBusinessSettings().email;
  let sent = 0;
  for (;;) {
    const at = now();
    const row = sqlite
      .prepare(`SELECT ${COLUMNS} FROM visit_requests WHERE mail_state = 'pendente' AND mail_next_at <= ? ORDER BY mail_next_at LIMIT 1`)
      .get(at) as Row | undefined;
    if (!row) return sent;
    const attempts = row.mailAttempts + 1;
    const retryAt = nextAttemptAt(attempts, at);
    const claimed = sqlite
      .prepare("UPDATE visit_requests SET mail_attempts = ?, mail_next_at = ? WHERE id = ? AND mail_state = 'pendente' AND mail_next_at = ?")
      .run(attempts, retryAt ?? at + 60 * 60_000, row.id, row.mailNextAt).changes;
    if (claimed === 0) continue;
    if (!to) {
      sqlite.prepare("UPDATE visit_requests SET mail_state = 'sem-email' WHERE id = ?").run(row.id);
      continue;
    }
    try {
      await sendMail({ to, ...requestMail(row, getEnv().SITE_URL ?? "") });
      sqlite.prepare("UPDATE visit_requests SET mail_state = 'enviado', mail_error = NULL WHERE id = ?").run(row.id);
      log.info(`[pedidos] e-mail do pedido ${row.code} enviado`);
      sent++;
    } catch (error) {
      const message = error instanceof Error ? error.message.slice(0, 300) : String(error).slice(0, 300);
      if (retryAt === null) {
        sqlite.prepare("UPDATE visit_requests SET mail_state = 'falhou', mail_error = ?, mail_next_at = NULL WHERE id = ?").run(message, row.id);
        log.error(`[pedidos] e-mail do pedido ${row.code} não enviado após ${attempts} tentativas; o pedido está em /admin/pedidos`, error);
      } else {
        sqlite.prepare("UPDATE visit_requests SET mail_error = ? WHERE id = ?").run(message, row.id);
        log.warn(
          `[pedidos] falha ao enviar o e-mail do pedido ${row.code} (tentativa ${attempts}); nova tentativa em ${new Date(retryAt).toISOString()}: ${message}`,
        );
      }
    }
  }
}

let running: Promise<number> | null = null;

/** Starts a delivery round unless one is running; never throws (a failure is logged). Resolves when the round ends. */
export function kickMail(): Promise<number> {
  if (!mailConfigured()) return Promise.resolve(0);
  running ??= deliverDueMail()
    .catch((error: unknown) => {
      log.error("[pedidos] falha na fila de e-mails; nova tentativa no próximo minuto", error);
      return 0;
    })
    .finally(() => {
      running = null;
    });
  return running;
}

/** The minute timer that retries due e-mails (started at boot); it never keeps the process alive. */
export function startMailQueue(): () => void {
  const timer = setInterval(() => void kickMail(), 60_000);
  timer.unref();
  return () => clearInterval(timer);
}

/** Resolves when the running delivery round (if any) is over (tests, before they swap databases). */
export async function mailIdle(): Promise<void> {
  await running;
}

/** Forgets the running round (tests that swap databases). */
export function forgetMailQueue(): void {
  running = null;
}
