import { formatMoney as formatDollars } from '#shared/money/format-money';
import { toNumber, type NumericInput } from '#shared/product-entry/money';

/** `$12.50`, or an em dash when there is no amount (the wizard's fields hold text or numbers). */
export function formatMoney(value: NumericInput): string {
  return formatDollars(toNumber(value));
}
