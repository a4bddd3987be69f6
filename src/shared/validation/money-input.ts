import { MONEY_MAX } from './money';

export type MoneyInputResult =
  { kind: 'empty' } | { kind: 'amount'; value: number } | { kind: 'invalid'; message: string };

const DOT_DECIMAL = /^\d{1,3}(,\d{3})+(\.\d+)?$|^\d+(\.\d+)?$|^\.\d+$/;
const COMMA_DECIMAL = /^\d+,\d{1,2}$/;

/**
 * What a person typed as an amount of money (issue 26.9): "$47.99", "47.99", " 47 ", "1,234.50"
 * (thousands separators) and "14,99" (a decimal comma, as many keyboards and countries write it)
 * are amounts; anything else says why it is not, instead of being ignored.
 */
export function parseMoneyInput(text: string, label = 'Price'): MoneyInputResult {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  if (/^-/.test(trimmed.replace(/^\$\s*/, '')) || /^-\s*\$/.test(trimmed))
    return { kind: 'invalid', message: `${label} must be 0 or more` };
  const bare = trimmed.replace(/^\$\s*/, '').replace(/\s+/g, '');
  let normalised: string;
  if (COMMA_DECIMAL.test(bare) && !/^\d{1,3},\d{3}$/.test(bare)) normalised = bare.replace(',', '.');
  else if (DOT_DECIMAL.test(bare)) normalised = bare.replace(/,/g, '');
  else return { kind: 'invalid', message: `${label} must be an amount such as 47.99` };
  const [, cents = ''] = normalised.split('.');
  if (cents.length > 2) return { kind: 'invalid', message: `${label} must have at most 2 decimal places` };
  const value = Number(normalised);
  if (!Number.isFinite(value)) return { kind: 'invalid', message: `${label} must be an amount such as 47.99` };
  if (value > MONEY_MAX) return { kind: 'invalid', message: `${label} must be at most ${MONEY_MAX}` };
  return { kind: 'amount', value: Math.round(value * 100) / 100 };
}
