import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { SICK_DAY_MESSAGES, SICK_DAY_SUCCESS_MS, SickDayInputSchema } from '../../../../shared/schedules/sick-day';
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
import { Spinner } from '../../../components/ui/spinner';
import type { DialogSlotProps } from '../../../lib/areas/client-area';
import { getErrorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/use-toast';
import { reportSickDay, SCHEDULE_KEY, useEmployeeNames } from '../api/schedule-api';
import { fieldErrorsOf } from '../lib/field-errors';
import { SelectField, TextField } from './select-field';

type Field = 'employeeName' | 'date' | 'store';
const EMPTY = { employeeName: '', date: '', store: '' };

/** Sick Day Notification (spec 01 §2.7, §4, §8): reset and closed on success, kept open on error. */
export function SickDayDialog({ isOpen, onOpenChange }: DialogSlotProps) {
  const employees = useEmployeeNames();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (field: Field) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  const submit = useMutation({
    mutationFn: reportSickDay,
    onSuccess: async () => {
      toast({ title: 'Success', description: SICK_DAY_MESSAGES.success, duration: SICK_DAY_SUCCESS_MS });
      setForm(EMPTY);
      setErrors({});
      onOpenChange(false);
      await queryClient.invalidateQueries({ queryKey: SCHEDULE_KEY });
    },
    onError: (error) => toast({ title: 'Error', description: getErrorMessage(error), variant: 'destructive' }),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = SickDayInputSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrorsOf<Field>(parsed.error));
      return;
    }
    setErrors({});
    submit.mutate(parsed.data);
  };

  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Sick Day Notification</DialogTitle>
          <DialogDescription>Let your store know you can&apos;t come in.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <SelectField
            id="sick-employee"
            label="Employee Name"
            value={form.employeeName}
            onChange={set('employeeName')}
            placeholder={employees.isPending ? 'Loading employees...' : 'Select your name'}
            options={(employees.data ?? []).map((name) => ({ value: name, label: name }))}
            error={errors.employeeName}
          />
          <TextField
            id="sick-date"
            label="Sick Day Date"
            type="date"
            value={form.date}
            onChange={(event) => set('date')(event.target.value)}
            error={errors.date}
          />
          <SelectField
            id="sick-store"
            label="Store"
            value={form.store}
            onChange={set('store')}
            placeholder="Select a store"
            options={STORE_CODES.map((code) => ({ value: code, label: code }))}
            error={errors.store}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={submit.isPending}>
              {submit.isPending ? <Spinner /> : null}
              {submit.isPending ? 'Submitting...' : 'Submit Sick Day'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
