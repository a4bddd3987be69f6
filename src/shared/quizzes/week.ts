/**
 * The stores' own time zone (St. Louis area, spec 01 §9): a quiz week runs Monday to Sunday on
 * the stores' calendar, whatever the server's zone (ADR 019).
 */
export const STORE_TIME_ZONE = 'America/Chicago';

export interface QuizWeek {
  /** yyyy-mm-dd, a Monday. */
  weekStart: string;
  /** yyyy-mm-dd, the Sunday after weekStart. */
  weekEnd: string;
}

const pad = (value: number) => String(value).padStart(2, '0');
const isoDate = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** The calendar date (yyyy-mm-dd) of an instant in a time zone. */
export function calendarDateIn(instant: Date, timeZone = STORE_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(instant)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The Monday-to-Sunday week of a calendar date (yyyy-mm-dd). */
export function weekOfDate(date: string): QuizWeek {
  const day = new Date(`${date}T00:00:00.000Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  const monday = new Date(day.getTime() - sinceMonday * 86_400_000);
  const sunday = new Date(monday.getTime() + 6 * 86_400_000);
  return { weekStart: isoDate(monday), weekEnd: isoDate(sunday) };
}

/** The quiz week holding an instant, on the stores' calendar. */
export const quizWeekAt = (instant: Date, timeZone = STORE_TIME_ZONE): QuizWeek =>
  weekOfDate(calendarDateIn(instant, timeZone));

/** Whole weeks from one Monday (yyyy-mm-dd) to another. */
export const weeksBetween = (fromMonday: string, toMonday: string) =>
  Math.round((Date.parse(`${toMonday}T00:00:00Z`) - Date.parse(`${fromMonday}T00:00:00Z`)) / (7 * 86_400_000));
