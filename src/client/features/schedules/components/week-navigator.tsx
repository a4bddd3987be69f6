import { ChevronLeft, ChevronRight } from 'lucide-react';
import { addDays } from '#shared/schedules/dates';
import { Button } from '#client/components/ui/button';
import { formatLongDate } from '../lib/dates';

/** Previous Week / Next Week, moving the week start by 7 days (spec 03 "Schedule viewer"). */
export function WeekNavigator({ weekStart, onChange }: { weekStart: string; onChange: (weekStart: string) => void }) {
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Week">
      <Button variant="outline" size="sm" repeatable onClick={() => onChange(addDays(weekStart, -7))}>
        <ChevronLeft aria-hidden="true" />
        Previous Week
      </Button>
      <p className="min-w-44 text-center text-sm font-medium" aria-live="polite" data-testid="week-label">
        Week of {formatLongDate(weekStart)}
      </p>
      <Button variant="outline" size="sm" repeatable onClick={() => onChange(addDays(weekStart, 7))}>
        Next Week
        <ChevronRight aria-hidden="true" />
      </Button>
    </div>
  );
}
