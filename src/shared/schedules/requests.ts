import { z } from 'zod';
import { STORE_CODES } from '../stores';
import { idParam, positiveInt32 } from '../validation/numbers';
import { multiLineText } from '../validation/text';
import { isIsoDate, isTime } from './dates';
import { NOTE_MAX, TIME_OFF_MESSAGES, TIME_OFF_TYPES } from './time-off';

/**
 * Staff self-service (ADR 080): an associate linked to a roster employee asks for a day off or a
 * shift swap; an admin approves or declines; the requester may cancel while it is pending.
 */
const REQUEST_KINDS = ['day-off', 'swap'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];
export const REQUEST_STATUSES = ['pending', 'approved', 'declined', 'cancelled'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const REQUEST_KIND_LABELS: Record<RequestKind, string> = { 'day-off': 'Day Off', swap: 'Shift Swap' };
export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
  cancelled: 'Cancelled',
};

export const REQUEST_MESSAGES = {
  notLinked: 'Your account is not linked to an employee. Ask an admin to link it in Employee Management.',
  onlyYourself: 'You can only report your own sick days',
  notFound: 'Request not found',
  notPending: 'This request is no longer pending',
  notYours: 'This is not your request',
  shiftNotFound: 'Shift not found',
  shiftNotYours: 'You can only swap your own shifts',
  shiftChanged: 'The shift has changed since it was requested; decline this request and ask again',
  shiftPast: 'That shift has already passed',
  notBeforeToday: 'Dates must be today or later',
  tooFar: 'Date must be within a year of today',
  sameHours: 'The new date and hours are the shift as it is',
  sent: 'Request sent',
  cancelled: 'Request cancelled',
  approved: 'Request approved',
  declined: 'Request declined',
  confirmCancel: 'Cancel this request?',
  confirmDecline: 'Decline this request?',
  noRequests: 'No requests yet.',
  noPending: 'No requests match.',
  storeRequired: TIME_OFF_MESSAGES.storeRequired,
  startRequired: TIME_OFF_MESSAGES.startRequired,
  endRequired: TIME_OFF_MESSAGES.endRequired,
  endBeforeStart: TIME_OFF_MESSAGES.endBeforeStart,
  dateRequired: 'Date is required',
  shiftRequired: 'Choose one of your shifts',
  invalidDate: TIME_OFF_MESSAGES.invalidDate,
  invalidTime: 'Time must be HH:MM',
  endAfterStart: 'End time must be after start time',
} as const;
const M = REQUEST_MESSAGES;

const date = (required: string) => z.string({ error: required }).min(1, required).refine(isIsoDate, M.invalidDate);
const time = z.string({ error: M.invalidTime }).refine(isTime, M.invalidTime);
const note = multiLineText({ max: NOTE_MAX, label: 'Note' }).optional();

/** A day off (one day or several), at the store it is taken from. */
const DayOffRequestInputSchema = z
  .object({
    kind: z.literal('day-off'),
    store: z.enum(STORE_CODES, { error: M.storeRequired }),
    startDate: date(M.startRequired),
    endDate: date(M.endRequired),
    ptoDays: z
      .number({ error: TIME_OFF_MESSAGES.ptoType })
      .min(0, TIME_OFF_MESSAGES.ptoMin)
      .max(365, TIME_OFF_MESSAGES.ptoMax)
      .refine((value) => Number.isInteger(value * 2), TIME_OFF_MESSAGES.ptoStep)
      .optional(),
    note,
  })
  .strict()
  .refine((value) => value.endDate >= value.startDate, { path: ['endDate'], message: M.endBeforeStart });

/** One of the requester's shifts, moved to a new date and hours. */
const SwapRequestInputSchema = z
  .object({
    kind: z.literal('swap'),
    shiftId: positiveInt32({ label: 'Shift', message: M.shiftRequired }),
    date: date(M.dateRequired),
    startTime: time,
    endTime: time,
    note,
  })
  .strict()
  .refine((value) => value.endTime > value.startTime, { path: ['endTime'], message: M.endAfterStart });

/** POST /api/schedule/requests: always for the signed-in user's own employee. */
export const RequestInputSchema = z.discriminatedUnion('kind', [DayOffRequestInputSchema, SwapRequestInputSchema], {
  error: 'kind must be day-off or swap',
});
export type RequestInput = z.infer<typeof RequestInputSchema>;

/** Approve or decline, with an optional word to the requester (sent in the mail). */
export const DecisionInputSchema = z.object({ note }).strict().nullish();
export type DecisionInput = z.infer<typeof DecisionInputSchema>;

export const RequestIdParamsSchema = z.object({ id: idParam() }).strict();

/** GET /api/schedule/requests (admins): pending by default. */
export const RequestListQuerySchema = z
  .object({
    status: z.enum([...REQUEST_STATUSES, 'all'], { error: 'status must be a request status or all' }).optional(),
  })
  .strict();
export type RequestListQuery = z.infer<typeof RequestListQuerySchema>;

const ShiftRefSchema = z.object({ id: z.number().int(), date: z.string(), startTime: z.string(), endTime: z.string() });

export const ScheduleRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(REQUEST_KINDS),
  status: z.enum(REQUEST_STATUSES),
  employeeName: z.string(),
  store: z.enum(STORE_CODES),
  startDate: z.string(),
  endDate: z.string(),
  ptoDays: z.number().nullable(),
  /** A swap: the shift as it was when asked; the new hours are `startDate`, `startTime`–`endTime`. */
  shift: ShiftRefSchema.nullable(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  note: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
  createdAt: z.string(),
});
export type ScheduleRequest = z.infer<typeof ScheduleRequestSchema>;
export const ScheduleRequestListSchema = z.array(ScheduleRequestSchema);

/** What an admin weighs before approving: the requester's shifts then, and time off at that store or theirs. */
const ClashesSchema = z.object({
  shifts: z.array(
    z.object({
      id: z.number().int(),
      store: z.enum(STORE_CODES),
      date: z.string(),
      startTime: z.string(),
      endTime: z.string(),
    }),
  ),
  timeOff: z.array(
    z.object({
      id: z.number().int(),
      employeeName: z.string(),
      store: z.enum(STORE_CODES),
      type: z.enum(TIME_OFF_TYPES),
      startDate: z.string(),
      endDate: z.string(),
    }),
  ),
});
export type Clashes = z.infer<typeof ClashesSchema>;
const ReviewedRequestSchema = ScheduleRequestSchema.extend({ clashes: ClashesSchema });
export type ReviewedRequest = z.infer<typeof ReviewedRequestSchema>;
export const ReviewedRequestListSchema = z.array(ReviewedRequestSchema);

/** GET /api/schedule/me: the roster employee the signed-in account is linked to. */
export const MyEmployeeSchema = z.object({
  employee: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type MyEmployee = z.infer<typeof MyEmployeeSchema>;

/** A request in a line: "Day Off 2026-12-01 – 2026-12-02", "Shift Swap 2026-12-01 1:00 PM - 9:00 PM". */
export function describeRequest(request: Pick<ScheduleRequest, 'kind' | 'startDate' | 'endDate'>): string {
  const dates = request.startDate === request.endDate ? request.startDate : `${request.startDate} – ${request.endDate}`;
  return `${REQUEST_KIND_LABELS[request.kind]} ${dates}`;
}

/** GET /api/schedule/requests/shifts: the signed-in employee's shifts from today on, to pick one to swap. */
export const MyShiftsSchema = z.array(
  z.object({
    id: z.number().int(),
    store: z.enum(STORE_CODES),
    date: z.string(),
    startTime: z.string(),
    endTime: z.string(),
  }),
);
export type MyShifts = z.infer<typeof MyShiftsSchema>;
