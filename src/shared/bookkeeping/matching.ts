import { MATCH_TOLERANCE_UNITS } from './amounts';

export interface Amounted {
  units: number;
}

/** Indexes of `items` in ascending order of amount (ties keep their order). */
function ascendingOrder(items: readonly Amounted[]): { order: Int32Array; units: Float64Array } {
  const units = Float64Array.from(items, (item) => item.units);
  const order = Int32Array.from(items.keys()).sort((a, b) => (units[a] ?? 0) - (units[b] ?? 0) || a - b);
  return { order, units };
}

/**
 * Pairs values with bank entries whose amounts are within the tolerance, each bank entry used at
 * most once, with as many pairs as possible. Every value's window has the same width, so taking
 * values in ascending order and giving each the smallest unused entry inside its window is
 * optimal (the interval-point greedy); O(n log n). Returns, per value index, the bank index or -1.
 */
export function matchAmounts(values: readonly Amounted[], bank: readonly Amounted[]): Int32Array {
  const matchOf = new Int32Array(values.length).fill(-1);
  const sortedValues = ascendingOrder(values);
  const sortedBank = ascendingOrder(bank);
  const bankUnits = (position: number) => sortedBank.units[sortedBank.order[position] ?? 0] ?? 0;
  // Bank entries are consumed in ascending order: each value's window only moves right, so an
  // entry skipped as too small for one value is too small for every later one.
  let next = 0;
  for (const valueIndex of sortedValues.order) {
    const units = sortedValues.units[valueIndex] ?? 0;
    while (next < bank.length && bankUnits(next) < units - MATCH_TOLERANCE_UNITS) next += 1;
    if (next < bank.length && bankUnits(next) <= units + MATCH_TOLERANCE_UNITS) {
      matchOf[valueIndex] = sortedBank.order[next] ?? -1;
      next += 1;
    }
  }
  return matchOf;
}
