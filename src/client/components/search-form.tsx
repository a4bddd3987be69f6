import { Search } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';
import { toast } from '../lib/use-toast';
import { Button } from './ui/button';
import { Card, CardContent } from './ui/card';
import { Input } from './ui/input';
import { Spinner } from './ui/spinner';

/**
 * The search card of the lookup screens (image editing, critic reviews): one term and its button. The term is
 * trimmed; an empty one gets `emptyToast` instead of a request.
 */
export function SearchForm({
  label,
  inputLabel,
  placeholder,
  maxLength,
  inputMode,
  buttonLabel = 'Search',
  emptyToast,
  term,
  onTermChange,
  isPending,
  onSearch,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  inputLabel: string;
  placeholder: string;
  maxLength: number;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  buttonLabel?: string;
  emptyToast: { title: string; description?: string };
  term: string;
  onTermChange: (term: string) => void;
  isPending: boolean;
  onSearch: (term: string) => void;
  /** Controls above the term, such as what to search by. */
  children?: ReactNode;
}) {
  return (
    <Card>
      <CardContent className="pt-6">
        <form
          className="grid gap-3"
          role="search"
          aria-label={label}
          onSubmit={(event) => {
            event.preventDefault();
            if (!term.trim()) return toast({ ...emptyToast, variant: 'destructive' });
            onSearch(term.trim());
          }}
        >
          {children}
          <div className="flex gap-2">
            <Input
              aria-label={inputLabel}
              placeholder={placeholder}
              inputMode={inputMode}
              value={term}
              maxLength={maxLength}
              onChange={(event) => onTermChange(event.target.value)}
              autoComplete="off"
            />
            <Button type="submit" disabled={isPending}>
              {isPending ? <Spinner /> : <Search aria-hidden="true" />}
              {buttonLabel}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
