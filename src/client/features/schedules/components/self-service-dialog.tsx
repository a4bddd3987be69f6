import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatShift } from '#shared/schedules/dates';
import {
  REQUEST_MESSAGES as M,
  describeRequest,
  type RequestInput,
  type RequestKind,
} from '#shared/schedules/requests';
import { STORE_CODES, storeNameOf } from '#shared/stores';
import { Button } from '#client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog';
import { FormMessage } from '#client/components/ui/form-message';
import { Label } from '#client/components/ui/label';
import { getErrorMessage } from '#client/lib/error-message';
import { useAction } from '#client/lib/use-action';
import { toast } from '#client/lib/use-toast';
import { useMyShifts } from '../api/get-my-shifts';
import { SCHEDULE_KEY } from '../api/schedule-keys';
import { sendRequest } from '../api/send-request';
import { EMPTY_REQUEST, requestDraftSchema, type RequestDraft } from './request-draft';
import { FormSelectField, TextField } from './select-field';

const STORE_OPTIONS = STORE_CODES.map((code) => ({ value: code, label: `${code} – ${storeNameOf(code)}` }));

/** An associate asks for a day off or a shift swap, always for themselves (ADR 080). */
export function SelfServiceDialog({ kind, onClose }: { kind: RequestKind; onClose: () => void }) {
  const queryClient = useQueryClient();
  const shifts = useMyShifts(kind === 'swap');
  const schema = useMemo(() => requestDraftSchema(kind), [kind]);
  const form = useForm<RequestDraft, unknown, RequestInput>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_REQUEST,
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const field = (name: keyof RequestDraft) => ({ error: errors[name]?.message, ...form.register(name) });
  // The server's refusal; the fields' own messages show under them.
  const [failure, setFailure] = useState<string | null>(null);
  const send = useAction({
    mutationFn: sendRequest,
    onSuccess: async (request) => {
      toast({ title: M.sent, description: describeRequest(request) });
      await queryClient.invalidateQueries({ queryKey: SCHEDULE_KEY });
      onClose();
    },
    onError: (error) => setFailure(getErrorMessage(error)),
  });
  const shiftOptions = (shifts.data ?? []).map((shift) => ({
    value: String(shift.id),
    label: `${shift.date} · ${shift.store} · ${formatShift(shift.startTime, shift.endTime)}`,
  }));

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
            setFailure(null);
            void form.handleSubmit((input) => send.mutate(input))(event);
          }}
        >
          {kind === 'day-off' ? (
            <>
              <FormSelectField
                control={form.control}
                name="store"
                id="request-store"
                label="Store"
                placeholder="Choose a store"
                options={STORE_OPTIONS}
              />
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField id="request-start" label="Start Date" type="date" {...field('startDate')} />
                <TextField id="request-end" label="End Date" type="date" {...field('endDate')} />
              </div>
            </>
          ) : (
            <>
              <FormSelectField
                control={form.control}
                name="shiftId"
                id="request-shift"
                label="Shift"
                placeholder={shifts.isPending ? 'Loading shifts...' : 'Choose one of your shifts'}
                options={shiftOptions}
              />
              <TextField id="request-date" label="New Date" type="date" {...field('date')} />
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField id="request-start-time" label="New Start Time" type="time" {...field('startTime')} />
                <TextField id="request-end-time" label="New End Time" type="time" {...field('endTime')} />
              </div>
            </>
          )}
          <div className="grid gap-1.5">
            <Label htmlFor="request-note">Note</Label>
            <textarea
              id="request-note"
              className="min-h-20 rounded-md border bg-background px-3 py-2 text-sm"
              aria-invalid={errors.note ? true : undefined}
              aria-describedby={errors.note ? 'request-note-error' : undefined}
              {...form.register('note')}
            />
            {errors.note ? <FormMessage id="request-note-error">{errors.note.message}</FormMessage> : null}
          </div>
          {failure ? (
            <p role="alert" className="text-sm text-destructive">
              {failure}
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
