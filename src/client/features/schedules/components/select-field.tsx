import type { ComponentProps, Ref } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Input } from '#client/components/ui/input';
import { FormMessage } from '#client/components/ui/form-message';
import { Label } from '#client/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#client/components/ui/select';

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
  /** The trigger, for a form to focus the first field it refuses. */
  ref?: Ref<HTMLButtonElement>;
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
  ref,
}: SelectFieldProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id} isRequired={isRequired}>
        {label}
      </Label>
      <Select value={value} onValueChange={onChange} disabled={isDisabled}>
        <SelectTrigger
          ref={ref}
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

/** A SelectField bound to a react-hook-form field: its value, and its message under it. */
export function FormSelectField<T extends FieldValues, Output = T>({
  control,
  name,
  ...props
}: Omit<SelectFieldProps, 'value' | 'onChange' | 'error' | 'ref'> & {
  control: Control<T, unknown, Output>;
  name: FieldPathByValue<T, string>;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectField
          {...props}
          ref={field.ref}
          value={field.value as string}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
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
