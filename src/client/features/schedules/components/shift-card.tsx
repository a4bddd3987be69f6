import { AlertTriangle, Pencil, Trash2 } from 'lucide-react';
import { formatShift } from '#shared/schedules/dates';
import type { EditableShift, ShiftWarning } from '#shared/schedules/schedule';
import { Button } from '#client/components/ui/button';

/** One shift of the editor's day: who, when, what a manager would not want, and its Change and Remove buttons. */
export function ShiftCard({
  shift,
  warnings,
  onChange,
  onRemove,
}: {
  shift: EditableShift;
  warnings: readonly ShiftWarning[];
  onChange: () => void;
  onRemove: () => void;
}) {
  return (
    <div className="grid gap-1 rounded border border-sky-200 bg-sky-50 p-1.5 text-xs">
      <span className="font-medium">{shift.employee}</span>
      <span>{formatShift(shift.startTime, shift.endTime)}</span>
      {warnings.map((warning) => (
        <span key={warning.message} className="flex items-start gap-1 font-medium text-amber-800" role="note">
          <AlertTriangle className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          {warning.message}
        </span>
      ))}
      <span className="flex gap-1">
        <Button
          size="sm"
          variant="ghost"
          className="h-7 px-2"
          aria-label={`Change ${shift.employee}'s shift on ${shift.date}`}
          onClick={onChange}
        >
          <Pencil aria-hidden="true" />
        </Button>
        <Button
          size="sm"
          variant="ghost"
          className="h-7 px-2 text-destructive"
          aria-label={`Remove ${shift.employee}'s shift on ${shift.date}`}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </span>
    </div>
  );
}
