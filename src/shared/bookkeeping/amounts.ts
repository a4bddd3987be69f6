import { formatMoney } from '../money/format-money';

/**
 * Amounts are integers of 1/10,000 of a dollar ("units"): exact for sums and comparisons, fine
 * enough for workbook values with fractions of a cent, and far inside Number's exact integers.
 */
export const AMOUNT_SCALE = 10_000;
/** Spec 03 §9: a value matches a bank entry within plus or minus $0.005. */
export const MATCH_TOLERANCE_UNITS = 50;
/** Largest amount read from a file: $100,000,000,000 (anything larger is not a bank amount). */
const MAX_UNITS = 100_000_000_000 * AMOUNT_SCALE;

/** Dollars as typed in a bank CSV: `1234.5`, `$1,234.56`, `-12.00`, `(12.00)`, `12.00-`, `+5`. */
const AMOUNT_TEXT = /^([+-]?)\$?([+-]?)(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d+))?(-?)$/;

/**
 * Parses a text amount exactly (digit by digit, never through a binary float). Empty text is
 * null; text that is not an amount is undefined. More than four decimals round half away from 0.
 */
const PLAIN = /^(-?)(\d{1,12})(?:\.(\d{1,4}))?$/;

export function parseAmountText(raw: string): number | null | undefined {
  // Fast path: the plain `1234.56` / `-12.5` almost every bank writes.
  const plain = PLAIN.exec(raw);
  if (plain) {
    const units = Number(plain[2]) * AMOUNT_SCALE + Number(((plain[3] ?? '') + '0000').slice(0, 4));
    return units === 0 ? 0 : plain[1] ? -units : units;
  }
  let text = raw.trim();
  if (text === '') return null;
  let negative = false;
  if (text.startsWith('(') && text.endsWith(')')) {
    negative = true;
    text = text.slice(1, -1).trim();
  }
  text = text.replace(/\s+/g, '');
  const match = AMOUNT_TEXT.exec(text);
  if (!match) return undefined;
  const [, sign1 = '', sign2 = '', whole = '', fraction = '', trailing = ''] = match;
  if (whole === '' && fraction === '') return undefined;
  if ([sign1, sign2, trailing].filter(Boolean).length > 1) return undefined;
  if (sign1 === '-' || sign2 === '-' || trailing === '-') negative = !negative;
  const digits = whole.replace(/,/g, '') || '0';
  if (digits.replace(/^0+/, '').length > 12) return undefined;
  const kept = (fraction + '0000').slice(0, 4);
  let units = Number(digits) * AMOUNT_SCALE + Number(kept);
  if (fraction.length > 4 && fraction.charCodeAt(4) >= 53 /* '5' */) units += 1;
  if (units === 0) return 0;
  return negative ? -units : units;
}

/** A number from a spreadsheet cell in units (the nearest 1/10,000); undefined if not usable. */
export function unitsOfNumber(value: number): number | undefined {
  if (!Number.isFinite(value)) return undefined;
  const units = Math.round(value * AMOUNT_SCALE);
  if (Math.abs(units) > MAX_UNITS) return undefined;
  return units === 0 ? 0 : units;
}

/** Units as dollars for a spreadsheet cell (display only; sums are made in units). */
export const dollarsOfUnits = (units: number) => units / AMOUNT_SCALE;

/** Units from whole cents (amount ranges of classifier rules are kept in cents). */
export const unitsOfCents = (cents: number) => cents * (AMOUNT_SCALE / 100);

/** `$1,234.56`, `-$0.50`, `$12.3456` (two decimals at least, four at most, never rounded). */
export const formatAmount = (units: number): string => formatMoney(units / AMOUNT_SCALE, { maxFractionDigits: 4 });

/** True when two amounts are within the matching tolerance (spec 03 §9). */
export const amountsMatch = (a: number, b: number) => Math.abs(a - b) <= MATCH_TOLERANCE_UNITS;
