import crypto from "node:crypto";
import { promisify } from "node:util";
import { LIMITS } from "~/lib/limits";

const scrypt = promisify(crypto.scrypt) as (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

// The length rule is the password forms' (app/lib/forms/password-form.ts); hashing checks it too.
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from "~/lib/forms/password-form";

/**
 * scrypt cost for new hashes (decision 0018): N = 2^15, r = 8, p = 3, OWASP's equivalent of
 * N = 2^17, r = 8, p = 1 in strength, holding 32 MiB instead of 128 MiB for about 0.25 s.
 */
export const PASSWORD_COST = { logN: 15, r: 8, p: 3 } as const;
let cost: { logN: number; r: number; p: number } = PASSWORD_COST;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

/** A password check refused because too many were waiting (LIMITS.passwordChecksWaiting, passwordCheckWaitMs). */
export class PasswordChecksBusy extends Error {
  constructor() {
    super("password checks busy");
  }
}

type QueueBounds = { maxWaiting: number; maxWaitMs: number };
type Waiting = { start: () => void; first: boolean };
/** `refusable`: a sign-in's check (bounded); `first`: a known browser's check, ahead of the waiting sign-ins, never refused. */
type JobKind = { refusable?: boolean; first?: boolean };

/**
 * Runs the jobs one at a time, in order. Each scrypt holds 32 MiB (128 MiB for a hash stored
 * with the older cost) while it works, so a burst of logins in parallel would multiply the
 * process's memory; queued, it adds one hash's memory at most. A `refusable` job (a sign-in's
 * check) is refused with PasswordChecksBusy, never started, when `maxWaiting` jobs already
 * wait or after `maxWaitMs` in the queue (decision 0024); other jobs (setting a password, the
 * upgrade after a correct one) always wait their turn. A `first` job (the check of a known
 * browser, itself limited to 5 per 15 minutes by its cookie) goes ahead of every waiting job
 * but other `first` ones, so a flood of sign-ins cannot keep the owner out.
 */
export function oneAtATime({ maxWaiting, maxWaitMs }: QueueBounds = { maxWaiting: Infinity, maxWaitMs: Infinity }) {
  const waiting: Waiting[] = [];
  let running = false;
  const next = () => {
    if (running) return;
    const first = waiting.shift();
    if (!first) return;
    running = true;
    first.start();
  };
  const run = <T>(job: () => Promise<T>, { refusable = false, first = false }: JobKind = {}): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (refusable && running && waiting.length >= maxWaiting) return reject(new PasswordChecksBusy());
      let timer: NodeJS.Timeout | undefined;
      const entry: Waiting = {
        first,
        start: () => {
          clearTimeout(timer);
          Promise.resolve()
            .then(job)
            .then(resolve, reject)
            .finally(() => {
              running = false;
              next();
            });
        },
      };
      if (refusable && Number.isFinite(maxWaitMs)) {
        timer = setTimeout(() => {
          const at = waiting.indexOf(entry);
          if (at < 0) return;
          waiting.splice(at, 1);
          reject(new PasswordChecksBusy());
        }, maxWaitMs).unref();
      }
      const ahead = first ? waiting.findIndex((w) => !w.first) : -1;
      if (ahead < 0) waiting.push(entry);
      else waiting.splice(ahead, 0, entry);
      next();
    });
  /** True when a refusable job queued now would be accepted. */
  const hasRoom = () => !running || waiting.length < maxWaiting;
  return Object.assign(run, { hasRoom });
}
const queued = oneAtATime({ maxWaiting: LIMITS.passwordChecksWaiting, maxWaitMs: LIMITS.passwordCheckWaitMs });

/** Whether a sign-in's password check would be queued now (false: it would be refused as busy). */
export function passwordChecksHaveRoom(): boolean {
  return queued.hasRoom();
}

/** Memory scrypt needs is 128·N·r bytes (and 128·r·p more); Node's default ceiling (32 MiB) is too low. */
function maxmemFor(N: number, r: number) {
  return 128 * N * r + 32 * 1024 * 1024;
}

/**
 * Slow salted hash in a self-describing string, so the cost can rise later without
 * breaking stored hashes: `$scrypt$ln=15,r=8,p=3$<salt>$<key>` (base64url).
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(SALT_LENGTH);
  const N = 2 ** cost.logN;
  const { r, p } = cost;
  const key = await queued(() => scrypt(password.normalize("NFC"), salt, KEY_LENGTH, { N, r, p, maxmem: maxmemFor(N, r) }));
  return `$scrypt$ln=${cost.logN},r=${cost.r},p=${cost.p}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

type ParsedHash = { N: number; r: number; p: number; salt: Buffer; key: Buffer };

function parseHash(stored: string): ParsedHash | null {
  const match = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([\w-]+)\$([\w-]+)$/.exec(stored);
  if (!match) return null;
  const [logN, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (logN < 10 || logN > 20 || r < 1 || p < 1) return null;
  return { N: 2 ** logN, r, p, salt: Buffer.from(match[4], "base64url"), key: Buffer.from(match[5], "base64url") };
}

/**
 * Compares in constant time with the parameters stored in the hash. False for malformed hashes.
 * The check waits its turn in the bounded queue and may be refused (PasswordChecksBusy), but
 * for a known browser's, which goes first and is never refused.
 */
export async function verifyPassword(password: string, stored: string, { knownBrowser = false } = {}): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || parsed.key.length === 0) return false;
  const key = await queued(
    () =>
      scrypt(password.normalize("NFC"), parsed.salt, parsed.key.length, {
        N: parsed.N,
        r: parsed.r,
        p: parsed.p,
        maxmem: maxmemFor(parsed.N, parsed.r),
      }),
    knownBrowser ? { first: true } : { refusable: true },
  );
  return crypto.timingSafeEqual(key, parsed.key);
}

/** True when a stored hash was made with another cost than PASSWORD_COST: rehash it at the next correct password. */
export function hashNeedsUpgrade(stored: string): boolean {
  const parsed = parseHash(stored);
  return parsed !== null && (parsed.N !== 2 ** cost.logN || parsed.r !== cost.r || parsed.p !== cost.p);
}

let dummy: Promise<string> | undefined;

/**
 * A hash of a random password with the current cost. Checking a password against it when the
 * e-mail is unknown makes a failed login take as long as one for a real account.
 */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(crypto.randomBytes(24).toString("base64url"));
  return dummy;
}

/**
 * Integration tests hash dozens of passwords on a shared machine: they may lower N for new
 * hashes (the format and every code path stay the same). `null` restores the real cost.
 */
export function setPasswordCostForTests(logN: number | null) {
  cost = logN === null ? PASSWORD_COST : { ...PASSWORD_COST, logN };
  dummy = undefined;
}
