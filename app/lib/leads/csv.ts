/**
 * CSV for the owner's spreadsheet: semicolon-separated with a UTF-8 byte-order mark, which
 * is what Excel in pt-BR opens correctly (the comma is its decimal separator). Cells that a
 * spreadsheet would run as a formula (=, +, -, @, tab, carriage return) get a leading
 * apostrophe: a page path or a campaign name typed by a stranger must not execute.
 */
export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "number" ? String(value).replace(".", ",") : value;
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: CsvCell[][]): string {
  return `\ufeff${[header, ...rows].map((r) => r.map(csvCell).join(";")).join("\r\n")}\r\n`;
}
