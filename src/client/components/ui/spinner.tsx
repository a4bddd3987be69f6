import { LoaderCircle } from 'lucide-react';
import { cn } from '#client/lib/cn';

interface SpinnerProps {
  className?: string;
  /** Announced to screen readers; omit when the surrounding text already says what is loading. */
  label?: string;
}

export function Spinner({ className, label }: SpinnerProps) {
  return (
    <>
      <LoaderCircle className={cn('size-4 animate-spin', className)} aria-hidden="true" />
      {label ? <span className="sr-only">{label}</span> : null}
    </>
  );
}

interface PageSpinnerProps {
  label?: string;
  /** Centre in the whole viewport (before the shell exists) rather than in the content area. */
  isFullScreen?: boolean;
}

/** The centred spinner shown while a whole page (or the current user) is loading. */
export function PageSpinner({ label = 'Loading', isFullScreen = false }: PageSpinnerProps) {
  return (
    <div
      className={cn('flex w-full items-center justify-center', isFullScreen ? 'min-h-dvh' : 'min-h-[50vh]')}
      role="status"
      aria-live="polite"
    >
      <Spinner className="size-8 text-brand" label={label} />
    </div>
  );
}
