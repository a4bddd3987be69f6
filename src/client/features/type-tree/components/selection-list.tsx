import { ListPlus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { compareSelectionValues, type TypeTreeSubcategory } from '#shared/type-tree/type-tree';
import { Input } from '#client/components/ui/input';
import { cn } from '#client/lib/cn';

/** Below this many values a filter box is more clutter than help. */
const FILTER_THRESHOLD = 12;

/** The muted panel shown where the list would be. */
export function SelectionListNote({ children }: { children: string }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-md border border-dashed px-4 py-10 text-center text-sm text-muted-foreground">
      <ListPlus className="size-6" aria-hidden="true" />
      <p>{children}</p>
    </div>
  );
}

/** The subcategory's current values, alphabetical ignoring case (spec 03 "Add Selections"). */
export function SelectionList({
  subcategory,
  highlightId,
}: {
  subcategory: TypeTreeSubcategory;
  highlightId: number | null;
}) {
  const [filter, setFilter] = useState('');
  const sorted = useMemo(
    () => [...subcategory.selections].sort((a, b) => compareSelectionValues(a.value, b.value)),
    [subcategory.selections],
  );
  const needle = filter.trim().toLowerCase();
  const shown = needle ? sorted.filter((selection) => selection.value.toLowerCase().includes(needle)) : sorted;

  if (sorted.length === 0)
    return <SelectionListNote>{`No selections in ${subcategory.name} yet. Add the first one.`}</SelectionListNote>;

  return (
    <div className="grid gap-3">
      {sorted.length > FILTER_THRESHOLD ? (
        <Input
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          placeholder={`Filter ${sorted.length} selections`}
          aria-label="Filter selections"
        />
      ) : null}
      {shown.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">No selections match “{filter.trim()}”.</p>
      ) : (
        <ul
          aria-label={`${subcategory.name} selections`}
          className="grid grid-cols-1 gap-1.5 sm:grid-cols-2 lg:max-h-[32rem] lg:overflow-y-auto xl:grid-cols-3"
        >
          {shown.map((selection) => (
            <li
              key={selection.id}
              className={cn(
                'rounded-md border px-3 py-2 text-sm wrap-anywhere',
                selection.id === highlightId && 'border-brand/40 bg-brand-soft font-medium',
              )}
            >
              {selection.value}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
