import type { ShiftKind } from '#shared/schedules/schedule';
import { cn } from '#client/lib/cn';

export const KIND_CLASS: Record<ShiftKind, string> = {
  shift: 'border-sky-200 bg-sky-50 text-sky-900',
  sick: 'border-red-200 bg-red-50 text-red-900',
  'day-off': 'border-amber-200 bg-amber-50 text-amber-900',
  swap: 'border-violet-200 bg-violet-50 text-violet-900',
};

const ENTRIES: { label: string; className: string }[] = [
  { label: 'Shift', className: KIND_CLASS.shift },
  { label: 'Sick Day', className: KIND_CLASS.sick },
  { label: 'Day Off', className: KIND_CLASS['day-off'] },
  { label: 'Shift Swap', className: KIND_CLASS.swap },
  { label: 'Store Closed', className: 'border-slate-300 bg-slate-100 text-slate-700' },
];

export function ScheduleLegend() {
  return (
    <ul className="flex flex-wrap gap-2 text-xs" aria-label="Legend">
      {ENTRIES.map((entry) => (
        <li key={entry.label} className={cn('rounded border px-2 py-1', entry.className)}>
          {entry.label}
        </li>
      ))}
    </ul>
  );
}
