import { amountsMatch, parseAmountText } from './amounts';
import type { BankRow } from './bank-statement';
import { matchAmounts } from './matching';
import { cellText, type GridCell, type SheetGrid } from './workbook-grid';

/** Spec 03 §9: the check report's data starts at row 5. */
const CHECK_DATA_FIRST_ROW = 5;
/** A section marker: two digits, a space, a store code ("01 KW"). */
const STORE_MARKER = /^\s*(\d{2})\s+([A-Za-z]{2,3})\b/;

export interface ReportedCheck {
  store: string;
  sheet: string;
  rowNumber: number;
  checkNumber: string;
  date: string;
  payee: string;
  units: number;
}

interface BankCheck {
  line: number;
  date: string;
  /** The number used for matching: the No. column, else a number in the Description. */
  checkNumber: string;
  description: string;
  units: number;
}

interface CheckMatch {
  check: ReportedCheck;
  bank: BankCheck;
  /** `amount`: the bank row carries no number to compare, so the amount alone decided. */
  by: 'number' | 'amount';
}

/** Same amount, but the bank row carries another check number: flagged for a person, not cleared. */
interface CheckNumberMismatch {
  check: ReportedCheck;
  bank: BankCheck;
}

export interface CheckReconciliation {
  checks: ReportedCheck[];
  bankChecks: BankCheck[];
  matches: CheckMatch[];
  /** Pairs of equal amounts whose check numbers differ (issue 28): neither side is cleared. */
  numberMismatches: CheckNumberMismatch[];
  /** Checks neither matched nor in a number mismatch. */
  unmatchedChecks: ReportedCheck[];
  unmatchedBankChecks: BankCheck[];
}

/** `000123` and `123` are the same check. */
const normaliseCheckNumber = (text: string) => {
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

/** The word "check" (spec 03 §9), not "checkcard" or "check card" (card purchases). */
const CHECK_WORD = /\bcheck\b(?!\s*card)/i;
const DEPOSIT_WORD = /deposit/i;
/** A number written after the word: `CHECK 1043`, `Check #1043`, `CHECK NO. 1043`. */
const NUMBER_AFTER_CHECK = /\bcheck\b\s*(?:no\.?|number|#)?\s*#?\s*(\d{2,})/i;

/**
 * The bank's checks: debits whose Description has the word "Check" (issue 28: a deposit of a
 * check, "MOBILE CHECK DEPOSIT", and a card purchase, "Checkcard purchase", are not checks we
 * wrote). The number is the No. column's, else the one written after "check"; a row may have none.
 */
function bankChecksOf(rows: readonly BankRow[]): BankCheck[] {
  const checks: BankCheck[] = [];
  for (const row of rows) {
    if (!CHECK_WORD.test(row.description) || DEPOSIT_WORD.test(row.description)) continue;
    if (row.debit === null || row.debit === 0) continue;
    const fromDescription = NUMBER_AFTER_CHECK.exec(row.description)?.[1] ?? '';
    checks.push({
      line: row.line,
      date: row.date,
      checkNumber: normaliseCheckNumber(row.number) || normaliseCheckNumber(fromDescription),
      description: row.description,
      units: Math.abs(row.debit),
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
  const numberMismatches: CheckNumberMismatch[] = [];
  // Then by amount: with a bank row that has no number, a match; with one whose number differs
  // from the check's, a mismatch to look at (check 1043 is not bank check 9999 because both are $50).
  const pairByAmount = (bankHasNumber: boolean) => {
    const restCheckIndexes = checks.map((_, index) => index).filter((index) => matched[index] === 0);
    const restChecks = restCheckIndexes.map((index) => checks[index]).filter((check) => check !== undefined);
    const restBankIndexes = bankChecks
      .map((_, index) => index)
      .filter((index) => used[index] === 0 && Boolean(bankChecks[index]?.checkNumber) === bankHasNumber);
    const restBank = restBankIndexes.map((index) => bankChecks[index]).filter((bank) => bank !== undefined);
    const pairs = matchAmounts(restChecks, restBank);
    restChecks.forEach((check, position) => {
      const pair = pairs[position] ?? -1;
      const bank = restBank[pair];
      const bankIndex = restBankIndexes[pair];
      if (pair < 0 || !bank || bankIndex === undefined) return;
      used[bankIndex] = 1;
      matched[restCheckIndexes[position] ?? 0] = 1;
      if (bankHasNumber) numberMismatches.push({ check, bank });
      else matches.push({ check, bank, by: 'amount' });
    });
  };
  pairByAmount(false);
  pairByAmount(true);
  const inMismatch = new Set(numberMismatches.map((mismatch) => mismatch.check));
  const bankInMismatch = new Set(numberMismatches.map((mismatch) => mismatch.bank));
  return {
    checks: [...checks],
    bankChecks,
    matches,
    numberMismatches,
    unmatchedChecks: checks.filter((check, index) => matched[index] === 0 && !inMismatch.has(check)),
    unmatchedBankChecks: bankChecks.filter((bank, index) => used[index] === 0 && !bankInMismatch.has(bank)),
  };
}
