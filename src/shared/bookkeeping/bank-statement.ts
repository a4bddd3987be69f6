import { z } from 'zod';
import { parseAmountText } from './amounts';
import { CsvFormatError, parseCsv, type CsvRow } from '../csv/read-csv';

/** Spec 03 §3: the columns of a bank CSV, in the order the spec names them. */
const BANK_COLUMNS = ['Date', 'No.', 'Description', 'Debit Amount', 'Credit Amount'] as const;
type BankColumn = (typeof BANK_COLUMNS)[number];

/** A problem with the content of an uploaded file, worded for the person who sent it. */
export class FileContentError extends Error {}

/** Header names are matched ignoring case and spaces: `credit amount`, `CreditAmount`, ` No. `. */
const normaliseHeader = (header: string) => header.replace(/\s+/g, '').toLowerCase();

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

/**
 * Other names real bank exports give the spec's columns (issue 28), matched like the spec's own
 * (case and spaces ignored). The spec's name wins when a file has both.
 */
const BANK_COLUMN_ALIASES: Record<BankColumn, readonly string[]> = {
  Date: ['Posting Date', 'Posted Date', 'Transaction Date', 'Trans Date'],
  'No.': ['No', 'Number', 'Check Number', 'Check No.', 'Check No', 'Check #', 'Ref', 'Reference'],
  Description: ['Memo', 'Details', 'Transaction Description', 'Payee'],
  'Debit Amount': ['Debit', 'Debits', 'Withdrawal', 'Withdrawals', 'Withdrawal Amount', 'Amount Debit'],
  'Credit Amount': ['Credit', 'Credits', 'Deposit', 'Deposits', 'Deposit Amount', 'Amount Credit'],
};

/** Each spec column's position in a header row, by its name or an alias; missing ones left out. */
function mapBankColumns(headers: readonly string[]): Partial<Record<BankColumn, number>> {
  const positions = new Map<string, number>();
  headers.forEach((header, index) => {
    const key = normaliseHeader(header);
    if (key !== '' && !positions.has(key)) positions.set(key, index);
  });
  const mapped: Partial<Record<BankColumn, number>> = {};
  for (const column of BANK_COLUMNS) {
    for (const name of [column, ...BANK_COLUMN_ALIASES[column]]) {
      const index = positions.get(normaliseHeader(name));
      if (index !== undefined) {
        mapped[column] = index;
        break;
      }
    }
  }
  return mapped;
}

/** How many rows from the top are searched for the header (account lines stand above it). */
const HEADER_SEARCH_ROWS = 30;

/** Where each spec column is in the header row; a missing column is named in the error. */
function locateBankColumns(headers: readonly string[], fileLabel: string): Record<BankColumn, number> {
  const mapped = mapBankColumns(headers);
  const positions = new Map<string, number>(
    BANK_COLUMNS.flatMap((column) => {
      const index = mapped[column];
      return index === undefined ? [] : [[normaliseHeader(column), index] as const];
    }),
  );
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

/** The highest header line the server accepts as a pick (the picker offers the first HEADER_PICK_ROWS rows). */
const HEADER_LINE_MAX = 10_000;

/** The optional text field of a reconciliation upload: the line the person picked as the header. */
export const BankHeaderFieldsSchema = z.strictObject({
  bankHeaderLine: z
    .string()
    .regex(/^[1-9][0-9]{0,4}$/, `bankHeaderLine must be a line number from 1 to ${HEADER_LINE_MAX}`)
    .transform(Number)
    .refine((line) => line <= HEADER_LINE_MAX, `bankHeaderLine must be a line number from 1 to ${HEADER_LINE_MAX}`)
    .optional(),
});

const noRowOnLine = (fileLabel: string, line: number) =>
  new FileContentError(`${fileLabel} has no row starting on line ${line} to read as the header`);

/** Header options: `headerLine` is the line a person picked; without it the header is found. */
export interface BankHeaderOptions {
  headerLine?: number;
}

/**
 * Reads a bank CSV. The header is the row starting on `headerLine` when the person picked one,
 * otherwise the first row, among the first HEADER_SEARCH_ROWS, that names every column (by name or
 * alias): account lines above it (the account number, the period, a balance) are skipped, as real
 * bank exports have them. Empty rows are skipped. Throws FileContentError naming the file, line
 * and column of the first problem; with no header found, the missing columns of the row that came
 * closest.
 */
export function readBankStatement(
  text: string,
  fileLabel = 'The bank CSV',
  options: BankHeaderOptions = {},
): BankStatement {
  let headers: string[] | null = null;
  let columns: Record<BankColumn, number> | null = null;
  let searched = 0;
  const best: { closest: { cells: string[]; found: number } | null } = { closest: null };
  const rows: BankRow[] = [];
  const picked = options.headerLine;
  try {
    parseCsv(text, (row) => {
      if (row.cells.every((cell) => cell.trim() === '')) return;
      if (picked !== undefined && (!headers || !columns)) {
        if (row.line < picked) return;
        if (row.line > picked) throw noRowOnLine(fileLabel, picked);
        headers = row.cells.map((cell) => cell.trim());
        columns = locateBankColumns(headers, fileLabel);
        return;
      }
      if (!headers || !columns) {
        const cells = row.cells.map((cell) => cell.trim());
        const found = Object.keys(mapBankColumns(cells)).length;
        if (found === BANK_COLUMNS.length) {
          headers = cells;
          columns = locateBankColumns(cells, fileLabel);
          return;
        }
        if (!best.closest || found > best.closest.found) best.closest = { cells, found };
        searched += 1;
        if (searched >= HEADER_SEARCH_ROWS) locateBankColumns(best.closest.cells, fileLabel); // throws
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
  if (!headers && picked !== undefined) throw noRowOnLine(fileLabel, picked);
  if (!headers) {
    const nearest = best.closest;
    if (!nearest) throw new FileContentError(`${fileLabel} is empty`);
    locateBankColumns(nearest.cells, fileLabel); // throws, naming what is missing
    throw new FileContentError(`${fileLabel} is empty`);
  }
  return { headers, rows };
}

/** Checks only the header (the route's quick check before the file is queued for work). */
export function checkBankHeader(head: string, fileLabel = 'The bank CSV', options: BankHeaderOptions = {}): void {
  if (options.headerLine !== undefined) {
    checkPickedHeader(head, fileLabel, options.headerLine);
    return;
  }
  let searched = 0;
  const best: { closest: { cells: string[]; found: number } | null } = { closest: null };
  let isFound = false;
  try {
    parseCsv(head, (row) => {
      if (row.cells.every((cell) => cell.trim() === '')) return true;
      const cells = row.cells.map((cell) => cell.trim());
      const found = Object.keys(mapBankColumns(cells)).length;
      if (found === BANK_COLUMNS.length) {
        isFound = true;
        return false;
      }
      if (!best.closest || found > best.closest.found) best.closest = { cells, found };
      searched += 1;
      return searched < HEADER_SEARCH_ROWS;
    });
  } catch (error) {
    if (!(error instanceof CsvFormatError)) throw error;
    // A quoted field cut by the end of the head: judged when the whole file is read.
  }
  if (isFound) return;
  const nearest = best.closest;
  if (!nearest) throw new FileContentError(`${fileLabel} is empty`);
  // Cut short by the head's end before the header was seen: judged when the whole file is read.
  if (searched < HEADER_SEARCH_ROWS && head.length >= HEAD_LIMIT_HINT) return;
  locateBankColumns(nearest.cells, fileLabel);
}

/** A head this long may have been cut before the header (the route reads the first 64 KB). */
const HEAD_LIMIT_HINT = 60_000;

function checkPickedHeader(head: string, fileLabel: string, headerLine: number) {
  let cells: string[] | null = null;
  let isPast = false;
  try {
    parseCsv(head, (row) => {
      if (row.line < headerLine) return true;
      if (row.line === headerLine) cells = row.cells.map((cell) => cell.trim());
      else isPast = true;
      return false;
    });
  } catch (error) {
    if (!(error instanceof CsvFormatError)) throw error;
  }
  if (cells) {
    locateBankColumns(cells, fileLabel);
    return;
  }
  // Not reached within the head: judged when the whole file is read.
  if (!isPast && head.length >= HEAD_LIMIT_HINT) return;
  throw noRowOnLine(fileLabel, headerLine);
}

/** A row the person may pick as the header: its line and its cells as read. */
export interface HeaderCandidate {
  line: number;
  cells: string[];
  /** How many of the spec's columns its cells name (by name or alias). */
  columnsNamed: number;
}

/** How many rows from the top the person may pick the header from (more than the search looks through). */
const HEADER_PICK_ROWS = 100;

/** The first HEADER_PICK_ROWS rows with content of the head, for the person to pick the header from. */
export function headerCandidates(head: string): HeaderCandidate[] {
  const candidates: HeaderCandidate[] = [];
  try {
    parseCsv(cutToWholeLines(head), (row) => {
      if (row.cells.every((cell) => cell.trim() === '')) return true;
      const cells = row.cells.map((cell) => cell.trim());
      candidates.push({ line: row.line, cells, columnsNamed: Object.keys(mapBankColumns(cells)).length });
      return candidates.length < HEADER_PICK_ROWS;
    });
  } catch (error) {
    if (!(error instanceof CsvFormatError)) throw error;
  }
  return candidates;
}

/** The head up to its last line break: a row cut by the end of the head is left out. */
function cutToWholeLines(head: string) {
  const lastBreak = Math.max(head.lastIndexOf('\n'), head.lastIndexOf('\r'));
  return lastBreak > 0 && lastBreak < head.length - 1 ? head.slice(0, lastBreak + 1) : head;
}

export interface BankStatementPreview {
  /** 1-based line of the header; the lines above it are skipped. */
  headerLine: number;
  skippedLines: number;
  /** Each spec column and the file's header it was read from. */
  mapping: { column: BankColumn; header: string }[];
  /** The first rows, read as the import will read them. */
  sample: BankRow[];
}

/**
 * What the import will do with a file, for the page to show before it is sent (issue 28): which
 * line is the header, which columns were mapped from which names, and the first rows as read.
 * Reads only `head` (the start of the file); throws FileContentError as the import would.
 */
export function previewBankStatement(
  head: string,
  fileLabel = 'The bank CSV',
  sampleSize = 3,
  options: BankHeaderOptions = {},
): BankStatementPreview {
  const cut = cutToWholeLines(head);
  const statement = readBankStatement(cut, fileLabel, options);
  const mapped = mapBankColumns(statement.headers);
  const firstLine = statement.rows[0]?.line;
  let headerLine = options.headerLine ?? 1;
  if (options.headerLine === undefined)
    parseCsv(cut, (row) => {
      if (row.cells.map((cell) => cell.trim()).join('\u0000') === statement.headers.join('\u0000')) {
        headerLine = row.line;
        return false;
      }
      return firstLine === undefined || row.line < firstLine;
    });
  return {
    headerLine,
    skippedLines: headerLine - 1,
    mapping: BANK_COLUMNS.map((column) => ({ column, header: statement.headers[mapped[column] ?? -1] ?? '' })),
    sample: statement.rows.slice(0, sampleSize),
  };
}
