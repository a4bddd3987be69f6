import { z } from 'zod';
import { SHIFT_SWAP, TimeOffInputSchema, type TimeOff } from '#shared/schedules/time-off';

/** The time-off form as typed: every field is text, PTO days included. */
export interface TimeOffDraft {
  employeeName: string;
  store: string;
  type: string;
  startDate: string;
  endDate: string;
  shiftSwapStartTime: string;
  shiftSwapEndTime: string;
  ptoDays: string;
  note: string;
}

export const EMPTY_TIME_OFF: TimeOffDraft = {
  employeeName: '',
  store: '',
  type: '',
  startDate: '',
  endDate: '',
  shiftSwapStartTime: '',
  shiftSwapEndTime: '',
  ptoDays: '',
  note: '',
};

/** The request body: empty optionals left out (spec 03 §7); swap times only for a swap. */
export function timeOffPayload(draft: TimeOffDraft): Record<string, unknown> {
  const payload: Record<string, unknown> = {
    employeeName: draft.employeeName,
    store: draft.store,
    type: draft.type,
    startDate: draft.startDate,
    endDate: draft.endDate,
  };
  if (draft.type === SHIFT_SWAP) {
    if (draft.shiftSwapStartTime) payload.shiftSwapStartTime = draft.shiftSwapStartTime;
    if (draft.shiftSwapEndTime) payload.shiftSwapEndTime = draft.shiftSwapEndTime;
  }
  if (draft.ptoDays.trim() !== '') payload.ptoDays = Number(draft.ptoDays);
  if (draft.note.trim() !== '') payload.note = draft.note;
  return payload;
}

/** An entry as the form shows it, to edit it. */
export const draftOf = (entry: TimeOff): TimeOffDraft => ({
  employeeName: entry.employeeName,
  store: entry.store,
  type: entry.type,
  startDate: entry.startDate,
  endDate: entry.endDate,
  shiftSwapStartTime: entry.shiftSwapStartTime ?? '',
  shiftSwapEndTime: entry.shiftSwapEndTime ?? '',
  ptoDays: entry.ptoDays === null ? '' : String(entry.ptoDays),
  note: entry.note ?? '',
});

const text = z.string();
/** The typed form read into the body, then checked by the route's own schema and messages. */
export const TimeOffDraftSchema = z
  .object({
    employeeName: text,
    store: text,
    type: text,
    startDate: text,
    endDate: text,
    shiftSwapStartTime: text,
    shiftSwapEndTime: text,
    ptoDays: text,
    note: text,
  })
  // The body's values are still unchecked here: the pipe's schema checks each one.
  .transform((draft) => timeOffPayload(draft) as z.input<typeof TimeOffInputSchema>)
  .pipe(TimeOffInputSchema);
