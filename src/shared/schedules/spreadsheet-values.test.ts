import { describe, expect, it } from 'vitest';
import { readSheetDate, readSheetTime } from './spreadsheet-values';

describe('readSheetDate', () => {
  it.each([
    ['2026-11-30', '2026-11-30', null],
    ['11/30/2026', '2026-11-30', '11/30/2026 read as 2026-11-30 (month/day/year)'],
    ['3/4/2026', '2026-03-04', '3/4/2026 read as 2026-03-04 (month/day/year)'],
    ['12/1/26', '2026-12-01', '12/1/26 read as 2026-12-01 (month/day/two-digit year)'],
  ])('reads %s', (text, value, readAs) => {
    expect(readSheetDate(text)).toEqual({ value, readAs });
  });

  it.each(['30/11/2026', '2/30/2026', '11-30-2026', '2026/11/30', '11/30', '', 'next monday', '11/30/202'])(
    'refuses %j',
    (text) => {
      expect(readSheetDate(text)).toBeNull();
    },
  );
});

describe('readSheetTime', () => {
  it.each([
    ['09:00', '09:00', null],
    ['9:00', '09:00', '9:00 read as 09:00'],
    ['17:00:00', '17:00', '17:00:00 read as 17:00'],
    ['5:00 PM', '17:00', '5:00 PM read as 17:00'],
    ['5 pm', '17:00', '5 pm read as 17:00'],
    ['12:30 AM', '00:30', '12:30 AM read as 00:30'],
    ['12:15 PM', '12:15', '12:15 PM read as 12:15'],
    ['9:45:00 a.m.', '09:45', '9:45:00 a.m. read as 09:45'],
  ])('reads %s', (text, value, readAs) => {
    expect(readSheetTime(text)).toEqual({ value, readAs });
  });

  it.each(['13:00 PM', '0:30 AM', '24:00', '9:60', '9:00:30', 'noon', '', '5'])('refuses %j', (text) => {
    expect(readSheetTime(text)).toBeNull();
  });
});
