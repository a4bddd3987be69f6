/** Dollars as people type them: `5000`, `5,000`, `$5,000.00`, ` 12.5 `, `-3` (a schema then judges range). */
const TYPED_MONEY = /^(-?)\$?(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d+))?$/;

/**
 * Reads a typed dollar amount (issue 28: "5,000" is an amount). Empty text is null; text that is
 * not an amount is NaN, so the form's schema refuses it with its own message.
 */
export function parseMoneyText(text: string): number | null {
  const trimmed = text.trim().replace(/\s+/g, '');
  if (trimmed === '') return null;
  const match = TYPED_MONEY.exec(trimmed);
  if (!match || (match[2] === undefined && match[3] === undefined)) return Number.NaN;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const value = Number(`${whole.replace(/,/g, '')}.${fraction || '0'}`);
  return sign ? -value : value;
}
