import { SMTPServer } from "smtp-server";
import { freePort } from "./raw-http";

/**
 * A real SMTP server for tests (the `smtp-server` package): the app's nodemailer talks SMTP to it
 * over a socket, so what the test reads is what left the app. Messages are kept with their
 * envelope and their text part decoded (quoted-printable or 7-bit, as nodemailer sends plain text).
 */
export type ReceivedMail = { from: string; to: string[]; raw: string; text: string };

export async function startTestSmtp(options: { failing?: boolean; port?: number } = {}) {
  const received: ReceivedMail[] = [];
  const waiting: { test: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void }[] = [];
  const state = { failing: options.failing ?? false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        if (state.failing) return callback(Object.assign(new Error("Caixa indisponível (teste)"), { responseCode: 451 }));
        const raw = Buffer.concat(chunks).toString("utf8");
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          text: decodeBody(raw),
        };
        received.push(mail);
        for (const w of waiting.filter((w) => w.test(mail))) {
          waiting.splice(waiting.indexOf(w), 1);
          w.resolve(mail);
        }
        callback();
      });
    },
  });
  const port = options.port ?? (await freePort());
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    port,
    received,
    state,
    env: { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(port), SMTP_SECURE: "false", SMTP_FROM: "Site <site@exemplo.com.br>" },
    /** The first message (received already, or the next to arrive) that passes `test`. */
    waitFor(test: (mail: ReceivedMail) => boolean = () => true): Promise<ReceivedMail> {
      const found = received.find(test);
      return found ? Promise.resolve(found) : new Promise((resolve) => waiting.push({ test, resolve }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The body of a single-part message, quoted-printable decoded when it says so. */
function decodeBody(raw: string): string {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split);
  const body = raw.slice(split + 4);
  if (!/content-transfer-encoding:\s*quoted-printable/i.test(head)) return body;
  const bytes: number[] = [];
  const joined = body.replace(/=\r?\n/g, "");
  for (let i = 0; i < joined.length; i++) {
    if (joined[i] === "=" && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i], "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}
