import { z } from 'zod';
import { STORE_CODES } from '../stores';
import { idParam } from '../validation/numbers';
import { multiLineText, singleLineText } from '../validation/text';
import { isIsoDate, isTime } from './dates';
import { NAME_MAX } from './sick-day';

export const TIME_OFF_TYPES = ['Day Off', 'Shift Swap (New Shift)'] as const;
export type TimeOffType = (typeof TIME_OFF_TYPES)[number];
export const SHIFT_SWAP: TimeOffType = 'Shift Swap (New Shift)';

/** Spec 03 §5; the texts the spec leaves out are recorded in ADR 037. */
export const TIME_OFF_MESSAGES = {
  employeeRequired: 'Employee name is required',
  storeRequired: 'Store is required',
  typeRequired: 'Type is required',
  startRequired: 'Start date is required',
  endRequired: 'End date is required',
  invalidDate: 'Invalid date',
  endBeforeStart: 'End date must be on or after start date',
  swapStartRequired: 'Shift swap start time is required',
  swapEndRequired: 'Shift swap end time is required',
  invalidTime: 'Invalid time',
  swapEndBeforeStart: 'Shift swap end time must be after start time',
  ptoMin: 'PTO days must be 0 or greater',
  ptoStep: 'PTO days must be in increments of 0.5 (half days)',
  ptoMax: 'PTO days must be at most 365',
  ptoType: 'PTO days must be a number',
  unknownEmployee: 'Employee not found',
  success: 'Time off scheduled',
  // The list, edit and delete (ADR 069).
  notFound: 'Time off not found',
  updated: 'Time off updated',
  deleted: 'Time off deleted',
  confirmDelete: 'Delete this time off?',
  fromAfterTo: 'From must be on or before To',
} as const;
const M = TIME_OFF_MESSAGES;
export const NOTE_MAX = 1000;

const requiredDate = (required: string) =>
  z.string({ error: required }).min(1, required).refine(isIsoDate, M.invalidDate);
const optionalTime = z.string({ error: M.invalidTime }).refine(isTime, M.invalidTime);

/** POST /api/exceptions: empty optionals are omitted by the client (spec 03 §7). */
export const TimeOffInputSchema = z
  .object({
    employeeName: singleLineText({ max: NAME_MAX, label: 'Employee name', typeError: M.employeeRequired })
      .trim()
      .min(1, M.employeeRequired),
    store: z.enum(STORE_CODES, { error: M.storeRequired }),
    type: z.enum(TIME_OFF_TYPES, { error: M.typeRequired }),
    startDate: requiredDate(M.startRequired),
    endDate: requiredDate(M.endRequired),
    shiftSwapStartTime: optionalTime.optional(),
    shiftSwapEndTime: optionalTime.optional(),
    ptoDays: z
      .number({ error: M.ptoType })
      .min(0, M.ptoMin)
      .max(365, M.ptoMax)
      .refine((value) => Number.isInteger(value * 2), M.ptoStep)
      .optional(),
    note: multiLineText({ max: NOTE_MAX, label: 'Note' }).optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.endDate < value.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: M.endBeforeStart });
    if (value.type !== SHIFT_SWAP) return;
    if (value.shiftSwapStartTime === undefined)
      ctx.addIssue({ code: 'custom', path: ['shiftSwapStartTime'], message: M.swapStartRequired });
    if (value.shiftSwapEndTime === undefined)
      ctx.addIssue({ code: 'custom', path: ['shiftSwapEndTime'], message: M.swapEndRequired });
    if (value.shiftSwapStartTime && value.shiftSwapEndTime && value.shiftSwapEndTime <= value.shiftSwapStartTime)
      ctx.addIssue({ code: 'custom', path: ['shiftSwapEndTime'], message: M.swapEndBeforeStart });
  });
export type TimeOffInput = z.infer<typeof TimeOffInputSchema>;

export const TimeOffSchema = z.object({
  id: z.number().int(),
  employeeName: z.string(),
  store: z.enum(STORE_CODES),
  type: z.enum(TIME_OFF_TYPES),
  startDate: z.string(),
  endDate: z.string(),
  shiftSwapStartTime: z.string().nullable(),
  shiftSwapEndTime: z.string().nullable(),
  ptoDays: z.number().nullable(),
  note: z.string().nullable(),
});
export type TimeOff = z.infer<typeof TimeOffSchema>;

/** GET /api/exceptions: every filter optional; dates pick the entries that overlap [from, to]. */
export const TimeOffListQuerySchema = z
  .object({
    store: z.enum(STORE_CODES, { error: 'store must be a store code' }).optional(),
    employee: singleLineText({ max: NAME_MAX, label: 'Employee', trim: true }).optional(),
    from: z.string().refine(isIsoDate, M.invalidDate).optional(),
    to: z.string().refine(isIsoDate, M.invalidDate).optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.from && value.to && value.to < value.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: M.fromAfterTo });
  });
export type TimeOffListQuery = z.infer<typeof TimeOffListQuerySchema>;

export const TimeOffIdParamsSchema = z.object({ id: idParam() }).strict();

/** One entry of the list: the entry and who recorded it. */
const TimeOffListItemSchema = TimeOffSchema.extend({ createdBy: z.string() });
export type TimeOffListItem = z.infer<typeof TimeOffListItemSchema>;
export const TimeOffListSchema = z.array(TimeOffListItemSchema);
