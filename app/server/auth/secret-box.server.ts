import crypto from "node:crypto";
import { getEnv } from "../infra/env.server";

/*
 * Secrets the server must read back (the TOTP keys), sealed at rest with AES-256-GCM. The key
 * is derived (HKDF-SHA-256) from a SESSION_SECRET value: the newest one seals, every listed
 * one opens, so the secrets rotate like the cookies. `context` (e.g. the admin id) is bound as
 * associated data, so a sealed value copied to another row does not open there.
 * Format: `v1.<iv>.<ciphertext>.<tag>` (base64url).
 */

const VERSION = "v1";
const keys = new Map<string, Buffer>();

function keyFrom(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(crypto.hkdfSync("sha256", secret, "", "ppa admin secret box v1", 32));
    keys.set(secret, key);
  }
  return key;
}

export function seal(plaintext: string, context: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", keyFrom(getEnv().SESSION_SECRET[0]), iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [VERSION, iv, body, cipher.getAuthTag()].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
}

/**
 * The plaintext, and whether it was sealed with an older secret (then the caller seals it
 * again with the newest). Null when no listed secret opens it or it was altered.
 */
export function open(sealed: string, context: string): { plaintext: string; stale: boolean } | null {
  const [version, iv, body, tag] = sealed.split(".");
  if (version !== VERSION || !iv || !body || !tag) return null;
  const secrets = getEnv().SESSION_SECRET;
  for (const [index, secret] of secrets.entries()) {
    try {
      const decipher = crypto.createDecipheriv("aes-256-gcm", keyFrom(secret), Buffer.from(iv, "base64url"));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      const plaintext = Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
      return { plaintext, stale: index > 0 };
    } catch {
      // Not this secret (or tampered): try the next one.
    }
  }
  return null;
}
