import type { ComponentProps } from 'react';
import { Input } from '../../../components/ui/input';
import { FormMessage } from '../../../components/ui/form-message';
import { Label } from '../../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';

/** Options whose label is the value itself (names, store codes, types). */
export const optionsOf = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  error?: string;
  isDisabled?: boolean;
  /** Marked with an asterisk and `aria-required` (WCAG 3.3.2). */
  isRequired?: boolean;
}

/** A labelled select with its message underneath (spec 01 §2.7: field errors show under each field). */
export function SelectField({
  id,
  label,
  value,
  onChange,
  options,
  placeholder,
  error,
  isDisabled,
  isRequired = false,
}: SelectFieldProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id} isRequired={isRequired}>
        {label}
      </Label>
      <Select value={value} onValueChange={onChange} disabled={isDisabled}>
        <SelectTrigger
          id={id}
          aria-required={isRequired || undefined}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent className="max-h-[240px]">
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {error ? <FormMessage id={`${id}-error`}>{error}</FormMessage> : null}
    </div>
  );
}

export function TextField({
  id,
  label,
  error,
  isRequired = false,
  ...props
}: { id: string; label: string; error?: string; isRequired?: boolean } & ComponentProps<'input'>) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id} isRequired={isRequired}>
        {label}
      </Label>
      <Input
        id={id}
        aria-required={isRequired || undefined}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...props}
      />
      {error ? <FormMessage id={`${id}-error`}>{error}</FormMessage> : null}
    </div>
  );
}
