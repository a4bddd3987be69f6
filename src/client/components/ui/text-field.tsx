import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#client/lib/cn';
import { FormMessage } from './form-message';
import { Input } from './input';
import { Label } from './label';

interface TextFieldProps extends ComponentProps<'input'> {
  id: string;
  label: ReactNode;
  /** The field's validation message, announced with it (WCAG 3.3.1). */
  error?: string;
  /** A standing hint under the field, read with it (WCAG 3.3.2). */
  hint?: ReactNode;
  className?: string;
  inputClassName?: string;
}

/**
 * A labelled input with its hint and message: the message is `${id}-error`, the hint `${id}-hint`,
 * both named in the input's aria-describedby. Spread `register(name)` into it.
 */
export function TextField({ id, label, error, hint, className, inputClassName, ...inputProps }: TextFieldProps) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        className={inputClassName}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...inputProps}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FormMessage id={`${id}-error`}>{error}</FormMessage>
    </div>
  );
}
