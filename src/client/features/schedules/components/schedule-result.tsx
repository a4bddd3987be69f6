import { SCHEDULE_MESSAGES, type ScheduleRow } from '#shared/schedules/schedule';
import { Skeleton } from '#client/components/ui/skeleton';
import { getErrorMessage } from '#client/lib/error-message';
import { ScheduleWeek } from './schedule-week';

const hasData = (rows: ScheduleRow[]) =>
  rows.some((row) => row.days.some((day) => day.isStoreClosed || day.shifts.length > 0));

/** A week of schedule rows as loaded: a skeleton, the load error, the empty message or the rows. */
export function ScheduleResult({
  query,
}: {
  query: { data?: ScheduleRow[]; isPending: boolean; isError: boolean; error: unknown };
}) {
  if (query.isPending)
    return (
      <div className="grid gap-3" aria-busy="true">
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  if (query.isError)
    return (
      <p role="alert" className="rounded-md border border-destructive/30 bg-destructive/5 p-4 text-sm text-destructive">
        {SCHEDULE_MESSAGES.loadError}
        {getErrorMessage(query.error)}
      </p>
    );
  const rows = query.data ?? [];
  if (!hasData(rows))
    return (
      <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">{SCHEDULE_MESSAGES.empty}</p>
    );
  return (
    <div className="grid gap-4">
      {rows.map((row) => (
        <ScheduleWeek key={row.store} row={row} />
      ))}
    </div>
  );
}
