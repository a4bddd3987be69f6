import type { ComponentProps } from 'react';
import { FormMessage } from '../../../components/ui/form-message';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

interface PasswordFieldProps extends ComponentProps<'input'> {
  id: string;
  label: string;
  error?: string;
}

/** A labelled password input whose validation message is announced with it. */
export function PasswordField({ id, label, error, ...inputProps }: PasswordFieldProps) {
  const messageId = `${id}-message`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="password"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? messageId : undefined}
        {...inputProps}
      />
      <FormMessage id={messageId}>{error}</FormMessage>
    </div>
  );
}
