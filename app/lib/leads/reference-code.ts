/**
 * Reference codes appended to WhatsApp messages ("Código do atendimento: K7Q2"), typed back
 * by the owner in /admin/leads. Four characters from an alphabet without look-alikes
 * (no 0/O, 1/I/L, U/V): 29^4 = 707,281 codes; uniqueness is the database's job (a unique
 * index and a retry on collision).
 */
export const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTWXYZ";
export const CODE_LENGTH = 4;

/** A code from random bytes, one per character (the small modulo bias is harmless: a code is a label, not a secret). */
export function referenceCode(random: Uint8Array): string {
  if (random.length < CODE_LENGTH) throw new RangeError(`referenceCode needs ${CODE_LENGTH} random bytes`);
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[random[i] % CODE_ALPHABET.length];
  return code;
}

/** How many codes there are: 29^4. */
export const CODE_SPACE = CODE_ALPHABET.length ** CODE_LENGTH;

/** A code's place among all codes (0 … CODE_SPACE − 1), the code read as a base-29 number; −1 when it is not a code. */
export function codeIndex(code: string): number {
  if (code.length !== CODE_LENGTH) return -1;
  let index = 0;
  for (const ch of code) {
    const digit = CODE_ALPHABET.indexOf(ch);
    if (digit < 0) return -1;
    index = index * CODE_ALPHABET.length + digit;
  }
  return index;
}

/**
 * What the owner typed ("#k7q2", " K7Q2 ", "código: k7-q2") as a code, or null when it
 * cannot be one (wrong length, or a character no code contains).
 */
export function parseReferenceCode(input: string): string | null {
  const cleaned = input
    .normalize("NFKC")
    .toUpperCase()
    .replace(/^.*?:/, "")
    .replace(/[\s#-]/g, "");
  if (cleaned.length !== CODE_LENGTH) return null;
  for (const ch of cleaned) if (!CODE_ALPHABET.includes(ch)) return null;
  return cleaned;
}
