import { z } from 'zod';
import { isIsoDate } from '../schedules/dates';
import { STORE_CODES } from '../stores';
import { idParam } from '../validation/numbers';

/**
 * The completion report (ADR 083): a quiz × the people who took or should take it, by store; the
 * "Remind" mail to those not done (one per person per day); the results CSV for a date range.
 */

/** The longest date range one results export covers. */
const EXPORT_MAX_DAYS = 366;

export const REPORT_MESSAGES = {
  invalidDate: 'Dates must be real dates (yyyy-mm-dd)',
  rangeBackwards: 'The start date must not be after the end date',
  rangeTooLong: `A results export covers at most ${EXPORT_MAX_DAYS} days`,
  remindersSent: 'Reminders Sent',
  remindFailed: 'Reminders Failed',
  exportFailed: 'Export Failed',
} as const;

/** GET /api/quizzes/report: the active quiz unless `quizId` names another. */
export const CompletionReportQuerySchema = z.strictObject({
  quizId: idParam('quizId must be a quiz number').optional(),
});

const date = z.string().refine(isIsoDate, REPORT_MESSAGES.invalidDate);

/** GET /api/quizzes/results/export?from=…&to=… (store calendar days, both included). */
export const ResultsExportQuerySchema = z
  .strictObject({ from: date, to: date })
  .refine(({ from, to }) => from <= to, { message: REPORT_MESSAGES.rangeBackwards, path: ['to'] })
  .refine(
    ({ from, to }) => Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`) < EXPORT_MAX_DAYS * 86_400_000,
    { message: REPORT_MESSAGES.rangeTooLong, path: ['to'] },
  );
export type ResultsExportQuery = z.infer<typeof ResultsExportQuerySchema>;

const ReportPersonSchema = z.strictObject({
  userId: z.number().int(),
  username: z.string(),
  /** The roster employee this account is, when one is linked. */
  employeeName: z.string().nullable(),
  /** False when neither the account nor its employee record gives a mail address. */
  canBeMailed: z.boolean(),
  result: z
    .strictObject({ score: z.number().int(), totalQuestions: z.number().int(), completedAt: z.string() })
    .nullable(),
  remindedToday: z.boolean(),
});
export type ReportPerson = z.infer<typeof ReportPersonSchema>;

export const CompletionReportSchema = z.strictObject({
  quiz: z
    .strictObject({
      id: z.number().int(),
      title: z.string(),
      weekStart: z.string(),
      weekEnd: z.string(),
      isActive: z.boolean(),
    })
    .nullable(),
  doneCount: z.number().int(),
  missingCount: z.number().int(),
  /** Stores in the label-queue order, then the people no store names. */
  stores: z.array(
    z.strictObject({
      store: z.enum(STORE_CODES).nullable(),
      storeName: z.string(),
      people: z.array(ReportPersonSchema),
    }),
  ),
});
export type CompletionReport = z.infer<typeof CompletionReportSchema>;

/** POST /api/quizzes/{id}/remind: how many mails went out and why the others did not. */
export const RemindResponseSchema = z.strictObject({
  sent: z.number().int(),
  skipped: z.number().int(),
  alreadyRemindedToday: z.number().int(),
  noAddress: z.number().int(),
});
export type RemindResponse = z.infer<typeof RemindResponseSchema>;

export const NO_STORE_NAME = 'No store';

/** A mail address in a username (accounts may be named by their address). */
export const looksLikeMailAddress = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
