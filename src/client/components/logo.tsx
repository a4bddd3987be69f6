import { cn } from '../lib/cn';

/** The Mission Control mark: a wine glass on the brand colour. Decorative; pair it with the name. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={cn('size-9 shrink-0', className)}>
      <rect width="32" height="32" rx="8" className="fill-brand" />
      <path
        d="M11 7h10l-.6 6.2a4.4 4.4 0 0 1-8.8 0L11 7Zm5 10.8V24m-3.5 1h7"
        fill="none"
        stroke="white"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M11.5 10.5h9" stroke="white" strokeOpacity="0.55" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}
