const LOWEST = 100_000_000_000;
const SPAN = 900_000_000_000;

/**
 * 12 random digits from 100000000000 (spec 02 §2). `random` returns [0, 1) like Math.random;
 * tests inject their own.
 */
export function generateBarcode(random: () => number = Math.random): string {
  const value = random();
  const draw = Number.isFinite(value) ? Math.min(Math.max(value, 0), 1 - Number.EPSILON) : 0;
  return String(LOWEST + Math.floor(draw * SPAN));
}
