import { Check } from 'lucide-react';
import { formatStepCaption, WIZARD_STEPS } from '#shared/product-entry/messages';
import { cn } from '#client/lib/cn';

/**
 * Spec 02 §2: a caption and bar on small screens, every step (done, current, to do) on large ones.
 * A step before the current one is ticked only when none of its fields is missing or invalid.
 */
export function WizardProgress({ step, stepsWithIssues }: { step: number; stepsWithIssues: ReadonlySet<number> }) {
  const current = WIZARD_STEPS[step - 1] ?? WIZARD_STEPS[0];
  const percent = Math.round((step / WIZARD_STEPS.length) * 100);
  return (
    <nav aria-label="Progress">
      <div className="grid gap-2 md:hidden">
        <p className="text-sm font-medium">{formatStepCaption(current.step, current.label)}</p>
        <div
          role="progressbar"
          aria-label="Wizard progress"
          aria-valuemin={1}
          aria-valuemax={WIZARD_STEPS.length}
          aria-valuenow={step}
          aria-valuetext={formatStepCaption(current.step, current.label)}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <ol className="hidden items-center md:flex">
        {WIZARD_STEPS.map((item, index) => {
          const isDone = item.step < step && !stepsWithIssues.has(item.step);
          const isCurrent = item.step === step;
          return (
            <li
              key={item.step}
              className={cn('flex items-center', index > 0 && 'flex-1')}
              aria-current={isCurrent ? 'step' : undefined}
            >
              {index > 0 ? (
                <span
                  aria-hidden="true"
                  className={cn('mx-3 h-0.5 flex-1 rounded-full', item.step <= step ? 'bg-primary' : 'bg-border')}
                />
              ) : null}
              <span className="flex items-center gap-2">
                <span
                  className={cn(
                    'flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold',
                    isDone && 'border-primary bg-primary text-primary-foreground',
                    isCurrent && 'border-primary bg-brand-soft text-brand',
                    !isDone && !isCurrent && 'border-border bg-card text-muted-foreground',
                  )}
                >
                  {isDone ? <Check className="size-4" strokeWidth={3} aria-hidden="true" /> : item.step}
                </span>
                <span
                  className={cn(
                    'text-sm whitespace-nowrap',
                    isCurrent ? 'font-semibold' : isDone ? 'font-medium' : 'text-muted-foreground',
                  )}
                >
                  {item.label}
                  {isDone ? <span className="sr-only"> (completed)</span> : null}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
