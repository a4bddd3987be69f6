import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatShift } from '../../../../shared/schedules/dates';
import {
  REQUEST_KIND_LABELS,
  REQUEST_MESSAGES as M,
  REQUEST_STATUS_LABELS,
  RequestInputSchema,
  describeRequest,
  type RequestKind,
  type ScheduleRequest,
} from '../../../../shared/schedules/requests';
import { STORE_CODES, storeNameOf } from '../../../../shared/stores';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { getErrorMessage } from '../../../lib/error-message';
import { useAction } from '../../../lib/use-action';
import { toast } from '../../../lib/use-toast';
import { cancelRequest, SCHEDULE_KEY, sendRequest, useMyRequests, useMyShifts } from '../api/schedule-api';
import { ConfirmDialog } from './confirm-dialog';

const selectClass = 'h-10 rounded-md border bg-background px-3 text-sm';

function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

/** An associate asks for a day off or a shift swap, always for themselves (ADR 080). */
export function RequestDialog({ kind, onClose }: { kind: RequestKind; onClose: () => void }) {
  const queryClient = useQueryClient();
  const shifts = useMyShifts(kind === 'swap');
  const [values, setValues] = useState({
    store: '',
    startDate: '',
    endDate: '',
    shiftId: '',
    date: '',
    startTime: '',
    endTime: '',
    note: '',
  });
  const [error, setError] = useState<string | null>(null);
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const note = values.note.trim() ? { note: values.note } : {};
  const payload =
    kind === 'day-off'
      ? { kind, store: values.store, startDate: values.startDate, endDate: values.endDate || values.startDate, ...note }
      : {
          kind,
          shiftId: Number(values.shiftId),
          date: values.date,
          startTime: values.startTime,
          endTime: values.endTime,
          ...note,
        };
  const send = useAction({
    mutationFn: (_: void, key: string) => {
      const parsed = RequestInputSchema.safeParse(payload);
      if (!parsed.success) return Promise.reject(new Error(parsed.error.issues[0]?.message ?? 'Invalid request'));
      return sendRequest(parsed.data, key);
    },
    onSuccess: async (request) => {
      toast({ title: M.sent, description: describeRequest(request) });
      await queryClient.invalidateQueries({ queryKey: SCHEDULE_KEY });
      onClose();
    },
    onError: (failure) => setError(getErrorMessage(failure)),
  });
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{kind === 'day-off' ? 'Request Time Off' : 'Request Shift Swap'}</DialogTitle>
          <DialogDescription>An admin approves or declines it; you are mailed the decision.</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            setError(null);
            send.mutate();
          }}
        >
          {kind === 'day-off' ? (
            <>
              <Field id="request-store" label="Store">
                <select id="request-store" className={selectClass} value={values.store} onChange={set('store')}>
                  <option value="">Choose a store</option>
                  {STORE_CODES.map((code) => (
                    <option key={code} value={code}>
                      {code} – {storeNameOf(code)}
                    </option>
                  ))}
                </select>
              </Field>
              <div className="grid gap-4 sm:grid-cols-2">
                <Field id="request-start" label="Start Date">
                  <Input id="request-start" type="date" value={values.startDate} onChange={set('startDate')} />
                </Field>
                <Field id="request-end" label="End Date">
                  <Input id="request-end" type="date" value={values.endDate} onChange={set('endDate')} />
                </Field>
              </div>
            </>
          ) : (
            <>
              <Field id="request-shift" label="Shift">
                <select id="request-shift" className={selectClass} value={values.shiftId} onChange={set('shiftId')}>
                  <option value="">{shifts.isPending ? 'Loading shifts...' : 'Choose one of your shifts'}</option>
                  {(shifts.data ?? []).map((shift) => (
                    <option key={shift.id} value={String(shift.id)}>
                      {shift.date} · {shift.store} · {formatShift(shift.startTime, shift.endTime)}
                    </option>
                  ))}
                </select>
              </Field>
              <Field id="request-date" label="New Date">
                <Input id="request-date" type="date" value={values.date} onChange={set('date')} />
              </Field>
              <div className="grid gap-4 sm:grid-cols-2">
                <Field id="request-start-time" label="New Start Time">
                  <Input id="request-start-time" type="time" value={values.startTime} onChange={set('startTime')} />
                </Field>
                <Field id="request-end-time" label="New End Time">
                  <Input id="request-end-time" type="time" value={values.endTime} onChange={set('endTime')} />
                </Field>
              </div>
            </>
          )}
          <Field id="request-note" label="Note">
            <textarea
              id="request-note"
              className="min-h-20 rounded-md border bg-background px-3 py-2 text-sm"
              value={values.note}
              onChange={set('note')}
            />
          </Field>
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" disabled={send.isPending}>
              Send Request
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export const STATUS_CLASS = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-green-100 text-green-900',
  declined: 'bg-red-100 text-red-900',
  cancelled: 'bg-muted text-muted-foreground',
} as const;

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

/** The associate's own requests on their schedule: pending, approved, declined or cancelled. */
export function MyRequests() {
  const queryClient = useQueryClient();
  const requests = useMyRequests();
  const [cancelling, setCancelling] = useState<ScheduleRequest | null>(null);
  const cancel = useAction({
    mutationFn: (request: ScheduleRequest, key: string) => cancelRequest(request.id, key),
    onSuccess: async (request) => {
      toast({ title: M.cancelled, description: describeRequest(request) });
      setCancelling(null);
      await queryClient.invalidateQueries({ queryKey: SCHEDULE_KEY });
    },
    onError: (failure) => toast({ title: 'Error', description: getErrorMessage(failure), variant: 'destructive' }),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>My Requests</CardTitle>
      </CardHeader>
      <CardContent>
        {requests.isPending ? (
          <p className="text-sm text-muted-foreground">Loading requests...</p>
        ) : requests.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {getErrorMessage(requests.error)}
          </p>
        ) : requests.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{M.noRequests}</p>
        ) : (
          <ul className="divide-y rounded-md border" aria-label="My requests">
            {requests.data.map((request) => (
              <li key={request.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <RequestLine request={request} />
                <span className="flex items-center gap-2">
                  <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[request.status]}`}>
                    {REQUEST_STATUS_LABELS[request.status]}
                  </span>
                  {request.status === 'pending' ? (
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setCancelling(request)}
                      aria-label={`Cancel ${REQUEST_KIND_LABELS[request.kind]} request ${request.startDate}`}
                    >
                      Cancel
                    </Button>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        title={M.confirmCancel}
        description={cancelling ? describeRequest(cancelling) : ''}
        confirmLabel="Cancel Request"
        isOpen={cancelling !== null}
        isPending={cancel.isPending}
        onCancel={() => setCancelling(null)}
        onConfirm={() => (cancelling ? cancel.mutate(cancelling) : undefined)}
      />
    </Card>
  );
}
