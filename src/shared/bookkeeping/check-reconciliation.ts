import { amountsMatch, parseAmountText } from './amounts';
import type { BankRow } from './bank-statement';
import { matchAmounts } from './matching';
import { cellText, type GridCell, type SheetGrid } from './workbook-grid';

/** Spec 03 §9: the check report's data starts at row 5. */
export const CHECK_DATA_FIRST_ROW = 5;
/** A section marker: two digits, a space, a store code ("01 KW"). */
export const STORE_MARKER = /^\s*(\d{2})\s+([A-Za-z]{2,3})\b/;

export interface ReportedCheck {
  store: string;
  sheet: string;
  rowNumber: number;
  checkNumber: string;
  date: string;
  payee: string;
  units: number;
}

export interface BankCheck {
  line: number;
  date: string;
  /** The number used for matching: the No. column, else a number in the Description. */
  checkNumber: string;
  description: string;
  units: number;
}

export interface CheckMatch {
  check: ReportedCheck;
  bank: BankCheck;
  by: 'number' | 'amount';
}

export interface CheckReconciliation {
  checks: ReportedCheck[];
  bankChecks: BankCheck[];
  matches: CheckMatch[];
  unmatchedChecks: ReportedCheck[];
  unmatchedBankChecks: BankCheck[];
}

/** `000123` and `123` are the same check. */
export const normaliseCheckNumber = (text: string) => {
  const digits = /\d+/.exec(text)?.[0] ?? '';
  return digits.replace(/^0+(?=\d)/, '');
};

function cellUnits(cell: GridCell | undefined): number | undefined {
  if (!cell) return undefined;
  if (cell.kind === 'number') return cell.units;
  const parsed = parseAmountText(cell.text);
  return parsed === null ? undefined : parsed;
}

function cellDate(cell: GridCell | undefined): string {
  return cellText(cell).trim();
}

/**
 * The checks of a report: rows from 5 down; a row whose column A reads like "01 KW" starts that
 * store's section; in a check row A is the number, B the date, C the payee, D the amount. Rows
 * without a number or an amount (headers, totals, blanks) are not checks.
 */
export function checksOf(sheet: SheetGrid): ReportedCheck[] {
  const checks: ReportedCheck[] = [];
  let store = '';
  for (const row of sheet.rows) {
    if (row.rowNumber < CHECK_DATA_FIRST_ROW) continue;
    const first = cellText(row.cells[0]).trim();
    const marker = STORE_MARKER.exec(first);
    if (marker && row.cells[0]?.kind === 'text') {
      store = (marker[2] ?? '').toUpperCase();
      continue;
    }
    const checkNumber = normaliseCheckNumber(first);
    const units = cellUnits(row.cells[3]);
    if (!checkNumber || units === undefined || !/^\s*#?\s*\d+\s*$/.test(first)) continue;
    checks.push({
      store: store || 'No store',
      sheet: sheet.name,
      rowNumber: row.rowNumber,
      checkNumber,
      date: cellDate(row.cells[1]),
      payee: cellText(row.cells[2]).trim(),
      units: Math.abs(units),
    });
  }
  return checks;
}

const CHECK_WORD = /check/i;

/** Only bank rows whose Description contains "Check" (spec 03 §9); the amount is the debit (or credit). */
export function bankChecksOf(rows: readonly BankRow[]): BankCheck[] {
  const checks: BankCheck[] = [];
  for (const row of rows) {
    if (!CHECK_WORD.test(row.description)) continue;
    const amount = row.debit !== null && row.debit !== 0 ? row.debit : row.credit;
    if (amount === null || amount === 0) continue;
    const fromDescription =
      /check\D{0,5}(\d{2,})/i.exec(row.description)?.[1] ?? /\d{2,}/.exec(row.description)?.[0] ?? '';
    checks.push({
      line: row.line,
      date: row.date,
      checkNumber: normaliseCheckNumber(row.number) || normaliseCheckNumber(fromDescription),
      description: row.description,
      units: Math.abs(amount),
    });
  }
  return checks;
}

/**
 * A check matches a bank row by number and amount (within the tolerance), else by amount alone;
 * each bank row matches once. Numbers first, so an amount-only match never takes the row that
 * carries a check's own number.
 */
export function reconcileChecks(checks: readonly ReportedCheck[], bankRows: readonly BankRow[]): CheckReconciliation {
  const bankChecks = bankChecksOf(bankRows);
  const used = new Uint8Array(bankChecks.length);
  const matched = new Uint8Array(checks.length);
  const matches: CheckMatch[] = [];
  const byNumber = new Map<string, number[]>();
  bankChecks.forEach((bank, index) => {
    if (!bank.checkNumber) return;
    const list = byNumber.get(bank.checkNumber);
    if (list) list.push(index);
    else byNumber.set(bank.checkNumber, [index]);
  });
  checks.forEach((check, checkIndex) => {
    const candidates = byNumber.get(check.checkNumber) ?? [];
    for (const bankIndex of candidates) {
      const bank = bankChecks[bankIndex];
      if (!bank || used[bankIndex] === 1 || !amountsMatch(bank.units, check.units)) continue;
      used[bankIndex] = 1;
      matched[checkIndex] = 1;
      matches.push({ check, bank, by: 'number' });
      break;
    }
  });
  const restCheckIndexes = checks.map((_, index) => index).filter((index) => matched[index] === 0);
  const restChecks = restCheckIndexes.map((index) => checks[index]).filter((check) => check !== undefined);
  const restBankIndexes = bankChecks.map((_, index) => index).filter((index) => used[index] === 0);
  const restBank = restBankIndexes.map((index) => bankChecks[index]).filter((bank) => bank !== undefined);
  const pairs = matchAmounts(restChecks, restBank);
  restChecks.forEach((check, position) => {
    const pair = pairs[position] ?? -1;
    const bank = restBank[pair];
    const bankIndex = restBankIndexes[pair];
    if (pair < 0 || !bank || bankIndex === undefined) return;
    used[bankIndex] = 1;
    matched[restCheckIndexes[position] ?? 0] = 1;
    matches.push({ check, bank, by: 'amount' });
  });
  return {
    checks: [...checks],
    bankChecks,
    matches,
    unmatchedChecks: checks.filter((_, index) => matched[index] === 0),
    unmatchedBankChecks: bankChecks.filter((_, index) => used[index] === 0),
  };
}
