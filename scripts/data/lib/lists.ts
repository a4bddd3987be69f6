/**
 * Order and de-duplication of the type tree's lists. Product tags are not built here: the
 * generator uses the app's own rule (`buildTags` in src/shared/product-entry/tags.ts).
 */

/**
 * Natural order: numbers (decimals included) compare by value, text case- and accent-insensitively,
 * so `5.0%` < `13.5%` < `16%` < `16.5%`, `375ml` < `750ml`, `2 Year` < `10 Year` < `NAS`,
 * `2025` < `NV`; the exact spelling breaks ties.
 */
function compareListValues(a: string, b: string): number {
  const split = (text: string) => text.split(/(\d+(?:\.\d+)?)/).filter((part) => part !== '');
  const left = split(a);
  const right = split(b);
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const x = left[i] ?? '';
    const y = right[i] ?? '';
    const xIsNumber = /^\d/.test(x);
    const yIsNumber = /^\d/.test(y);
    if (xIsNumber && yIsNumber) {
      if (Number(x) !== Number(y)) return Number(x) - Number(y);
    } else if (xIsNumber !== yIsNumber) {
      return xIsNumber ? -1 : 1;
    } else {
      const order = x.localeCompare(y, 'en', { sensitivity: 'base' });
      if (order !== 0) return order;
    }
  }
  return left.length - right.length || a.localeCompare(b);
}

/** Trimmed, blank-free, de-duplicated ignoring case (first spelling wins), in natural order. */
export function normalizeList(values: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const raw of values) {
    const value = raw.trim();
    if (value && !seen.has(value.toLowerCase())) seen.set(value.toLowerCase(), value);
  }
  return [...seen.values()].sort(compareListValues);
}
