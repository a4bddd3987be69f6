import { z } from 'zod';

/** Largest money amount accepted; keeps cents exact in a double and far inside `numeric(12,2)`. */
export const MONEY_MAX = 1_000_000;

/** Whole cents, tolerating binary artefacts such as 0.1 + 0.2 (valid for amounts up to MONEY_MAX). */
export function hasAtMostTwoDecimals(value: number): boolean {
  const cents = value * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

export interface MoneyOptions {
  /** Names the field in messages (`Price must be 0 or more`). */
  label: string;
  max?: number;
}

/**
 * Dollars and cents as a JSON number from 0 to `max`; strings such as "12.50" are refused, not
 * coerced. A missing value reads "<label> is required", another type "<label> must be a number".
 */
export const moneyAmount = ({ label, max = MONEY_MAX }: MoneyOptions) =>
  z
    .number({ error: (issue) => (issue.input == null ? `${label} is required` : `${label} must be a number`) })
    .min(0, `${label} must be 0 or more`)
    .max(max, `${label} must be at most ${max}`)
    .refine(hasAtMostTwoDecimals, `${label} must have at most 2 decimal places`);
