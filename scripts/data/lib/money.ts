/** Money as integer cents, so rounding never depends on binary floating point. */
export const toCents = (amount: number) => Math.round(amount * 100);
export const fromCents = (cents: number) => cents / 100;

/** cents ÷ n rounded half-up to whole cents; refuses exact half-cent ties so every reader rounds alike. */
export function divideCents(cents: number, n: number, what: string): number {
  if ((cents * 2) % n === 0 && cents % n !== 0) throw new Error(`${what}: ${cents}¢ ÷ ${n} is a half-cent tie`);
  return Math.round(cents / n);
}
