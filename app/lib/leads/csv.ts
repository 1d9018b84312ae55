/**
 * CSV for the owner's spreadsheet: semicolon-separated with a UTF-8 byte-order mark, which
 * is what Excel in pt-BR opens correctly (the comma is its decimal separator). Cells that a
 * spreadsheet would run as a formula (=, +, -, @, tab, carriage return) get a leading
 * apostrophe: a page path or a campaign name typed by a stranger must not execute. The start is
 * read as a spreadsheet may read it: look-alikes folded (NFKC: "＝" is "=") and invisible or
 * blank characters before it skipped ("\u200b=1+1").
 */
export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r\u2212]/;
const INVISIBLE_START = /^[\p{Cf}\p{Z}\u180e\u2800\u3164\uffa0 ]+/u;

function startsAsFormula(text: string): boolean {
  if (FORMULA_START.test(text)) return true;
  return FORMULA_START.test(text.normalize("NFKC").replace(INVISIBLE_START, ""));
}

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "number" ? String(value).replace(".", ",") : value;
  if (typeof value === "string" && startsAsFormula(text)) text = `'${text}`;
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: CsvCell[][]): string {
  return `\ufeff${[header, ...rows].map((r) => r.map(csvCell).join(";")).join("\r\n")}\r\n`;
}

/** The start of a CSV file: the byte-order mark and the header line (toCsv's first line). */
export function csvHead(header: string[]): string {
  return `\ufeff${header.map(csvCell).join(";")}\r\n`;
}

/** Rows that follow csvHead, each ended by CRLF as in toCsv. */
export function csvLines(rows: CsvCell[][]): string {
  let text = "";
  for (const r of rows) text += `${r.map(csvCell).join(";")}\r\n`;
  return text;
}
