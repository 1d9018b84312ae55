/** "Vila  Mariana" -> "Vila Mariana", without control characters: one line of what an admin typed. */
export function cleanLine(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  const noControls = text.replace(/[\u0000-\u001f\u007f]/g, " ");
  return noControls.replace(/\s+/g, " ").trim();
}
