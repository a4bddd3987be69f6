import * as LabelPrimitive from '@radix-ui/react-label';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

interface LabelProps extends ComponentProps<typeof LabelPrimitive.Root> {
  /**
   * Marks the field required on screen with an asterisk (WCAG 3.3.2, ADR 071). The asterisk is
   * hidden from screen readers: the field itself says it with `aria-required`, so the name stays
   * the label's words.
   */
  isRequired?: boolean;
}

export function Label({ className, isRequired = false, children, ...props }: LabelProps) {
  return (
    <LabelPrimitive.Root
      className={cn(
        'text-sm leading-none font-medium peer-disabled:cursor-not-allowed peer-disabled:opacity-70',
        className,
      )}
      {...props}
    >
      {children}
      {isRequired ? (
        <span className="ml-0.5 text-destructive" aria-hidden="true" data-required-marker="">
          *
        </span>
      ) : null}
    </LabelPrimitive.Root>
  );
}
