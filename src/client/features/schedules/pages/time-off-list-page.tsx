import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '../../../lib/use-action';
import { ArrowLeft, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import {
  TIME_OFF_MESSAGES as M,
  TimeOffListQuerySchema,
  type TimeOffListItem,
  type TimeOffListQuery,
} from '../../../../shared/schedules/time-off';
import { STORE_CODES, storeNameOf, type StoreCode } from '../../../../shared/stores';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { getErrorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/use-toast';
import { removeTimeOff, SCHEDULE_KEY, useEmployeeNames, useTimeOffList } from '../api/schedule-api';
import { ConfirmDialog } from '../components/confirm-dialog';
import { optionsOf, SelectField, TextField } from '../components/select-field';
import { TimeOffEditor } from '../components/time-off-dialog';

const ALL = 'ALL';

const periodOf = (entry: TimeOffListItem) =>
  entry.startDate === entry.endDate ? entry.startDate : `${entry.startDate} – ${entry.endDate}`;

function Filters({ filter, onChange }: { filter: TimeOffListQuery; onChange: (filter: TimeOffListQuery) => void }) {
  const employees = useEmployeeNames();
  const set = (field: keyof TimeOffListQuery) => (value: string) =>
    onChange({ ...filter, [field]: value === '' || value === ALL ? undefined : value });
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <SelectField
        id="time-off-filter-store"
        label="Store"
        value={filter.store ?? ALL}
        onChange={set('store')}
        options={[
          { value: ALL, label: 'All stores' },
          ...STORE_CODES.map((code) => ({ value: code, label: storeNameOf(code) })),
        ]}
      />
      <SelectField
        id="time-off-filter-employee"
        label="Employee"
        value={filter.employee ?? ALL}
        onChange={set('employee')}
        options={[{ value: ALL, label: 'All employees' }, ...optionsOf(employees.data ?? [])]}
      />
      <TextField
        id="time-off-filter-from"
        label="From"
        type="date"
        value={filter.from ?? ''}
        onChange={(event) => set('from')(event.target.value)}
      />
      <TextField
        id="time-off-filter-to"
        label="To"
        type="date"
        value={filter.to ?? ''}
        onChange={(event) => set('to')(event.target.value)}
      />
    </div>
  );
}

function EntryRow({
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

/** Time off, listed to be found, corrected or removed (ADR 069): admins. */
export function TimeOffListPage() {
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<TimeOffListQuery>({});
  const isValid = TimeOffListQuerySchema.safeParse(filter).success;
  const list = useTimeOffList(isValid ? filter : {});
  const [editing, setEditing] = useState<TimeOffListItem | null>(null);
  const [deleting, setDeleting] = useState<TimeOffListItem | null>(null);
  const remove = useAction({
    mutationFn: (entry: TimeOffListItem) => removeTimeOff(entry.id),
    onSuccess: async (_, entry) => {
      toast({ title: M.deleted, description: `${entry.employeeName}: ${entry.type} ${periodOf(entry)}` });
      setDeleting(null);
      await queryClient.invalidateQueries({ queryKey: SCHEDULE_KEY });
    },
    onError: (error) => toast({ title: 'Error', description: getErrorMessage(error), variant: 'destructive' }),
  });

  return (
    <div className="grid gap-6">
      <header className="grid gap-2">
        <Button asChild variant="ghost" size="sm" className="w-fit">
          <Link href="/admin">
            <ArrowLeft aria-hidden="true" />
            Back to Admin Panel
          </Link>
        </Button>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Time Off</h1>
        <p className="text-muted-foreground">Find days off and shift swaps, correct them or remove them.</p>
      </header>
      <Card>
        <CardHeader>
          <CardTitle>Filter</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3">
          <Filters filter={filter} onChange={setFilter} />
          {isValid ? null : (
            <p role="alert" className="text-sm text-destructive">
              {M.fromAfterTo}
            </p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Entries</CardTitle>
        </CardHeader>
        <CardContent>
          {list.isPending ? (
            <div className="grid gap-2" role="status" aria-label="Loading time off">
              <Skeleton className="h-14" />
              <Skeleton className="h-14" />
            </div>
          ) : list.isError ? (
            <p role="alert" className="text-destructive">
              {getErrorMessage(list.error)}
            </p>
          ) : list.data.length === 0 ? (
            <p className="text-muted-foreground">No time off matches.</p>
          ) : (
            <ul className="divide-y rounded-md border" aria-label="Time off">
              {list.data.map((entry) => (
                <EntryRow key={entry.id} entry={entry} onEdit={setEditing} onDelete={setDeleting} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      {editing ? (
        <TimeOffEditor
          key={editing.id}
          entry={editing}
          isOpen
          onOpenChange={(isOpen) => (isOpen ? undefined : setEditing(null))}
        />
      ) : null}
      <ConfirmDialog
        title={M.confirmDelete}
        description={
          deleting ? `${deleting.employeeName}: ${deleting.type} ${periodOf(deleting)}. This cannot be undone.` : ''
        }
        confirmLabel="Delete"
        isOpen={deleting !== null}
        isPending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => (deleting ? remove.mutate(deleting) : undefined)}
      />
    </div>
  );
}
