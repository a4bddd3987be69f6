import { z } from 'zod';
import { STORE_CODES } from '../stores';
import { singleLineText } from '../validation/text';
import { isIsoDate } from './dates';

/** Spec 01 §5, §8. */
export const SICK_DAY_MESSAGES = {
  employeeRequired: 'Employee name is required',
  storeRequired: 'Store is required',
  dateRequired: 'Date is required',
  invalidDate: 'Invalid date',
  /** ADR 069: a sick day is reported for around now, not for 1999 or 2031. */
  dateTooFar: 'Date must be within a year of today',
  unknownEmployee: 'Employee not found',
  success:
    "We hope you feel better! Thanks for letting us know. If you can't come in tomorrow or your next scheduled workday, please fill this out again with that date. Thank you.",
} as const;
export const SICK_DAY_SUCCESS_MS = 8_000;

export const NAME_MAX = 120;

/** POST /api/sick-day-notification (spec 01 §3). */
export const SickDayInputSchema = z
  .object({
    employeeName: singleLineText({
      max: NAME_MAX,
      label: 'Employee name',
      typeError: SICK_DAY_MESSAGES.employeeRequired,
    })
      .trim()
      .min(1, SICK_DAY_MESSAGES.employeeRequired),
    store: z.enum(STORE_CODES, { error: SICK_DAY_MESSAGES.storeRequired }),
    date: z
      .string({ error: SICK_DAY_MESSAGES.dateRequired })
      .min(1, SICK_DAY_MESSAGES.dateRequired)
      .refine(isIsoDate, SICK_DAY_MESSAGES.invalidDate),
  })
  .strict();
export type SickDayInput = z.infer<typeof SickDayInputSchema>;

export const SickDayResponseSchema = z.object({
  id: z.number().int(),
  employeeName: z.string(),
  store: z.enum(STORE_CODES),
  date: z.string(),
  /** True when this employee's sick day for that date had already been reported (nothing new sent). */
  isDuplicate: z.boolean(),
  /** How many addresses the notice went to (0 when the store has none set). */
  notifiedCount: z.number().int(),
});
export type SickDayResponse = z.infer<typeof SickDayResponseSchema>;

/** Recipients of a store's sick-day notices (admins). */
export const RecipientsSchema = z.object({
  recipients: z.array(z.object({ store: z.enum(STORE_CODES), emails: z.array(z.string()) })),
});
export type Recipients = z.infer<typeof RecipientsSchema>;

const RECIPIENTS_MAX = 20;
export const RecipientsInputSchema = z
  .object({
    emails: z
      .array(singleLineText({ max: 254, label: 'E-mail', trim: true }).pipe(z.email({ error: 'Invalid email' })), {
        error: 'emails must be a list',
      })
      .max(RECIPIENTS_MAX, `At most ${RECIPIENTS_MAX} addresses per store`),
  })
  .strict();
export const StoreParamsSchema = z.object({ store: z.enum(STORE_CODES, { error: 'Unknown store' }) }).strict();
