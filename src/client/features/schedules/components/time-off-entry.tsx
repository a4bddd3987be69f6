import { Pencil, Trash2 } from 'lucide-react';
import type { TimeOffListItem } from '#shared/schedules/time-off';
import { storeNameOf, type StoreCode } from '#shared/stores';
import { Button } from '#client/components/ui/button';

/** An entry's dates: one day, or its first and last. */
export const periodOf = (entry: TimeOffListItem) =>
  entry.startDate === entry.endDate ? entry.startDate : `${entry.startDate} – ${entry.endDate}`;

/** One entry of the list with its Edit and Delete buttons. */
export function TimeOffEntry({
  entry,
  onEdit,
  onDelete,
}: {
  entry: TimeOffListItem;
  onEdit: (entry: TimeOffListItem) => void;
  onDelete: (entry: TimeOffListItem) => void;
}) {
  const label = `${entry.employeeName} ${entry.type} ${periodOf(entry)}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-3 sm:p-4">
      <div className="grid min-w-0 gap-0.5">
        <span className="font-medium break-words">
          {entry.employeeName} · {entry.type}
        </span>
        <span className="flex flex-wrap gap-x-3 text-sm text-muted-foreground">
          <span>{periodOf(entry)}</span>
          <span>{storeNameOf(entry.store as StoreCode)}</span>
          {entry.shiftSwapStartTime && entry.shiftSwapEndTime ? (
            <span>
              {entry.shiftSwapStartTime}–{entry.shiftSwapEndTime}
            </span>
          ) : null}
          {entry.ptoDays !== null ? <span>PTO {entry.ptoDays}</span> : null}
          <span>By {entry.createdBy}</span>
        </span>
        {entry.note ? <span className="text-sm break-words whitespace-pre-wrap">{entry.note}</span> : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => onEdit(entry)} aria-label={`Edit ${label}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="text-destructive"
          onClick={() => onDelete(entry)}
          aria-label={`Delete ${label}`}
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
    </li>
  );
}
