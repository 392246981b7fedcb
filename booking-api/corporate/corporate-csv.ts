import { CORPORATE_CSV_COLUMNS, type CorporateReservation } from '../../contract';

/**
 * RFC 4180 CSV of the admin's reservation rows, with a UTF-8 byte order mark so spreadsheet
 * programs read Japanese names right. A cell that a spreadsheet would run as a formula (starting
 * with = + - @ or a control character) is prefixed with an apostrophe.
 */
export function corporateCsv(rows: CorporateReservation[]): string {
  const lines = [CORPORATE_CSV_COLUMNS.join(',')];
  for (const row of rows) lines.push(CORPORATE_CSV_COLUMNS.map((column) => csvCell(row[column])).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
