/**
 * The one way money is shown (issue 34): US dollars with thousands separators and two decimals,
 * `$56,257.41`, `-$12.50`. Screens, exports' text, labels and mails all use it; wire formats
 * (the store platform's decimal strings, spreadsheet number cells) do not.
 */
const formatters = new Map<number, Intl.NumberFormat>();

function formatterFor(maxFractionDigits: number): Intl.NumberFormat {
  let formatter = formatters.get(maxFractionDigits);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: maxFractionDigits,
    });
    formatters.set(maxFractionDigits, formatter);
  }
  return formatter;
}

export interface FormatMoneyOptions {
  /** Shown for null, undefined and non-finite values (default an em dash). */
  empty?: string;
  /** Decimals beyond two, up to this many, are kept rather than rounded (bank amounts: 4). */
  maxFractionDigits?: 2 | 3 | 4;
}

/** Dollars as `$1,234.56`; an amount that is not a finite number shows `empty`. */
export function formatMoney(value: number | null | undefined, options: FormatMoneyOptions = {}): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return options.empty ?? '—';
  // -0 and amounts that round to zero show as $0.00, never -$0.00.
  const formatted = formatterFor(options.maxFractionDigits ?? 2).format(value);
  return /^-\$0\.0+$/.test(formatted) ? formatted.slice(1) : formatted;
}

/** Whole cents as dollars: `5625741` → `$56,257.41`. */
export const formatCents = (cents: number | null | undefined, options: FormatMoneyOptions = {}) =>
  formatMoney(cents === null || cents === undefined ? cents : cents / 100, options);
