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
