import * as Popover from '@radix-ui/react-popover';
import { ChevronsUpDown, X } from 'lucide-react';
import { useState } from 'react';
import { cn } from '#client/lib/cn';
import { POPOVER_CLASS, TRIGGER_CLASS } from './combobox';
import { OptionList } from './option-list';

interface MultiComboboxProps {
  id: string;
  label: string;
  values: readonly string[];
  onChange: (values: string[]) => void;
  options: readonly string[];
  placeholder: string;
  describedBy?: string;
}

/** Several choices from a searchable list; the list stays open while picking, chips show the choice. */
export function MultiCombobox({ id, label, values, onChange, options, placeholder, describedBy }: MultiComboboxProps) {
  const [isOpen, setIsOpen] = useState(false);
  const toggle = (option: string) =>
    onChange(values.includes(option) ? values.filter((value) => value !== option) : [...values, option]);
  return (
    <div className="grid gap-2">
      <Popover.Root open={isOpen} onOpenChange={setIsOpen}>
        <Popover.Trigger asChild>
          <button
            id={id}
            type="button"
            role="combobox"
            aria-expanded={isOpen}
            aria-haspopup="listbox"
            aria-describedby={describedBy}
            className={TRIGGER_CLASS}
          >
            <span className={cn('truncate', values.length === 0 && 'text-muted-foreground')}>
              {values.length === 0 ? placeholder : `${values.length} selected`}
            </span>
            <ChevronsUpDown className="size-4 shrink-0 opacity-50" aria-hidden="true" />
          </button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content align="start" sideOffset={4} collisionPadding={8} className={POPOVER_CLASS}>
            <OptionList
              label={label}
              options={options}
              isSelected={(option) => values.includes(option)}
              onPick={toggle}
              isMultiple
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {values.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={`Selected ${label}`}>
          {values.map((value) => (
            <li
              key={value}
              className="inline-flex items-center gap-1 rounded-full bg-brand-soft py-0.5 pr-1 pl-2.5 text-xs font-medium text-brand"
            >
              {value}
              <button
                type="button"
                onClick={() => toggle(value)}
                aria-label={`Remove ${value}`}
                className="rounded-full p-0.5 hover:bg-brand/10 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
