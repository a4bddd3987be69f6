import { describe, expect, it } from 'vitest';
import { TimeOffInputSchema } from '#shared/schedules/time-off';
import { addDays, formatShift, mondayOf } from '#shared/schedules/dates';
import { timeOffPayload } from './time-off-draft';

const base = {
  employeeName: 'Ana Diaz',
  store: 'KW',
  type: 'Day Off',
  startDate: '2026-03-02',
  endDate: '2026-03-03',
  shiftSwapStartTime: '09:00',
  shiftSwapEndTime: '17:00',
  ptoDays: '',
  note: '  ',
};

describe('the time-off request body (spec 03 §7: empty optionals omitted)', () => {
  it('leaves out empty PTO days and note, and swap times unless the type is a swap', () => {
    expect(timeOffPayload(base)).toEqual({
      employeeName: 'Ana Diaz',
      store: 'KW',
      type: 'Day Off',
      startDate: '2026-03-02',
      endDate: '2026-03-03',
    });
    const swap = timeOffPayload({ ...base, type: 'Shift Swap (New Shift)', ptoDays: '1.5', note: 'Trade' });
    expect(swap).toMatchObject({ shiftSwapStartTime: '09:00', shiftSwapEndTime: '17:00', ptoDays: 1.5, note: 'Trade' });
    expect(TimeOffInputSchema.safeParse(swap).success).toBe(true);
  });

  it('turns a PTO entry that is not a number into the number message', () => {
    const parsed = TimeOffInputSchema.safeParse(timeOffPayload({ ...base, ptoDays: 'abc' }));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('PTO days must be a number');
  });
});

describe('schedule helpers', () => {
  it('find the Monday of a week and move by days across months', () => {
    expect(mondayOf('2026-03-08')).toBe('2026-03-02');
    expect(mondayOf('2026-03-02')).toBe('2026-03-02');
    expect(addDays('2026-02-27', 7)).toBe('2026-03-06');
    expect(formatShift('00:30', '12:00')).toBe('12:30 AM - 12:00 PM');
  });
});
