import * as Popover from '@radix-ui/react-popover';
import { ChevronsUpDown, X } from 'lucide-react';
import { useState } from 'react';
import { cn } from '#client/lib/cn';
import { OptionList } from './option-list';

export const TRIGGER_CLASS =
  'flex h-10 w-full items-center justify-between gap-2 rounded-md border border-input bg-card px-3 py-2 text-left text-sm shadow-xs focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive';

export const POPOVER_CLASS =
  'z-50 w-[var(--radix-popover-trigger-width)] min-w-[15rem] overflow-hidden rounded-md border bg-card text-card-foreground shadow-md data-[state=open]:animate-fade-in';

interface ComboboxProps {
  id: string;
  /** What the list is, e.g. "distributors"; names the search box. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly string[];
  placeholder: string;
  isInvalid?: boolean;
  describedBy?: string;
  isRequired?: boolean;
}

/** A searchable single choice for long lists; the choice can be cleared again. */
export function Combobox({
  id,
  label,
  value,
  onChange,
  options,
  placeholder,
  isInvalid,
  describedBy,
  isRequired,
}: ComboboxProps) {
  const [isOpen, setIsOpen] = useState(false);
  const choose = (next: string) => {
    onChange(next);
    setIsOpen(false);
  };
  return (
    <Popover.Root open={isOpen} onOpenChange={setIsOpen}>
      <Popover.Trigger asChild>
        <button
          id={id}
          type="button"
          role="combobox"
          aria-expanded={isOpen}
          aria-haspopup="listbox"
          aria-invalid={isInvalid || undefined}
          aria-required={isRequired || undefined}
          aria-describedby={describedBy}
          className={TRIGGER_CLASS}
        >
          <span className={cn('truncate', !value && 'text-muted-foreground')}>{value || placeholder}</span>
          <ChevronsUpDown className="size-4 shrink-0 opacity-50" aria-hidden="true" />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content align="start" sideOffset={4} collisionPadding={8} className={POPOVER_CLASS}>
          <OptionList label={label} options={options} isSelected={(option) => option === value} onPick={choose} />
          {value ? (
            <button
              type="button"
              onClick={() => choose('')}
              className="flex w-full items-center gap-2 border-t px-3 py-2 text-sm text-muted-foreground hover:bg-muted focus-visible:bg-muted focus-visible:outline-none"
            >
              <X className="size-4" aria-hidden="true" />
              Clear selection
            </button>
          ) : null}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
