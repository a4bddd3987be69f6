import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Copy } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { addDays, formatShift, mondayOf, weekDates } from '#shared/schedules/dates';
import { SCHEDULE_MESSAGES, type EditableShift } from '#shared/schedules/schedule';
import { STORE_CODES, storeNameOf, type StoreCode } from '#shared/stores';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { Skeleton } from '#client/components/ui/skeleton';
import { getErrorCode, getErrorMessage } from '#client/lib/error-message';
import { useAction } from '#client/lib/use-action';
import { toast } from '#client/lib/use-toast';
import { copyLastWeek } from '../api/copy-last-week';
import { useScheduleEmployees } from '../api/get-schedule-employees';
import { useWeek } from '../api/get-week';
import { removeShift } from '../api/remove-shift';
import { SCHEDULE_KEY } from '../api/schedule-keys';
import { setClosedDay } from '../api/set-closed-day';
import { ClosedDayDialog, type ClosingDay } from '../components/closed-day-dialog';
import { ConfirmDialog } from '../components/confirm-dialog';
import { CsvImport } from '../components/csv-import';
import { EditorDay, type Editing } from '../components/editor-day';
import { PublishBar } from '../components/publish-bar';
import { RecipientsCard } from '../components/recipients-card';
import { SelectField } from '../components/select-field';
import { WeekNavigator } from '../components/week-navigator';
import { formatDay, formatLongDate, localToday } from '../lib/dates';
import { toastFailure } from '../lib/toast-failure';

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

  const remove = useAction({
    mutationFn: (shift: EditableShift, key) => removeShift(shift.id, key),
    onSuccess: async () => {
      setRemoving(null);
      await refresh();
    },
    onError: toastFailure,
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
        : toastFailure(error),
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
    onError: toastFailure,
  });

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
      <PublishBar store={store} weekStart={weekStart} publication={week.data?.publication ?? null} />
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
              {weekDates(weekStart).map((date) => (
                <EditorDay
                  key={date}
                  store={store}
                  date={date}
                  week={week.data}
                  employees={employees.data ?? []}
                  editing={editing}
                  onEdit={setEditing}
                  onRemove={setRemoving}
                  isClosing={closed.isPending}
                  onClosedChange={(isClosed) => closed.mutate({ date, isClosed })}
                />
              ))}
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
