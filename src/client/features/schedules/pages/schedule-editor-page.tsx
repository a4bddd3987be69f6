import { useQueryClient } from '@tanstack/react-query';
import { useAction } from '../../../lib/use-action';
import { AlertTriangle, ArrowLeft, Copy, Pencil, Plus, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { addDays, formatShift, mondayOf, weekDates } from '../../../../shared/schedules/dates';
import { PUBLISH_MESSAGES } from '../../../../shared/schedules/publish';
import { SCHEDULE_MESSAGES, type EditableShift, type ShiftFields } from '../../../../shared/schedules/schedule';
import { STORE_CODES, storeNameOf, type StoreCode } from '../../../../shared/stores';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { getErrorCode, getErrorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/use-toast';
import {
  addShift,
  changeShift,
  copyLastWeek,
  publishWeek,
  removeShift,
  SCHEDULE_KEY,
  setClosedDay,
  useScheduleEmployees,
  useWeek,
} from '../api/schedule-api';
import { ClosedDayDialog, type ClosingDay } from '../components/closed-day-dialog';
import { ConfirmDialog } from '../components/confirm-dialog';
import { CsvImport } from '../components/csv-import';
import { RecipientsCard } from '../components/recipients-card';
import { SelectField } from '../components/select-field';
import { ShiftForm } from '../components/shift-form';
import { WeekNavigator } from '../components/week-navigator';
import { formatDay, formatLongDate, localToday } from '../lib/field-errors';

type Editing = { kind: 'add'; date: string } | { kind: 'change'; shift: EditableShift } | null;

/** The week editor (/schedule/edit, admins): shifts per day, closed days, copy last week, CSV import (ADR 034). */
export function ScheduleEditorPage() {
  const queryClient = useQueryClient();
  const [store, setStore] = useState<StoreCode>('KW');
  const [weekStart, setWeekStart] = useState(() => mondayOf(localToday()));
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<EditableShift | null>(null);
  const [isCopyOpen, setIsCopyOpen] = useState(false);
  const [closing, setClosing] = useState<ClosingDay | null>(null);
  const week = useWeek(store, weekStart);
  const employees = useScheduleEmployees();
  const refresh = () => queryClient.invalidateQueries({ queryKey: SCHEDULE_KEY });
  const onError = (error: unknown) =>
    toast({ title: 'Error', description: getErrorMessage(error), variant: 'destructive' });

  const save = useAction({
    mutationFn: ({ fields, id }: { fields: ShiftFields; id?: number }, key) =>
      id === undefined ? addShift({ store, ...fields }, key) : changeShift(id, fields),
    onSuccess: async () => {
      setEditing(null);
      await refresh();
    },
    onError,
  });
  const remove = useAction({
    mutationFn: (shift: EditableShift, key) => removeShift(shift.id, key),
    onSuccess: async () => {
      setRemoving(null);
      await refresh();
    },
    onError,
  });
  const closed = useAction({
    mutationFn: ({ date, isClosed, shifts }: { date: string; isClosed: boolean; shifts?: 'keep' | 'remove' }) =>
      setClosedDay(store, date, isClosed, shifts),
    onSuccess: async () => {
      setClosing(null);
      await refresh();
    },
    // A day with shifts: the server asks what to do with them before closing it.
    onError: (error, { date }) =>
      getErrorCode(error) === 'closed_day_has_shifts'
        ? setClosing({ date, question: getErrorMessage(error) })
        : onError(error),
  });
  const copy = useAction({
    mutationFn: (_: void, key) => copyLastWeek(store, weekStart, key),
    onSuccess: async ({ copied }) => {
      setIsCopyOpen(false);
      if (copied === 0) {
        toast({ title: SCHEDULE_MESSAGES.lastWeekEmpty, description: SCHEDULE_MESSAGES.lastWeekEmptyDetail });
        return;
      }
      toast({
        title: 'Week copied',
        description: `${copied} shifts copied from the week of ${formatLongDate(addDays(weekStart, -7))}`,
      });
      await refresh();
    },
    onError,
  });

  // Publish: the store's employees are mailed their shifts, later only those whose shifts changed (ADR 081).
  const publish = useAction({
    mutationFn: (_: void, key: string) => publishWeek({ store, weekStart }, key),
    onSuccess: async (result) => {
      toast({
        title: result.version === 1 ? PUBLISH_MESSAGES.published : PUBLISH_MESSAGES.changesPublished,
        description: [
          result.mailed.length ? `Mailed ${result.mailed.join(', ')}.` : 'Nobody was mailed.',
          result.withoutEmail.length ? `No e-mail on the roster: ${result.withoutEmail.join(', ')}.` : '',
        ]
          .filter(Boolean)
          .join(' '),
      });
      await refresh();
    },
    onError,
  });
  const publication = week.data?.publication ?? null;
  const changed = publication?.changed ?? [];

  const names = employees.data ?? [];
  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Edit Schedule</h1>
          <p className="text-muted-foreground">Build each store&apos;s week; associates see it on the schedule.</p>
        </div>
        <Button variant="outline" asChild>
          <Link href="/schedule">
            <ArrowLeft aria-hidden="true" />
            Back to Schedule
          </Link>
        </Button>
      </header>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="w-64">
          <SelectField
            id="editor-store"
            label="Store"
            value={store}
            onChange={(value) => setStore(value as StoreCode)}
            options={STORE_CODES.map((code) => ({ value: code, label: `${code} – ${storeNameOf(code)}` }))}
          />
        </div>
        <WeekNavigator weekStart={weekStart} onChange={setWeekStart} />
        <Button variant="outline" onClick={() => setIsCopyOpen(true)}>
          <Copy aria-hidden="true" />
          Copy Last Week
        </Button>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3" aria-live="polite">
        <p className="text-sm">
          {publication
            ? `Published ${new Date(publication.publishedAt).toLocaleString()} by ${publication.publishedBy}. ${
                changed.length ? `Changed since: ${changed.join(', ')}.` : 'No changes since.'
              }`
            : 'Not published: employees have not been mailed this week.'}
        </p>
        <Button
          onClick={() => publish.mutate()}
          disabled={publish.isPending || (publication !== null && changed.length === 0)}
        >
          <Send aria-hidden="true" />
          {publication ? 'Publish Changes' : 'Publish'}
        </Button>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>
            {storeNameOf(store)}: week of {formatLongDate(weekStart)}
          </CardTitle>
        </CardHeader>
        <CardContent>
          {week.isPending ? (
            <Skeleton className="h-48 w-full" />
          ) : week.isError ? (
            <p role="alert" className="text-sm text-destructive">
              Error loading schedule: {getErrorMessage(week.error)}
            </p>
          ) : (
            <ol className="grid gap-3 lg:grid-cols-7">
              {weekDates(weekStart).map((date) => {
                const isClosed = week.data.closedDates.includes(date);
                const shifts = week.data.shifts.filter((shift) => shift.date === date);
                const absences = week.data.absences.filter((absence) => absence.date === date);
                return (
                  <li
                    key={date}
                    data-testid={`editor-day-${date}`}
                    className={cn('grid content-start gap-2 rounded-md border p-2', isClosed && 'bg-slate-100')}
                  >
                    <p className="text-sm font-semibold">{formatDay(date)}</p>
                    <label className="flex items-center gap-2 text-xs">
                      <input
                        type="checkbox"
                        checked={isClosed}
                        disabled={closed.isPending}
                        onChange={(event) => closed.mutate({ date, isClosed: event.target.checked })}
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
                        <ShiftForm
                          key={shift.id}
                          date={date}
                          employees={names}
                          initial={shift}
                          isSaving={save.isPending}
                          onSave={(fields) => save.mutate({ fields, id: shift.id })}
                          onCancel={() => setEditing(null)}
                        />
                      ) : (
                        <div
                          key={shift.id}
                          className="grid gap-1 rounded border border-sky-200 bg-sky-50 p-1.5 text-xs"
                        >
                          <span className="font-medium">{shift.employee}</span>
                          <span>{formatShift(shift.startTime, shift.endTime)}</span>
                          {week.data.warnings
                            .filter((warning) => warning.shiftId === shift.id)
                            .map((warning) => (
                              <span
                                key={warning.message}
                                className="flex items-start gap-1 font-medium text-amber-800"
                                role="note"
                              >
                                <AlertTriangle className="mt-px size-3.5 shrink-0" aria-hidden="true" />
                                {warning.message}
                              </span>
                            ))}
                          <span className="flex gap-1">
                            <Button
                              size="sm"
                              variant="ghost"
                              className="h-7 px-2"
                              aria-label={`Change ${shift.employee}'s shift on ${date}`}
                              onClick={() => setEditing({ kind: 'change', shift })}
                            >
                              <Pencil aria-hidden="true" />
                            </Button>
                            <Button
                              size="sm"
                              variant="ghost"
                              className="h-7 px-2 text-destructive"
                              aria-label={`Remove ${shift.employee}'s shift on ${date}`}
                              onClick={() => setRemoving(shift)}
                            >
                              <Trash2 aria-hidden="true" />
                            </Button>
                          </span>
                        </div>
                      ),
                    )}
                    {editing?.kind === 'add' && editing.date === date ? (
                      <ShiftForm
                        date={date}
                        employees={names}
                        isSaving={save.isPending}
                        onSave={(fields) => save.mutate({ fields })}
                        onCancel={() => setEditing(null)}
                      />
                    ) : (
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={`Add shift on ${date}`}
                        onClick={() => setEditing({ kind: 'add', date })}
                      >
                        <Plus aria-hidden="true" />
                        Add shift
                      </Button>
                    )}
                  </li>
                );
              })}
            </ol>
          )}
        </CardContent>
      </Card>
      <CsvImport weekStart={weekStart} />
      <RecipientsCard store={store} />
      <ClosedDayDialog
        closing={closing}
        isPending={closed.isPending}
        onChoose={(shifts) => closing && closed.mutate({ date: closing.date, isClosed: true, shifts })}
        onCancel={() => setClosing(null)}
      />
      <ConfirmDialog
        isOpen={isCopyOpen}
        isPending={copy.isPending}
        title="Copy last week?"
        description={`The shifts of ${storeNameOf(store)} for the week of ${formatLongDate(weekStart)} are replaced by last week's.`}
        confirmLabel={copy.isPending ? 'Copying...' : 'Copy Last Week'}
        onCancel={() => setIsCopyOpen(false)}
        onConfirm={() => copy.mutate()}
      />
      <ConfirmDialog
        isOpen={removing !== null}
        title="Remove this shift?"
        description={
          removing
            ? `${removing.employee}, ${formatDay(removing.date)}, ${formatShift(removing.startTime, removing.endTime)}`
            : ''
        }
        confirmLabel="Remove"
        isPending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </div>
  );
}
