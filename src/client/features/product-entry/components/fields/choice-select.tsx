import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#client/components/ui/select';

export interface Choice {
  value: string;
  label: string;
}

interface ChoiceSelectProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  choices: readonly Choice[];
  placeholder: string;
  isInvalid?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  describedBy?: string;
}

export const toChoices = (values: readonly string[]): Choice[] => values.map((value) => ({ value, label: value }));

/** A plain select for short lists; the menu is at most 200px tall (spec 02 §9). */
export function ChoiceSelect({
  id,
  value,
  onChange,
  choices,
  placeholder,
  isInvalid,
  isRequired,
  isDisabled,
  describedBy,
}: ChoiceSelectProps) {
  return (
    <Select value={value} onValueChange={onChange} disabled={isDisabled}>
      <SelectTrigger
        id={id}
        aria-invalid={isInvalid || undefined}
        aria-required={isRequired || undefined}
        aria-describedby={describedBy}
      >
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent className="max-h-[200px]">
        {choices.map((choice) => (
          <SelectItem key={choice.value} value={choice.value}>
            {choice.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
