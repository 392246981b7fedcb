import { CORPORATE_CSV_COLUMNS, type CorporateReservation } from '../../contract';

/**
 * RFC 4180 CSV of the admin's reservation rows, with a UTF-8 byte order mark so spreadsheet
 * programs read Japanese names right.
 *
 * Guests type names, and a spreadsheet runs a cell as a formula when it starts with = + - or @
 * (`=HYPERLINK(...)` opens a link, `=cmd|...` used to run programs). Such a text cell gets a leading
 * apostrophe, as OWASP and ASVS advise; so does one starting with a tab, CR, LF or NUL, or with
 * spaces before one of those characters, which some programs strip before reading a formula.
 * Decided: a text value that only looks like a number or a phone number ("+81 90 1234 5678",
 * "-") is prefixed too: it is text, and the apostrophe keeps it text (without it a spreadsheet would
 * drop the + or compute "-1234"). Numbers of the export (nights, rooms, total price) are written as
 * numbers and never prefixed, so a negative total stays a number.
 */
export function corporateCsv(rows: CorporateReservation[]): string {
  const lines = [CORPORATE_CSV_COLUMNS.join(',')];
  for (const row of rows) lines.push(CORPORATE_CSV_COLUMNS.map((column) => csvCell(row[column])).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

const FORMULA_START = /^(?:[\t\r\n\0]| *[=+\-@])/;

export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
