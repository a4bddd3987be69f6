import { z } from 'zod';

/** PostgreSQL `integer` (int4): every id and count column of ours. */
export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;

export interface IntegerOptions {
  /** Defaults to the column's own bounds. */
  min?: number;
  max?: number;
  /** Names the field in messages; absent, messages start lower-case. */
  label?: string;
  /** One message for every refusal (wrong type, fraction, out of range), as some forms show a single hint. */
  message?: string;
  /** Messages for single refusals, where they differ; each falls back to `message`, then to a generic one. */
  messages?: Partial<Record<'type' | 'int' | 'min' | 'max', string>>;
}

/**
 * A whole JSON number that fits a PostgreSQL `integer` column. Strings such as "5" are refused,
 * never coerced; a tighter `min`/`max` may be given but never a wider one.
 */
export function int32({ min = INT32_MIN, max = INT32_MAX, label, message, messages = {} }: IntegerOptions = {}) {
  if (min < INT32_MIN || max > INT32_MAX || min > max) throw new RangeError(`int32: bad bounds ${min}..${max}`);
  const say = (kind: keyof NonNullable<IntegerOptions['messages']>, rest: string) =>
    messages[kind] ?? message ?? (label ? `${label} ${rest}` : rest);
  return z
    .number({ error: say('type', 'must be a number') })
    .int(say('int', 'must be a whole number'))
    .min(min, say('min', `must be at least ${min}`))
    .max(max, say('max', `must be at most ${max}`));
}

/** An id or count that starts at 1 and fits an `integer` column. */
export const positiveInt32 = (options: Omit<IntegerOptions, 'min'> = {}) => int32({ ...options, min: 1 });

const DECIMAL_ID = /^[1-9]\d{0,9}$/;

/**
 * A path parameter naming a row by its `integer` id: the decimal digits of 1 to 2147483647, no
 * sign, no leading zero, no spaces; parsed to a number (`/category/2147483648` is refused here,
 * not by the database).
 */
export const idParam = (message = 'must be a whole number from 1 to 2147483647') =>
  z
    .string({ error: message })
    .refine((value) => DECIMAL_ID.test(value) && Number(value) <= INT32_MAX, { error: message })
    .transform(Number);
