import { ChevronRight, Search } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import type { StoreCategory } from '#shared/store-categories/store-categories';
import { Button } from '#client/components/ui/button';
import { Input } from '#client/components/ui/input';
import { cn } from '#client/lib/cn';
import { filterCategories, splitFullName, type IndexedCategory } from './filter-categories';

/** Rows rendered at a time: thousands of rows stay fast, "Show more" adds the next page. */
const CATEGORY_PAGE_SIZE = 200;

function CategoryPath({ fullName }: { fullName: string }) {
  const segments = splitFullName(fullName);
  return (
    <span className="text-xs text-muted-foreground">
      {segments.map((segment, index) => (
        <span key={index}>
          {index > 0 ? <span className="px-1 text-muted-foreground/60">{' > '}</span> : null}
          <span className={cn(index === segments.length - 1 && 'text-foreground/80')}>{segment}</span>
        </span>
      ))}
    </span>
  );
}

interface CategoryListProps {
  indexed: IndexedCategory[];
  totalCount: number;
  selectedId: string | null;
  onPick: (category: StoreCategory) => void;
}

/** The filter box, the count and one page of rows; a row fills in the test tool. */
export function CategoryList({ indexed, totalCount, selectedId, onPick }: CategoryListProps) {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [limit, setLimit] = useState(CATEGORY_PAGE_SIZE);
  const matches = useMemo(() => filterCategories(indexed, deferredQuery), [indexed, deferredQuery]);
  const shown = matches.slice(0, limit);
  const isFiltered = deferredQuery.trim() !== '';

  return (
    <div className="grid gap-3">
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setLimit(CATEGORY_PAGE_SIZE);
          }}
          placeholder="Filter by name, full name or id"
          aria-label="Filter categories"
          className="pl-9"
        />
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="category-count">
        {isFiltered
          ? `${matches.length.toLocaleString()} of ${totalCount.toLocaleString()} categories match`
          : `${totalCount.toLocaleString()} categories`}
        {shown.length < matches.length ? ` · showing the first ${shown.length.toLocaleString()}` : ''}
      </p>

      {matches.length === 0 ? (
        <p className="rounded-md border border-dashed px-4 py-10 text-center text-sm text-muted-foreground">
          {isFiltered ? `No categories match “${deferredQuery.trim()}”.` : 'The store platform has no categories.'}
        </p>
      ) : (
        <ul aria-label="Categories" className="divide-y rounded-md border">
          {shown.map((category) => {
            const isSelected = category.id === selectedId;
            return (
              <li key={category.id}>
                <button
                  type="button"
                  onClick={() => onPick(category)}
                  aria-pressed={isSelected}
                  className={cn(
                    'group flex w-full items-start gap-3 px-3 py-2.5 text-left transition-colors hover:bg-muted focus-visible:bg-muted focus-visible:outline-none sm:px-4',
                    isSelected && 'bg-brand-soft hover:bg-brand-soft',
                  )}
                >
                  <span className="grid min-w-0 flex-1 gap-0.5">
                    <span className="font-medium wrap-anywhere">{category.name}</span>
                    {category.level > 0 ? <CategoryPath fullName={category.full_name} /> : null}
                    <span className="font-mono text-[11px] break-all text-muted-foreground">{category.id}</span>
                  </span>
                  <ChevronRight
                    className="mt-1 size-4 shrink-0 text-muted-foreground opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
                    aria-hidden="true"
                  />
                </button>
              </li>
            );
          })}
        </ul>
      )}

      {shown.length < matches.length ? (
        <Button variant="outline" onClick={() => setLimit((current) => current + CATEGORY_PAGE_SIZE)}>
          Show more ({(matches.length - shown.length).toLocaleString()} remaining)
        </Button>
      ) : null}
    </div>
  );
}
