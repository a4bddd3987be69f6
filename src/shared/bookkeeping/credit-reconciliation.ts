import { z } from 'zod';
import { STORE_CODES } from '../stores';
import type { BankRow } from './bank-statement';
import { matchAmounts } from './matching';
import { columnLetter, type SheetGrid } from './workbook-grid';

/** Spec 03 §9: the credit workbook's sheets, one per store. */
const CREDIT_SHEETS = STORE_CODES;
/** Rows from the first row holding this text down are not deposits (spec 03 §9). */
const SUMMARY_MARKER = 'MONTHLY SALES SUMMARY';
/** Deposit values are in columns C to I (0-based 2 to 8). */
const DEPOSIT_FIRST_COLUMN = 2;
const DEPOSIT_LAST_COLUMN = 8;

/** Spec 03 §3: both reconciliations answer this. */
export const ReconciliationResponseSchema = z
  .object({ message: z.string(), unmatchedCount: z.number().int().min(0), downloadUrl: z.string() })
  .strict();
export type ReconciliationResponse = z.infer<typeof ReconciliationResponseSchema>;

interface DepositValue {
  store: string;
  rowNumber: number;
  column: string;
  /** The nearest text above the value in its column ("Visa", "Amex"…), or the column letter. */
  header: string;
  units: number;
}

interface BankCredit {
  line: number;
  date: string;
  number: string;
  description: string;
  units: number;
}

export interface CreditReconciliation {
  values: DepositValue[];
  bankCredits: BankCredit[];
  unmatchedValues: DepositValue[];
  unmatchedCredits: BankCredit[];
  matchedCount: number;
  /** Sheets of CREDIT_SHEETS the workbook does not have (reported, not fatal). */
  missingSheets: string[];
  /** Unmatched $0.00 values left out of the list (spec 03 §9). */
  zeroValuesExcluded: number;
}

const hasMarker = (text: string) => text.toUpperCase().includes(SUMMARY_MARKER);

/** The numeric cells of C to I above the summary marker; text cells are headers, never values. */
function depositValuesOf(sheet: SheetGrid, store: string): DepositValue[] {
  const values: DepositValue[] = [];
  const headers: string[] = [];
  for (const row of sheet.rows) {
    if (row.cells.some((cell) => cell?.kind === 'text' && hasMarker(cell.text))) break;
    for (let column = DEPOSIT_FIRST_COLUMN; column <= DEPOSIT_LAST_COLUMN; column++) {
      const cell = row.cells[column];
      if (!cell) continue;
      if (cell.kind === 'text') {
        if (cell.text.trim() !== '') headers[column] = cell.text.trim();
        continue;
      }
      const letter = columnLetter(column);
      values.push({
        store,
        rowNumber: row.rowNumber,
        column: letter,
        header: headers[column] ?? letter,
        units: cell.units,
      });
    }
  }
  return values;
}

/** Bank rows with a Credit Amount are the candidates. */
const bankCreditsOf = (rows: readonly BankRow[]): BankCredit[] =>
  rows
    .filter((row) => row.credit !== null && row.credit !== 0)
    .map((row) => ({
      line: row.line,
      date: row.date,
      number: row.number,
      description: row.description,
      units: row.credit ?? 0,
    }));

/** Spec 03 §3 / §9: which workbook values and which bank credits do not reconcile. */
export function reconcileCredits(
  sheets: ReadonlyMap<string, SheetGrid>,
  bankRows: readonly BankRow[],
): CreditReconciliation {
  const missingSheets: string[] = [];
  const values: DepositValue[] = [];
  for (const store of CREDIT_SHEETS) {
    const sheet = sheets.get(store);
    if (!sheet) {
      missingSheets.push(store);
      continue;
    }
    // One by one: spreading a large array into push() overflows the call stack (issue #27).
    for (const value of depositValuesOf(sheet, store)) values.push(value);
  }
  const bankCredits = bankCreditsOf(bankRows);
  const matchOf = matchAmounts(values, bankCredits);
  const used = new Uint8Array(bankCredits.length);
  const unmatchedValues: DepositValue[] = [];
  let zeroValuesExcluded = 0;
  let matchedCount = 0;
  values.forEach((value, index) => {
    const bankIndex = matchOf[index] ?? -1;
    if (bankIndex >= 0) {
      used[bankIndex] = 1;
      matchedCount += 1;
    } else if (value.units === 0) {
      zeroValuesExcluded += 1;
    } else {
      unmatchedValues.push(value);
    }
  });
  const unmatchedCredits = bankCredits.filter((_, index) => used[index] === 0);
  return { values, bankCredits, unmatchedValues, unmatchedCredits, matchedCount, missingSheets, zeroValuesExcluded };
}
