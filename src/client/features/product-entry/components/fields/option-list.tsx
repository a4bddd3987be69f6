import { Check, Search } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '#client/lib/cn';

interface OptionListProps {
  options: readonly string[];
  isSelected: (option: string) => boolean;
  onPick: (option: string) => void;
  /** Names the search box and the list for screen readers. */
  label: string;
  isMultiple?: boolean;
}

const NAVIGATION_KEYS: Record<string, (index: number, last: number) => number> = {
  ArrowDown: (index, last) => Math.min(index + 1, last),
  ArrowUp: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_index, last) => last,
};

/** A search box over a list of options, driven by the keyboard (arrows, Home/End, Enter). */
export function OptionList({ options, isSelected, onPick, label, isMultiple = false }: OptionListProps) {
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [query, setQuery] = useState('');
  // Opens on the current choice, so arrow keys continue from there.
  const [active, setActive] = useState(() => Math.max(0, options.findIndex(isSelected)));
  const filtered = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return needle ? options.filter((option) => option.toLowerCase().includes(needle)) : options;
  }, [options, query]);
  const activeIndex = Math.min(active, filtered.length - 1);

  useEffect(() => {
    listRef.current?.querySelector('[data-active="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex]);

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = NAVIGATION_KEYS[event.key];
    if (move) {
      event.preventDefault();
      setActive(move(activeIndex, filtered.length - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = filtered[activeIndex];
      if (option !== undefined) onPick(option);
    }
  };

  return (
    <div className="grid">
      <div className="flex items-center gap-2 border-b px-3">
        <Search className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <input
          role="combobox"
          aria-label={`Search ${label}`}
          aria-expanded="true"
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined}
          autoFocus
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={handleKeyDown}
          placeholder="Search..."
          className="h-10 w-full bg-transparent text-base outline-none placeholder:text-muted-foreground sm:text-sm"
        />
      </div>
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={label}
        aria-multiselectable={isMultiple || undefined}
        className="max-h-[200px] overflow-y-auto overscroll-contain p-1"
      >
        {filtered.map((option, index) => (
          <li
            key={option}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={isSelected(option)}
            data-active={index === activeIndex}
            onMouseMove={() => setActive(index)}
            onClick={() => onPick(option)}
            className="flex cursor-default items-center gap-2 rounded-sm py-1.5 pr-2 pl-2 text-sm select-none data-[active=true]:bg-muted"
          >
            <Check
              className={cn('size-4 shrink-0', isSelected(option) ? 'opacity-100' : 'opacity-0')}
              aria-hidden="true"
            />
            <span className="truncate">{option}</span>
          </li>
        ))}
        {filtered.length === 0 ? (
          <li role="presentation" className="px-2 py-6 text-center text-sm text-muted-foreground">
            No matches
          </li>
        ) : null}
      </ul>
    </div>
  );
}
