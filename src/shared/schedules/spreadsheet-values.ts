import { isIsoDate, isTime } from './dates';

/**
 * Dates and times as people and spreadsheets write them (issue 34): a schedule exported from a
 * spreadsheet says `11/30/2026` and `5:00 PM`, not `2026-11-30` and `17:00`. Each reader answers the
 * ISO value and, when the text was not already ISO, how it was read, for the import's preview.
 */
export interface ReadValue {
  value: string;
  /** How a non-ISO text was read, e.g. `11/30/2026 read as 2026-11-30 (month/day/year)`; null for ISO. */
  readAs: string | null;
}

const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})$/;
const pad = (value: number) => String(value).padStart(2, '0');

/** `yyyy-mm-dd`, or a US spreadsheet date `m/d/yyyy` or `m/d/yy` (20yy); null when neither. */
export function readSheetDate(text: string): ReadValue | null {
  if (isIsoDate(text)) return { value: text, readAs: null };
  const match = US_DATE.exec(text);
  if (!match) return null;
  const [, month = '', day = '', year = ''] = match;
  const fullYear = year.length === 2 ? `20${year}` : year;
  const value = `${fullYear}-${pad(Number(month))}-${pad(Number(day))}`;
  if (!isIsoDate(value)) return null;
  const pattern = year.length === 2 ? 'month/day/two-digit year' : 'month/day/year';
  return { value, readAs: `${text} read as ${value} (${pattern})` };
}

const CLOCK = /^(\d{1,2})(?::([0-5]\d))?(?::(00))?\s*([AaPp])\.?[Mm]\.?$/;
const LONG_24 = /^(\d{1,2}):([0-5]\d)(?::(00))?$/;

/** `HH:MM`, `H:MM`, `HH:MM:00`, or a 12-hour time (`5 PM`, `5:00 PM`, `5:00:00 pm`); null otherwise. */
export function readSheetTime(text: string): ReadValue | null {
  if (isTime(text)) return { value: text, readAs: null };
  const twelve = CLOCK.exec(text);
  if (twelve) {
    const [, hourText = '', minutes = '00', , meridiem = ''] = twelve;
    const hour = Number(hourText);
    if (hour < 1 || hour > 12) return null;
    const isPm = meridiem.toLowerCase() === 'p';
    const value = `${pad((hour % 12) + (isPm ? 12 : 0))}:${minutes}`;
    return { value, readAs: `${text} read as ${value}` };
  }
  const long = LONG_24.exec(text);
  if (long) {
    const [, hourText = '', minutes = ''] = long;
    const value = `${pad(Number(hourText))}:${minutes}`;
    if (!isTime(value)) return null;
    return { value, readAs: `${text} read as ${value}` };
  }
  return null;
}
