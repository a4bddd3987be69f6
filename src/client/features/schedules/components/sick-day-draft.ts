import { z } from 'zod';
import { SickDayInputSchema } from '#shared/schedules/sick-day';

/** The dialog as filled in: a store not chosen yet is '', which the route's schema refuses with its message. */
export const SickDayDraftSchema = z
  .object({ employeeName: z.string(), date: z.string(), store: z.string() })
  .pipe(SickDayInputSchema);
export type SickDayDraft = z.input<typeof SickDayDraftSchema>;

export const EMPTY_SICK_DAY: SickDayDraft = { employeeName: '', date: '', store: '' };
