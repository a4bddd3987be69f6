import type { ComponentProps } from 'react';
import { PASSWORD_MIN } from '#shared/auth/schemas';
import { FormMessage } from '#client/components/ui/form-message';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';

/** The rule a new password must follow, shown before anyone breaks it (WCAG 3.3.2). */
export const NEW_PASSWORD_RULE = `At least ${PASSWORD_MIN} characters.`;

interface PasswordFieldProps extends ComponentProps<'input'> {
  id: string;
  label: string;
  error?: string;
  /** Shown under the field from the start and read with it, e.g. NEW_PASSWORD_RULE. */
  rule?: string;
}

/** A labelled password input whose rule and validation message are announced with it. */
export function PasswordField({ id, label, error, rule, ...inputProps }: PasswordFieldProps) {
  const messageId = `${id}-message`;
  const ruleId = `${id}-rule`;
  const describedBy = [rule ? ruleId : '', error ? messageId : ''].filter(Boolean).join(' ');
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="password"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...inputProps}
      />
      {rule ? (
        <p id={ruleId} className="text-xs text-muted-foreground">
          {rule}
        </p>
      ) : null}
      <FormMessage id={messageId}>{error}</FormMessage>
    </div>
  );
}
