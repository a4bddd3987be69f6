import { parseAmountText } from './amounts';
import { CsvFormatError, parseCsv, type CsvRow } from './csv';

/** Spec 03 §3: the columns of a bank CSV, in the order the spec names them. */
export const BANK_COLUMNS = ['Date', 'No.', 'Description', 'Debit Amount', 'Credit Amount'] as const;
export type BankColumn = (typeof BANK_COLUMNS)[number];

/** A problem with the content of an uploaded file, worded for the person who sent it. */
export class FileContentError extends Error {}

/** Header names are matched ignoring case and spaces: `credit amount`, `CreditAmount`, ` No. `. */
export const normaliseHeader = (header: string) => header.replace(/\s+/g, '').toLowerCase();

export interface BankRow {
  /** 1-based line of the CSV. */
  line: number;
  /** Every cell of the row as read (extra columns included), for the classified copy. */
  cells: string[];
  date: string;
  number: string;
  description: string;
  /** Units (amounts.ts), as written (a debit may be written negative); null when empty. */
  debit: number | null;
  credit: number | null;
}

export interface BankStatement {
  headers: string[];
  rows: BankRow[];
}

/** Where each spec column is in the header row; a missing column is named in the error. */
export function locateBankColumns(headers: readonly string[], fileLabel: string): Record<BankColumn, number> {
  const positions = new Map<string, number>();
  headers.forEach((header, index) => {
    const key = normaliseHeader(header);
    if (!positions.has(key)) positions.set(key, index);
  });
  const missing = BANK_COLUMNS.filter((column) => !positions.has(normaliseHeader(column)));
  if (missing.length > 0) {
    const names = missing.map((name) => `"${name}"`).join(', ');
    throw new FileContentError(
      `${fileLabel} is missing the ${missing.length === 1 ? 'column' : 'columns'} ${names} (expected ${BANK_COLUMNS.join(', ')})`,
    );
  }
  const index = (column: BankColumn) => positions.get(normaliseHeader(column)) ?? -1;
  return {
    Date: index('Date'),
    'No.': index('No.'),
    Description: index('Description'),
    'Debit Amount': index('Debit Amount'),
    'Credit Amount': index('Credit Amount'),
  };
}

function readAmount(row: CsvRow, index: number, column: BankColumn, fileLabel: string): number | null {
  const raw = row.cells[index] ?? '';
  const units = parseAmountText(raw);
  if (units === undefined) {
    throw new FileContentError(
      `${fileLabel}, line ${row.line}: "${column}" is not an amount (${JSON.stringify(raw.slice(0, 40))})`,
    );
  }
  return units;
}

/**
 * Reads a bank CSV: the first non-empty row is the header; empty rows are skipped. Throws
 * FileContentError naming the file, line and column of the first problem.
 */
export function readBankStatement(text: string, fileLabel = 'The bank CSV'): BankStatement {
  let headers: string[] | null = null;
  let columns: Record<BankColumn, number> | null = null;
  const rows: BankRow[] = [];
  try {
    parseCsv(text, (row) => {
      if (row.cells.every((cell) => cell.trim() === '')) return;
      if (!headers || !columns) {
        headers = row.cells.map((cell) => cell.trim());
        columns = locateBankColumns(headers, fileLabel);
        return;
      }
      rows.push({
        line: row.line,
        cells: row.cells,
        date: (row.cells[columns.Date] ?? '').trim(),
        number: (row.cells[columns['No.']] ?? '').trim(),
        description: (row.cells[columns.Description] ?? '').trim(),
        debit: readAmount(row, columns['Debit Amount'], 'Debit Amount', fileLabel),
        credit: readAmount(row, columns['Credit Amount'], 'Credit Amount', fileLabel),
      });
    });
  } catch (error) {
    if (error instanceof CsvFormatError) throw new FileContentError(`${fileLabel}: ${error.message}`);
    throw error;
  }
  if (!headers) throw new FileContentError(`${fileLabel} is empty`);
  return { headers, rows };
}

/** Checks only the header row (the route's quick check before the file is queued for work). */
export function checkBankHeader(head: string, fileLabel = 'The bank CSV'): void {
  let seen = false;
  try {
    parseCsv(head, (row) => {
      if (row.cells.every((cell) => cell.trim() === '')) return true;
      seen = true;
      locateBankColumns(
        row.cells.map((cell) => cell.trim()),
        fileLabel,
      );
      return false;
    });
  } catch (error) {
    if (error instanceof CsvFormatError) return; // A quoted field cut by the end of the head: judged later.
    throw error;
  }
  if (!seen) throw new FileContentError(`${fileLabel} is empty`);
}
