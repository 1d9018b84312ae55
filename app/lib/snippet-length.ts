/**
 * Search-result lengths (docs/content-quality.md): the <title> and the meta description of every
 * page fit what Google shows, at most 60 and 160 characters. They are written to fit: a long
 * description keeps its whole leading sentences, never a sentence cut with "…".
 */
export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 160;

const length = (text: string) => [...text].length;

/** Sentences of a text: a break after . ! or ? followed by a space and a capital, digit or quote ("R$ 1.349" and "16 s." stay whole). */
export function sentencesOf(text: string): string[] {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .split(/(?<=[.!?])\s+(?=["“(]?[\p{Lu}\d])/u)
    .filter(Boolean);
}

/** `text` cut at its last word boundary within `max` characters, without trailing punctuation. */
function wordsWithin(text: string, max: number): string {
  const head = [...text].slice(0, max + 1).join("");
  const space = head.lastIndexOf(" ");
  return (space > 0 ? head.slice(0, space) : [...text].slice(0, max).join("")).replace(/[\s,;:.–|-]+$/u, "");
}

/** The leading whole sentences of `text` within `max` characters; "" when the first is longer. */
export function wholeSentencesWithin(text: string, max = DESCRIPTION_MAX): string {
  let kept = "";
  for (const sentence of sentencesOf(text)) {
    const next = kept ? `${kept} ${sentence}` : sentence;
    if (length(next) > max) break;
    kept = next;
  }
  return kept;
}

/**
 * The leading whole sentences of `text` that fit `max` characters. When even the first does not
 * fit, its leading clauses (up to a comma, semicolon, colon or dash) closed with a full stop; a
 * text without such a break keeps its leading words. Never ends with "…".
 */
export function leadingSentences(text: string, max = DESCRIPTION_MAX): string {
  const kept = wholeSentencesWithin(text, max);
  if (kept) return kept;
  const first = sentencesOf(text)[0] ?? "";
  const head = [...first].slice(0, max).join("");
  const clause = Math.max(...[", ", "; ", ": ", " – ", " — "].map((b) => head.lastIndexOf(b)));
  const cut = clause >= max / 2 ? head.slice(0, clause) : wordsWithin(first, max - 1);
  return `${cut.replace(/[\s,;:.–—-]+$/u, "")}.`;
}

/** The title, dropping trailing " | …" parts while too long, then its leading words. */
export function fitTitle(title: string): string {
  let fitted = title;
  while (length(fitted) > TITLE_MAX && fitted.includes(" | ")) fitted = fitted.slice(0, fitted.lastIndexOf(" | "));
  return length(fitted) <= TITLE_MAX ? fitted : wordsWithin(fitted, TITLE_MAX);
}

/** The description as written when it fits, else its leading whole sentences (leadingSentences). */
export function fitDescription(description: string): string {
  return length(description) <= DESCRIPTION_MAX ? description : leadingSentences(description, DESCRIPTION_MAX);
}
