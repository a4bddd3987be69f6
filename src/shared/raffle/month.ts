import { singleLineText } from '../validation/text';
import { RAFFLE_MESSAGES } from './messages';

/** A calendar month, `YYYY-MM` (months 01–12, years 2000–2999). */
const MONTH_PATTERN = /^2\d{3}-(0[1-9]|1[0-2])$/;

export const monthField = () =>
  singleLineText({ max: 7, label: 'Month' }).regex(MONTH_PATTERN, RAFFLE_MESSAGES.monthFormat);

export const isMonth = (value: string) => MONTH_PATTERN.test(value);

/** `count` months ending at `month`, oldest first: `monthWindow('2026-02', 3)` → 2025-12, 2026-01, 2026-02. */
export function monthWindow(month: string, count: number): string[] {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const last = year * 12 + (monthNumber - 1);
  const months: string[] = [];
  for (let index = last - count + 1; index <= last; index += 1) {
    const y = Math.floor(index / 12);
    const m = (index % 12) + 1;
    months.push(`${y}-${String(m).padStart(2, '0')}`);
  }
  return months;
}

/** The month before `month`. */
export const previousMonth = (month: string) => monthWindow(month, 2)[0] as string;

/** The month `date` falls in, in UTC. */
export const monthOf = (date: Date) => `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
