import * as LabelPrimitive from '@radix-ui/react-label';
import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn';

interface LabelProps extends ComponentProps<typeof LabelPrimitive.Root> {
  /**
   * Marks the field required on screen with an asterisk (WCAG 3.3.2, ADR 071), drawn by the
   * stylesheet (`label[data-required]::after`) with empty alternative text: the field itself says
   * it with `aria-required`, and the label's name and text stay its words.
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
      data-required={isRequired || undefined}
      {...props}
    >
      {children}
    </LabelPrimitive.Root>
  );
}
