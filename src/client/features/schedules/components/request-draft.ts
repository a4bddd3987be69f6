import { z } from 'zod';
import { RequestInputSchema, type RequestKind } from '#shared/schedules/requests';

/** An associate's request as typed: every field is text, the shift by its id. */
export interface RequestDraft {
  store: string;
  startDate: string;
  endDate: string;
  shiftId: string;
  date: string;
  startTime: string;
  endTime: string;
  note: string;
}

export const EMPTY_REQUEST: RequestDraft = {
  store: '',
  startDate: '',
  endDate: '',
  shiftId: '',
  date: '',
  startTime: '',
  endTime: '',
  note: '',
};

/** The body of a request: a day off ends on its start day unless told otherwise; a blank note is left out. */
function requestPayload(kind: RequestKind, draft: RequestDraft): Record<string, unknown> {
  const note = draft.note.trim() ? { note: draft.note } : {};
  return kind === 'day-off'
    ? { kind, store: draft.store, startDate: draft.startDate, endDate: draft.endDate || draft.startDate, ...note }
    : {
        kind,
        shiftId: Number(draft.shiftId),
        date: draft.date,
        startTime: draft.startTime,
        endTime: draft.endTime,
        ...note,
      };
}

const text = z.string();
/** The typed form read into the body, then checked by the route's own schema and messages (ADR 080). */
export const requestDraftSchema = (kind: RequestKind) =>
  z
    .object({
      store: text,
      startDate: text,
      endDate: text,
      shiftId: text,
      date: text,
      startTime: text,
      endTime: text,
      note: text,
    })
    // The body's values are still unchecked here: the pipe's schema checks each one.
    .transform((draft) => requestPayload(kind, draft) as z.input<typeof RequestInputSchema>)
    .pipe(RequestInputSchema);
