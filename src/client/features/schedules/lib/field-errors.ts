import type { z } from 'zod';

/** The first message of each top-level field of a failed parse, for the messages under the fields. */
export function fieldErrorsOf<K extends string>(error: z.ZodError): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field as K] = issue.message;
  }
  return errors;
}

/** Today's date in the browser's zone, as yyyy-mm-dd. */
export function localToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const LONG_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
export const formatDay = (date: string) => DATE_FORMAT.format(new Date(`${date}T00:00:00Z`));
export const formatLongDate = (date: string) => LONG_FORMAT.format(new Date(`${date}T00:00:00Z`));
