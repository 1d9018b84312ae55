// CSP nonces: 18 random bytes (24 base64 characters), drawn from a pooled buffer so a
// request costs a slice instead of a call into the random generator.
import crypto from "node:crypto";

const NONCE_BYTES = 18;
export const NONCE_LENGTH = 24;

const pool = Buffer.allocUnsafe(NONCE_BYTES * 512);
let offset = pool.length;

export function createNonce(): string {
  if (offset + NONCE_BYTES > pool.length) {
    crypto.randomFillSync(pool);
    offset = 0;
  }
  const nonce = pool.toString("base64", offset, offset + NONCE_BYTES);
  offset += NONCE_BYTES;
  return nonce;
}
