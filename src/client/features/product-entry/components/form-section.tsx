import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn';

interface FormSectionProps {
  title: string;
  description?: string;
  className?: string;
  children: ReactNode;
}

/** A titled group of fields inside a step; fields flow in two columns from the small breakpoint. */
export function FormSection({ title, description, className, children }: FormSectionProps) {
  return (
    <section className="grid gap-4 border-t pt-6 first:border-t-0 first:pt-0">
      <div className="grid gap-1">
        <h3 className="text-base font-semibold">{title}</h3>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      <div className={cn('grid gap-4 sm:grid-cols-2', className)}>{children}</div>
    </section>
  );
}
