import { z } from 'zod';
import { STORE_CODES, type StoreCode } from '../stores';
import { singleLineText } from '../validation/text';
import { idParam } from '../validation/numbers';
import { isIsoDate, isTime } from './dates';
import { PublicationSchema } from './publish';
import { NAME_MAX } from './sick-day';

export const SCHEDULE_MESSAGES = {
  weekStartRequired: 'weekStart is required',
  invalidDate: 'Invalid date',
  invalidStores: 'stores must be store codes separated by commas',
  employeeRequired: 'Employee is required',
  storeRequired: 'Store is required',
  invalidTime: 'Time must be HH:MM',
  endAfterStart: 'End time must be after start time',
  unknownEmployee: 'Employee not found',
  shiftNotFound: 'Shift not found',
  outsideWeek: 'Date is outside the week',
  loadError: 'Error loading schedule: ',
  empty: 'No schedule data available',
  // The week editor's checks (ADR 069).
  closedDayHasShifts: (count: number) =>
    `This day has ${count} ${count === 1 ? 'shift' : 'shifts'}: keep or remove ${count === 1 ? 'it' : 'them'}?`,
  lastWeekEmpty: 'Last week has no shifts',
  lastWeekEmptyDetail: 'Nothing was copied; this week is unchanged.',
} as const;
const M = SCHEDULE_MESSAGES;

/** What a line of the schedule shows: a worked shift, or one overlaid by a sick day, a day off or a swap. */
const SHIFT_KINDS = ['shift', 'sick', 'day-off', 'swap'] as const;
export type ShiftKind = (typeof SHIFT_KINDS)[number];

const ScheduleShiftSchema = z.object({
  employee: z.string(),
  shift: z.string(),
  kind: z.enum(SHIFT_KINDS),
});
const ScheduleDaySchema = z.object({
  date: z.string(),
  isStoreClosed: z.boolean(),
  shifts: z.array(ScheduleShiftSchema),
});
const ScheduleRowSchema = z.object({ store: z.enum(STORE_CODES), days: z.array(ScheduleDaySchema) });
export const ScheduleRowsSchema = z.array(ScheduleRowSchema);
export type ScheduleShift = z.infer<typeof ScheduleShiftSchema>;
export type ScheduleRow = z.infer<typeof ScheduleRowSchema>;

const isoDate = (required: string) => z.string({ error: required }).min(1, required).refine(isIsoDate, M.invalidDate);
const time = z.string({ error: M.invalidTime }).refine(isTime, M.invalidTime);
const employee = singleLineText({ max: NAME_MAX, label: 'Employee', typeError: M.employeeRequired })
  .trim()
  .min(1, M.employeeRequired);
const store = z.enum(STORE_CODES, { error: M.storeRequired });

const STORES_LIST = new RegExp(`^(${STORE_CODES.join('|')})(,(${STORE_CODES.join('|')}))*$`);

/** GET /api/schedule?stores=KW,FR&weekStart=yyyy-mm-dd (no stores: every store). */
export const ScheduleQuerySchema = z
  .object({
    stores: z
      .string({ error: M.invalidStores })
      .max(60, M.invalidStores)
      .refine((value) => value === '' || STORES_LIST.test(value), M.invalidStores)
      .optional(),
    weekStart: isoDate(M.weekStartRequired),
  })
  .strict();
export const parseStores = (value: string | undefined): StoreCode[] =>
  value ? STORE_CODES.filter((code) => value.split(',').includes(code)) : [...STORE_CODES];

export const PersonalScheduleQuerySchema = z.object({ employee, weekStart: isoDate(M.weekStartRequired) }).strict();

export const ScheduleTestSchema = z.object({ connected: z.boolean() });
export const ScheduleEmployeesSchema = z.array(z.string());

/** The week editor (admins). */
export const WeekQuerySchema = z.object({ store, weekStart: isoDate(M.weekStartRequired) }).strict();
export const EditableShiftSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  employee: z.string(),
  startTime: z.string(),
  endTime: z.string(),
});
export type EditableShift = z.infer<typeof EditableShiftSchema>;
/** A day someone is not working as scheduled: a sick day, a day off or a shift swap (any store). */
const ABSENCE_KINDS = ['sick', 'day-off', 'swap'] as const;
const AbsenceSchema = z.object({
  date: z.string(),
  employee: z.string(),
  store: z.enum(STORE_CODES),
  kind: z.enum(ABSENCE_KINDS),
  /** What the editor shows: "Sick", "Day Off", "Shift swap 1:00 PM - 9:00 PM". */
  label: z.string(),
});
export type Absence = z.infer<typeof AbsenceSchema>;
const ShiftWarningSchema = z.object({ shiftId: z.number().int(), message: z.string() });
export type ShiftWarning = z.infer<typeof ShiftWarningSchema>;

export const WeekSchema = z.object({
  store: z.enum(STORE_CODES),
  weekStart: z.string(),
  shifts: z.array(EditableShiftSchema),
  closedDates: z.array(z.string()),
  absences: z.array(AbsenceSchema),
  warnings: z.array(ShiftWarningSchema),
  /** Null until the week is published (ADR 081). */
  publication: PublicationSchema.nullable(),
});
export type Week = z.infer<typeof WeekSchema>;

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const ABSENCE_WARNING: Record<Absence['kind'], (name: string) => string> = {
  sick: (name) => `${name} reported sick that day`,
  'day-off': (name) => `${name} has a day off that day`,
  swap: (name) => `${name} has a shift swap that day`,
};

/**
 * What a manager would not want in a week (ADR 069): two shifts of one person that overlap on one
 * day, a shift on a day the person is off or sick, a shift on a day the store is closed.
 */
export function weekWarnings(
  shifts: readonly EditableShift[],
  absences: readonly Absence[],
  closedDates: readonly string[],
): ShiftWarning[] {
  const warnings: ShiftWarning[] = [];
  for (const shift of shifts) {
    for (const other of shifts) {
      if (other.id === shift.id || other.date !== shift.date || !sameName(other.employee, shift.employee)) continue;
      if (other.startTime < shift.endTime && shift.startTime < other.endTime)
        warnings.push({
          shiftId: shift.id,
          message: `Overlaps ${shift.employee}'s other shift ${other.startTime}–${other.endTime}`,
        });
    }
    for (const absence of absences)
      if (absence.date === shift.date && sameName(absence.employee, shift.employee))
        warnings.push({ shiftId: shift.id, message: ABSENCE_WARNING[absence.kind](shift.employee) });
    if (closedDates.includes(shift.date)) warnings.push({ shiftId: shift.id, message: 'The store is closed that day' });
  }
  return warnings;
}

const endAfterStart = (value: { startTime: string; endTime: string }) => value.endTime > value.startTime;
export const ShiftFieldsSchema = z
  .object({ date: isoDate('Date is required'), employee, startTime: time, endTime: time })
  .strict()
  .refine(endAfterStart, { path: ['endTime'], message: M.endAfterStart });
export const ShiftInputSchema = z
  .object({ store, date: isoDate('Date is required'), employee, startTime: time, endTime: time })
  .strict()
  .refine(endAfterStart, { path: ['endTime'], message: M.endAfterStart });
export type ShiftInput = z.infer<typeof ShiftInputSchema>;
export type ShiftFields = z.infer<typeof ShiftFieldsSchema>;
export const ShiftIdParamsSchema = z.object({ id: idParam() }).strict();

export const ClosedDayInputSchema = z
  .object({
    store,
    date: isoDate('Date is required'),
    isClosed: z.boolean({ error: 'isClosed must be true or false' }),
    /** Closing a day that has shifts: what to do with them (asked first, ADR 069). */
    shifts: z.enum(['keep', 'remove'], { error: 'shifts must be keep or remove' }).optional(),
  })
  .strict();
export const ClosedDaySchema = z.object({
  store: z.enum(STORE_CODES),
  date: z.string(),
  isClosed: z.boolean(),
  removedShifts: z.number().int(),
});

export const CopyWeekInputSchema = z.object({ store, weekStart: isoDate(M.weekStartRequired) }).strict();
export const CopyWeekResponseSchema = z.object({ copied: z.number().int() });

/** CSV import of a week's shifts: the file's text is sent as JSON (ADR 038). */
export const CSV_MAX_CHARS = 200_000;
export const CSV_HEADER = ['store', 'date', 'employee', 'start', 'end'] as const;
export const ImportInputSchema = z
  .object({
    weekStart: isoDate(M.weekStartRequired),
    csv: z
      .string({ error: 'csv is required' })
      .max(CSV_MAX_CHARS, 'The file is too large (at most 200,000 characters)'),
    commit: z.boolean({ error: 'commit must be true or false' }),
  })
  .strict();
export type ImportInput = z.infer<typeof ImportInputSchema>;
const ImportRowSchema = z.object({
  line: z.number().int(),
  store: z.string(),
  date: z.string(),
  employee: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  errors: z.array(z.string()),
  /** How values not written in ISO were read (`11/30/2026 read as 2026-11-30 (month/day/year)`). */
  readAs: z.array(z.string()),
});
export type ImportRow = z.infer<typeof ImportRowSchema>;
export const ImportResponseSchema = z.object({
  rows: z.array(ImportRowSchema),
  /** File-level problems (header, empty file). */
  errors: z.array(z.string()),
  isValid: z.boolean(),
  imported: z.number().int(),
  stores: z.array(z.enum(STORE_CODES)),
});
export type ImportResponse = z.infer<typeof ImportResponseSchema>;
