import type { ReactNode } from 'react';
import { FormMessage } from '#client/components/ui/form-message';
import { Label } from '#client/components/ui/label';
import { cn } from '#client/lib/cn';

interface FieldProps {
  /** The control's id; point its aria-describedby at `descriptionId(id)`. */
  id: string;
  label: string;
  isRequired?: boolean;
  hint?: ReactNode;
  /** Shows the hint in red, as a warning rather than guidance. */
  isHintWarning?: boolean;
  error?: string;
  className?: string;
  children: ReactNode;
}

export const descriptionId = (id: string) => `${id}-description`;

/** A labelled control with its hint and validation message. */
export function Field({ id, label, isRequired, hint, isHintWarning, error, className, children }: FieldProps) {
  const hasDescription = Boolean(hint) || Boolean(error);
  return (
    <div className={cn('grid min-w-0 content-start gap-2', className)}>
      <Label htmlFor={id} isRequired={isRequired}>
        {label}
      </Label>
      {children}
      {/* Always there, so the control's aria-describedby never names a missing id. */}
      <div id={descriptionId(id)} className={hasDescription ? 'grid gap-1' : 'hidden'}>
        {hint ? (
          <p
            className={cn(
              'text-xs wrap-anywhere',
              isHintWarning ? 'font-medium text-destructive' : 'text-muted-foreground',
            )}
          >
            {hint}
          </p>
        ) : null}
        <FormMessage className="text-xs wrap-anywhere">{error}</FormMessage>
      </div>
    </div>
  );
}
