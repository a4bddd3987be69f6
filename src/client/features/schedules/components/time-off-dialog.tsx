import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  NOTE_MAX,
  SHIFT_SWAP,
  TIME_OFF_MESSAGES,
  TIME_OFF_TYPES,
  TimeOffInputSchema,
} from '../../../../shared/schedules/time-off';
import { STORE_CODES } from '../../../../shared/stores';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormMessage } from '../../../components/ui/form-message';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import type { DialogSlotProps } from '../../../lib/areas/client-area';
import { getErrorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/use-toast';
import { scheduleTimeOff, SCHEDULE_KEY, useEmployeeNames } from '../api/schedule-api';
import { fieldErrorsOf } from '../lib/field-errors';
import { SelectField, TextField } from './select-field';

type Field =
  | 'employeeName'
  | 'store'
  | 'type'
  | 'startDate'
  | 'endDate'
  | 'shiftSwapStartTime'
  | 'shiftSwapEndTime'
  | 'ptoDays'
  | 'note';
type Form = Record<Field, string>;
const EMPTY: Form = {
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
export function timeOffPayload(form: Form): Record<string, unknown> {
  const payload: Record<string, unknown> = {
    employeeName: form.employeeName,
    store: form.store,
    type: form.type,
    startDate: form.startDate,
    endDate: form.endDate,
  };
  if (form.type === SHIFT_SWAP) {
    if (form.shiftSwapStartTime) payload.shiftSwapStartTime = form.shiftSwapStartTime;
    if (form.shiftSwapEndTime) payload.shiftSwapEndTime = form.shiftSwapEndTime;
  }
  if (form.ptoDays.trim() !== '') payload.ptoDays = Number(form.ptoDays);
  if (form.note.trim() !== '') payload.note = form.note;
  return payload;
}

/** Schedule Time Off (spec 03 "Time-off scheduler", §5): every rule checked here and again by the server. */
export function TimeOffDialog({ isOpen, onOpenChange }: DialogSlotProps) {
  const employees = useEmployeeNames();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (field: Field) => (value: string) => setForm((current) => ({ ...current, [field]: value }));
  const isSwap = form.type === SHIFT_SWAP;

  const submit = useMutation({
    mutationFn: scheduleTimeOff,
    onSuccess: async (saved) => {
      toast({ title: TIME_OFF_MESSAGES.success, description: `${saved.employeeName}: ${saved.type}` });
      setForm(EMPTY);
      setErrors({});
      onOpenChange(false);
      await queryClient.invalidateQueries({ queryKey: SCHEDULE_KEY });
    },
    onError: (error) => toast({ title: 'Error', description: getErrorMessage(error), variant: 'destructive' }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = TimeOffInputSchema.safeParse(timeOffPayload(form));
    if (!parsed.success) {
      setErrors(fieldErrorsOf<Field>(parsed.error));
      return;
    }
    setErrors({});
    submit.mutate(parsed.data);
  };

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Schedule Time Off</DialogTitle>
          <DialogDescription>A day off or a shift swap; it shows on the store&apos;s schedule.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              id="time-off-employee"
              label="Employee Name"
              value={form.employeeName}
              onChange={set('employeeName')}
              placeholder="Select an employee"
              options={(employees.data ?? []).map((name) => ({ value: name, label: name }))}
              error={errors.employeeName}
            />
            <SelectField
              id="time-off-store"
              label="Store"
              value={form.store}
              onChange={set('store')}
              placeholder="Select a store"
              options={STORE_CODES.map((code) => ({ value: code, label: code }))}
              error={errors.store}
            />
          </div>
          <SelectField
            id="time-off-type"
            label="Type"
            value={form.type}
            onChange={set('type')}
            placeholder="Select a type"
            options={TIME_OFF_TYPES.map((type) => ({ value: type, label: type }))}
            error={errors.type}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id="time-off-start"
              label="Start Date"
              type="date"
              value={form.startDate}
              onChange={(event) => set('startDate')(event.target.value)}
              error={errors.startDate}
            />
            <TextField
              id="time-off-end"
              label="End Date"
              type="date"
              value={form.endDate}
              onChange={(event) => set('endDate')(event.target.value)}
              error={errors.endDate}
            />
          </div>
          {isSwap ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                id="time-off-swap-start"
                label="Shift Swap Start Time"
                type="time"
                value={form.shiftSwapStartTime}
                onChange={(event) => set('shiftSwapStartTime')(event.target.value)}
                error={errors.shiftSwapStartTime}
              />
              <TextField
                id="time-off-swap-end"
                label="Shift Swap End Time"
                type="time"
                value={form.shiftSwapEndTime}
                onChange={(event) => set('shiftSwapEndTime')(event.target.value)}
                error={errors.shiftSwapEndTime}
              />
            </div>
          ) : null}
          <TextField
            id="time-off-pto"
            label="PTO Days"
            type="number"
            inputMode="decimal"
            min={0}
            step={0.5}
            value={form.ptoDays}
            onChange={(event) => set('ptoDays')(event.target.value)}
            error={errors.ptoDays}
          />
          <div className="grid gap-2">
            <Label htmlFor="time-off-note">Note</Label>
            <textarea
              id="time-off-note"
              maxLength={NOTE_MAX}
              rows={3}
              value={form.note}
              onChange={(event) => set('note')(event.target.value)}
              className="w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 focus-visible:outline-none sm:text-sm"
            />
            {errors.note ? <FormMessage>{errors.note}</FormMessage> : null}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={submit.isPending}>
              {submit.isPending ? <Spinner /> : null}
              {submit.isPending ? 'Submitting...' : 'Schedule Time Off'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
