import type { ScheduleRow } from '#shared/schedules/schedule';
import { storeNameOf } from '#shared/stores';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { cn } from '#client/lib/cn';
import { formatDay } from '../lib/dates';
import { KIND_CLASS } from './schedule-legend';

/** One store's week: seven days side by side on wide screens, one under another on a phone. */
export function ScheduleWeek({ row }: { row: ScheduleRow }) {
  return (
    <Card data-testid={`schedule-${row.store}`}>
      <CardHeader>
        <CardTitle>
          {storeNameOf(row.store)} <span className="text-muted-foreground">({row.store})</span>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-2 md:grid-cols-7">
          {row.days.map((day) => (
            <li
              key={day.date}
              data-testid={`day-${row.store}-${day.date}`}
              className={cn('grid content-start gap-1.5 rounded-md border p-2', day.isStoreClosed && 'bg-slate-100')}
            >
              <p className="text-xs font-semibold text-muted-foreground">{formatDay(day.date)}</p>
              {day.isStoreClosed ? <p className="text-xs font-medium text-slate-700">Store Closed</p> : null}
              {day.shifts.length === 0 && !day.isStoreClosed ? (
                <p className="text-xs text-muted-foreground">—</p>
              ) : null}
              {day.shifts.map((shift, index) => (
                <p
                  key={`${shift.employee}-${index}`}
                  data-kind={shift.kind}
                  className={cn('rounded border px-1.5 py-1 text-xs break-words', KIND_CLASS[shift.kind])}
                >
                  <span className="block font-medium">{shift.employee}</span>
                  {shift.shift}
                </p>
              ))}
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
