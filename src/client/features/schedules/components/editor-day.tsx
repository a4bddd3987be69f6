import { Plus } from 'lucide-react';
import type { EditableShift, Week } from '#shared/schedules/schedule';
import type { StoreCode } from '#shared/stores';
import { Button } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';
import { formatDay } from '../lib/dates';
import { ShiftCard } from './shift-card';
import { ShiftForm } from './shift-form';

/** Which shift form is open in the week: a new shift on a day, or a change of one shift. */
export type Editing = { kind: 'add'; date: string } | { kind: 'change'; shift: EditableShift } | null;

interface EditorDayProps {
  store: StoreCode;
  date: string;
  week: Week;
  employees: readonly string[];
  editing: Editing;
  onEdit: (editing: Editing) => void;
  onRemove: (shift: EditableShift) => void;
  isClosing: boolean;
  onClosedChange: (isClosed: boolean) => void;
}

/** One day of the week editor: Store closed, who is away, its shifts and Add shift. */
export function EditorDay({
  store,
  date,
  week,
  employees,
  editing,
  onEdit,
  onRemove,
  isClosing,
  onClosedChange,
}: EditorDayProps) {
  const isClosed = week.closedDates.includes(date);
  const shifts = week.shifts.filter((shift) => shift.date === date);
  const absences = week.absences.filter((absence) => absence.date === date);
  const done = () => onEdit(null);
  return (
    <li
      data-testid={`editor-day-${date}`}
      className={cn('grid content-start gap-2 rounded-md border p-2', isClosed && 'bg-slate-100')}
    >
      <p className="text-sm font-semibold">{formatDay(date)}</p>
      <label className="flex items-center gap-2 text-xs">
        <input
          type="checkbox"
          checked={isClosed}
          disabled={isClosing}
          onChange={(event) => onClosedChange(event.target.checked)}
        />
        Store closed
      </label>
      {absences.length > 0 ? (
        <ul className="grid gap-1" aria-label={`Away on ${date}`}>
          {absences.map((absence) => (
            <li
              key={`${absence.employee}-${absence.kind}-${absence.store}`}
              className={cn(
                'rounded border px-1.5 py-1 text-xs',
                absence.kind === 'sick'
                  ? 'border-red-200 bg-red-50 text-red-900'
                  : 'border-amber-200 bg-amber-50 text-amber-900',
              )}
            >
              <span className="font-medium">{absence.employee}</span>: {absence.label}
              {absence.store === store ? null : ` (${absence.store})`}
            </li>
          ))}
        </ul>
      ) : null}
      {shifts.map((shift) =>
        editing?.kind === 'change' && editing.shift.id === shift.id ? (
          <ShiftForm key={shift.id} store={store} date={date} employees={employees} shift={shift} onDone={done} />
        ) : (
          <ShiftCard
            key={shift.id}
            shift={shift}
            warnings={week.warnings.filter((warning) => warning.shiftId === shift.id)}
            onChange={() => onEdit({ kind: 'change', shift })}
            onRemove={() => onRemove(shift)}
          />
        ),
      )}
      {editing?.kind === 'add' && editing.date === date ? (
        <ShiftForm store={store} date={date} employees={employees} onDone={done} />
      ) : (
        <Button
          size="sm"
          variant="outline"
          aria-label={`Add shift on ${date}`}
          onClick={() => onEdit({ kind: 'add', date })}
        >
          <Plus aria-hidden="true" />
          Add shift
        </Button>
      )}
    </li>
  );
}
