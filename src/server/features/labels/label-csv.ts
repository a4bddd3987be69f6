/**
 * A CSV cell that a spreadsheet opens as text: a cell starting with =, +, -, @, tab or CR is
 * prefixed with an apostrophe so it is never run as a formula (DESIGN §4), then quoted as RFC 4180.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export const toCsv = (rows: readonly (readonly (string | number | null)[])[]) =>
  `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
