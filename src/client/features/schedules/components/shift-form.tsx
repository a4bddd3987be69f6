import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { ShiftFieldsSchema, type EditableShift, type ShiftFields } from '#shared/schedules/schedule';
import type { StoreCode } from '#shared/stores';
import { Button } from '#client/components/ui/button';
import { useAction } from '#client/lib/use-action';
import { addShift } from '../api/add-shift';
import { changeShift } from '../api/change-shift';
import { SCHEDULE_KEY } from '../api/schedule-keys';
import { toastFailure } from '../lib/toast-failure';
import { FormSelectField, optionsOf, TextField } from './select-field';

interface ShiftFormProps {
  store: StoreCode;
  date: string;
  employees: readonly string[];
  /** The shift to change; without it the form adds one. */
  shift?: EditableShift;
  /** Saved or cancelled: the day shows its shifts again. */
  onDone: () => void;
}

/** Adds or changes one shift of a day: employee, start and end (ADR 034). */
export function ShiftForm({ store, date, employees, shift, onDone }: ShiftFormProps) {
  const queryClient = useQueryClient();
  const form = useForm<ShiftFields>({
    resolver: zodResolver(ShiftFieldsSchema),
    defaultValues: {
      date,
      employee: shift?.employee ?? '',
      startTime: shift?.startTime ?? '09:00',
      endTime: shift?.endTime ?? '17:00',
    },
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const save = useAction({
    mutationFn: (fields: ShiftFields, key: string) =>
      shift ? changeShift(shift.id, fields) : addShift({ store, ...fields }, key),
    onSuccess: async () => {
      onDone();
      await queryClient.invalidateQueries({ queryKey: SCHEDULE_KEY });
    },
    onError: toastFailure,
  });
  const idBase = `shift-${date}`;
  return (
    <form
      onSubmit={(event) => void form.handleSubmit((fields) => save.mutate(fields))(event)}
      noValidate
      className="grid gap-2 rounded-md border bg-muted/40 p-2"
      aria-label={`Shift on ${date}`}
    >
      <FormSelectField
        control={form.control}
        name="employee"
        id={`${idBase}-employee`}
        label="Employee"
        placeholder="Select"
        options={optionsOf(employees)}
      />
      <TextField
        id={`${idBase}-start`}
        label="Start"
        type="time"
        error={errors.startTime?.message}
        {...form.register('startTime')}
      />
      <TextField
        id={`${idBase}-end`}
        label="End"
        type="time"
        error={errors.endTime?.message}
        {...form.register('endTime')}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          Save
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
