import { CalendarPlus, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { mondayOf } from '#shared/schedules/dates';
import type { RequestKind } from '#shared/schedules/requests';
import { STORE_CODES, storeNameOf, type StoreCode } from '#shared/stores';
import { Button } from '#client/components/ui/button';
import { useDialogSlot } from '#client/lib/areas/area-contributions';
import { cn } from '#client/lib/cn';
import { useAuth } from '#client/features/auth/auth-context';
import { useMyEmployee } from '../api/get-my-employee';
import { usePersonalSchedule } from '../api/get-personal-schedule';
import { useScheduleEmployees } from '../api/get-schedule-employees';
import { useStoreSchedule } from '../api/get-store-schedule';
import { MyRequests } from '../components/my-requests';
import { SelfServiceDialog } from '../components/self-service-dialog';
import { ScheduleLegend } from '../components/schedule-legend';
import { ScheduleResult } from '../components/schedule-result';
import { SelectField } from '../components/select-field';
import { WeekNavigator } from '../components/week-navigator';
import { localToday } from '../lib/dates';

type Mode = 'store' | 'personal';
const ALL = 'ALL';
const EMPLOYEE_KEY = 'schedule_employee';
/** The mode last chosen; without one, a linked associate starts on My Schedule (ADR 080). */
const MODE_KEY = 'schedule_mode';

function StoreMode({ weekStart }: { weekStart: string }) {
  const [store, setStore] = useState<string>(ALL);
  const stores: StoreCode[] = store === ALL ? [...STORE_CODES] : STORE_CODES.filter((code) => code === store);
  const query = useStoreSchedule(stores, weekStart);
  return (
    <div className="grid gap-4">
      <div className="max-w-xs">
        <SelectField
          id="schedule-store"
          label="Store"
          value={store}
          onChange={setStore}
          options={[
            { value: ALL, label: 'All stores' },
            ...STORE_CODES.map((code) => ({ value: code, label: `${code} – ${storeNameOf(code)}` })),
          ]}
        />
      </div>
      <ScheduleResult query={query} />
    </div>
  );
}

function LinkedMode({ name, weekStart }: { name: string; weekStart: string }) {
  const query = usePersonalSchedule(name, weekStart);
  const [asking, setAsking] = useState<RequestKind | null>(null);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-medium">{name}</p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setAsking('day-off')}>
            <CalendarPlus aria-hidden="true" />
            Request Time Off
          </Button>
          <Button variant="outline" onClick={() => setAsking('swap')}>
            Request Shift Swap
          </Button>
        </div>
      </div>
      <ScheduleResult query={query} />
      <MyRequests />
      {asking ? <SelfServiceDialog key={asking} kind={asking} onClose={() => setAsking(null)} /> : null}
    </div>
  );
}

function PersonalMode({ weekStart }: { weekStart: string }) {
  const me = useMyEmployee();
  const employees = useScheduleEmployees();
  const [employee, setEmployee] = useState(() => localStorage.getItem(EMPLOYEE_KEY) ?? '');
  const query = usePersonalSchedule(me.data?.employee ? '' : employee, weekStart);
  if (me.data?.employee) return <LinkedMode name={me.data.employee.name} weekStart={weekStart} />;
  const choose = (name: string) => {
    localStorage.setItem(EMPLOYEE_KEY, name);
    setEmployee(name);
  };
  return (
    <div className="grid gap-4">
      <div className="max-w-xs">
        <SelectField
          id="schedule-employee"
          label="Employee"
          value={employee}
          onChange={choose}
          placeholder={employees.isPending ? 'Loading employees...' : 'Select your name'}
          options={(employees.data ?? []).map((name) => ({ value: name, label: name }))}
        />
      </div>
      {employee === '' ? (
        <p className="text-sm text-muted-foreground">Choose your name to see your week.</p>
      ) : (
        <ScheduleResult query={query} />
      )}
    </div>
  );
}

/** Schedule viewer (/schedule, spec 03): store and personal modes, a week navigator and a legend. */
export function SchedulePage() {
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin';
  const me = useMyEmployee();
  const [chosen, setChosen] = useState<Mode | null>(() => {
    const saved = localStorage.getItem(MODE_KEY);
    return saved === 'store' || saved === 'personal' ? saved : null;
  });
  const mode: Mode = chosen ?? (me.data?.employee ? 'personal' : 'store');
  const setMode = (value: Mode) => {
    localStorage.setItem(MODE_KEY, value);
    setChosen(value);
  };
  const [weekStart, setWeekStart] = useState(() => mondayOf(localToday()));
  const TimeOff = useDialogSlot('time-off');
  const [isTimeOffOpen, setIsTimeOffOpen] = useState(false);

  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Schedule</h1>
          <p className="text-muted-foreground">The stores&apos; week, with sick days and time off.</p>
        </div>
        {isAdmin ? (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" asChild>
              <Link href="/schedule/requests">Requests</Link>
            </Button>
            {TimeOff ? (
              <Button variant="outline" onClick={() => setIsTimeOffOpen(true)}>
                <CalendarPlus aria-hidden="true" />
                Schedule Time Off
              </Button>
            ) : null}
            <Button asChild>
              <Link href="/schedule/edit">
                <Pencil aria-hidden="true" />
                Edit Schedule
              </Link>
            </Button>
          </div>
        ) : null}
      </header>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="inline-flex rounded-md border p-0.5" role="group" aria-label="Mode">
          {(
            [
              ['store', 'Store Schedule'],
              ['personal', 'My Schedule'],
            ] as const
          ).map(([value, label]) => (
            <button
              key={value}
              type="button"
              aria-pressed={mode === value}
              onClick={() => setMode(value)}
              className={cn(
                'rounded px-3 py-1.5 text-sm font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                mode === value ? 'bg-brand text-white' : 'text-muted-foreground hover:bg-muted',
              )}
            >
              {label}
            </button>
          ))}
        </div>
        <WeekNavigator weekStart={weekStart} onChange={setWeekStart} />
      </div>
      <ScheduleLegend />
      {mode === 'store' ? <StoreMode weekStart={weekStart} /> : <PersonalMode weekStart={weekStart} />}
      {TimeOff ? <TimeOff isOpen={isTimeOffOpen} onOpenChange={setIsTimeOffOpen} /> : null}
    </div>
  );
}
