import * as ProgressPrimitive from '@radix-ui/react-progress';
import { cn } from '#client/lib/cn';

interface ProgressProps {
  /** 0–100; null for an indeterminate bar (work under way, amount unknown). */
  value: number | null;
  /** What the bar measures, for screen readers. */
  label: string;
  className?: string;
}

export function Progress({ value, label, className }: ProgressProps) {
  const clamped = value === null ? null : Math.min(100, Math.max(0, value));
  return (
    <ProgressPrimitive.Root
      value={clamped}
      aria-label={label}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <ProgressPrimitive.Indicator
        className={cn(
          'h-full bg-brand transition-[width] duration-300',
          clamped === null ? 'w-1/3 animate-pulse' : 'w-full origin-left',
        )}
        style={clamped === null ? undefined : { width: `${clamped}%` }}
      />
    </ProgressPrimitive.Root>
  );
}
