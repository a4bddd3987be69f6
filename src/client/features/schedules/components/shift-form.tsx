import { useState, type FormEvent } from 'react';
import { ShiftFieldsSchema, type ShiftFields } from '../../../../shared/schedules/schedule';
import { Button } from '../../../components/ui/button';
import { fieldErrorsOf } from '../lib/field-errors';
import { optionsOf, SelectField, TextField } from './select-field';

type Field = 'employee' | 'startTime' | 'endTime';

/** Adds or changes one shift of a day: employee, start and end. */
export function ShiftForm({
  date,
  employees,
  initial,
  isSaving,
  onSave,
  onCancel,
}: {
  date: string;
  employees: readonly string[];
  initial?: Omit<ShiftFields, 'date'>;
  isSaving: boolean;
  onSave: (fields: ShiftFields) => void;
  onCancel: () => void;
}) {
  const [form, setForm] = useState({
    employee: initial?.employee ?? '',
    startTime: initial?.startTime ?? '09:00',
    endTime: initial?.endTime ?? '17:00',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ShiftFieldsSchema.safeParse({ date, ...form });
    if (!parsed.success) {
      setErrors(fieldErrorsOf<Field>(parsed.error));
      return;
    }
    setErrors({});
    onSave(parsed.data);
  };
  const idBase = `shift-${date}`;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-2 rounded-md border bg-muted/40 p-2"
      aria-label={`Shift on ${date}`}
    >
      <SelectField
        id={`${idBase}-employee`}
        label="Employee"
        value={form.employee}
        onChange={(employee) => setForm((current) => ({ ...current, employee }))}
        placeholder="Select"
        options={optionsOf(employees)}
        error={errors.employee}
      />
      <TextField
        id={`${idBase}-start`}
        label="Start"
        type="time"
        value={form.startTime}
        onChange={(event) => setForm((current) => ({ ...current, startTime: event.target.value }))}
        error={errors.startTime}
      />
      <TextField
        id={`${idBase}-end`}
        label="End"
        type="time"
        value={form.endTime}
        onChange={(event) => setForm((current) => ({ ...current, endTime: event.target.value }))}
        error={errors.endTime}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={isSaving}>
          Save
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
