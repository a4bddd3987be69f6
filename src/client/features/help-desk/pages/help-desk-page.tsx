import { Settings } from 'lucide-react';
import { Link } from 'wouter';
import { HELP_DESK_TEXT as T } from '#shared/help-desk/messages';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Skeleton } from '#client/components/ui/skeleton';
import { cn } from '#client/lib/cn';
import { getErrorMessage } from '#client/lib/error-message';
import { useAuth } from '#client/features/auth/auth-context';
import { useHelpDeskCategories } from '../api/help-desk-queries';
import { categoryLook } from '../components/category-style';

/** Help Desk (/help-desk, spec 03): a card per category. */
export function HelpDeskPage() {
  const categories = useHelpDeskCategories();
  const { user } = useAuth();

  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{T.title}</h1>
          <p className="text-muted-foreground">Answers to common questions, by topic.</p>
        </div>
        {user?.role === 'admin' ? (
          <Button variant="outline" asChild>
            <Link href="/admin/help-desk">
              <Settings aria-hidden="true" />
              {T.adminTitle}
            </Link>
          </Button>
        ) : null}
      </header>

      {categories.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-label="Loading categories">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-32" />
          ))}
        </div>
      ) : categories.isError ? (
        <Alert variant="destructive">
          <AlertTitle>Could not load the help desk</AlertTitle>
          <AlertDescription className="flex flex-wrap items-center gap-3">
            {getErrorMessage(categories.error)}
            <Button variant="outline" size="sm" onClick={() => void categories.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : categories.data.length === 0 ? (
        <p className="rounded-lg border border-dashed p-10 text-center text-muted-foreground">{T.noCategories}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {categories.data.map((category) => {
            const { colourClass, Icon } = categoryLook(category.name);
            return (
              <li key={category.name}>
                <Link
                  href={`/help-desk/${encodeURIComponent(category.name)}`}
                  className="flex h-full gap-4 rounded-lg border bg-card p-5 shadow-sm transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <span className={cn('flex size-12 shrink-0 items-center justify-center rounded-lg', colourClass)}>
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                  <span className="grid gap-1">
                    <span className="font-semibold break-words">{category.name}</span>
                    <span className="text-sm text-muted-foreground">{T.cardText(category.name)}</span>
                    <span className="text-xs text-muted-foreground">{T.questionsAvailable(category.count)}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
