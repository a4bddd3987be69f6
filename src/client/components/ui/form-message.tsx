import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn';

/** A field's validation message; give it an id and point the input's aria-describedby at it. */
export function FormMessage({ className, children, ...props }: ComponentProps<'p'>) {
  if (!children) return null;
  return (
    <p className={cn('text-sm font-medium text-destructive', className)} {...props}>
      {children}
    </p>
  );
}
