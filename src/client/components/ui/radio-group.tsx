import { useId } from 'react';
import { cn } from '#client/lib/cn';

interface RadioOption<T extends string> {
  value: T;
  label: string;
}

interface RadioGroupProps<T extends string> {
  /** The group's accessible name (shown when `showLabel`). */
  label: string;
  options: readonly RadioOption<T>[];
  value: T;
  onValueChange: (value: T) => void;
  showLabel?: boolean;
  disabled?: boolean;
  className?: string;
}

/**
 * The app's radio buttons: native inputs (arrow keys, forms and screen readers work as they do
 * everywhere) drawn in the app's colours, laid out in a row that wraps.
 */
export function RadioGroup<T extends string>({
  label,
  options,
  value,
  onValueChange,
  showLabel = false,
  disabled,
  className,
}: RadioGroupProps<T>) {
  const name = useId();
  return (
    <fieldset className={cn('min-w-0', className)} disabled={disabled}>
      <legend className={showLabel ? 'mb-2 text-sm font-medium' : 'sr-only'}>{label}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2" role="radiogroup" aria-label={label}>
        {options.map((option) => (
          <label key={option.value} className="flex cursor-pointer items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onValueChange(option.value)}
              className="size-4 shrink-0 cursor-pointer accent-primary"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
