import { formatShift } from '#shared/schedules/dates';
import { describeRequest, type ScheduleRequest } from '#shared/schedules/requests';
import { storeNameOf } from '#shared/stores';

/** The colours of a request's status badge. */
export const STATUS_CLASS = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-green-100 text-green-900',
  declined: 'bg-red-100 text-red-900',
  cancelled: 'bg-muted text-muted-foreground',
} as const;

/** A request in a list: what, where, the swap's hours, its note and the admin's answer. */
export function RequestLine({ request }: { request: ScheduleRequest }) {
  return (
    <span className="grid min-w-0 gap-0.5">
      <span className="font-medium break-words">
        {describeRequest(request)} · {storeNameOf(request.store)}
      </span>
      {request.kind === 'swap' && request.shift && request.startTime && request.endTime ? (
        <span className="text-sm text-muted-foreground">
          {request.shift.date} {formatShift(request.shift.startTime, request.shift.endTime)} → {request.startDate}{' '}
          {formatShift(request.startTime, request.endTime)}
        </span>
      ) : null}
      {request.note ? <span className="text-sm break-words whitespace-pre-wrap">{request.note}</span> : null}
      {request.decisionNote ? (
        <span className="text-sm break-words whitespace-pre-wrap text-muted-foreground">
          {request.decidedBy}: {request.decisionNote}
        </span>
      ) : null}
    </span>
  );
}
