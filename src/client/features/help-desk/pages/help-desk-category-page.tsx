import { ArrowLeft, Search, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import { HELP_DESK_TEXT as T } from '#shared/help-desk/messages';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Input } from '#client/components/ui/input';
import { Skeleton } from '#client/components/ui/skeleton';
import { Spinner } from '#client/components/ui/spinner';
import { cn } from '#client/lib/cn';
import { getErrorMessage } from '#client/lib/error-message';
import { useHelpDeskEntries } from '../api/help-desk-queries';
import { categoryLook } from '../components/category-style';
import { EntryItem } from '../components/entry-item';

const SEARCH_DELAY_MS = 250;

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** A help desk category (/help-desk/:category, URL-encoded): searchable, collapsible questions. */
export function HelpDeskCategoryPage() {
  const params = useParams<{ category: string }>();
  const category = decode(params.category ?? '');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const entries = useHelpDeskEntries(category, search);
  const { colourClass, Icon } = categoryLook(category);
  const clear = () => {
    setTyped('');
    setSearch('');
  };

  return (
    <div className="grid gap-6">
      <div>
        <Button variant="ghost" size="sm" asChild>
          <Link href="/help-desk">
            <ArrowLeft aria-hidden="true" />
            {T.title}
          </Link>
        </Button>
      </div>
      <header className="flex items-center gap-4">
        <span className={cn('flex size-12 shrink-0 items-center justify-center rounded-lg', colourClass)}>
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{category}</h1>
          <p className="text-muted-foreground">{T.cardText(category)}</p>
        </div>
      </header>

      <div className="relative">
        <Search className="pointer-events-none absolute top-3 left-3 size-4 text-muted-foreground" aria-hidden="true" />
        <Input
          type="search"
          aria-label="Search questions and answers"
          placeholder="Search questions and answers…"
          className="pl-9"
          maxLength={200}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        {entries.isFetching && !entries.isPending ? (
          <Spinner className="absolute top-3 right-3 size-4" label="Searching" />
        ) : null}
      </div>

      {entries.isPending ? (
        <div className="grid gap-3" role="status" aria-label="Loading questions">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-16" />
          ))}
        </div>
      ) : entries.isError ? (
        <Alert variant="destructive">
          <AlertTitle>Could not load the questions</AlertTitle>
          <AlertDescription className="flex flex-wrap items-center gap-3">
            {getErrorMessage(entries.error)}
            <Button variant="outline" size="sm" onClick={() => void entries.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : entries.data.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-10 text-center">
          <p className="font-medium">{search ? T.noResults : T.noQuestions}</p>
          {search ? (
            <Button variant="outline" onClick={clear}>
              <X aria-hidden="true" />
              {T.clearSearch}
            </Button>
          ) : null}
        </div>
      ) : (
        <section className="grid gap-3" aria-label="Questions">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {T.questionsAvailable(entries.data.length)}
          </p>
          <ul className="grid gap-3">
            {entries.data.map((entry) => (
              <EntryItem key={entry.id} entry={entry} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
