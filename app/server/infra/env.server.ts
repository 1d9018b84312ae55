import fs from "node:fs";
import path from "node:path";
import crypto from "node:crypto";
import net from "node:net";
import { z } from "zod";
import { DataFolderError, ensureDataFolder } from "./data-folder.server";
import { EnvFileError, applyEnvFile } from "./env-file.server";
import { log } from "./log.server";

/** Operator variables (README "Operator variables"). Parsed once, at boot or on first use. */
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).optional(),
  DATABASE_URL: z.string().min(1).default("file:./data/site.db").superRefine(checkDatabaseUrl),
  SITE_URL: z
    .string()
    .url()
    .refine((v) => /^https?:\/\//.test(v), "deve começar com http:// ou https://")
    .refine(isBareOrigin, "use só esquema e host, sem caminho, como https://www.seudominio.com.br")
    .optional(),
  /** Other host names of the site (comma-separated); they answer 301 to SITE_URL. */
  SITE_HOST_ALIASES: z
    .string()
    .refine(
      (v) => v.split(",").every((h) => /^[a-z0-9.-]+(:\d{1,5})?$/i.test(h.trim())),
      "use nomes de host separados por vírgula, como seudominio.com.br,www.seudominio.com",
    )
    .optional(),
  // Comma-separated for rotation (the first signs, all verify): each secret needs 16 characters.
  SESSION_SECRET: z
    .string()
    .refine((v) => v.split(",").every((s) => s.trim().length >= 16), "cada segredo (separados por vírgula) precisa de pelo menos 16 caracteres")
    .optional(),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).max(128).optional(),
  /**
   * Whose X-Forwarded-For is believed (decision 0024): a hop count 0–10 (0, the default, believes
   * nobody; any other only from loopback, decision 0030 and http/proxy-trust.ts), or the proxy's addresses: `loopback`, `linklocal`, `uniquelocal`, IPs and CIDRs,
   * comma-separated (Express "trust proxy").
   */
  TRUST_PROXY: z
    .string()
    .default("0")
    .refine(isTrustProxy, "use um número de proxies de 0 a 10, ou loopback, linklocal, uniquelocal e endereços IP ou CIDR separados por vírgula")
    .transform(parseTrustProxy),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  BUSINESS_PHONE: z
    .string()
    .regex(/^[\d\s()+-]{10,20}$/, "use um telefone como (11) 98765-4321")
    .optional(),
  BUSINESS_EMAIL: z.string().email().optional(),
  /** Street address line, shown and used in structured data only when set. */
  BUSINESS_ADDRESS: z.string().min(5).optional(),
  /** "lat,lng" of the shop, used in structured data only when set. */
  BUSINESS_GEO: z
    .string()
    .regex(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/, "use o formato -23.55,-46.63")
    .optional(),
  /** Embed URL of the home demo video (loaded only after a click). */
  DEMO_VIDEO_URL: z.string().url().refine(isHttps, "use um endereço https:// (o navegador bloqueia um vídeo http:// numa página https)").optional(),
  /** Memory for rendered public pages (http/html-cache.ts); 0 turns the cache off. Default: htmlCacheDefault. */
  HTML_CACHE_MB: z.coerce.number().int().min(0).max(1024).optional(),
  /** Requests of one client address in the app at once (http/client-limit.ts, LIMITS.clientRequests); 0 turns the limit off. */
  CLIENT_REQUESTS_AT_ONCE: z.coerce.number().int().min(0).max(1000).optional(),
  /** Longest time a rendered page is reused without a content write. */
  HTML_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  /** Months that counted clicks and daily page views are kept (decision 0014; /privacidade states it). */
  LEADS_RETENTION_MONTHS: z.coerce.number().int().min(1).max(60).default(13),
  /**
   * IndexNow key (docs/product.md §6): when set, publishing, changing or deleting a generated page
   * notifies IndexNow (Bing, Yandex and others) and /{key}.txt answers the key.
   */
  INDEXNOW_KEY: z
    .string()
    .regex(/^[a-zA-Z0-9-]{8,128}$/, "8 a 128 letras, números ou hífens")
    .optional(),
  /**
   * Outgoing e-mail (README "Operator variables"): the visit requests' notice to the business's
   * e-mail ("Dados do negócio"). Without SMTP_HOST no e-mail is sent and the admin alone shows them.
   */
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  /** "true": TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  SMTP_SECURE: z.enum(["true", "false"]).default("false"),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASSWORD: z.string().min(1).optional(),
  /** The sender, as "Site Motores PPA <site@seudominio.com.br>"; default: the SMTP user. */
  SMTP_FROM: z.string().min(3).optional(),
  /** Lowest level written to the log (http/log-lines.ts); `warn` leaves the access log out. */
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
  /** First day of the current "manutenção express" promotion (YYYY-MM-DD). */
  PROMO_START_DATE: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "use o formato AAAA-MM-DD")
    .refine(isCalendarDay, "não é uma data do calendário; use AAAA-MM-DD, como 2025-05-01")
    .optional(),
  // Operations (docs/operations.md "Backups", "Metrics").
  /** Folder of the backup sets (`npm run db:backup` and the scheduled backup); relative to the working directory. */
  BACKUP_DIR: z.string().min(1).default("backups"),
  /** Daily time of the scheduled backup (HH:MM, server's local time); unset, no scheduled backup. */
  BACKUP_TIME: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "use a hora no formato HH:MM, como 03:30")
    .optional(),
  /** Scheduled backup sets kept (the oldest beyond this are removed after a successful backup). */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(365).default(7),
  /** Shell command run after each successful backup with the set's folder in BACKUP_SET (rsync, rclone, aws s3 cp…). */
  BACKUP_AFTER_COMMAND: z.string().min(1).optional(),
  /** Token for /metrics from other addresses (Authorization: Bearer …); unset, only loopback reads it. */
  METRICS_TOKEN: z.string().min(16, "pelo menos 16 caracteres").optional(),
});

/**
 * DATABASE_URL names a SQLite file: `file:` + path, a plain path, or `:memory:`. Any other scheme
 * (postgres://, sqlite://) and any query string or fragment is refused, never read as a relative
 * path (docs/operations.md "One configuration").
 */
function checkDatabaseUrl(value: string, ctx: z.RefinementCtx) {
  if (value === ":memory:") return;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1];
  if (scheme && scheme.toLowerCase() !== "file")
    return ctx.addIssue({
      code: "custom",
      message: `esquema ${scheme}: não é aceito; use o caminho de um arquivo SQLite, como file:/var/lib/motores-ppa/site.db`,
    });
  if (/[?#]/.test(value))
    return ctx.addIssue({ code: "custom", message: "parâmetros (?…) não são aceitos; use só o caminho do arquivo, como file:./data/site.db" });
  const file = value.replace(/^file:(\/\/)?/i, "");
  if (file === "" || file.endsWith("/") || file.endsWith(path.sep))
    return ctx.addIssue({ code: "custom", message: "falta o nome do arquivo, como file:./data/site.db" });
}

/** A day that exists (2025-02-29 and 2025-13-45 do not): the promotion would otherwise be silently ignored. */
function isCalendarDay(value: string): boolean {
  const [y, m, d] = value.split("-").map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** An https embed (an http:// one was silently dropped: site-config.server.ts showed no video). */
function isHttps(value: string): boolean {
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

function isBareOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** The named subnets Express "trust proxy" (proxy-addr) knows. */
const TRUSTED_SUBNET_NAMES = ["loopback", "linklocal", "uniquelocal"];

function isTrustProxy(value: string): boolean {
  if (/^\d{1,2}$/.test(value)) return Number(value) <= 10;
  return value.split(",").every((item) => {
    const entry = item.trim();
    if (TRUSTED_SUBNET_NAMES.includes(entry)) return true;
    const [address, bits, ...rest] = entry.split("/");
    const family = net.isIP(address);
    if (family === 0 || rest.length > 0) return false;
    if (bits === undefined) return true;
    return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
  });
}

/** A hop count stays a number (TRUST_PROXY=1 keeps its meaning); anything else is a list of trusted addresses. */
function parseTrustProxy(value: string): number | string[] {
  if (/^\d{1,2}$/.test(value)) return Number(value);
  return value.split(",").map((item) => item.trim());
}

/**
 * The page cache is on in production and off under `npm run dev`, where pages change with
 * every edit of the code (HTML_CACHE_MB set explicitly turns it on there too).
 */
function htmlCacheDefault(nodeEnv: z.infer<typeof schema>["NODE_ENV"]): number {
  return nodeEnv === "development" ? 0 : 32;
}

export type Env = Omit<z.infer<typeof schema>, "SITE_URL" | "SESSION_SECRET" | "SITE_HOST_ALIASES" | "HTML_CACHE_MB"> & {
  HTML_CACHE_MB: number;
  SITE_URL: string;
  SESSION_SECRET: string[];
  SITE_HOST_ALIASES: string[];
};

let cached: Env | undefined;

export class EnvError extends Error {}

/** Empty strings count as unset, so `FOO=` in a compose file means "use the default". */
function readRaw(source: Record<string, string | undefined>) {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const v = source[key];
    if (v !== undefined && v.trim() !== "") raw[key] = v.trim();
  }
  return raw;
}

export function parseEnv(source?: Record<string, string | undefined>): Omit<Env, "SESSION_SECRET"> & { SESSION_SECRET?: string } {
  // The environment, with the operator's env file under it (env-file.server.ts).
  if (!source) {
    try {
      applyEnvFile();
    } catch (error) {
      if (error instanceof EnvFileError) throw new EnvError(error.message);
      throw error;
    }
  }
  const result = schema.safeParse(readRaw(source ?? process.env));
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue.path[0]);
    throw new EnvError(`Variável de ambiente inválida: ${name} (${issueMessage(issue)})`);
  }
  const env = result.data;
  return {
    ...env,
    HTML_CACHE_MB: env.HTML_CACHE_MB ?? htmlCacheDefault(env.NODE_ENV),
    SITE_URL: (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    SITE_HOST_ALIASES: (env.SITE_HOST_ALIASES ?? "")
      .split(",")
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  };
}

/** The schema's own pt-BR message, or one for zod's checks that carry an English default. */
function issueMessage(issue: z.ZodIssue): string {
  switch (issue.code) {
    case "invalid_type":
      return issue.expected === "number" ? "deve ser um número" : `tipo inválido (${issue.expected})`;
    case "too_small":
      return issue.type === "string" ? `pelo menos ${String(issue.minimum)} caracteres` : `no mínimo ${String(issue.minimum)}`;
    case "too_big":
      return issue.type === "string" ? `no máximo ${String(issue.maximum)} caracteres` : `no máximo ${String(issue.maximum)}`;
    case "invalid_enum_value":
      return `use um destes: ${issue.options.join(", ")}`;
    case "invalid_string":
      if (issue.validation === "email") return "use um e-mail válido, como voce@exemplo.com.br";
      if (issue.validation === "url") return "use um endereço completo, como https://www.exemplo.com.br";
      return issue.message;
    default:
      return issue.message;
  }
}

/** Path of the SQLite file named by DATABASE_URL ("file:./x.db", "./x.db" or ":memory:"). */
export function databasePath(url: string): string {
  if (url === ":memory:") return url;
  return path.resolve(url.replace(/^file:(\/\/)?/i, ""));
}

const SQLITE_HEADER = "SQLite format 3\0";

/**
 * Checks the database's folder (created when missing, written to) and that an existing file is
 * a SQLite database, before anything else is written there: DATABASE_URL=/etc/passwd stops
 * here, with no secret or database created (docs/operations.md "One configuration").
 */
export function checkDatabaseLocation(file: string): void {
  if (file === ":memory:") return;
  ensureDataFolder(path.dirname(file), file);
  if (!fs.existsSync(file)) return;
  const stat = fs.statSync(file);
  if (!stat.isFile()) throw new DataFolderError(`DATABASE_URL não aponta para um arquivo: ${file}.`);
  if (stat.size === 0) return;
  const fd = fs.openSync(file, "r");
  const head = Buffer.alloc(16);
  try {
    fs.readSync(fd, head, 0, 16, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (head.toString("latin1") !== SQLITE_HEADER)
    throw new DataFolderError(
      `Banco de dados inutilizável: ${file} (SQLITE_NOTADB: o arquivo não é um banco SQLite). Confira DATABASE_URL ou restaure um backup (npm run db:restore).`,
    );
}

/**
 * The file holding the generated session secret when SESSION_SECRET is not set (beside the
 * database, so `npm run db:backup` copies it with the data it seals: decision 0030); null when
 * the secret comes from the environment.
 */
export function sessionSecretFile(source?: Record<string, string | undefined>): string | null {
  const env = parseEnv(source);
  if (env.SESSION_SECRET) return null;
  const dbPath = databasePath(env.DATABASE_URL);
  return path.join(dbPath === ":memory:" ? path.resolve("data") : path.dirname(dbPath), ".session-secret");
}

function loadOrCreateSecret(file: string): string {
  const dataDir = path.dirname(file);
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    ensureDataFolder(dataDir);
    const secret = crypto.randomBytes(32).toString("base64url");
    fs.writeFileSync(file, secret + "\n", { mode: 0o600 });
    log.info(`[env] SESSION_SECRET não definido: segredo aleatório gerado e guardado em ${file}`);
    return secret;
  }
}

export function getEnv(): Env {
  if (cached) return cached;
  const env = parseEnv();
  checkDatabaseLocation(databasePath(env.DATABASE_URL));
  const secretFile = sessionSecretFile();
  const secrets = env.SESSION_SECRET
    ? env.SESSION_SECRET.split(",")
        .map((s) => s.trim())
        .filter(Boolean)
    : [loadOrCreateSecret(secretFile ?? path.resolve("data", ".session-secret"))];
  cached = { ...env, SESSION_SECRET: secrets };
  return cached;
}

/** Forgets the parsed copy; the next use reads process.env again (app/server/process-state.server.ts). */
export function forgetEnv() {
  cached = undefined;
}
