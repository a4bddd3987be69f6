import { neutraliseCell, type CellValue } from '#shared/exports/neutralise-cell';

export interface ExportColumn<TRow> {
  header: string;
  value(row: TRow): CellValue;
  /** XLSX column width in characters. */
  width?: number;
}

/** Excel opens a UTF-8 CSV as UTF-8 only when it starts with a byte-order mark. */
const BOM = '\uFEFF';

function toCsvField(value: CellValue): string {
  const safe = neutraliseCell(value);
  if (safe === null || safe === undefined) return '';
  const text = safe instanceof Date ? safe.toISOString() : String(safe);
  // RFC 4180: a field holding a comma, quote or line break is quoted, its quotes doubled.
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A CSV file (RFC 4180: CRLF line ends, quoted where needed) safe against formula injection,
 * UTF-8 with a BOM unless `bom: false` (for a program rather than a person to read).
 */
export function toCsv<TRow>(
  rows: Iterable<TRow>,
  columns: readonly ExportColumn<TRow>[],
  options: { bom?: boolean } = {},
): Buffer {
  const lines = [columns.map((column) => toCsvField(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => toCsvField(column.value(row))).join(','));
  return Buffer.from(`${options.bom === false ? '' : BOM}${lines.join('\r\n')}\r\n`, 'utf8');
}

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
