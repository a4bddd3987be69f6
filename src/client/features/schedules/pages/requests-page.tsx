import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Check, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { formatShift } from '#shared/schedules/dates';
import {
  REQUEST_MESSAGES as M,
  REQUEST_STATUS_LABELS,
  REQUEST_STATUSES,
  describeRequest,
  type RequestListQuery,
  type ReviewedRequest,
} from '#shared/schedules/requests';
import { storeNameOf } from '#shared/stores';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { Label } from '#client/components/ui/label';
import { getErrorMessage } from '#client/lib/error-message';
import { useAction } from '#client/lib/use-action';
import { toast } from '#client/lib/use-toast';
import { decideRequest } from '../api/decide-request';
import { useReviewRequests } from '../api/get-review-requests';
import { SCHEDULE_KEY } from '../api/schedule-keys';
import { ConfirmDialog } from '../components/confirm-dialog';
import { RequestLine, STATUS_CLASS } from '../components/request-line';

type Decision = { request: ReviewedRequest; decision: 'approve' | 'decline'; note: string };

function Clashes({ request }: { request: ReviewedRequest }) {
  const { shifts, timeOff } = request.clashes;
  if (shifts.length === 0 && timeOff.length === 0) return <p className="text-sm text-muted-foreground">No clashes.</p>;
  return (
    <ul className="grid gap-0.5 text-sm text-amber-900" aria-label={`Clashes of request ${request.id}`}>
      {shifts.map((shift) => (
        <li key={`s${shift.id}`}>
          Shift {shift.date} {formatShift(shift.startTime, shift.endTime)} at {storeNameOf(shift.store)}
        </li>
      ))}
      {timeOff.map((entry) => (
        <li key={`t${entry.id}`}>
          {entry.employeeName}: {entry.type} {entry.startDate}
          {entry.endDate === entry.startDate ? '' : ` – ${entry.endDate}`} at {storeNameOf(entry.store)}
        </li>
      ))}
    </ul>
  );
}

/** Requests of associates (ADR 080): admins approve or decline, seeing what each clashes with. */
export function RequestsPage() {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<NonNullable<RequestListQuery['status']>>('pending');
  const requests = useReviewRequests(status);
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [notes, setNotes] = useState<Record<number, string>>({});
  const decide = useAction({
    mutationFn: (value: Decision, key: string) => decideRequest(value.request.id, value.decision, value.note, key),
    onSuccess: async (request, value) => {
      toast({ title: value.decision === 'approve' ? M.approved : M.declined, description: describeRequest(request) });
      setDeciding(null);
      await queryClient.invalidateQueries({ queryKey: SCHEDULE_KEY });
    },
    onError: (error) => toast({ title: 'Error', description: getErrorMessage(error), variant: 'destructive' }),
  });
  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <Button asChild variant="ghost" size="sm" className="w-fit">
          <Link href="/schedule">
            <ArrowLeft aria-hidden="true" />
            Back to Schedule
          </Link>
        </Button>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Requests</h1>
        <p className="text-muted-foreground">Time off and shift swaps asked for by associates.</p>
      </header>
      <div className="grid max-w-xs gap-1.5">
        <Label htmlFor="requests-status">Status</Label>
        <select
          id="requests-status"
          className="h-10 rounded-md border bg-background px-3 text-sm"
          value={status}
          onChange={(event) => setStatus(event.target.value as typeof status)}
        >
          {REQUEST_STATUSES.map((value) => (
            <option key={value} value={value}>
              {REQUEST_STATUS_LABELS[value]}
            </option>
          ))}
          <option value="all">All</option>
        </select>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{status === 'all' ? 'All requests' : `${REQUEST_STATUS_LABELS[status]} requests`}</CardTitle>
        </CardHeader>
        <CardContent>
          {requests.isPending ? (
            <p className="text-sm text-muted-foreground">Loading requests...</p>
          ) : requests.isError ? (
            <p role="alert" className="text-destructive">
              {getErrorMessage(requests.error)}
            </p>
          ) : requests.data.length === 0 ? (
            <p className="text-muted-foreground">{M.noPending}</p>
          ) : (
            <ul className="divide-y rounded-md border" aria-label="Requests">
              {requests.data.map((request) => {
                const label = `${request.employeeName} ${describeRequest(request)}`;
                return (
                  <li key={request.id} className="grid gap-3 p-3 sm:p-4">
                    <div className="flex flex-wrap items-start justify-between gap-3">
                      <div className="grid gap-0.5">
                        <span className="font-semibold">{request.employeeName}</span>
                        <RequestLine request={request} />
                      </div>
                      <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[request.status]}`}>
                        {REQUEST_STATUS_LABELS[request.status]}
                      </span>
                    </div>
                    <Clashes request={request} />
                    {request.status === 'pending' ? (
                      <div className="flex flex-wrap items-end gap-2">
                        <div className="grid min-w-48 flex-1 gap-1.5">
                          <Label htmlFor={`request-note-${request.id}`}>Note to {request.employeeName}</Label>
                          <input
                            id={`request-note-${request.id}`}
                            className="h-10 rounded-md border bg-background px-3 text-sm"
                            value={notes[request.id] ?? ''}
                            onChange={(event) => setNotes({ ...notes, [request.id]: event.target.value })}
                          />
                        </div>
                        <Button
                          onClick={() => decide.mutate({ request, decision: 'approve', note: notes[request.id] ?? '' })}
                          disabled={decide.isPending}
                          aria-label={`Approve ${label}`}
                        >
                          <Check aria-hidden="true" />
                          Approve
                        </Button>
                        <Button
                          variant="outline"
                          className="text-destructive"
                          onClick={() => setDeciding({ request, decision: 'decline', note: notes[request.id] ?? '' })}
                          aria-label={`Decline ${label}`}
                        >
                          <X aria-hidden="true" />
                          Decline
                        </Button>
                      </div>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          )}
        </CardContent>
      </Card>
      <ConfirmDialog
        title={M.confirmDecline}
        description={deciding ? `${deciding.request.employeeName}: ${describeRequest(deciding.request)}` : ''}
        confirmLabel="Decline"
        isOpen={deciding !== null}
        isPending={decide.isPending}
        onCancel={() => setDeciding(null)}
        onConfirm={() => (deciding ? decide.mutate(deciding) : undefined)}
      />
    </div>
  );
}
