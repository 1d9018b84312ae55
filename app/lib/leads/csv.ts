/**
 * CSV for the owner's spreadsheet: semicolon-separated with a UTF-8 byte-order mark, which
 * is what Excel in pt-BR opens correctly (the comma is its decimal separator). Cells that a
 * spreadsheet would run as a formula (=, +, -, @, tab, carriage return, their full-width look-alikes, also behind invisible characters) get a leading
 * apostrophe: a page path or a campaign name typed by a stranger must not execute.
 */
export type CsvCell = string | number | null | undefined;

/**
 * A formula start, also behind invisible or space characters a spreadsheet skips (U+200B…, BOM,
 * NBSP) and in its full-width look-alikes (＝ ＋ － ＠), which some spreadsheets read as the ASCII sign.
 */
const FORMULA_START = /^[\s\u00a0\u00ad\u180e\u200b-\u200f\u2060-\u2064\ufeff]*[=+\-@\t\r\uff1d\uff0b\uff0d\uff20\u2212\ufe62\ufe63\ufe66]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "number" ? String(value).replace(".", ",") : value;
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: CsvCell[][]): string {
  return `\ufeff${[header, ...rows].map((r) => r.map(csvCell).join(";")).join("\r\n")}\r\n`;
}
