/**
 * The words that name the catalogue's lines ("Home", "Jetflex", "Potenza"), in catalogue order,
 * from its models' names ("Motor PPA Home Jetflex"): the brand and the word "Motor" left out, and
 * short qualifiers ("SP") too. What a description lists when it names the models the site sells.
 */
export function modelLines(names: readonly string[]): string[] {
  const lines: string[] = [];
  for (const name of names) {
    for (const word of name
      .replace(/^Motor\s+/i, "")
      .replace(/^PPA\s+/i, "")
      .split(/\s+/)) {
      if (word.length >= 4 && /^\p{Lu}/u.test(word) && !lines.includes(word)) lines.push(word);
    }
  }
  return lines;
}
