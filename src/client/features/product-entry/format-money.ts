import { toNumber, type NumericInput } from '../../../shared/product-entry/money';

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** `$12.50`, or an em dash when there is no amount. */
export function formatMoney(value: NumericInput): string {
  const amount = toNumber(value);
  return amount === undefined ? '—' : USD.format(amount);
}
