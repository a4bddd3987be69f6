import { z } from 'zod';
import { hasSingleLineControlCharacter } from '../validation/control-characters';
import { MONEY_MAX } from '../validation/money';
import { RAFFLE_MESSAGES } from './messages';
import { isMonth, monthField } from './month';
import { CsvFormatError, readCsv, type CsvRow } from '../csv/read-csv';

/** Columns of a spend file, in this order (issue 16); headers match case-insensitively. */
const SPEND_CSV_COLUMNS = ['Customer', 'Email', 'Month', 'Spend', 'Spend DBL'] as const;
const SPEND_IMPORT_MAX_ROWS = 50_000;
export const SPEND_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
const NAME_MAX = 200;
const EMAIL_MAX = 254;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const AMOUNT_PATTERN = /^\$?(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;

/** One row of the file as read: values for the preview, and what is wrong with it. */
export interface SpendRow {
  line: number;
  customer: string;
  email: string;
  month: string;
  spend: number | null;
  spendDbl: number | null;
  errors: string[];
}

/** Dollars and cents to whole cents: `$1,234.5` → 123450; null when it is not an amount. */
function parseAmountCents(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!AMOUNT_PATTERN.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.replace(/[$,]/g, '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return cents <= MONEY_MAX * 100 ? cents : null;
}

/**
 * Who a row is about: the e-mail address (lower-cased) when there is one, else the name with its
 * spaces collapsed, so the platform's orders and a file name the same customer the same way.
 */
export function customerKeyOf(name: string, email: string): string {
  const address = email.trim().toLowerCase();
  if (address) return address;
  return `name:${name.trim().replace(/\s+/g, ' ').toLowerCase()}`;
}

function checkRow(line: number, fields: string[]): SpendRow {
  const [customer = '', email = '', month = '', spendText = '', dblText = ''] = fields.map((value) => value.trim());
  const errors: string[] = [];
  if (fields.length > SPEND_CSV_COLUMNS.length) errors.push(`Expected ${SPEND_CSV_COLUMNS.length} columns`);
  if (fields.some(hasSingleLineControlCharacter)) errors.push('Values must not contain control characters');
  if (!customer) errors.push('Customer is required');
  else if (customer.length > NAME_MAX) errors.push(`Customer must be at most ${NAME_MAX} characters`);
  if (email && (email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email))) errors.push('Email is not a valid address');
  if (!isMonth(month)) errors.push(RAFFLE_MESSAGES.monthFormat);
  const spend = parseAmountCents(spendText);
  const spendDbl = parseAmountCents(dblText);
  if (spend === null) errors.push(`Spend must be an amount in dollars from 0 to ${MONEY_MAX}, e.g. 123.45`);
  if (spendDbl === null) errors.push(`Spend DBL must be an amount in dollars from 0 to ${MONEY_MAX}, e.g. 123.45`);
  if (spend !== null && spendDbl !== null && spendDbl > spend) errors.push('Spend DBL cannot be more than Spend');
  return {
    line,
    customer,
    email,
    month,
    spend: spend === null ? null : spend / 100,
    spendDbl: spendDbl === null ? null : spendDbl / 100,
    errors,
  };
}

/**
 * Reads a spend file: the header row, then one row per customer and month. A customer named twice
 * for the same month is an error on the second row (re-importing a month replaces it, so a file
 * should say each customer's month once).
 */
export function readSpendCsv(text: string): { headerError: string | null; rows: SpendRow[] } {
  let parsed: CsvRow[];
  try {
    parsed = readCsv(text);
  } catch (error) {
    if (!(error instanceof CsvFormatError)) throw error;
    return { headerError: `The file is not valid CSV: ${error.message}`, rows: [] };
  }
  const [header, ...body] = parsed;
  const names = header?.cells.map((name) => name.trim().toLowerCase()) ?? [];
  const isHeaderRight = SPEND_CSV_COLUMNS.every((column, index) => names[index] === column.toLowerCase());
  if (!isHeaderRight) return { headerError: RAFFLE_MESSAGES.importHeaders, rows: [] };
  if (body.length === 0) return { headerError: RAFFLE_MESSAGES.importEmpty, rows: [] };
  if (body.length > SPEND_IMPORT_MAX_ROWS) {
    return { headerError: `The file has more than ${SPEND_IMPORT_MAX_ROWS} rows`, rows: [] };
  }
  const seen = new Map<string, number>();
  const rows = body.map(({ line, cells }) => {
    const row = checkRow(line, cells);
    const key = `${customerKeyOf(row.customer, row.email)}|${row.month}`;
    const first = seen.get(key);
    if (first !== undefined && row.customer) row.errors.push(`Same customer and month as line ${first}`);
    else seen.set(key, line);
    return row;
  });
  return { headerError: null, rows };
}

export const SpendImportFieldsSchema = z
  .object({ mode: z.enum(['preview', 'import'], { error: 'mode must be preview or import' }) })
  .strict();

const SpendRowSchema = z.object({
  line: z.number().int(),
  customer: z.string(),
  email: z.string(),
  month: z.string(),
  spend: z.number().nullable(),
  spendDbl: z.number().nullable(),
  errors: z.array(z.string()),
});

export const SpendImportResponseSchema = z.object({
  isImported: z.boolean(),
  months: z.array(z.string()),
  rowCount: z.number().int(),
  errorCount: z.number().int(),
  /** Rows that were in our database for those months before and were replaced (import only). */
  replacedCount: z.number().int(),
  /** Rows with errors first, then the others, at most 200 in all. */
  rows: z.array(SpendRowSchema),
});
export type SpendImportResponse = z.infer<typeof SpendImportResponseSchema>;

const SpendMonthSchema = z.object({
  month: z.string(),
  customers: z.number().int(),
  spend: z.number(),
  spendDbl: z.number(),
  sources: z.array(z.string()),
});
export const SpendMonthsResponseSchema = z.array(SpendMonthSchema);
export type SpendMonth = z.infer<typeof SpendMonthSchema>;

export const SpendSyncInputSchema = z.object({ month: monthField() }).strict();
export const SpendSyncResponseSchema = z.object({
  month: z.string(),
  customers: z.number().int(),
  orders: z.number().int(),
});
export type SpendSyncResponse = z.infer<typeof SpendSyncResponseSchema>;
